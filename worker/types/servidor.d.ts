/**
 * web/src/app/servidor.tsx as the Worker sees it (worker/lib/pagina.ts): wrangler.toml's `[alias]`
 * and vitest.config.ts point `@web/servidor` at that file, which the web's type check checks
 * against these declarations (it is written for the DOM, which the Worker's check has not).
 */
declare module '@web/servidor' {
  export type Respuestas = Record<string, unknown>;
  export const ID_RESPUESTAS: string;
  export function dibujar(url: string, respuestas: Respuestas): Promise<string>;
}
