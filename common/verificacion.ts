/**
 * The human check (Cloudflare Turnstile) as both sides speak of it: the refusal that asks for it,
 * the field its token travels in and the token Turnstile's test keys produce, which the server's
 * local stand-in accepts (worker/plataforma/turnstile.ts) and the web's local stand-in widget fills in.
 */

/** The refusal code (a 428) that asks for the check; the request is then sent again with its token. */
export const VERIFICACION_HUMANA = 'verificacion_humana';

/** The body field (and header) that carries the token: Turnstile's own name. */
export const CAMPO_TURNSTILE = 'cf-turnstile-response';

/** The dummy token of Turnstile's test keys (developers.cloudflare.com/turnstile/troubleshooting/testing). */
export const TOKEN_DE_PRUEBA = 'XXXX.DUMMY.TOKEN.XXXX';
