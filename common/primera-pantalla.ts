/**
 * The first screen of a public page drawn in the Worker (docs/decisions: first-screen drawing).
 * The Worker makes the page's first reads (primeras-lecturas.ts), hands their answers to the
 * web's server entry through the one seam `@seam/first-screen` (declared in
 * worker/types/first-screen.d.ts, mapped by wrangler.toml's [alias] and vitest.config.ts) and
 * sends them in the page, where the browser's first render takes them.
 */

/** The answers of a page's first reads, named by `claveDe` (lectura.ts). */
export type Respuestas = Record<string, unknown>;

/** The id of the `<script type="application/json">` that carries the answers in the page. */
export const ID_RESPUESTAS = 'respuestas-iniciales';

/** What the web's server entry gives the Worker through the seam. */
export type PrimeraPantalla = {
  /** The HTML of #root for `url` (path and query), drawn with `respuestas`. */
  dibujar: (url: string, respuestas: Respuestas) => Promise<string>;
};
