/**
 * `npm run bench -- --recordatorios [--factor 1]`: the reminder run (worker/citas/recordatorios.ts)
 * over the scale appointments, in a LOCAL D1 of its own (never the working one):
 *
 * 1. a fresh state (migrations + demo seed), then the scale professionals and their 500,000 citas
 *    (pasos.ts, the same `wrangler d1 execute --local --persist-to` as gen-scale-data.ts); a few
 *    upcoming citas cancelled (1 in 20) and a third with WhatsApp accepted;
 * 2. that state's D1 through wrangler's `getPlatformProxy` (the same local runtime `wrangler dev`
 *    uses), wrapped to count the statements the run sends;
 * 3. EXPLAIN QUERY PLAN of the read, then reminder runs at tomorrow 08:00 Bogotá until one finds
 *    nothing left, and the figures: statements per batch, batches, time per batch and total.
 *
 * Prints a Markdown section; docs/benchmarks.md keeps the measured one in its notes.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/d1';
import { ejecutar } from './cargar';
import { lib, root } from './lib';
import { pasos } from './pasos';

type Lote = { leidas: number; recordatorios: number; ms: { leer: number; armar: number; escribir: number } };
type Corrida = { lote: string; recordatorios: number; lotes: Lote[] };
/** worker/citas/recordatorios.ts, loaded at run time (its types are the Worker's, not Node's). */
type ModuloRecordatorios = {
  enviarRecordatorios: (env: object, ahora: Date) => Promise<Corrida>;
  citasPendientes: (db: unknown, ahora: Date, n: number) => { toSQL: () => { sql: string; params: unknown[] } };
  POR_LOTE: number;
  LOTES_POR_CORRIDA: number;
};
type Preparada = { bind: (...v: unknown[]) => { all: () => Promise<{ results: Record<string, unknown>[] }> } };
type D1 = {
  prepare: (sql: string) => Preparada;
  batch: (s: unknown[]) => Promise<unknown[]>;
};

/** Tomorrow 08:00 in Bogotá (13:00 UTC): the run then reminds the citas of the day after it. */
function mananaTemprano(): Date {
  const hoyBogota = new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);
  return new Date(Date.parse(`${hoyBogota}T13:00:00.000Z`) + 86_400_000);
}

/**
 * Counts what goes to D1: statements prepared, batches (with their statements) and the largest
 * bound parameter of a write (the JSON of a batch's messages); keeps the first read to explain it.
 */
function contando(db: D1) {
  const registro = {
    preparadas: 0,
    lotes: [] as number[],
    mayorParametro: 0,
    lectura: null as { sql: string; params: unknown[] } | null,
  };
  const envuelta = new Proxy(db, {
    get(target, prop) {
      if (prop === 'prepare')
        return (sql: string): Preparada => {
          registro.preparadas++;
          const preparada = target.prepare(sql);
          return {
            bind: (...params: unknown[]) => {
              if (/^select/i.test(sql)) registro.lectura ??= { sql, params };
              else
                for (const p of params)
                  if (typeof p === 'string')
                    registro.mayorParametro = Math.max(registro.mayorParametro, Buffer.byteLength(p));
              return preparada.bind(...params);
            },
          };
        };
      if (prop === 'batch')
        return (s: unknown[]) => {
          registro.lotes.push(s.length);
          return target.batch(s);
        };
      const v = Reflect.get(target, prop);
      return typeof v === 'function' ? v.bind(target) : v;
    },
  });
  return { envuelta, registro };
}

const mediana = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))] ?? 0;

export async function benchRecordatorios(factor = 1, log = console.log): Promise<string> {
  const trabajo = mkdtempSync(join(os.tmpdir(), 'citasalud-recordatorios-'));
  try {
    log('━━ Recordatorios a escala');
    lib.prepareDatabase(trabajo);
    const t0 = performance.now();
    const [profesionales, citas] = pasos(factor);
    const extra = `UPDATE citas SET cancelada_at = strftime('%Y-%m-%dT%H:%M:%fZ','now'), cancelada_por = 'paciente'
  WHERE uid LIKE 'escala-%' AND recordatorio_lote IS NULL AND id % 20 = 7;
UPDATE citas SET whatsapp = 1 WHERE uid LIKE 'escala-%' AND id % 3 = 0`;
    for (const [i, paso] of [profesionales, citas, { nombre: 'cancelaciones y WhatsApp', sql: [extra] }].entries()) {
      const archivo = join(trabajo, `paso-${i}.sql`);
      writeFileSync(archivo, `${paso.sql.join(';\n')};\n`);
      log(`  ${paso.nombre}: ${ejecutar(trabajo, archivo).toFixed(1)} s`);
    }
    const carga = (performance.now() - t0) / 1000;

    const { getPlatformProxy } = await import('wrangler');
    const proxy = await getPlatformProxy<{ DB: D1 }>({
      configPath: join(root, 'wrangler.toml'),
      persist: { path: join(trabajo, 'v3') },
      remoteBindings: false,
    });
    try {
      const modulo = '../../worker/citas/recordatorios';
      const r = (await import(modulo)) as ModuloRecordatorios;
      const ahora = mananaTemprano();
      const db = proxy.env.DB;
      const contar = async (sql: string) => Number((await db.prepare(sql).bind().all()).results[0]?.n ?? 0);
      const total = await contar('SELECT count(*) AS n FROM citas');
      const hasta = new Date(ahora.getTime() + 86_400_000).toISOString();
      const debidas = Number(
        (
          await db
            .prepare(
              'SELECT count(*) AS n FROM citas WHERE recordatorio_lote IS NULL AND cancelada_at IS NULL AND inicio > ?1 AND inicio <= ?2',
            )
            .bind(ahora.toISOString(), hasta)
            .all()
        ).results[0]?.n ?? 0,
      );
      const consulta = r.citasPendientes(drizzle(db as never), ahora, r.POR_LOTE).toSQL();
      const plan = (
        await db
          .prepare(`EXPLAIN QUERY PLAN ${consulta.sql}`)
          .bind(...consulta.params)
          .all()
      ).results.map((p) => String(p.detail));

      const { envuelta, registro } = contando(db);
      const env = { DB: envuelta, APP_ENV: 'local', APP_URL: 'http://localhost:8787' };
      const corridas: { corrida: Corrida; segundos: number; preparadas: number; lotes: number[] }[] = [];
      for (let i = 0; i < 20; i++) {
        const antes = { preparadas: registro.preparadas, lotes: registro.lotes.length };
        const t = performance.now();
        const corrida = await r.enviarRecordatorios(env, ahora);
        corridas.push({
          corrida,
          segundos: (performance.now() - t) / 1000,
          preparadas: registro.preparadas - antes.preparadas,
          lotes: registro.lotes.slice(antes.lotes),
        });
        log(`  corrida ${i + 1}: ${corrida.recordatorios} recordatorios en ${corrida.lotes.length} lotes`);
        if (corrida.recordatorios === 0) break;
      }
      const lectura = registro.lectura as { sql: string; params: unknown[] } | null;
      const planCompleto = lectura
        ? (
            await db
              .prepare(`EXPLAIN QUERY PLAN ${lectura.sql}`)
              .bind(...lectura.params)
              .all()
          ).results.map((p) => String(p.detail))
        : [];
      const lotes = corridas.flatMap((c) => c.corrida.lotes).filter((l) => l.leidas > 0);
      const porLote = (f: (l: Lote) => number) => lotes.map(f);
      const recordados = corridas.reduce((n, c) => n + c.corrida.recordatorios, 0);
      const mensajes = await contar(
        "SELECT count(*) AS n FROM mail_outbox WHERE asunto LIKE 'Recordatorio%' OR canal = 'whatsapp'",
      );
      const whatsapp = await contar("SELECT count(*) AS n FROM mail_outbox WHERE canal = 'whatsapp'");
      const segundos = corridas.reduce((n, c) => n + c.segundos, 0);
      const escrituras = corridas.flatMap((c) => c.lotes);
      const fmt = (n: number) => n.toLocaleString('es-CO', { maximumFractionDigits: 1 });
      return [
        `### Recordatorios a escala (${fmt(total)} citas; ${new Date().toISOString().slice(0, 16)} UTC, ${os.cpus().length} núcleos)`,
        '',
        `Carga de los datos: ${fmt(carga)} s. Corrida a las ${ahora.toISOString()} (08:00 en Bogotá): ${fmt(debidas)} citas con recordatorio debido en las 24 h siguientes.`,
        '',
        '| medida | valor |',
        '|---|---|',
        `| plan de las citas debidas | \`${plan.join(' · ')}\` |`,
        `| plan de la lectura del lote (con profesional y motivo) | \`${planCompleto.join(' · ')}\` |`,
        `| sentencias por lote | 1 lectura + ${mediana(escrituras)} en un \`DB.batch\` (${escrituras.length} lotes escritos, todos de ${[...new Set(escrituras)].join('/')} sentencias) |`,
        `| mayor parámetro de una escritura (el JSON de los mensajes de un lote) | ${fmt(registro.mayorParametro / 1024)} KiB (D1: 2 MB por valor) |`,
        `| sentencias en total | ${corridas.reduce((n, c) => n + c.preparadas, 0)} preparadas para ${lotes.length} lotes |`,
        `| corridas (tope ${r.LOTES_POR_CORRIDA} lotes de ${r.POR_LOTE}) | ${corridas.length}, la última sin nada que hacer |`,
        `| recordatorios | ${fmt(recordados)} (mensajes en la cola: ${fmt(mensajes)}, de ellos ${fmt(whatsapp)} por WhatsApp) |`,
        `| por lote: leer (mediana / p95) | ${mediana(porLote((l) => l.ms.leer))} / ${p95(porLote((l) => l.ms.leer))} ms |`,
        `| por lote: armar los mensajes | ${mediana(porLote((l) => l.ms.armar))} / ${p95(porLote((l) => l.ms.armar))} ms |`,
        `| por lote: escribir (un \`DB.batch\`) | ${mediana(porLote((l) => l.ms.escribir))} / ${p95(porLote((l) => l.ms.escribir))} ms |`,
        `| por lote, todo | ${mediana(porLote((l) => l.ms.leer + l.ms.armar + l.ms.escribir))} / ${p95(porLote((l) => l.ms.leer + l.ms.armar + l.ms.escribir))} ms |`,
        `| total de las corridas | ${fmt(segundos)} s |`,
        '',
      ].join('\n');
    } finally {
      await proxy.dispose();
    }
  } finally {
    rmSync(trabajo, { recursive: true, force: true });
  }
}
