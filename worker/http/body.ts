import type { Context } from 'hono';
import { limpiarTexto } from '../../common/texto';
import { ApiError, badRequest } from '../plataforma/errors';

export type Body = Record<string, unknown>;

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_INDEX = 500;

/** `productos[0][id]` → ['productos', '0', 'id']; `fotos[]` → ['fotos', '']. */
export function splitKey(key: string): string[] {
  const first = key.indexOf('[');
  if (first <= 0 || !key.endsWith(']')) return [key];
  const head = key.slice(0, first);
  const rest = key.slice(first + 1, -1).split('][');
  return [head, ...rest];
}

/** Sets `value` at a bracket path, building arrays for numeric (or empty) segments. */
export function setPath(target: Body, path: string[], value: unknown): void {
  let node: Record<string, unknown> | unknown[] = target;
  for (let i = 0; i < path.length; i++) {
    const seg = path[i];
    if (FORBIDDEN_KEYS.has(seg)) throw badRequest();
    const last = i === path.length - 1;
    const nextIsIndex = !last && /^\d*$/.test(path[i + 1]);
    if (Array.isArray(node)) {
      const idx = seg === '' ? node.length : Number(seg);
      if (!Number.isInteger(idx) || idx > MAX_INDEX) throw badRequest();
      if (last) node[idx] = value;
      else {
        if (typeof node[idx] !== 'object' || node[idx] === null || node[idx] instanceof File)
          node[idx] = nextIsIndex ? [] : {};
        node = node[idx] as Record<string, unknown> | unknown[];
      }
    } else {
      if (last) {
        const prev = node[seg];
        // a repeated plain key (a=1&a=2) keeps every value, as a list
        node[seg] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
      } else {
        if (typeof node[seg] !== 'object' || node[seg] === null || node[seg] instanceof File)
          node[seg] = nextIsIndex ? [] : {};
        node = node[seg] as Record<string, unknown> | unknown[];
      }
    }
  }
}

/** Passwords are compared as typed, never stored as text: they are the one input left uncleaned. */
const SIN_LIMPIAR = /password|^actual$|^nueva$/i;

/** Every string of a value (nested objects and arrays of a JSON body too) as stored text is: limpiarTexto. */
function limpiar(value: unknown): unknown {
  if (typeof value === 'string') return limpiarTexto(value);
  if (Array.isArray(value)) return value.map(limpiar);
  if (value && typeof value === 'object' && !(value instanceof File)) {
    const out: Body = Object.create(null);
    for (const [k, v] of Object.entries(value)) out[k] = SIN_LIMPIAR.test(k) ? v : limpiar(v);
    return out;
  }
  return value;
}

/** Bracket keys to nested values, every text cleaned (common/texto.ts) on its way in. */
export function fromEntries(entries: Iterable<[string, unknown]>): Body {
  const out: Body = Object.create(null);
  for (const [key, value] of entries) {
    const path = splitKey(key);
    setPath(out, path, SIN_LIMPIAR.test(path[0]) ? value : limpiar(value));
  }
  // sparse arrays (productos[0], productos[5]) become dense
  return compact(out) as Body;
}

function compact(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((v) => v !== undefined).map(compact);
  if (value && typeof value === 'object' && !(value instanceof File)) {
    const out: Body = {};
    for (const [k, v] of Object.entries(value)) out[k] = compact(v);
    return out;
  }
  return value;
}

const rawText = async (c: Context) => new TextDecoder().decode(await c.req.raw.arrayBuffer());

/** A request's body, parsed once (a route may look at a field before its handler reads it all). */
const leidos = new WeakMap<Request, Promise<Body>>();

/**
 * The one request parser: multipart/form-data (as the original client sends every POST),
 * JSON and urlencoded bodies mean the same thing. Bracket keys become nested values.
 * A malformed body is a 400, never a 500. Reading it again answers the same parse.
 */
export function readBody(c: Context): Promise<Body> {
  let leido = leidos.get(c.req.raw);
  if (!leido) {
    leido = parse(c);
    leidos.set(c.req.raw, leido);
  }
  return leido;
}

async function parse(c: Context): Promise<Body> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  try {
    if (type.includes('multipart/form-data')) {
      const form = await c.req.raw.formData();
      return fromEntries(form.entries());
    }
    if (type.includes('application/x-www-form-urlencoded')) {
      return fromEntries(new URLSearchParams(await rawText(c)).entries());
    }
    const text = await rawText(c);
    if (!text.trim()) return {};
    if (type.includes('json') || /^\s*[[{]/.test(text)) {
      const parsed: unknown = JSON.parse(text);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw badRequest();
      // JSON may also use bracket keys; plain keys pass through unchanged
      return fromEntries(Object.entries(parsed as Body));
    }
    throw badRequest();
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw badRequest();
  }
}

/** Query string and body merged (the original client sends some ids in the query). */
export async function readInput(c: Context): Promise<Body> {
  const body = c.req.method === 'GET' || c.req.method === 'HEAD' ? {} : await readBody(c);
  const query = c.req.queries();
  const merged: Body = fromEntries(Object.entries(query).map(([k, v]) => [k, v.length === 1 ? v[0] : v]));
  return { ...merged, ...body };
}
