/**
 * The one seam through which the Worker draws the web's screens (docs/decisions/): wrangler.toml's
 * [alias] and vitest.config.ts map this specifier to the web's server entry
 * (web/src/app/servidor.tsx), which the web's type check holds to `PrimeraPantalla`.
 * Nothing else in worker/ reaches into web/.
 */
declare module '@seam/first-screen' {
  export const dibujar: import('../../common/primera-pantalla').PrimeraPantalla['dibujar'];
}
