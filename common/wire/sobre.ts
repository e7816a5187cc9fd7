/**
 * The envelopes every answer of the API travels in (docs/contrato.md): the original API's
 * `succes` key (sic), the paging keys added beside it, the staff writes' message and the one
 * error body. The resources' own shapes live in the files beside this one, one per resource.
 */

/** The original API wraps answers in a key spelled `succes` (sic): the contract keeps it. */
export type Succes<T> = { succes: T };

/** A list asked for with `page` or `limit`: its rows in `succes`, plus how many match in all. */
export type Pagina<T> = { succes: T[]; total: number; page: number; limit: number };

/** A staff write of the store's catalogue: the stored row and the server's Spanish message. */
export type ConMensaje<T> = { succes: T; message: string };

/** Per field, its Spanish messages (a 422's `errors`). */
export type FieldErrors = Record<string, string[]>;

/**
 * Every refusal: a stable code, a Spanish message to show and, on a 422, the fields' messages.
 * A 428 `verificacion_humana` asks for the human check (Cloudflare Turnstile) and says which site
 * key to draw it with ('' when the server's local stand-in checks it). A sign-in that needs its second
 * step (wire/dos-pasos.ts) carries the short-lived `desafio` that step is sent with.
 */
export type RespuestaError = {
  error: string;
  message: string;
  errors?: FieldErrors;
  sitekey?: string;
  desafio?: string;
};
