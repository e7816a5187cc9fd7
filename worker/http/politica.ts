/**
 * The cache and D1-session policy of each route, declared on the route itself
 * (worker/routes/<resource>.ts), as a middleware that only passes on:
 *
 *   .get('/especialidades/all', lecturaPublica('directorio'), …)  a public read, cached for anonymous callers
 *   .post('/especialidad/create', escritura(['directorio']), …)    a write and the areas it makes stale
 *   .get('/cita/delete', escritura(['agenda']), …)                 a GET that writes: it needs the primary
 *   .post('/medic/find', consulta, …)                              a POST that only reads: nothing goes stale
 *
 * The app-wide middleware (lib/d1-session.ts, lib/cache.ts) finds the declaration among the routes
 * the request matched, before any of them runs. A route without one keeps the safe default: a write
 * makes every area stale, a GET is not cached and reads from any replica.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { RouterRoute } from 'hono/types';
import type { Area } from '../db/versiones';
import type { AppEnv } from '../env';

/** A group of public reads that one version in `cache_version` makes stale together. */

export type Politica = { tipo: 'lectura'; area: Area } | { tipo: 'escritura'; areas: Area[] } | { tipo: 'consulta' };

const declaradas = new WeakMap<RouterRoute['handler'], Politica>();

function declarar(politica: Politica): MiddlewareHandler<AppEnv> {
  const pasar: MiddlewareHandler<AppEnv> = (_c, next) => next();
  declaradas.set(pasar, politica);
  return pasar;
}

/** A GET answered from the cache of `area` to callers without a valid session. */
export const lecturaPublica = (area: Area) => declarar({ tipo: 'lectura', area });
/** A write (a GET too) that makes `areas` stale once it succeeds; `[]`: nothing public changes. */
export const escritura = (areas: Area[]) => declarar({ tipo: 'escritura', areas });
/** A look-up the original client sends as a POST: it writes nothing, so nothing goes stale. */
export const consulta = declarar({ tipo: 'consulta' });

/** The policy declared on the route this request matched, if any. */
export function politicaDe(c: Context): Politica | null {
  for (const ruta of matchedRoutes(c)) {
    const politica = declaradas.get(ruta.handler);
    if (politica) return politica;
  }
  return null;
}

/** Every declared route of an app's `routes`: `METHOD /full/path` → its policy. */
export function politicasDe(rutas: RouterRoute[]): Map<string, Politica> {
  const todas = new Map<string, Politica>();
  for (const ruta of rutas) {
    const politica = declaradas.get(ruta.handler);
    if (politica) todas.set(`${ruta.method} ${ruta.path}`, politica);
  }
  return todas;
}

/** The cached public reads of an app's `routes`: full path → area (docs/openapi.yaml marks the same). */
export function lecturasPublicas(rutas: RouterRoute[]): Record<string, Area> {
  const lecturas: Record<string, Area> = {};
  for (const [clave, politica] of politicasDe(rutas)) {
    if (politica.tipo === 'lectura' && clave.startsWith('GET ')) lecturas[clave.slice(4)] = politica.area;
  }
  return lecturas;
}
