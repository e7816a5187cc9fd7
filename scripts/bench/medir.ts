/**
 * One scenario measured: a bounded loop (a request count and a time limit, whichever comes
 * first) at a fixed concurrency, after a warm-up that fills caches and ETags.
 */
import http from 'node:http';
import { muestrear } from './memoria';
import type { Opciones } from './opciones';
import { type Peticion, pedir, type Respuesta } from './pedir';

export type Modo = 'fallo' | 'cache' | '304' | 'escritura' | 'base' | 'entera';
export type Escenario = {
  clave: string;
  nombre: string;
  modo: Modo;
  /** the i-th request (null: no more to send) */
  peticion: (i: number) => Peticion | null;
  /** statuses that count as success */
  esperado: number[];
  max?: number;
  concurrencia?: number;
  /** sees each counted answer of the i-th request, body included (a later scenario uses what it said) */
  alResponder?: (i: number, r: Respuesta) => void;
  /** sample the resident memory of the server's workerd while the scenario runs (memoria.ts) */
  memoria?: boolean;
};
export type Resultado = {
  clave: string;
  nombre: string;
  modo: Modo;
  n: number;
  errores: number;
  estados: Record<number, number>;
  rps: number;
  p50: number;
  p99: number;
  bytes: number;
  /** requests per second of the health run just before this scenario */
  pisoRps: number;
  /** share of answers served from the cache (X-Cache: HIT) */
  aciertos: number;
  /** workerd's resident memory in bytes when the scenario started, and its peak (when `memoria`) */
  memoria?: { inicio: number; pico: number };
};

/** Warm-up requests per scenario: more than any rotation's distinct URLs (ROTACION). */
export const CALENTAMIENTO = 50;
export const ROTACION = 48;

export const percentil = (orden: number[], p: number) =>
  orden.length ? orden[Math.min(orden.length - 1, Math.floor((p / 100) * orden.length))] : Number.NaN;

export async function medir(base: string, e: Escenario, o: Opciones): Promise<Resultado> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const etags = new Map<string, string>();
  const max = e.max ?? o.maxPeticiones;
  const concurrencia = Math.min(e.concurrencia ?? o.concurrencia, max);
  const conEtag = (p: Peticion): Peticion => {
    const etag = e.modo === '304' ? etags.get(p.path) : undefined;
    return etag ? { ...p, headers: { ...p.headers, 'If-None-Match': etag } } : p;
  };
  // warm-up (not counted): fills caches and ETags the way earlier visits would have
  const calentar = e.modo === 'escritura' || e.modo === 'entera' || (e.max ?? 99) < 20 ? 0 : CALENTAMIENTO;
  let i = 0;
  for (let k = 0; k < calentar; k++) {
    const p = e.peticion(i++);
    if (!p) break;
    const r = await pedir(base, agent, conEtag(p));
    if (typeof r.headers.etag === 'string') etags.set(p.path, r.headers.etag);
  }
  const tiempos: number[] = [];
  const estados: Record<number, number> = {};
  let errores = 0;
  let bytes = 0;
  let aciertos = 0;
  const muestras = e.memoria ? muestrear() : null;
  const fin = performance.now() + o.segundos * 1000;
  const t0 = performance.now();
  const trabajador = async () => {
    while (tiempos.length + errores < max && performance.now() < fin) {
      const k = i++;
      const p = e.peticion(k);
      if (!p) return;
      const pet = conEtag(p);
      const a = performance.now();
      try {
        const r = await pedir(base, agent, pet, e.alResponder !== undefined);
        e.alResponder?.(k, r);
        tiempos.push(performance.now() - a);
        estados[r.status] = (estados[r.status] ?? 0) + 1;
        if (r.headers['x-cache'] === 'HIT') aciertos++;
        bytes += r.bytes;
        if (!e.esperado.includes(r.status)) errores++;
        if (typeof r.headers.etag === 'string') etags.set(p.path, r.headers.etag);
      } catch {
        errores++;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrencia }, trabajador));
  const segundos = (performance.now() - t0) / 1000;
  const memoria = muestras?.parar();
  agent.destroy();
  const orden = [...tiempos].sort((a, b) => a - b);
  return {
    clave: e.clave,
    nombre: e.nombre,
    modo: e.modo,
    n: tiempos.length,
    errores,
    estados,
    rps: tiempos.length / segundos,
    p50: percentil(orden, 50),
    p99: percentil(orden, 99),
    bytes: tiempos.length ? bytes / tiempos.length : 0,
    pisoRps: Number.NaN,
    aciertos: tiempos.length ? aciertos / tiempos.length : 0,
    ...(memoria ? { memoria } : {}),
  };
}
