/**
 * Caching of the public catalogue and directory reads, invalidated by writes.
 *
 * Reads (GET, anonymous callers only: a valid session, staff or not, is never cached):
 * - the answer carries a strong `ETag` (SHA-256 of the body) and
 *   `Cache-Control: public, max-age=0, must-revalidate`; a matching `If-None-Match` gets 304;
 * - the body is kept in the Cache API (`caches.default`, per data centre) and in a small
 *   in-memory cache of the isolate, under a key that holds the area's current version
 *   (table `cache_version`, one row per area, read through the request's D1 session and
 *   remembered by the isolate for VERSION_TTL_MS, so a cached read usually costs no D1 query).
 * Writes: after any write that did not fail with 4xx, the areas it touches get a new random
 * version, so the next read of any cached key there misses and reads D1 again (a route may
 * instead bump them in its own write batch: `nuevaVersion` + `versionesNuevas`). Writes this
 * file does not know touch every area (safe by default). Stored copies also expire after
 * `TTL_SECONDS`, which bounds staleness if a version bump ever failed.
 * The Cache API does nothing on `*.workers.dev` hosts (it needs a custom domain); the ETag
 * and the in-memory tier still work there.
 * Under `APP_ENV=test` the stored copies are used only by requests with `X-Test-Cache: 1`:
 * API tests build their rows directly in D1 (no write through the API bumps a version).
 * Anything else that writes D1 directly must bump `cache_version` itself.
 */
import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { bogotaNow } from '../../common/fechas';
import { cacheVersion } from '../db/schema';
import type { AppEnv } from '../env';
import { bookmarkRecibido, soloLectura } from './d1-session';

export type Area = 'directorio' | 'agenda' | 'tienda';
export const AREAS: Area[] = ['directorio', 'agenda', 'tienda'];

/** The cacheable public reads and the area whose writes make them stale. */
export const LECTURAS_PUBLICAS: Record<string, Area> = {
  '/api/especialidades/all': 'directorio',
  '/api/home/all': 'directorio',
  '/api/medic/all': 'directorio',
  '/api/comentario/all/medic': 'directorio',
  '/api/medic/disponibilidad': 'agenda',
  '/api/producto/index': 'tienda',
  '/api/caracteristica/all': 'tienda',
  '/api/marcas/index': 'tienda',
  '/api/promocion/index': 'tienda',
};

/** Writes by path prefix: the areas they change (an empty list: nothing public). */
const ESCRITURAS: [string, Area[]][] = [
  // POSTs that only read (the original client posts its look-ups): first, before their prefixes
  ['/api/medic/find', []],
  ['/api/producto/find', []],
  ['/api/marcas/find', []],
  ['/api/promocion/find', []],
  ['/api/especialidad/', ['directorio']],
  ['/api/home/', ['directorio']],
  ['/api/users/update', ['directorio', 'agenda']],
  ['/api/comentario/', ['directorio']],
  ['/api/motivo/', ['directorio']],
  ['/api/cita/create', ['agenda']],
  ['/api/cita/delete', ['agenda']],
  ['/api/cita/atendido', []],
  ['/api/horarios/', ['agenda']],
  ['/api/producto/', ['tienda']],
  ['/api/marcas/', ['tienda']],
  ['/api/promocion/', ['tienda']],
  ['/api/caracteristica/', ['tienda']],
  // accounts (a new one is inactive until staff activate it through users/update), orders, payments
  ['/api/user/', []],
  ['/api/compras/', []],
  ['/api/pagos/', []],
  ['/api/ventas/', []],
  ['/api/dev/', []],
];

/** The areas a write to `path` changes: every area when the path is unknown. */
export function areasDeEscritura(path: string): Area[] {
  for (const [prefijo, areas] of ESCRITURAS) if (path.startsWith(prefijo)) return areas;
  return AREAS;
}

export const CACHE_CONTROL_PUBLICO = 'public, max-age=0, must-revalidate';
const TTL_SECONDS = 600;
const MEMORIA = { entradas: 256, bytesPorEntrada: 512 * 1024, bytesTotales: 16 * 1024 * 1024 };

type Entrada = { etag: string; tipo: string; cuerpo: ArrayBuffer; vence: number };

/** Per-isolate copies, least recently used evicted first; keys carry the version. */
const memoria = new Map<string, Entrada>();
let bytesEnMemoria = 0;

function recordar(clave: string, entrada: Entrada) {
  if (entrada.cuerpo.byteLength > MEMORIA.bytesPorEntrada) return;
  olvidar(clave);
  memoria.set(clave, entrada);
  bytesEnMemoria += entrada.cuerpo.byteLength;
  for (const [vieja, e] of memoria) {
    if (memoria.size <= MEMORIA.entradas && bytesEnMemoria <= MEMORIA.bytesTotales) break;
    memoria.delete(vieja);
    bytesEnMemoria -= e.cuerpo.byteLength;
  }
}

function olvidar(clave: string) {
  const e = memoria.get(clave);
  if (!e) return;
  memoria.delete(clave);
  bytesEnMemoria -= e.cuerpo.byteLength;
}

function recuperar(clave: string): Entrada | null {
  const e = memoria.get(clave);
  if (!e) return null;
  olvidar(clave);
  if (e.vence < Date.now()) return null;
  recordar(clave, e); // most recently used now
  return e;
}

/** Empties the isolate's copies and remembered versions (tests). */
export function vaciarMemoria() {
  memoria.clear();
  bytesEnMemoria = 0;
  versiones.clear();
}

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** Strong validator: the body's SHA-256 (first 192 bits, base64url), quoted. */
export const etagDe = async (cuerpo: ArrayBuffer) =>
  `"${base64url(await crypto.subtle.digest('SHA-256', cuerpo)).slice(0, 32)}"`;

/** `If-None-Match` against an ETag (weak comparison, as RFC 9110 asks for this header). */
export function coincide(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const propio = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((v) => {
    const t = v.trim();
    return t === '*' || t.replace(/^W\//, '') === propio;
  });
}

/** The cached read's area, when this request may be answered from the cache. */
function areaDeLectura(c: Context<AppEnv>): Area | null {
  if (c.req.method !== 'GET' || c.var.user) return null;
  return LECTURAS_PUBLICAS[c.req.path] ?? null;
}

/**
 * How long an isolate trusts an area version it read from D1 without asking again. Writes made
 * through the isolate set the new version at once; a request bringing a D1 bookmark (the client
 * wrote recently, see d1-session.ts) always asks D1, so a writer reads its own write anywhere.
 * Everyone else sees a write made through another isolate within this time.
 */
export const VERSION_TTL_MS = 1000;
const versiones = new Map<Area, { version: number; leida: number }>();

async function versionDe(c: Context<AppEnv>, area: Area): Promise<number | null> {
  const memo = versiones.get(area);
  if (memo && Date.now() - memo.leida < VERSION_TTL_MS && !bookmarkRecibido(c)) return memo.version;
  const [row] = await c.var.db
    .select({ version: cacheVersion.version })
    .from(cacheVersion)
    .where(eq(cacheVersion.scope, area))
    .limit(1);
  if (row) versiones.set(area, { version: row.version, leida: Date.now() });
  return row?.version ?? null;
}

/**
 * Cache key: same origin, a path no route answers, the area's version, the query sorted.
 * Availability also depends on the clock (today's started slots drop out), so its key holds
 * the current minute in Bogotá: a copy never outlives the minute it was computed in.
 */
function claveDe(c: Context<AppEnv>, area: Area, version: number): string {
  const url = new URL(c.req.url);
  if (area === 'agenda') {
    const ahora = bogotaNow();
    url.searchParams.set('__minuto', `${ahora.fecha}T${ahora.hora}`);
  }
  url.searchParams.sort();
  return `${url.origin}/__cache/${area}/${version}${url.pathname}${url.search}`;
}

const cacheApi = (): Cache | null =>
  typeof caches === 'undefined' ? null : (caches as unknown as { default: Cache }).default;

/** Whether this request may use and keep stored copies (opt-in under APP_ENV=test: `X-Test-Cache: 1`). */
export const usaCopias = (c: Context<AppEnv>) => c.env.APP_ENV !== 'test' || c.req.header('x-test-cache') === '1';

/** The copy kept under `clave`: the isolate's memory first, then the data centre's Cache API. */
export async function copiaGuardada(clave: string): Promise<Entrada | null> {
  const enMemoria = recuperar(clave);
  if (enMemoria) return enMemoria;
  const guardada = await cacheApi()?.match(clave);
  const etag = guardada?.headers.get('ETag');
  if (!guardada || !etag) return null;
  const entrada: Entrada = {
    etag,
    tipo: guardada.headers.get('Content-Type') ?? 'application/json',
    cuerpo: await guardada.arrayBuffer(),
    vence: Date.now() + TTL_SECONDS * 1000,
  };
  recordar(clave, entrada);
  return entrada;
}

/**
 * Keeps a copy under `clave` (a URL no route answers, holding everything the copy depends on)
 * in the isolate's memory and, after the answer, in the Cache API; both expire after TTL_SECONDS.
 */
export function guardarCopia(c: Context<AppEnv>, clave: string, copia: Omit<Entrada, 'vence'>) {
  recordar(clave, { ...copia, vence: Date.now() + TTL_SECONDS * 1000 });
  const api = cacheApi();
  if (!api) return;
  const guardada = new Response(copia.cuerpo, {
    headers: { 'Content-Type': copia.tipo, ETag: copia.etag, 'Cache-Control': `public, s-maxage=${TTL_SECONDS}` },
  });
  despuesDeResponder(c, api.put(clave, guardada));
}

function despuesDeResponder(c: Context<AppEnv>, trabajo: Promise<unknown>) {
  const seguro = trabajo.catch((err) => console.error('Caché pública', String(err)));
  try {
    c.executionCtx.waitUntil(seguro);
  } catch {
    // no execution context: let it run on its own
  }
}

function respuesta(
  entrada: Pick<Entrada, 'etag' | 'tipo' | 'cuerpo'>,
  ifNoneMatch: string | undefined,
  estado: string,
) {
  const headers = new Headers({
    ETag: entrada.etag,
    'Cache-Control': CACHE_CONTROL_PUBLICO,
    Vary: 'Authorization',
    'X-Cache': estado,
  });
  if (coincide(ifNoneMatch, entrada.etag)) return new Response(null, { status: 304, headers });
  headers.set('Content-Type', entrada.tipo);
  return new Response(entrada.cuerpo, { status: 200, headers });
}

/** The statement that gives each of `areas` a new random version, answering the new versions. */
export const nuevaVersion = (db: AppEnv['Variables']['db'], areas: [Area, ...Area[]]) =>
  db
    .insert(cacheVersion)
    .values(areas.map((scope) => ({ scope, version: sql`abs(random())` })))
    .onConflictDoUpdate({ target: cacheVersion.scope, set: { version: sql`abs(random())` } })
    .returning({ scope: cacheVersion.scope, version: cacheVersion.version });

/** Requests whose route already bumped its areas inside its own write batch. */
const yaInvalidadas = new WeakSet<Context<AppEnv>>();

/**
 * For a route that puts `nuevaVersion(db, areas)` in the same `db.batch` as its write (one commit
 * instead of a second one after the answer): call this with that statement's rows once the batch
 * succeeded. The isolate remembers the new versions and the middleware does not bump again.
 */
export function versionesNuevas(c: Context<AppEnv>, filas: { scope: string; version: number }[]) {
  for (const n of filas) versiones.set(n.scope as Area, { version: n.version, leida: Date.now() });
  yaInvalidadas.add(c);
}

/** Bumps the version of every area the write touched (one statement). */
async function invalidar(c: Context<AppEnv>, areas: Area[]) {
  if (!areas.length) return;
  versionesNuevas(c, await nuevaVersion(c.var.db, areas as [Area, ...Area[]]));
}

/** See the file's comment. Mount after the session middleware (it reads `user` and `db`). */
export const cachePublica = createMiddleware<AppEnv>(async (c, next) => {
  const area = areaDeLectura(c);
  if (!area) {
    await next();
    const fallo = c.res.status >= 400 && c.res.status < 500;
    if (!soloLectura(c) && !fallo && !yaInvalidadas.has(c)) {
      // The write already happened: a failed bump is logged, never turned into an error answer.
      await invalidar(c, areasDeEscritura(c.req.path)).catch((err) =>
        console.error('No se pudo invalidar la caché pública', c.req.path, String(err)),
      );
    }
    return;
  }

  const version = usaCopias(c) ? await versionDe(c, area) : null;
  const ifNoneMatch = c.req.header('if-none-match');
  const clave = version === null ? null : claveDe(c, area, version);
  const guardada = clave ? await copiaGuardada(clave) : null;
  if (guardada) return respuesta(guardada, ifNoneMatch, 'HIT');

  await next();
  if (c.res.status !== 200) return;
  const cuerpo = await c.res.arrayBuffer();
  const entrada = { etag: await etagDe(cuerpo), tipo: c.res.headers.get('Content-Type') ?? 'application/json', cuerpo };
  c.res = respuesta(entrada, ifNoneMatch, 'MISS');
  if (clave) guardarCopia(c, clave, entrada);
});
