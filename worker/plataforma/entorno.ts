/**
 * What a rule needs from where it runs, as plain values: the database, the bindings, the
 * instant, the caller's address and the app's public origin, and two hooks. A route builds it
 * from its request (worker/http/entorno.ts `entornoDe`); the cron, a script or a test builds it
 * from what it has (`entornoFijo`). So a rule is called the same way with or without HTTP.
 */
import type { Db } from '../db/conexion';
import type { Bindings } from '../env';

export type Entorno = {
  db: Db;
  env: Bindings;
  /** the instant the rules read as "now": the request's clock (a test's X-Test-Now) or the cron's */
  ahora: Date;
  /** the caller's address as the edge reports it; 'local' where there is none */
  direccion: string;
  /** the app's public origin, for the links messages carry */
  base: string;
  /** work that may finish after the answer (the request's waitUntil); awaited by nobody */
  despues(trabajo: Promise<unknown>): void;
  /** the answer cache's versions a write already bumped in its own batch (worker/http/cache.ts) */
  versionesNuevas(filas: { scope: string; version: number }[]): void;
  /**
   * Tells who listens that franjas of profesional `id` may be free again (a cita cancelled or moved
   * away, a new range, an absence gone) on the days of `tramo` (absent: any day of her window). The
   * lista de espera listens (worker/lista-espera/despues-de-liberar.ts, wired in worker/index.ts);
   * its work runs after the answer.
   */
  liberadas(id: number, tramo?: TramoLiberado): void;
};

/** Days `YYYY-MM-DD` (Bogotá), both included. */
export type TramoLiberado = { desde: string; hasta: string };

/** Who hears of franjas freed (`Entorno.liberadas`): the work to run after the answer. */
export type AlLiberar = (e: Entorno, id: number, tramo?: TramoLiberado) => Promise<unknown>;

/** The app's public origin for links in messages: `APP_URL`, else the request's origin. */
export const baseApp = (env: Bindings, origen?: string) =>
  (env.APP_URL ?? origen ?? 'http://localhost:8787').replace(/\/$/, '');

/**
 * An `Entorno` with no request behind it: the cron, a script, a test. Late work runs unawaited;
 * freed franjas are told to `alLiberar` when given.
 */
export const entornoFijo = (db: Db, env: Bindings, ahora: Date, alLiberar?: AlLiberar): Entorno => {
  const e: Entorno = {
    db,
    env,
    ahora,
    direccion: 'local',
    base: baseApp(env),
    despues: (trabajo) => {
      trabajo.catch((err) => console.error('Trabajo tardío fallido', err));
    },
    versionesNuevas: () => {},
    liberadas: (id, tramo) => {
      if (alLiberar) e.despues(alLiberar(e, id, tramo));
    },
  };
  return e;
};
