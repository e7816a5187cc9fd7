/** IVA inside every price (common/iva.ts): each line's IVA and a venta's breakdown. */
import { describe, expect, it } from 'vitest';
import { desglose, ivaIncluido } from '../../../common/iva';

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
