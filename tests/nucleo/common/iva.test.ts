/** IVA inside every price (common/iva.ts): each line's IVA and a venta's breakdown. */
import { describe, expect, it } from 'vitest';
import { desglose, ivaIncluido, repartir } from '../../../common/iva';

describe('the IVA breakdown of a compra', () => {
  it('takes the IVA out of each line, rounded to whole pesos per line', () => {
    expect(ivaIncluido(11_900, 19)).toBe(1_900);
    expect(ivaIncluido(10_500, 5)).toBe(500);
    expect(ivaIncluido(9_999, 0)).toBe(0);
    // 12.345 at 19 %: 10.374,79… → base 10.374, IVA 1.971; 999 at 5 %: 951,43… → 951 + 48
    expect(
      desglose(
        [
          { total: 12_345, iva: 19 },
          { total: 999, iva: 5 },
          { total: 5_000, iva: 0 },
        ],
        8_000,
      ),
    ).toEqual({
      subtotal: 16_325,
      iva: 2_019,
      envio: 8_000,
      descuento: 0,
      total: 26_344,
    });
  });
});

describe('repartir', () => {
  it('splits in proportion, the pesos left over to the largest remainders, ties to the first', () => {
    expect(repartir(10, [1, 3])).toEqual([3, 7]);
    expect(repartir(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(repartir(2, [1, 1, 1])).toEqual([1, 1, 0]);
    expect(repartir(5, [10, 0, 30])).toEqual([1, 0, 4]);
    // 7 over 2:2:3 is 2 + 2 + 3 exactly: no remainder to hand out
    expect(repartir(7, [2, 2, 3])).toEqual([2, 2, 3]);
  });

  it('answers zeros with nothing to split or no weight', () => {
    expect(repartir(0, [5, 5])).toEqual([0, 0]);
    expect(repartir(-3, [5, 5])).toEqual([0, 0]);
    expect(repartir(10, [0, 0])).toEqual([0, 0]);
    expect(repartir(10, [])).toEqual([]);
  });
});

describe('ivaIncluido', () => {
  it('takes the IVA out of an amount that includes it, for each class', () => {
    expect(ivaIncluido(119, 19)).toBe(19);
    // 100 at 19 %: base 84,03 → 84, IVA 16
    expect(ivaIncluido(100, 19)).toBe(16);
    expect(ivaIncluido(105, 5)).toBe(5);
    expect(ivaIncluido(100, 0)).toBe(0);
    expect(ivaIncluido(100, -5)).toBe(0);
  });
});

describe('desglose with a cupon', () => {
  it('lowers the IVA base by the descuento split over the lines, and the total by the descuento', () => {
    const lineas = [
      { total: 11_900, iva: 19 },
      { total: 11_900, iva: 19 },
    ];
    // 2.380 off: 1.190 a line, 10.710 left in each at 19 % → IVA 1.710 each
    const d = desglose(lineas, 5_000, 2_380);
    expect(d).toEqual({ subtotal: 23_800 - 3_420, iva: 3_420, envio: 5_000, descuento: 2_380, total: 26_420 });
  });

  it('with no descuento, is each line’s IVA and the lines plus envío', () => {
    expect(desglose([{ total: 10_500, iva: 5 }], 7_000)).toEqual({
      subtotal: 10_000,
      iva: 500,
      envio: 7_000,
      descuento: 0,
      total: 17_500,
    });
  });
});
