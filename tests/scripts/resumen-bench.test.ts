/** The benchmark report's goals line (scripts/bench/tabla.ts `resumenObjetivos`). */
import { describe, expect, it } from 'vitest';
import type { Modo, Resultado } from '../../scripts/bench/medir';
import { resumenObjetivos } from '../../scripts/bench/tabla';

const corrida = (clave: string, modo: Modo, rps: number, pisoRps: number, nombre = clave): Resultado => ({
  clave,
  nombre,
  modo,
  n: 100,
  errores: 0,
  estados: { 200: 100 },
  rps,
  p50: 1,
  p99: 2,
  bytes: 10,
  pisoRps,
  aciertos: 0,
});

describe('resumenObjetivos', () => {
  it('gives the worst cached read and every write as ratios to their floors', () => {
    const texto = resumenObjetivos([
      corrida('health', 'base', 1000, 1000),
      corrida('medic-all', 'cache', 900, 1000),
      corrida('home', '304', 850, 1000),
      corrida('pagina', 'cache', 100, 1000),
      corrida('tienda-compra', 'escritura', 350, 1000, 'compras/new'),
    ]);
    expect(texto).toBe(
      'Lecturas públicas servidas desde caché (200 o 304): la peor queda a **0.85** del piso (objetivo ≥ 0,8). ' +
        'Escrituras: `compras/new` **0.35** del piso (objetivo ≥ 0,3).',
    );
  });

  it('says what a --solo run did not measure instead of printing Infinity', () => {
    const texto = resumenObjetivos([
      corrida('health', 'base', 1000, 1000),
      corrida('tienda-compra', 'escritura', 300, 1000, 'compras/new'),
    ]);
    expect(texto).toBe(
      'Esta corrida no midió lecturas servidas desde caché. Escrituras: `compras/new` **0.30** del piso (objetivo ≥ 0,3).',
    );
    expect(resumenObjetivos([corrida('health', 'base', 1000, 1000)])).toBe(
      'Esta corrida no midió lecturas servidas desde caché. Esta corrida no midió escrituras.',
    );
  });
});
