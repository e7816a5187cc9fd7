import type { Context } from 'hono';
import type { RespuestaError } from '../../common/wire/sobre';
import { ApiError, causeText, fromDatabase } from '../plataforma/errors';
import { msg } from '../textos';

/** The one error funnel: every failure leaves the API through here. */
export function onError(err: unknown, c: Context) {
  const known = err instanceof ApiError ? err : fromDatabase(err);
  if (known) {
    const body: RespuestaError = { error: known.code, message: known.message };
    if (known.errors) body.errors = known.errors;
    if (known.detalle?.sitekey !== undefined) body.sitekey = known.detalle.sitekey;
    if (known.detalle?.desafio) body.desafio = known.detalle.desafio;
    if (known.detalle?.retryAfter) c.header('Retry-After', String(Math.ceil(known.detalle.retryAfter)));
    return c.json(body, known.status);
  }
  if (err instanceof Error && 'getResponse' in err && typeof err.getResponse === 'function') {
    // Hono's HTTPException (e.g. from body-limit): keep the status, Spanish message.
    const status = (err as unknown as { status: number }).status;
    if (status === 413)
      return c.json({ error: 'payload_too_large', message: msg.errores.muyGrande } satisfies RespuestaError, 413);
    if (status >= 400 && status < 500)
      return c.json({ error: 'bad_request', message: msg.errores.cuerpoInvalido } satisfies RespuestaError, 400);
  }
  console.error('Error inesperado', c.req.method, c.req.path, causeText(err));
  return c.json({ error: 'internal', message: msg.errores.interno } satisfies RespuestaError, 500);
}
