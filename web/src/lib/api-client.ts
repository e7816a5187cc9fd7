/**
 * The ONE API client: every call of the app goes through `api.get` / `api.post`.
 * It sends the session's bearer token, maps every failure to one `ApiError`, and shows
 * the toasts (lib/toast: progress, success, error) so no screen writes its own fetch or toast.
 */

import { claveDe } from '../../../common/lectura';
import { VERIFICACION_HUMANA } from '../../../common/verificacion';
import type { FieldErrors, RespuestaError } from '../../../common/wire/sobre';
import { textosComun } from '../i18n/es/comun';
import { type Lectura, type Query, urlDe } from './lectura';
import { getToken } from './session';
import { toast } from './toast';

export type { FieldErrors };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors?: FieldErrors,
    /** the sign-in's second step (401 `dos_pasos`, 403 `dos_pasos_configurar`: common/wire/dos-pasos.ts) */
    readonly desafio?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  /** True when the request never reached the server (offline, DNS, reset). */
  get network() {
    return this.status === 0;
  }
}

export type Toasts<T> = {
  loading?: string;
  success?: string | ((data: T) => string);
  /** the screen's error text; the server's specific reason is shown under it */
  error?: string;
  /**
   * the screen's error text only when the server or the network failed (5xx, offline), as "…
   * comunícate con soporte"; a refusal (4xx) shows the server's reason alone
   */
  errorServidor?: string;
};

export type CallOptions<T> = {
  query?: Query;
  body?: Record<string, unknown> | FormData;
  toasts?: Toasts<T>;
  /** don't show an error toast (the screen shows the failure inline) */
  quiet?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** sent again with the human check's token (lib/verificacion-humana.tsx): not asked twice */
  verificado?: boolean;
  /** a successful answer is given back as the Response itself (a file: lib/guardar-archivo.ts reads it) */
  cruda?: boolean;
};

const hasBlob = (body: Record<string, unknown>) => Object.values(body).some((v) => v instanceof Blob);

function toFormData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(body)) {
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) for (const item of v) form.append(`${k}[]`, item as Blob | string);
    else form.append(k, v instanceof Blob ? v : String(v));
  }
  return form;
}

declare global {
  interface Window {
    /** answers the script at the top of index.html started before the app loaded (web/build/precarga.js) */
    __precarga?: Record<string, Promise<Response>>;
  }
}

/** How long after the page opened a started answer may still be taken (the first screen's reads). */
const VIGENCIA_PRECARGA_MS = 10_000;

/**
 * The answer the script of index.html already asked for, when this is one of the first screen's reads
 * (same method, URL and JSON body, no session, no extra headers): taken once, so a later read
 * asks the server again.
 */
function precargada(
  method: string,
  url: URL,
  body: BodyInit | undefined,
  extra: boolean,
): Promise<Response> | undefined {
  const pendientes = window.__precarga;
  if (!pendientes || extra || url.origin !== window.location.origin) return undefined;
  if (performance.now() > VIGENCIA_PRECARGA_MS) {
    delete window.__precarga;
    return undefined;
  }
  const clave = claveDe(method, url, body);
  const respuesta = pendientes[clave];
  delete pendientes[clave];
  return respuesta;
}

async function send<T>(method: 'GET' | 'POST', path: string, opts: CallOptions<T>): Promise<T> {
  const url = urlDe(path, opts.query, window.location.origin);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    ...opts.headers,
  };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body && hasBlob(opts.body)) body = toFormData(opts.body);
  else if (opts.body) {
    body = JSON.stringify(opts.body);
    headers['Content-Type'] = 'application/json';
  }
  let res: Response;
  try {
    res = await (precargada(method, url, body, Boolean(token || opts.headers)) ??
      fetch(url, { method, headers, body, signal: opts.signal }));
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'network', textosComun.errores.red);
  }
  if (opts.cruda && res.ok) return res as T;
  // an answer cut off mid-body (the page reloading, the connection dropping) is a network failure
  // like any other, never a refusal: a caller must not sign the person out for it
  let text: string;
  try {
    text = await res.text();
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'network', textosComun.errores.red);
  }
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!res.ok) {
    const d = (data ?? {}) as Partial<RespuestaError>;
    // the server asks for the human check: its modal (loaded only now), then the same call with the
    // token; closed without one, the 428 stands
    if (res.status === 428 && d.error === VERIFICACION_HUMANA && !opts.verificado) {
      const v = await import('./verificacion-humana');
      const token = await v.pedirToken(d.sitekey ?? '');
      if (token) return send(method, path, { ...opts, body: v.conToken(opts.body, token), verificado: true });
    }
    throw new ApiError(
      res.status,
      d.error ?? 'http_error',
      d.message ?? textosComun.errores.generico,
      d.errors,
      d.desafio,
    );
  }
  return data as T;
}

/** Shows the failure: one toast per field message (as the spec does), else one toast. */
export function showError(err: unknown, screenText?: string, id?: string | number) {
  const e = err instanceof ApiError ? err : new ApiError(0, 'unknown', textosComun.errores.generico);
  const messages = e.errors ? Object.values(e.errors).flat() : [];
  if (messages.length > 1) {
    toast.dismiss(id);
    for (const m of messages) toast.error(m);
    return;
  }
  const detail = messages[0] ?? e.message;
  // a field's refusal says what to fix in the server's words, under no screen text
  if (screenText && screenText !== detail && !messages.length) toast.error(screenText, { id, description: detail });
  else toast.error(detail, { id });
}

async function call<T>(method: 'GET' | 'POST', path: string, opts: CallOptions<T> = {}): Promise<T> {
  const { toasts } = opts;
  const id = toasts?.loading ? toast.loading(toasts.loading) : undefined;
  try {
    const data = await send<T>(method, path, opts);
    if (toasts?.success) {
      const text = typeof toasts.success === 'function' ? toasts.success(data) : toasts.success;
      toast.success(text, { id });
    } else if (id !== undefined) toast.dismiss(id);
    return data;
  } catch (err) {
    if ((err as Error).name === 'AbortError') {
      if (id !== undefined) toast.dismiss(id);
      throw err;
    }
    const e = err as ApiError;
    if (!opts.quiet)
      showError(err, toasts?.error ?? (e.status > 0 && e.status < 500 ? undefined : toasts?.errorServidor), id);
    else if (id !== undefined) toast.dismiss(id);
    throw err;
  }
}

export const api = {
  get: <T>(path: string, opts?: Omit<CallOptions<T>, 'body'>) => call<T>('GET', path, opts),
  post: <T>(path: string, body?: CallOptions<T>['body'], opts?: Omit<CallOptions<T>, 'body'>) =>
    call<T>('POST', path, { ...opts, body }),
};

export type { Lectura } from './lectura';

export const leer = <T, R>(l: Lectura<T, R>, opts: Omit<CallOptions<R>, 'query' | 'body'> = {}) =>
  call<R>(l.metodo, l.path, { ...opts, query: l.query, body: l.body }).then(l.tomar);
