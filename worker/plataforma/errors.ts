/**
 * The one error type the rules and routes throw, and the database's refusals mapped to it;
 * worker/http/errors.ts (`onError`) turns them into `{error, message, errors?}`.
 */
import type { FieldErrors } from '../../common/wire/sobre';
import { msg } from '../textos';

export type { FieldErrors };

/** The one error type handlers throw; `onError` turns it into `{error, message, errors?}`. */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 428 | 429 | 503,
    readonly code: string,
    message: string,
    readonly errors?: FieldErrors,
    /**
     * `retryAfter`: seconds, sent as Retry-After; `sitekey`: a 428's Turnstile site key ('' = local
     * stand-in); `desafio`: the sign-in's second step (lib/dos-pasos.ts)
     */
    readonly detalle?: { retryAfter?: number; sitekey?: string; desafio?: string },
  ) {
    super(message);
  }
}

export const badRequest = (message: string = msg.errores.cuerpoInvalido) => new ApiError(400, 'bad_request', message);
export const unauthorized = () => new ApiError(401, 'unauthorized', msg.errores.sinSesion);
export const forbidden = () => new ApiError(403, 'forbidden', msg.errores.prohibido);
export const notFound = (message: string = msg.errores.noEncontrado) => new ApiError(404, 'not_found', message);
export const conflict = (message: string) => new ApiError(409, 'conflict', message);
export const invalid = (errors: FieldErrors, message = firstMessage(errors)) =>
  new ApiError(422, 'validation', message, errors);
export const tooMany = (message: string = msg.errores.demasiadosIntentos, retryAfter?: number) =>
  new ApiError(429, 'too_many_requests', message, undefined, retryAfter ? { retryAfter } : undefined);

function firstMessage(errors: FieldErrors): string {
  for (const list of Object.values(errors)) if (list[0]) return list[0];
  return msg.errores.datosInvalidos;
}

/** The messages of `err` and its causes, for the log and for recognising the database's refusals. */
export const causeText = (err: unknown): string => {
  const parts: string[] = [];
  let e: unknown = err;
  for (let i = 0; e && i < 4; i++) {
    parts.push(e instanceof Error ? e.message : String(e));
    e = e instanceof Error ? (e as Error & { cause?: unknown }).cause : undefined;
  }
  return parts.join(' | ');
};

/**
 * Whether `err` or one of its causes says `patron` (D1 wraps SQLite's message): how a caller
 * recognises the refusal of its own trigger or guarded statement.
 */
export const causaDice = (err: unknown, patron: string | RegExp) => {
  const texto = causeText(err);
  return typeof patron === 'string' ? texto.includes(patron) : patron.test(texto);
};

/** The database's own refusals, mapped to what the caller can act on. */
export function fromDatabase(err: unknown): ApiError | null {
  const text = causeText(err);
  if (/UNIQUE constraint failed/i.test(text)) return conflict(msg.errores.duplicado);
  if (/FOREIGN KEY constraint failed/i.test(text)) return conflict(msg.errores.enUso);
  if (text.includes('cita_cruzada')) return conflict(msg.agenda.horarioOcupado);
  if (text.includes('horario_cruzado')) return conflict(msg.agenda.horarioSolapado);
  if (text.includes('sin_stock')) return new ApiError(409, 'sin_stock', msg.tienda.stock.sinUnidadesGeneral);
  if (/too many SQL variables|string or blob too big|SQLITE_TOOBIG/i.test(text))
    return badRequest(msg.errores.cuerpoInvalido);
  if (
    /D1_ERROR: (Network|internal)|Network connection lost|database is unavailable|D1 DB is overloaded|storage caused object to be reset|reset because its code was updated|Cannot resolve D1/i.test(
      text,
    )
  )
    return new ApiError(503, 'unavailable', msg.errores.baseNoDisponible);
  return null;
}

export function isUniqueViolation(err: unknown, column?: string): boolean {
  const text = causeText(err);
  return /UNIQUE constraint failed/i.test(text) && (!column || text.includes(column));
}

/**
 * A refusal of migration 0006's triggers: `cita_cruzada` (two live citas of one professional
 * would cross) or `horario_cruzado` (two ranges would cross on a shared weekday).
 */
export const isCruce = (err: unknown, cual: 'cita_cruzada' | 'horario_cruzado') => causaDice(err, cual);
