/**
 * Where cached answers are kept: the isolate's memory (least recently used evicted first) and
 * the data centre's Cache API (`caches.default`), both for TTL_SECONDS. The key is a URL no
 * route answers that holds everything the copy depends on (lib/cache.ts puts the area's version
 * in it, lib/pagina.ts the page's reads), so a copy is never invalidated: it is no longer asked for.
 * The Cache API does nothing on `*.workers.dev` hosts (it needs a custom domain); the memory tier
 * still works there.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env';

/** Copies expire after this in both tiers, which bounds staleness if a version bump ever failed. */
const TTL_SECONDS = 600;
const MEMORIA = { entradas: 256, bytesPorEntrada: 512 * 1024, bytesTotales: 16 * 1024 * 1024 };

export type Entrada = { etag: string; tipo: string; cuerpo: ArrayBuffer; vence: number };

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

/** Empties the isolate's copies (tests). */
export function vaciarCopias() {
  memoria.clear();
  bytesEnMemoria = 0;
}

const cacheApi = (): Cache | null =>
  typeof caches === 'undefined' ? null : (caches as unknown as { default: Cache }).default;

/** Whether this request may use and keep stored copies (opt-in under APP_ENV=test: `X-Test-Cache: 1`). */
export const usaCopias = (c: Context<AppEnv>) => c.env.APP_ENV !== 'test' || c.req.header('x-test-cache') === '1';

/**
 * Where a copy is kept: `'ambos'` (the isolate's memory and the Cache API) or `'memoria'` only,
 * for copies that live so briefly (availability's, keyed by the minute) that asking the Cache API
 * on each miss and writing each new copy to it costs more than other isolates gain from it.
 */
export type Niveles = 'ambos' | 'memoria';

/** The copy kept under `clave`: the isolate's memory first, then (unless `niveles` is `'memoria'`) the data centre's Cache API. */
export async function copiaGuardada(clave: string, niveles: Niveles = 'ambos'): Promise<Entrada | null> {
  const enMemoria = recuperar(clave);
  if (enMemoria || niveles === 'memoria') return enMemoria;
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
 * in the isolate's memory and, after the answer and unless `niveles` is `'memoria'`, in the Cache
 * API; both expire after TTL_SECONDS.
 */
export function guardarCopia(
  c: Context<AppEnv>,
  clave: string,
  copia: Omit<Entrada, 'vence'>,
  niveles: Niveles = 'ambos',
) {
  recordar(clave, { ...copia, vence: Date.now() + TTL_SECONDS * 1000 });
  const api = niveles === 'ambos' ? cacheApi() : null;
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
