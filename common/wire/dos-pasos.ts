/**
 * Two-step sign-in (dos pasos: a TOTP code from an authenticator app, or a recovery code) and the
 * sessions' idle end, as both sides speak of them (docs/security.md, «Dos pasos»).
 *
 * `POST /api/user/auth` with the right password of a cuenta that has dos pasos answers 401
 * `dos_pasos` with a short-lived `desafio`; an admin without it answers 403 `dos_pasos_configurar`
 * with one. The original client shows the Spanish message; the PWA opens the code screen (or the
 * set-up) and finishes with `POST /api/user/auth/codigo` → `{succes: token}`.
 */

/** The refusal codes of the sign-in's second step. */
export const DOS_PASOS = 'dos_pasos';
export const DOS_PASOS_CONFIGURAR = 'dos_pasos_configurar';
/** A 401 for a token that came but no longer opens a session (idle too long, expired, closed). */
export const SESION_VENCIDA = 'sesion_vencida';

/** How many recovery codes a set-up (or a regeneration) gives. */
export const CODIGOS_RECUPERACION = 10;

/** What the set-up shows: the secret as text and as the otpauth:// URI of the QR code. */
export type ConfiguracionDosPasos = { secreto: string; uri: string };

/** `POST /api/user/auth/codigo`: the session's token and, when it finished a set-up, the recovery codes. */
export type EntradaConCodigo = { succes: string; recuperacion?: string[] };

/** `GET /api/user/dos-pasos`: whether it is on, whether the cuenta must have it, recovery codes left. */
export type EstadoDosPasos = { activo: boolean; obligatorio: boolean; recuperacion_restantes: number };

/** `POST /api/user/dos-pasos/activar` and `…/recuperacion` (in `succes`): the new codes, shown once. */
export type Recuperacion = { recuperacion: string[] };
