/** A cupon's arithmetic (common/cupones.ts): the pesos it takes off, split over the lines (common/iva.ts). */
import { describe, expect, it } from 'vitest';
import { descuentoDe, MINIMO_EN_LINEA } from '../../../common/cupones';
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
    // IVA of 8.860 at 19 % (1.415) and of 7.817 at 5 % (372)
    expect(d).toEqual({ subtotal: 27_400 - 1_787, iva: 1_787, envio: 8_000, descuento: 7_000, total: 28_400 });
    expect(d.subtotal + d.iva + d.envio - d.descuento).toBe(d.total);
  });
});
