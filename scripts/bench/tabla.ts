/** The report's tables of measured scenarios, and its number formats. */
import type { Modo, Resultado } from './medir';

export const ms = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '–');
/** kilobytes as Vite and scripts/bundle-report.mjs print them (1 kB = 1000 bytes) */
export const kb = (x: number) => (x / 1000).toFixed(1);
const MODOS: Record<Modo, string> = {
  base: 'piso',
  fallo: 'sin caché (D1)',
  cache: 'caché (200)',
  '304': 'condicional (304)',
  escritura: 'escritura',
  entera: 'tabla entera',
};

export function tabla(res: Resultado[]) {
  const filas = res.map((r) => {
    const errores = r.errores
      ? `${r.errores} (${Object.entries(r.estados)
          .map(([k, v]) => `${k}×${v}`)
          .join(', ')})`
      : '';
    return `| ${r.nombre} | ${MODOS[r.modo]} | ${r.n} | ${r.rps.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p99)} | ${(r.rps / r.pisoRps).toFixed(2)} | ${kb(r.bytes)} | ${errores} |`;
  });
  return [
    '| escenario | modo | peticiones | pet/s | p50 ms | p99 ms | pet/s ÷ piso | kB/resp. | errores |',
    '|---|---|---:|---:|---:|---:|---:|---:|---|',
    ...filas,
  ].join('\n');
}

/**
 * Scale against demo. The phases run minutes apart on a shared machine, so the verdict compares
 * each scenario's throughput relative to its own floor (pet/s ÷ piso): within 2× means the scale
 * ratio is at least half the demo ratio. Raw p50s are shown beside it.
 */
export function comparacion(demo: Resultado[], escala: Resultado[]) {
  const filas: string[] = [];
  for (const r of escala) {
    if (r.modo === 'base') continue;
    const d = demo.find((x) => x.clave === r.clave && x.modo === r.modo && x.nombre === r.nombre);
    if (!d) continue;
    const relativo = r.rps / r.pisoRps / (d.rps / d.pisoRps);
    const ok = r.errores === 0 && relativo >= 0.5;
    filas.push(
      `| ${r.nombre} | ${MODOS[r.modo]} | ${(d.rps / d.pisoRps).toFixed(2)} | ${(r.rps / r.pisoRps).toFixed(2)} | ${(1 / relativo).toFixed(2)}× | ${ms(d.p50)} | ${ms(r.p50)} | ${ok ? 'sí' : '**no**'} |`,
    );
  }
  return [
    '| escenario | modo | ÷ piso demo | ÷ piso escala | más lento a escala | p50 demo ms | p50 escala ms | ≤ 2× |',
    '|---|---|---:|---:|---:|---:|---:|---|',
    ...filas,
  ].join('\n');
}

/**
 * The goals' line under the demo table: the worst public read served from a cache (200 or 304;
 * a drawn page is HTML with a read never cached, reported apart) and every write, each as a ratio
 * to its floor. A `--solo` run may measure neither kind: it says so rather than "Infinity".
 */
export function resumenObjetivos(demo: Resultado[]) {
  const lecturas = demo.filter((r) => (r.modo === 'cache' || r.modo === '304') && r.clave !== 'pagina');
  const escrituras = demo.filter((r) => r.modo === 'escritura');
  const razon = (r: Resultado) => (r.rps / r.pisoRps).toFixed(2);
  const peor = lecturas.reduce<Resultado | null>((p, r) => (!p || r.rps / r.pisoRps < p.rps / p.pisoRps ? r : p), null);
  return [
    peor
      ? `Lecturas públicas servidas desde caché (200 o 304): la peor queda a **${razon(peor)}** del piso (objetivo ≥ 0,8).`
      : 'Esta corrida no midió lecturas servidas desde caché.',
    escrituras.length
      ? `Escrituras: ${escrituras.map((r) => `\`${r.nombre}\` **${razon(r)}** del piso`).join(', ')} (objetivo ≥ 0,3).`
      : 'Esta corrida no midió escrituras.',
  ].join(' ');
}
