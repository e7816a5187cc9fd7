/**
 * How a read is described, shared by the API client (lib/api-client.ts) and the answers a page
 * drawn by the server came with (lib/iniciales.ts); no dependencies, so the app's entry can carry it.
 */
import { claveDe } from '../../../common/lectura';
import type { Succes } from '../../../common/wire/sobre';

export type Query = Record<string, string | number | undefined | null>;

/** `path` with `query`, its empty values left out (relative to `base`). */
export function urlDe(path: string, query: Query | undefined, base: string) {
  const url = new URL(path, base);
  for (const [k, v] of Object.entries(query ?? {}))
    if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
  return url;
}

/**
 * A read a screen makes on its first render, described once: the API client's `leer` asks the
 * server for it, and `claveLectura` names it among the answers a page drawn by the server came
 * with, as `tomar` turns the server's answer into what the screen shows.
 */
export type Lectura<T, R = unknown> = {
  metodo: 'GET' | 'POST';
  path: string;
  query?: Query;
  body?: Record<string, unknown>;
  tomar: (respuesta: R) => T;
};

/** `tomar` for an answer in the original API's `succes` envelope: its content. */
export const suSucces = <T>(r: Succes<T>) => r.succes;
/** `tomar` for an answer the screen shows as it comes. */
export const tal = <T>(r: T) => r;

/** The name of a read: "METHOD path?query json-body", as common/primeras-lecturas.ts writes them. */
export const claveLectura = (l: Lectura<unknown, never>) =>
  claveDe(l.metodo, urlDe(l.path, l.query, 'http://x'), l.body ? JSON.stringify(l.body) : undefined);
