/** docs/benchmarks.md: the machine, how to read the figures, and every table of the run. */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import type { Bloqueo } from './bloqueoDelHilo';
import type { bytesWeb } from './bytesWeb';
import { arranque } from './conServidor';
import { piso } from './fase';
import type { filtroTienda } from './filtroTienda';
import { root } from './lib';
import { type Lh, SIN_PAINT_HOLDING } from './lighthouse';
import { CALENTAMIENTO, type Resultado, ROTACION } from './medir';
import type { Opciones } from './opciones';
import { ESCALA } from './pasos';
import { comparacion, kb, ms, resumenObjetivos, tabla } from './tabla';

export function maquina(inspector: boolean) {
  return [
    `- Fecha: ${new Date().toISOString().replace('T', ' ').slice(0, 16)} UTC`,
    `- Máquina: ${os.cpus()[0]?.model ?? '¿?'} · nproc ${os.availableParallelism()} · memoria ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB · ${os.platform()} ${os.release()}`,
    `- Node ${process.version} · wrangler ${JSON.parse(readFileSync(join(root, 'node_modules/wrangler/package.json'), 'utf8')).version} (workerd local, ${arranque(inspector)})`,
    `- Carga media al empezar: ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' / ')} (1/5/15 min; la máquina es compartida, compárense las razones más que los absolutos)`,
  ].join('\n');
}

/** Everything after this line in docs/benchmarks.md is kept when the figures are regenerated. */
export const MARCA_NOTAS = '<!-- notas: texto escrito a mano, se conserva al regenerar -->';

type Informe = {
  o: Opciones;
  cabecera: string;
  demo: Resultado[];
  escala: Resultado[];
  carga: { paso: string; segundos: number; bytes: number }[];
  comparar: {
    valores: { segundos: number; sentencias: number; bytes: number };
    cte: { segundos: number; bytes: number };
  } | null;
  web: ReturnType<typeof bytesWeb>;
  filtro: Awaited<ReturnType<typeof filtroTienda>>;
  lh: Lh[];
  lhSinPh: Lh[];
  hilo: Bloqueo[];
};

export function informe(x: Informe): string {
  const { o } = x;
  const pd = piso(x.demo);
  const partes = [
    '# Benchmarks',
    '',
    'Generado por `npm run bench` (scripts/bench/bench.ts); las cifras no se editan a mano (las notas del final sí). Los tiempos se informan, no se',
    'exigen: lo que se puede comprobar sin cronómetro (índices, número de consultas, bytes por ruta) lo',
    'afirma `npm test` (tests/worker/perf/, scripts/bundle-report.mjs --check).',
    '',
    x.cabecera,
    `- Carga: ${o.concurrencia} peticiones concurrentes por escenario, como mucho ${o.maxPeticiones} peticiones o ${o.segundos} s (lo que llegue antes), tras ${CALENTAMIENTO} de calentamiento (las URL de cada escenario rotan entre ≤ ${ROTACION}); cliente HTTP de Node con keep-alive en la misma máquina.`,
    '',
    '## Cómo leerlo',
    '',
    '- **Piso**: `GET /api/health` medido justo antes de cada escenario (la carga de la máquina cambia): lo que cuesta',
    '  una petición que no hace nada en este runtime. Cada escenario se da como razón a su piso (pet/s ÷ piso).',
    '- **Sin caché (D1)**: un parámetro desechable cambia la clave de caché, así que responde D1 (más la lectura de',
    '  la versión, el hash del cuerpo y el guardado en caché). Es lo que mide si las listas paginan y filtran en la',
    '  base. **Caché (200)**: la misma URL repetida; la responde la caché del isolate o la Cache API tras leer la',
    '  versión del área en D1. **Condicional (304)**: con `If-None-Match`, como un navegador que vuelve a una página.',
    '- Objetivos del issue: lecturas públicas ≥ 0,8 del piso, escrituras ≥ 0,3; a escala, las listas a ≤ 2× de su cifra',
    '  con datos de demostración.',
    '',
    '## API con datos de demostración',
    '',
    tabla(x.demo),
    '',
    resumenObjetivos(x.demo),
    '',
  ];
  if (x.escala.length) {
    const pe = piso(x.escala);
    partes.push(
      `## API a escala (${ESCALA.profesionales * o.factor} profesionales, ${ESCALA.citas * o.factor} citas, ${ESCALA.comentarios * o.factor} comentarios, ${ESCALA.productos * o.factor} productos, ${ESCALA.ventas * o.factor} ventas)`,
      '',
      'Carga con `scripts/bench/gen-scale-data.ts`: sentencias `INSERT … WITH RECURSIVE` cortas ejecutadas con',
      '`wrangler d1 execute DB --local --persist-to <dir> --file <f>` (cada paso incluye ~5 s de arranque de wrangler):',
      '',
      '| paso | s | bytes de SQL |',
      '|---|---:|---:|',
      ...x.carga.map((c) => `| ${c.paso} | ${c.segundos.toFixed(1)} | ${c.bytes} |`),
      `| **total** | **${x.carga.reduce((s, c) => s + c.segundos, 0).toFixed(1)}** | |`,
      '',
      x.comparar
        ? `Comparación de formas de carga, 20.000 comentarios en la base ya grande: \`INSERT … VALUES\` en sentencias de ≤ 100 KB ` +
            `(${x.comparar.valores.sentencias} sentencias, ${(x.comparar.valores.bytes / 1024).toFixed(0)} KB de SQL) ${x.comparar.valores.segundos.toFixed(1)} s; ` +
            `una sentencia \`WITH RECURSIVE\` (${x.comparar.cte.bytes} bytes) ${x.comparar.cte.segundos.toFixed(1)} s. Ambas incluyen el arranque de wrangler.`
        : '',
      '',
      tabla(x.escala),
      '',
      `Piso a escala: ${pe.rps.toFixed(0)} pet/s (demo: ${pd.rps.toFixed(0)}).`,
      ...memorias(x.escala),
      '',
      '### Escala frente a demo',
      '',
      'Las tablas enteras se midieron con pocas peticiones a escala (decenas de MB por respuesta): se muestran para',
      'explicar por qué las pantallas usan las variantes paginadas.',
      '',
      comparacion(x.demo, x.escala),
      '',
    );
  }
  partes.push('## Web', '');
  if (x.web) {
    partes.push(
      'Bytes gzip que carga cada ruta pública en su primera visita (entrada + chunk perezoso de la ruta + sus importaciones',
      'estáticas), calculados de `web/dist` y el manifiesto de Vite por `scripts/bundle-report.mjs`:',
      '',
      '| ruta | JS gzip kB | CSS gzip kB |',
      '|---|---:|---:|',
      ...x.web.rutas.map((r) => `| \`${r.ruta}\` | ${kb(r.js)} | ${kb(r.css)} |`),
      '',
      x.web.problemas.length
        ? `Fuera de presupuesto: ${x.web.problemas.join('; ')}`
        : 'Presupuestos de `npm test` (techo de `/`, código del personal, Dexie): se cumplen.',
      ...(x.web.avisos ?? []).map((a) => `Aviso: ${a}.`),
      '',
    );
  }
  if (x.filtro)
    partes.push(
      `Tienda, por tecla (Node, V8, sin DOM ni render; presupuesto: 16 ms por tecla, incluido el render, que aquí no se mide). ` +
        `Con conexión una tecla solo actualiza el campo; 250 ms después de la última la pantalla lee los filtros de la dirección y pide al servidor una página de 24` +
        (x.filtro.consulta
          ? ` (leer los filtros y armar la consulta: p50 ${x.filtro.consulta.p50.toFixed(3)} ms, máx. ${ms(x.filtro.consulta.max)} ms)`
          : '') +
        `. Sin conexión filtra en memoria las páginas que guardó el service worker; sobre 10.000 productos (más de los que guarda): ` +
        `indexar una vez ${ms(x.filtro.indexar)} ms; por búsqueda p50 ${ms(x.filtro.p50)} ms, p99 ${ms(x.filtro.p99)} ms, máx. ${ms(x.filtro.max)} ms.`,
      '',
    );
  if (x.lh.length)
    partes.push(
      '### Lighthouse 12 (móvil, throttling simulado por defecto)',
      '',
      'Objetivos: rendimiento ≥ 95, accesibilidad 100, buenas prácticas 100, SEO ≥ 95. Tres corridas por ruta;',
      'la fila es la mediana por rendimiento y «corridas» da las tres. «1.ª pintura real» es cuándo el navegador',
      'presentó su primer cuadro con contenido, sin throttling (ms tras la navegación).',
      '',
      '| ruta | rendimiento | corridas | accesibilidad | buenas prácticas | SEO | FCP | LCP | TBT | CLS | 1.ª pintura real | notas |',
      '|---|---:|---|---:|---:|---:|---|---|---|---|---:|---|',
      ...x.lh.map(
        (l) =>
          `| \`${l.ruta}\` | ${l.performance} | ${(l.corridas ?? []).join(' / ')} | ${l.accessibility} | ${l['best-practices']} | ${l.seo} | ${l.fcp ?? ''} | ${l.lcp} | ${l.tbt} | ${l.cls} | ${l.fcpObservado === undefined ? '' : Math.round(l.fcpObservado)} | ${l.error ?? ''} |`,
      ),
      '',
    );
  if (x.lhSinPh.length)
    partes.push(
      `Diagnóstico, una corrida por ruta con \`${SIN_PAINT_HOLDING}\` (no es la configuración del objetivo): en estas`,
      'corridas headless el primer cuadro a menudo se presenta uno o dos segundos enteros después de pintado',
      '(GoogleChrome/lighthouse#17148) y Lantern cuenta todo lo que terminó antes; sin paint holding no ocurre.',
      '',
      '| ruta | rendimiento | FCP | LCP | TBT | 1.ª pintura real |',
      '|---|---:|---|---|---|---:|',
      ...x.lhSinPh.map(
        (l) =>
          `| \`${l.ruta}\` | ${l.performance} | ${l.fcp ?? ''} | ${l.lcp} | ${l.tbt} | ${l.fcpObservado === undefined ? '' : Math.round(l.fcpObservado)} |`,
      ),
      '',
    );
  if (x.hilo.length)
    partes.push(
      '### Bloqueo del hilo principal, medido (Chromium, CPU ×4, red local)',
      '',
      'Cinco visitas por ruta, cada una sin caché ni service worker (scripts/bench/bloqueoDelHilo.ts): la suma de lo que cada',
      'tarea larga (> 50 ms) que empieza tras el FCP dura por encima de 50 ms, la contraparte observada del TBT',
      'de Lighthouse, que es simulado (Lantern) y se mueve con el retraso del primer cuadro de arriba. La fila es la',
      'mediana; «corridas» da las cinco. Objetivo orientativo: el TBT de Lighthouse puntúa 0,9 a 200 ms.',
      '',
      '| ruta | bloqueo ms | corridas | tareas largas | la más larga ms | FCP ms | LCP ms |',
      '|---|---:|---|---:|---:|---:|---:|',
      ...x.hilo.map(
        (h) =>
          `| \`${h.ruta}\` | ${h.bloqueo} | ${h.corridas.join(' / ')} | ${h.largas} | ${h.maxima} | ${h.fcp} | ${h.lcp} |`,
      ),
      '',
    );
  return `${partes.join('\n').replace(/\n{3,}/g, '\n\n')}\n`;
}

/**
 * The memory lines of the scenarios that sampled it: workerd's resident memory (the Worker's isolate,
 * local D1's SQLite and the proxy in one process, so an upper bound of the isolate's) before and at its peak.
 */
function memorias(res: Resultado[]): string[] {
  const mb = (b: number) => (b / 1024 / 1024).toFixed(1);
  return res
    .filter((r) => r.memoria)
    .flatMap((r) => {
      const m = r.memoria as { inicio: number; pico: number };
      return [
        '',
        `Memoria residente de workerd durante «${r.nombre}» (${r.n} respuestas de ${(r.bytes / 1e6).toFixed(1)} MB): ` +
          `${mb(m.inicio)} MB al empezar, pico ${mb(m.pico)} MB (**+${mb(m.pico - m.inicio)} MB**). Es una cota: el mismo ` +
          'proceso tiene el SQLite de D1 local (su caché de páginas crece con lo que lee) y el proxy; el límite de un isolate es 128 MB.',
      ];
    });
}
