/**
 * `npm run bench`: how fast CitaSalud answers, on this machine, with the demo data and at scale.
 * Writes docs/benchmarks.md (machine, date, figures). Timings are reported, never asserted.
 *
 *   npm run bench [-- --segundos 5] [--concurrencia 4] [--factor 1] [--sin-escala] [--sin-lighthouse] [--sin-build]
 *                 [--solo <escenario>] [--salida <archivo.md>] [--con-inspector]
 *   npm run bench -- --recordatorios [--factor 1]   (only the reminder run at scale: recordatorios.ts)
 *   npm run bench -- --cola [--citas 20000] [--latencia 150] [--consumidores 10]   (only the outbox's queue: cola.ts)
 *   npm run bench -- --lista-espera   (only a franja freed with 10, 100 and 1,000 waiting: lista-espera.ts)
 *
 * 1. Demo data: a fresh local state (migrations + seed) served on a free loopback port (never
 *    8787) by the same local runtime as `wrangler dev` (same wrangler.toml, .dev.vars, state and
 *    assets), started through wrangler's `unstable_startWorker` with its devtools inspector off:
 *    under `wrangler dev` the inspector receives events for every D1 query, with their bodies, and
 *    that costs CPU production does not pay. `--con-inspector` serves with `wrangler dev` as it
 *    is, inspector included. Each scenario runs a bounded loop (a request count and a time
 *    limit, whichever comes first) at a fixed concurrency; its requests per second are given as
 *    a ratio to `GET /api/health` in the same run: the runtime's own floor.
 *    Public reads are measured three ways: a cache miss (a throwaway query parameter changes the
 *    cache key, so D1 answers), a cached 200, and a conditional request (If-None-Match → 304),
 *    which is what a browser revisiting a page sends.
 * 2. Web: JavaScript and CSS bytes (gzip) per route from the build, Lighthouse 12 (mobile) on
 *    four public pages, the main thread's blocking on those pages measured in Chromium at 4× CPU
 *    (bloqueoDelHilo.ts), and the store's in-memory filter over 10,000 products per keystroke.
 * 3. Scale: the same state plus 10,000 professionals, 500,000 appointments, 200,000 comments,
 *    50,000 products and 100,000 orders (pasos.ts and pasosVentas.ts, loaded by cargar.ts), the
 *    same scenarios, and the ratio to demo.
 *
 * Where the parts are: opciones.ts (the flags), conServidor.ts and servidorSinInspector.ts (the
 * server), datos.ts, escenarios.ts, medir.ts, pedir.ts and fase.ts (the API scenarios),
 * lighthouse.ts, bloqueoDelHilo.ts, bytesWeb.ts and filtroTienda.ts (the web), informe.ts and
 * tabla.ts (the report). `npm run bench:load` is load.ts.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { type Bloqueo, bloqueoDelHilo } from './bloqueoDelHilo';
import { bytesWeb } from './bytesWeb';
import { cargar, cargarComoCte, cargarComoValores } from './cargar';
import { benchCola } from './cola';
import { conServidor } from './conServidor';
import { fase } from './fase';
import { filtroTienda } from './filtroTienda';
import { informe, MARCA_NOTAS, maquina } from './informe';
import { lib, root } from './lib';
import { type Lh, lighthouse, lighthouseMediana, SIN_PAINT_HOLDING } from './lighthouse';
import { benchListaEspera } from './lista-espera';
import type { Resultado } from './medir';
import { opciones } from './opciones';
import { ESCALA } from './pasos';
import { calcularProximas } from './proximas';
import { benchRecordatorios } from './recordatorios';

async function main() {
  const o = opciones(process.argv.slice(2));
  lib.ensureDevVars();
  if (o.recordatorios) return console.log(`\n${await benchRecordatorios(o.factor)}`);
  if (o.cola) return console.log(`\n${await benchCola(o)}`);
  if (o.listaEspera) return console.log(`\n${await benchListaEspera()}`);
  if (o.build || !existsSync(join(root, 'web/dist/index.html'))) lib.build();
  const cabecera = maquina(o.inspector);
  const trabajo = mkdtempSync(join(os.tmpdir(), 'citasalud-bench-'));
  const demoState = join(trabajo, 'demo');
  const escalaState = join(trabajo, 'escala');
  // the build measured and served is a copy: another build of web/dist meanwhile changes nothing here
  const dist = join(trabajo, 'dist');
  cpSync(join(root, 'web/dist'), dist, { recursive: true });
  try {
    lib.prepareDatabase(demoState);
    if (o.escala) cpSync(demoState, escalaState, { recursive: true });

    let lh: Lh[] = [];
    const lhSinPh: Lh[] = [];
    let hilo: Bloqueo[] = [];
    const demo = await conServidor(demoState, dist, o.inspector, async (base) => {
      const r = await fase('Datos de demostración', base, o, false);
      if (o.lighthouse) {
        const id = r.datos.profesionales[0]?.id ?? 1;
        const rutas = ['/', '/especialistas/todas/todas/0', `/doc-detalle/${id}`, '/e-comerce'];
        for (const ruta of rutas) {
          console.log(`  Lighthouse ${ruta}…`);
          lh.push(lighthouseMediana(`${base}${ruta}`, ruta, 3));
          lhSinPh.push(lighthouse(`${base}${ruta}`, ruta, SIN_PAINT_HOLDING));
        }
        console.log('  Bloqueo del hilo principal (Chromium, CPU ×4)…');
        hilo = await bloqueoDelHilo(base, rutas, 5);
      }
      return r.res;
    });

    let escala: Resultado[] = [];
    let carga: { paso: string; segundos: number; bytes: number }[] = [];
    let comparar: { valores: ReturnType<typeof cargarComoValores>; cte: ReturnType<typeof cargarComoCte> } | null =
      null;
    if (o.escala) {
      console.log(`\n━━ Generando datos de escala (factor ${o.factor})…`);
      carga = cargar(escalaState, o.factor);
      escala = await conServidor(escalaState, dist, o.inspector, async (base) => {
        const proximas = await calcularProximas(base, Math.round(ESCALA.profesionales * o.factor));
        console.log(
          `  próximas citas calculadas: ${proximas.corridas} corridas del cron en ${proximas.segundos.toFixed(1)} s`,
        );
        return (await fase('A escala', base, o, true)).res;
      });
      console.log('\n━━ Comparando formas de carga (20.000 comentarios)…');
      comparar = { valores: cargarComoValores(escalaState, 20_000), cte: cargarComoCte(escalaState, 20_000) };
    }
    const web = bytesWeb(dist);
    const filtro = await filtroTienda();
    lh = lh.length ? lh : [];
    // the hand-written analysis below the marker survives each run
    const previo = existsSync(o.salida) ? readFileSync(o.salida, 'utf8') : '';
    const notas = previo.includes(MARCA_NOTAS) ? previo.slice(previo.indexOf(MARCA_NOTAS)) : '';
    const texto = informe({ o, cabecera, demo, escala, carga, comparar, web, filtro, lh, lhSinPh, hilo });
    writeFileSync(o.salida, notas ? `${texto}\n${notas}` : texto);
    console.log(`\n✓ Resultados en ${o.salida}`);
  } finally {
    // BENCH_CONSERVAR=1 keeps the databases (demo/ and escala/) to look into their plans afterwards
    if (process.env.BENCH_CONSERVAR) console.log(`Datos conservados en ${trabajo}`);
    else rmSync(trabajo, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
