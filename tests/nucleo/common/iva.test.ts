/** IVA inside every price (common/iva.ts): a venta's lines per tarifa, base and IVA to the peso. */
import { describe, expect, it } from 'vitest';
import { desglose, ivaDe, repartir, separarIva } from '../../../common/iva';

describe('the IVA breakdown of a compra', () => {
  it('has one line per tarifa, each IVA its base × tarifa rounded to the peso', () => {
    // 12.345 at 19 %: base 10.374, IVA round(1.971,06) = 1.971, 12.345 exactly; 999 at 5 %: 951 + 48
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
      impuestos: [
        { tarifa: 19, base: 10_374, iva: 1_971 },
        { tarifa: 5, base: 951, iva: 48 },
        { tarifa: 0, base: 5_000, iva: 0 },
      ],
      subtotal: 16_325,
      iva: 2_019,
      envio: 8_000,
      descuento: 0,
      redondeo: 0,
      total: 26_344,
    });
  });

  it('sums the lines of a tarifa before taking the IVA out, and lists only the tarifas it has', () => {
    // 3 × 1.000 at 19 %: per line 840 + 160 each (480 of IVA); on 3.000, base 2.521 and IVA 479
    const d = desglose(
      Array.from({ length: 3 }, () => ({ total: 1_000, iva: 19 })),
      0,
    );
    expect(d.impuestos).toEqual([{ tarifa: 19, base: 2_521, iva: 479 }]);
    expect(d.total).toBe(3_000);
  });

  it('leaves the peso no base reaches in the buyer’s favour, never charging over the prices', () => {
    // 45.900 at 19 %: 38.571 + 7.328 = 45.899 and 38.572 + 7.329 = 45.901
    expect(desglose([{ total: 45_900, iva: 19 }], 9_000)).toMatchObject({
      impuestos: [{ tarifa: 19, base: 38_571, iva: 7_328 }],
      redondeo: 1,
      total: 54_899,
    });
  });
});

describe('separarIva', () => {
  it('answers the largest base whose base plus rounded IVA fits the amount', () => {
    expect(separarIva(11_900, 19)).toEqual({ base: 10_000, iva: 1_900 });
    expect(separarIva(10_500, 5)).toEqual({ base: 10_000, iva: 500 });
    expect(separarIva(9_999, 0)).toEqual({ base: 9_999, iva: 0 });
    // 3 at 19 %: 2 + 0 = 2, 3 + 1 = 4: base 2
    expect(separarIva(3, 19)).toEqual({ base: 2, iva: 0 });
    expect(separarIva(0, 19)).toEqual({ base: 0, iva: 0 });
  });

  it('splits nothing out of a negative amount, at any tarifa', () => {
    expect(separarIva(-500, 19)).toEqual({ base: 0, iva: 0 });
    expect(separarIva(-500, 0)).toEqual({ base: 0, iva: 0 });
  });

  it('for every amount up to 20.000 pesos: base + IVA fits, and one peso more of base would not', () => {
    for (const tarifa of [19, 5])
      for (let monto = 0; monto <= 20_000; monto++) {
        const { base, iva } = separarIva(monto, tarifa);
        expect(iva).toBe(ivaDe(base, tarifa));
        if (base + iva > monto || base + 1 + ivaDe(base + 1, tarifa) <= monto)
          expect.fail(`${monto} at ${tarifa} %: base ${base}`);
      }
  });

  it('rounds the IVA halves up: 50 at 19 % is 9,5 → 10', () => {
    expect(ivaDe(50, 19)).toBe(10);
    expect(ivaDe(49, 19)).toBe(9);
    expect(ivaDe(1_000, 0)).toBe(0);
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

describe('desglose with a cupon', () => {
  it('lowers the IVA base by the descuento, and the total by the descuento', () => {
    const lineas = [
      { total: 11_900, iva: 19 },
      { total: 11_900, iva: 19 },
    ];
    // 2.380 off 23.800 at 19 %: 21.420 left → base 18.000, IVA 3.420
    const d = desglose(lineas, 5_000, 2_380);
    expect(d).toEqual({
      impuestos: [{ tarifa: 19, base: 18_000, iva: 3_420 }],
      subtotal: 18_000,
      iva: 3_420,
      envio: 5_000,
      descuento: 2_380,
      redondeo: 0,
      total: 26_420,
    });
  });

  it('with no descuento, is the lines’ IVA and the lines plus envío', () => {
    expect(desglose([{ total: 10_500, iva: 5 }], 7_000)).toEqual({
      impuestos: [{ tarifa: 5, base: 10_000, iva: 500 }],
      subtotal: 10_000,
      iva: 500,
      envio: 7_000,
      descuento: 0,
      redondeo: 0,
      total: 17_500,
    });
  });
});
