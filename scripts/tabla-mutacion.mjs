// The tables of docs/benchmarks.md («Mutación») from StrykerJS's JSON report, so the figures written
// down are the run's, not copied by hand:
//
//   npm run mutation && node scripts/tabla-mutacion.mjs [reports/mutation/mutation.json]
//
// Prints, in Markdown, the score of each file of common/ and of each use case of issue 32 (the files
// that carry its rules), with killed, survived, no coverage and timed out; the score is killed plus
// timed out over all four, as StrykerJS counts it.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { root } from './lib.mjs';

/** The use cases of issue 32 item 5 and the files whose rules they are. */
export const CASOS = {
  'agendar (reserva)': ['common/agenda.ts', 'worker/agenda/revisar-franja.ts', 'worker/citas/solicitud-cita.ts'],
  'precio y totales': ['worker/ventas/liquidar.ts', 'common/dinero.ts', 'common/iva.ts', 'common/envio.ts'],
  'códigos (cupones)': ['common/cupones.ts', 'worker/tienda/aplicar-cupon.ts'],
  stock: ['worker/tienda/faltantes.ts'],
  recordatorios: ['worker/citas/armar-recordatorios.ts'],
  reembolsos: ['worker/ventas/impedimento.ts', 'worker/ventas/pagos/resultados.ts', 'common/devolucion.ts'],
};

/** Killed, survived, no coverage and timed out of a list of StrykerJS mutants. */
export function contar(mutantes) {
  const n = { muertos: 0, sobreviven: 0, sinCobertura: 0, tiempo: 0 };
  for (const m of mutantes) {
    if (m.status === 'Killed') n.muertos++;
    else if (m.status === 'Survived') n.sobreviven++;
    else if (m.status === 'NoCoverage') n.sinCobertura++;
    else if (m.status === 'Timeout') n.tiempo++;
  }
  return n;
}

/** StrykerJS's score: (killed + timed out) / (killed + timed out + survived + no coverage), "93,1 %". */
export function puntaje(n) {
  const total = n.muertos + n.tiempo + n.sobreviven + n.sinCobertura;
  if (total === 0) return '—';
  return `${((100 * (n.muertos + n.tiempo)) / total).toFixed(1).replace('.', ',')} %`;
}

const sumar = (cuentas) =>
  cuentas.reduce(
    (s, n) => ({
      muertos: s.muertos + n.muertos,
      sobreviven: s.sobreviven + n.sobreviven,
      sinCobertura: s.sinCobertura + n.sinCobertura,
      tiempo: s.tiempo + n.tiempo,
    }),
    { muertos: 0, sobreviven: 0, sinCobertura: 0, tiempo: 0 },
  );

const celdas = (n) => `${n.muertos} | ${n.sobreviven} | ${n.sinCobertura} | ${n.tiempo} | ${puntaje(n)}`;

/** The two Markdown tables of a report (its `files`, keyed by path). */
export function tablas(archivos) {
  const porArchivo = new Map(
    Object.entries(archivos).map(([ruta, d]) => [relative(root, ruta).replaceAll('\\', '/'), contar(d.mutants)]),
  );
  const comunes = [...porArchivo.keys()].filter((r) => r.startsWith('common/')).sort();
  const lineas = [
    '| archivo | muertos | sobreviven | sin cobertura | tiempo agotado | puntaje |',
    '|---|---|---|---|---|---|',
    ...comunes.map((r) => `| \`${r}\` | ${celdas(porArchivo.get(r))} |`),
    `| **common/ (todo)** | ${celdas(sumar(comunes.map((r) => porArchivo.get(r))))} |`,
    '',
    '| caso de uso | archivos | muertos | sobreviven | sin cobertura | tiempo agotado | puntaje |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const [caso, rutas] of Object.entries(CASOS)) {
    const faltan = rutas.filter((r) => !porArchivo.has(r));
    if (faltan.length) throw new Error(`El informe no trae ${faltan.join(', ')} (caso ${caso})`);
    const n = sumar(rutas.map((r) => porArchivo.get(r)));
    lineas.push(`| ${caso} | ${rutas.map((r) => `\`${r}\``).join(', ')} | ${celdas(n)} |`);
  }
  return lineas.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const informe = JSON.parse(readFileSync(process.argv[2] ?? `${root}reports/mutation/mutation.json`, 'utf8'));
  console.log(tablas(informe.files));
}
