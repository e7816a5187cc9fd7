/** One phase of the benchmark (demo data or scale): every scenario, each after its own floor. */
import { datos } from './datos';
import { escenarios, get } from './escenarios';
import { type Escenario, medir, type Resultado } from './medir';
import type { Opciones } from './opciones';

export async function fase(nombre: string, base: string, o: Opciones, escala: boolean) {
  console.log(`\n━━ ${nombre}`);
  const d = await datos(base, o.maxPeticiones);
  const res: Resultado[] = [];
  const salud: Escenario = {
    clave: 'health',
    nombre: 'GET /api/health (piso)',
    modo: 'base',
    peticion: () => get('/api/health'),
    esperado: [200],
  };
  for (const e of escenarios(d, escala).filter((x) => !o.solo || x.clave === 'health' || x.clave.includes(o.solo))) {
    // the floor right before each scenario: the machine's load drifts, the ratio should not
    const piso = e.modo === 'base' ? null : await medir(base, salud, { ...o, segundos: Math.max(1, o.segundos / 2) });
    const r = await medir(base, e, o);
    r.pisoRps = piso ? piso.rps : r.rps;
    res.push(r);
    console.log(
      `  ${e.nombre.padEnd(56)} ${e.modo.padEnd(9)} ${String(r.n).padStart(5)} pet. ${r.rps.toFixed(0).padStart(5)}/s  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  ÷piso ${(r.rps / r.pisoRps).toFixed(2)}  caché ${(r.aciertos * 100).toFixed(0)} %${r.errores ? `  errores ${r.errores} ${JSON.stringify(r.estados)}` : ''}`,
    );
  }
  return { res, datos: d };
}

/** The floor: the mean of the health runs at the start and the end of the phase. */
export const piso = (res: Resultado[]) => {
  const h = res.filter((r) => r.clave === 'health');
  return { rps: h.reduce((s, r) => s + r.rps, 0) / h.length, p50: h.reduce((s, r) => s + r.p50, 0) / h.length };
};
