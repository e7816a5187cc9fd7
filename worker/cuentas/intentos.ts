/**
 * How failed sign-ins slow the next ones (routes/login.ts), so that nobody can lock an owner out:
 * failures count per (cuenta, network) pair, per network (lib/red.ts: an IPv4 address or an IPv6
 * /64) and per cuenta, within `VENTANA_MS`. A pair or a network that keeps failing waits longer
 * and longer (429 with Retry-After); a cuenta that keeps failing, from anywhere, asks for the
 * human check (428) instead of a lock, and the right password with a passed check always enters.
 */

export const VENTANA_MS = 60 * 60_000;
/** failures of one (cuenta, network) pair before the waits start */
export const PAR_SIN_ESPERA = 3;
/** failures of one network, across cuentas, before its waits start */
export const RED_SIN_ESPERA = 10;
/** the first wait and the longest one, in seconds: 15, 30, 60 … 900 */
export const ESPERA_BASE_S = 15;
export const ESPERA_MAX_S = 900;
/** failures of one cuenta (any network) after which its sign-in asks for the check */
export const CUENTA_VERIFICA = 5;
/** failures of one network (any cuenta) after which its sign-ins ask for the check */
export const RED_VERIFICA = 20;

/** The failures of one counter within the window: how many and the last one's instant (ISO). */
export type Fallos = { n: number; ultimo: string | null };

/** Seconds still to wait after `f.n` failures when `libres` of them cost nothing (0: none). */
export function espera(f: Fallos, libres: number, ahora: Date): number {
  if (f.n < libres || !f.ultimo) return 0;
  const total = Math.min(ESPERA_BASE_S * 2 ** (f.n - libres), ESPERA_MAX_S);
  return Math.max(0, Math.ceil(total - (ahora.getTime() - Date.parse(f.ultimo)) / 1000));
}

/** What this attempt needs before its password is checked. */
export function antesDeIntentar(f: { par: Fallos; red: Fallos; cuenta: Fallos }, ahora: Date) {
  return {
    verificar: f.cuenta.n >= CUENTA_VERIFICA || f.red.n >= RED_VERIFICA,
    espera: Math.max(espera(f.par, PAR_SIN_ESPERA, ahora), espera(f.red, RED_SIN_ESPERA, ahora)),
  };
}
