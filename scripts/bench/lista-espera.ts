/**
 * `npm run bench -- --lista-espera`: freeing a franja with 10, 100 and 1,000 people waiting for
 * that profesional (issue 35, docs/decisions/0022-lista-de-espera.md), in a LOCAL D1 of its own
 * (migrations + demo seed, never the working one), through wrangler's `getPlatformProxy`:
 *
 * 1. the demo profesional's line filled with `n` places that do not fit the freed day (they wait for
 *    the next one) and, last, one that does: the worst case for the pick;
 * 2. the offering round (worker/lista-espera/ofrecer.ts) for that day, on a binding that counts
 *    the round trips and statements it sends;
 * 3. EXPLAIN QUERY PLAN of the pick, and the figures: the same round trips whatever `n`.
 *
 * Prints a Markdown section (docs/benchmarks.md keeps the measured one).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { lib, root } from './lib';

type Sentencia = { sql: string; params: unknown[] };
type D1 = {
  prepare: (sql: string) => {
    bind: (...v: unknown[]) => {
      all: () => Promise<{ results: Record<string, unknown>[] }>;
      run: () => Promise<unknown>;
    };
  };
  batch: (s: unknown[]) => Promise<unknown[]>;
};
/** worker/ code, loaded at run time (its types are the Worker's, not Node's). */
type Ofrecer = { ofrecer: (e: unknown, id: number, tramo: { desde: string; hasta: string }) => Promise<number> };
type Entorno = { entornoFijo: (db: unknown, env: unknown, ahora: Date) => unknown };
type Conexion = { conectar: (d1: unknown) => unknown };

/** `d1` counting its round trips (a statement run alone, or a batch) and keeping every statement. */
function contando(d1: D1) {
  const registro = { idas: 0, sentencias: [] as Sentencia[] };
  const envolver = (preparada: object, s: Sentencia): object =>
    new Proxy(preparada, {
      get(target, prop) {
        if (prop === '__s') return s;
        if (prop === '__real') return target;
        if (prop === 'bind')
          return (...params: unknown[]) =>
            envolver((target as { bind: (...v: unknown[]) => object }).bind(...params), { sql: s.sql, params });
        const v = Reflect.get(target, prop);
        if (typeof v !== 'function') return v;
        if (['all', 'run', 'raw', 'first'].includes(String(prop)))
          return (...a: unknown[]) => {
            registro.idas++;
            registro.sentencias.push(s);
            return v.apply(target, a);
          };
        return v.bind(target);
      },
    });
  const envuelta = new Proxy(d1, {
    get(target, prop) {
      if (prop === 'prepare') return (sql: string) => envolver(target.prepare(sql), { sql, params: [] });
      if (prop === 'batch')
        return (s: { __s: Sentencia; __real: unknown }[]) => {
          registro.idas++;
          for (const x of s) registro.sentencias.push(x.__s);
          return target.batch(s.map((x) => x.__real));
        };
      const v = Reflect.get(target, prop);
      return typeof v === 'function' ? v.bind(target) : v;
    },
  });
  return { envuelta, registro };
}

/** A day 7 to 13 days ahead (Bogotá) that is not a Sunday: the demo profesional works Monday to Saturday. */
function diaLaborable(): { fecha: string; siguiente: string } {
  for (let d = 7; ; d++) {
    const t = new Date(Date.now() - 5 * 3_600_000 + d * 86_400_000);
    if (t.getUTCDay() !== 0 && t.getUTCDay() !== 6)
      return {
        fecha: t.toISOString().slice(0, 10),
        siguiente: new Date(t.getTime() + 86_400_000).toISOString().slice(0, 10),
      };
  }
}

export async function benchListaEspera(log = console.log): Promise<string> {
  const trabajo = mkdtempSync(join(os.tmpdir(), 'citasalud-lista-espera-'));
  try {
    log('━━ Lista de espera: liberar una franja con 10, 100 y 1.000 personas esperando');
    lib.prepareDatabase(trabajo);
    const { getPlatformProxy } = await import('wrangler');
    const proxy = await getPlatformProxy<{ DB: D1 }>({
      configPath: join(root, 'wrangler.toml'),
      persist: { path: join(trabajo, 'v3') },
      remoteBindings: false,
    });
    try {
      const rutas = [
        '../../worker/lista-espera/ofrecer',
        '../../worker/plataforma/entorno',
        '../../worker/db/conexion',
      ];
      const [{ ofrecer }, { entornoFijo }, { conectar }] = (await Promise.all(rutas.map((r) => import(r)))) as [
        Ofrecer,
        Entorno,
        Conexion,
      ];
      const db = proxy.env.DB;
      const [profesional] = (
        await db
          .prepare(
            `SELECT u.id AS id, (SELECT m.id FROM motivos m WHERE m.user_id = u.id AND m.duracion_minutos IS NULL ORDER BY m.id LIMIT 1) AS motivo
             FROM users u WHERE u.email = 'doctora@citasalud.co'`,
          )
          .bind()
          .all()
      ).results as { id: number; motivo: number }[];
      const { fecha, siguiente } = diaLaborable();
      const filas: string[] = [];
      let plan: string[] = [];
      for (const n of [10, 100, 1000]) {
        await db.batch([
          db.prepare('DELETE FROM ofertas_espera WHERE user_id = ?1').bind(profesional.id),
          db.prepare('DELETE FROM lista_espera WHERE user_id = ?1').bind(profesional.id),
          db
            .prepare(
              `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
               INSERT INTO lista_espera (user_id, motivo_id, desde, hasta, nombre, email, telefono, salida_hash, created_at)
               SELECT ?2, ?3, ?4, ?4, 'Paciente', 'espera' || i || '@bench.co', '3001234567', hex(randomblob(16)),
                 strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 day', '+' || i || ' seconds') FROM n`,
            )
            .bind(n, profesional.id, profesional.motivo, siguiente),
          db
            .prepare(
              `INSERT INTO lista_espera (user_id, motivo_id, desde, hasta, nombre, email, telefono, salida_hash)
               VALUES (?1, ?2, ?3, ?3, 'Última', 'ultima@bench.co', '3001234567', hex(randomblob(16)))`,
            )
            .bind(profesional.id, profesional.motivo, fecha),
        ]);
        const { envuelta, registro } = contando(db);
        const e = entornoFijo(
          conectar(envuelta),
          { DB: envuelta, APP_ENV: 'local', APP_URL: 'http://localhost:8787' },
          new Date(),
        );
        const t = performance.now();
        const hechas = await ofrecer(e, profesional.id, { desde: fecha, hasta: fecha });
        const ms = performance.now() - t;
        const [ultima] = (
          await db
            .prepare(
              "SELECT count(*) AS n FROM ofertas_espera o JOIN lista_espera e ON e.id = o.espera_id WHERE e.email = 'ultima@bench.co'",
            )
            .bind()
            .all()
        ).results;
        const elegir = registro.sentencias.find((s) => /json_each/.test(s.sql) && /FROM lista_espera e/.test(s.sql));
        if (elegir)
          plan = (
            await db
              .prepare(`EXPLAIN QUERY PLAN ${elegir.sql}`)
              .bind(...elegir.params)
              .all()
          ).results.map((p) => String(p.detail));
        filas.push(
          `| ${n.toLocaleString('es-CO')} + 1 | ${registro.idas} | ${registro.sentencias.length} | ${hechas} (a la última: ${Number(ultima?.n) === 1 ? 'sí' : 'no'}) | ${ms.toFixed(1)} ms |`,
        );
        log(`  ${n} esperando: ${registro.idas} idas a D1, ${ms.toFixed(1)} ms`);
      }
      return [
        `### Lista de espera: liberar una franja (${new Date().toISOString().slice(0, 16)} UTC, ${os.cpus().length} núcleos)`,
        '',
        `La profesional de demostración: n lugares esperan otro día (${siguiente}) y uno más, el último de la fila, el día liberado (${fecha}).`,
        '',
        '| esperando | idas a D1 | sentencias | ofertas hechas | tiempo del reparto |',
        '|---|---|---|---|---|',
        ...filas,
        '',
        `Plan de la consulta que elige: \`${plan.join(' · ')}\``,
        '',
      ].join('\n');
    } finally {
      await proxy.dispose();
    }
  } finally {
    rmSync(trabajo, { recursive: true, force: true });
  }
}
