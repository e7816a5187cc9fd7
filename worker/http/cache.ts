/**
 * Caching of the public catalogue and directory reads, invalidated by writes. Each route declares
 * its part on its own line (lib/politica.ts): `lecturaPublica(area)`, `escritura(areas)`, `consulta`.
 *
 * Reads (GET routes declared `lecturaPublica`, anonymous callers only: a valid session, staff or
 * not, is never cached):
 * - the answer carries a strong `ETag` (SHA-256 of the body) and
 *   `Cache-Control: public, max-age=0, must-revalidate`; a matching `If-None-Match` gets 304;
 * - the body is kept in the isolate's memory and (except availability's, see `nivelesDe`) the
 *   Cache API (lib/copias.ts) under a key that
 *   holds the area's current version (table `cache_version`, one row per area, read through the
 *   request's D1 session and remembered by the isolate for VERSION_TTL_MS, so a cached read
 *   usually costs no D1 query).
 * Writes: after any write that did not fail with 4xx, the areas its route declares get a new random
 * version, so the next read of any cached key there misses and reads D1 again (a route may
 * instead bump them in its own write batch: `nuevaVersion` + `versionesNuevas`). A write whose
 * route declares nothing touches every area (safe by default). Stored copies also expire
 * (lib/copias.ts), which bounds staleness if a version bump ever failed.
 * Under `APP_ENV=test` the stored copies are used only by requests with `X-Test-Cache: 1`:
 * API tests build their rows directly in D1 (no write through the API bumps a version).
 * Anything else that writes D1 directly must bump `cache_version` itself.
 */
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { bogotaNow } from '../../common/fechas';
import { cacheVersion } from '../db/schema/cache';
import { AREAS, type Area, nuevaVersion } from '../db/versiones';
import type { AppEnv } from '../env';
import { etagDe } from '../plataforma/cripto';
import { copiaGuardada, type Entrada, guardarCopia, type Niveles, usaCopias, vaciarCopias } from './copias';
import { bookmarkRecibido, soloLectura } from './d1-session';
import { politicaDe } from './politica';

/** The areas a successful write makes stale: what its route declares, every area when it declares nothing. */
function areasDeEscritura(c: Context<AppEnv>): Area[] {
  const politica = politicaDe(c);
  if (politica?.tipo === 'escritura') return politica.areas;
  return politica?.tipo === 'consulta' ? [] : AREAS;
}

export const CACHE_CONTROL_PUBLICO = 'public, max-age=0, must-revalidate';

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
  const politica = politicaDe(c);
  return politica?.tipo === 'lectura' ? politica.area : null;
}

/**
 * How long an isolate trusts an area version it read from D1 without asking again. Writes made
 * through the isolate set the new version at once; a request bringing a D1 bookmark (the client
 * wrote recently, see d1-session.ts) always asks D1, so a writer reads its own write anywhere.
 * Everyone else sees a write made through another isolate within this time.
 */
export const VERSION_TTL_MS = 1000;
const versiones = new Map<Area, { version: number; leida: number }>();

/** Empties the isolate's copies and remembered versions (tests). */
export function vaciarMemoria() {
  vaciarCopias();
  versiones.clear();
}

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

/**
 * Availability's copies live in the isolate's memory only: their key changes every minute, so a
 * Cache API copy would serve other isolates for less than a minute, while asking the Cache API on
 * each miss and writing each new copy to it doubled the cost of an uncached availability read
 * (docs/benchmarks.md, issue 20). The other areas' copies live for minutes and are kept in both.
 */
const nivelesDe = (area: Area): Niveles => (area === 'agenda' ? 'memoria' : 'ambos');

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
      await invalidar(c, areasDeEscritura(c)).catch((err) =>
        console.error('No se pudo invalidar la caché pública', c.req.path, String(err)),
      );
    }
    return;
  }

  const version = usaCopias(c) ? await versionDe(c, area) : null;
  const ifNoneMatch = c.req.header('if-none-match');
  const clave = version === null ? null : claveDe(c, area, version);
  const niveles = nivelesDe(area);
  const guardada = clave ? await copiaGuardada(clave, niveles) : null;
  if (guardada) return respuesta(guardada, ifNoneMatch, 'HIT');

  await next();
  if (c.res.status !== 200) return;
  const cuerpo = await c.res.arrayBuffer();
  const entrada = { etag: await etagDe(cuerpo), tipo: c.res.headers.get('Content-Type') ?? 'application/json', cuerpo };
  c.res = respuesta(entrada, ifNoneMatch, 'MISS');
  if (clave) guardarCopia(c, clave, entrada, niveles);
});
