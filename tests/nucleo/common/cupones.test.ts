/** A cupon's rules (common/cupones.ts): the code, when it applies, the pesos it takes off, split over the lines (common/iva.ts). */
import { describe, expect, it } from 'vitest';
import {
  CODIGO_CUPON,
  descuentoDe,
  MINIMO_EN_LINEA,
  normalizarCupon,
  type ReglasCupon,
  rechazoCupon,
} from '../../../common/cupones';
import { desglose, repartir } from '../../../common/iva';

describe("a cupon's arithmetic", () => {
  it('takes a porcentaje rounded to whole pesos and never more than the products', () => {
    expect(descuentoDe({ tipo: 'porcentaje', valor: 15 }, 33_333)).toBe(5_000);
    // never below what Wompi can charge: a 100 % code or a valor past the products leave 1.500
    expect(descuentoDe({ tipo: 'porcentaje', valor: 100 }, 12_345)).toBe(12_345 - MINIMO_EN_LINEA);
    expect(descuentoDe({ tipo: 'valor', valor: 50_000 }, 12_345)).toBe(12_345 - MINIMO_EN_LINEA);
    expect(descuentoDe({ tipo: 'porcentaje', valor: 50 }, 1_500)).toBe(0);
    expect(descuentoDe({ tipo: 'valor', valor: 5_000 }, 0)).toBe(0);
  });

  it('splits the discount over the lines in whole pesos that add up, and takes the IVA off what is left', () => {
    expect(repartir(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(repartir(0, [5, 5])).toEqual([0, 0]);
    // 7.000 off 11.900 (19 %) + 10.500 (5 %) + 5.000 (0 %): 3.040,1 + 2.682,5 + 1.277,4 → the peso left to the largest remainder
    expect(repartir(7_000, [11_900, 10_500, 5_000])).toEqual([3_040, 2_683, 1_277]);
    const d = desglose(
      [
        { total: 11_900, iva: 19 },
        { total: 10_500, iva: 5 },
        { total: 5_000, iva: 0 },
      ],
      8_000,
      7_000,
    );
    // 8.860 left at 19 % (7.445 + 1.415), 7.817 at 5 % (7.445 + 372), 3.723 excluido
    expect(d).toMatchObject({
      impuestos: [
        { tarifa: 19, base: 7_445, iva: 1_415 },
        { tarifa: 5, base: 7_445, iva: 372 },
        { tarifa: 0, base: 3_723, iva: 0 },
      ],
      subtotal: 27_400 - 7_000 - 1_787,
      iva: 1_787,
      total: 28_400,
    });
    expect(d.subtotal + d.iva + d.envio).toBe(d.total);
  });
});

const reglas = (cambios: Partial<ReglasCupon> = {}): ReglasCupon => ({
  tipo: 'porcentaje',
  valor: 10,
  minimo: 50_000,
  desde: '2031-03-01',
  hasta: '2031-03-31',
  usos_total: 10,
  usos_por_email: 1,
  activo: 1,
  ...cambios,
});
const compra = (cambios: Partial<{ hoy: string; productos: number; usos: number; usosEmail: number }> = {}) => ({
  hoy: '2031-03-10',
  productos: 60_000,
  usos: 0,
  usosEmail: 0,
  ...cambios,
});

describe('a typed cupon code', () => {
  it('is read trimmed and upper-case', () => {
    expect(normalizarCupon('  verano10 ')).toBe('VERANO10');
  });

  it('is 3 to 30 letters, digits, dashes or underscores, starting with a letter or digit', () => {
    for (const ok of ['ABC', 'VERANO-10', 'A_B', '9XY', 'A'.repeat(30)]) expect(CODIGO_CUPON.test(ok), ok).toBe(true);
    for (const no of ['AB', '-ABC', 'A'.repeat(31), 'ABC DE', 'abc', 'ÑANDU', ' ABC', 'ABC '])
      expect(CODIGO_CUPON.test(no), no).toBe(false);
  });
});

describe('descuentoDe at its edges', () => {
  it('takes a valor as is while the products stay at or above the online minimum', () => {
    expect(descuentoDe({ tipo: 'valor', valor: 5_000 }, 20_000)).toBe(5_000);
    expect(descuentoDe({ tipo: 'valor', valor: 18_500 }, 20_000)).toBe(18_500);
    expect(descuentoDe({ tipo: 'valor', valor: 18_501 }, 20_000)).toBe(18_500);
  });

  it('rounds a porcentaje half up, and takes nothing from products at the minimum or below', () => {
    // 15 % of 10.010 = 1.501,5 → 1.502
    expect(descuentoDe({ tipo: 'porcentaje', valor: 15 }, 10_010)).toBe(1_502);
    expect(descuentoDe({ tipo: 'porcentaje', valor: 10 }, MINIMO_EN_LINEA + 1)).toBe(1);
    expect(descuentoDe({ tipo: 'valor', valor: 500 }, MINIMO_EN_LINEA)).toBe(0);
  });

  it('never gives pesos back for a negative valor', () => {
    expect(descuentoDe({ tipo: 'valor', valor: -5_000 }, 20_000)).toBe(0);
  });
});

describe('rechazoCupon', () => {
  it('applies within its dates, from its minimum, while uses remain', () => {
    expect(rechazoCupon(reglas(), compra())).toBeNull();
    expect(rechazoCupon(reglas(), compra({ hoy: '2031-03-01', productos: 50_000, usos: 9 }))).toBeNull();
    expect(rechazoCupon(reglas(), compra({ hoy: '2031-03-31' }))).toBeNull();
    expect(rechazoCupon(reglas({ desde: null, hasta: null }), compra({ hoy: '2040-01-01' }))).toBeNull();
    expect(
      rechazoCupon(reglas({ usos_total: null, usos_por_email: null }), compra({ usos: 999, usosEmail: 99 })),
    ).toBeNull();
  });

  it('says why not: inactive, before, expired, under the minimum, used up, used by this e-mail', () => {
    expect(rechazoCupon(reglas({ activo: 0 }), compra())).toBe('inactivo');
    expect(rechazoCupon(reglas(), compra({ hoy: '2031-02-28' }))).toBe('antes');
    expect(rechazoCupon(reglas(), compra({ hoy: '2031-04-01' }))).toBe('vencido');
    expect(rechazoCupon(reglas(), compra({ productos: 49_999 }))).toBe('minimo');
    expect(rechazoCupon(reglas(), compra({ usos: 10 }))).toBe('agotado');
    expect(rechazoCupon(reglas(), compra({ usosEmail: 1 }))).toBe('usado');
  });

  it('checks in that order: an inactive, expired code is inactive; a used-up one is agotado before usado', () => {
    expect(rechazoCupon(reglas({ activo: 0 }), compra({ hoy: '2031-04-01' }))).toBe('inactivo');
    expect(rechazoCupon(reglas(), compra({ hoy: '2031-02-28', productos: 1 }))).toBe('antes');
    expect(rechazoCupon(reglas(), compra({ hoy: '2031-04-01', productos: 1 }))).toBe('vencido');
    expect(rechazoCupon(reglas(), compra({ productos: 1, usos: 10 }))).toBe('minimo');
    expect(rechazoCupon(reglas(), compra({ usos: 10, usosEmail: 1 }))).toBe('agotado');
  });
});
