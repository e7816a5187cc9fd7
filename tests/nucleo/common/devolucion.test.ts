/**
 * The amounts of a return (common/devolucion.ts, decision 0024): whatever the lines, envío, descuento
 * and the order the units come back in, the refunds never pass what was paid and, once everything is
 * back, add up to it exactly; the credit note's base, IVA, envío and rounding add up to each refund.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calcularDevolucion,
  esRechazo,
  notaCredito,
  type VentaADevolver,
  valorUnitario,
} from '../../../common/devolucion';

const venta = (lineas: { cantidad: number; total: number; iva: number }[], envio: number, descuento: number) => {
  const bienes = lineas.reduce((s, l) => s + l.total, 0);
  const total = Math.max(0, bienes - descuento) + envio;
  return {
    total,
    envio,
    pagado: total,
    devuelto: 0,
    lineas: lineas.map((l, i) => ({ id: i + 1, ...l, devueltas: 0 })),
  } as VentaADevolver;
};

describe('calcularDevolucion', () => {
  it('refunds one of two units half the goods paid, and the last one the rest with envío', () => {
    const v = venta([{ cantidad: 2, total: 24_001, iva: 19 }], 8_000, 0);
    const una = calcularDevolucion(v, [{ linea: 1, cantidad: 1 }]);
    expect(una).toEqual({
      lineas: [{ linea: 1, cantidad: 1, monto: 12_000, total: 12_000, iva: 19 }],
      envio: 0,
      monto: 12_000,
    });
    v.devuelto = 12_000;
    v.lineas[0].devueltas = 1;
    const resto = calcularDevolucion(v, [{ linea: 1, cantidad: 1 }]);
    expect(resto).toMatchObject({ envio: 8_000, monto: 20_001 });
  });

  it('refuses more units than left and lines of another venta', () => {
    const v = venta([{ cantidad: 1, total: 5_000, iva: 5 }], 0, 0);
    expect(calcularDevolucion(v, [{ linea: 1, cantidad: 2 }])).toEqual({ linea: 1, quedan: 1 });
    expect(calcularDevolucion(v, [{ linea: 9, cantidad: 1 }])).toEqual({ linea: 9, quedan: -1 });
  });

  it('counts the units left after earlier returns', () => {
    const v = venta([{ cantidad: 3, total: 30_000, iva: 19 }], 0, 0);
    v.lineas[0].devueltas = 1;
    v.devuelto = 10_000;
    expect(calcularDevolucion(v, [{ linea: 1, cantidad: 3 }])).toEqual({ linea: 1, quedan: 2 });
    expect(calcularDevolucion(v, [{ linea: 1, cantidad: 2 }])).toMatchObject({ monto: 20_000 });
  });

  it('refuses a return past what is left to refund, naming its amount', () => {
    // 5.000 of the 24.001 paid went back another way (a refund recorded apart)
    const v = venta([{ cantidad: 2, total: 24_001, iva: 19 }], 0, 0);
    v.devuelto = 19_001;
    const pedida = calcularDevolucion(v, [{ linea: 1, cantidad: 1 }]);
    expect(pedida).toEqual({ excede: 12_000 });
    expect(esRechazo(pedida)).toBe(true);
    expect(esRechazo(calcularDevolucion(venta([{ cantidad: 1, total: 1_000, iva: 0 }], 0, 0), []))).toBe(false);
  });

  it('estimates one more unit of each line, and nothing for a line all returned', () => {
    const v = venta(
      [
        { cantidad: 2, total: 24_001, iva: 19 },
        { cantidad: 1, total: 5_000, iva: 5 },
      ],
      8_000,
      0,
    );
    expect(valorUnitario(v)).toEqual([12_000, 5_000]);
    v.lineas[0].devueltas = 1;
    v.lineas[1].devueltas = 1;
    expect(valorUnitario(v)).toEqual([12_001, 0]);
  });

  it('never passes what was paid, adds up to it once all is back, and the credit note adds up', () => {
    const linea = fc.record({
      cantidad: fc.integer({ min: 1, max: 6 }),
      total: fc.integer({ min: 100, max: 400_000 }),
      iva: fc.constantFrom(19, 5, 0),
    });
    fc.assert(
      fc.property(
        fc.array(linea, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.infiniteStream(fc.integer({ min: 1, max: 6 })),
        (lineas, envio, descuento, pasos) => {
          const v = venta(
            lineas,
            envio,
            Math.min(
              descuento,
              lineas.reduce((s, l) => s + l.total, 0),
            ),
          );
          const it = pasos[Symbol.iterator]();
          while (v.lineas.some((l) => l.devueltas < l.cantidad)) {
            const l = v.lineas.find((x) => x.devueltas < x.cantidad) as VentaADevolver['lineas'][number];
            const k = Math.min(l.cantidad - l.devueltas, it.next().value as number);
            const c = calcularDevolucion(v, [{ linea: l.id, cantidad: k }]);
            if (esRechazo(c)) throw new Error(JSON.stringify(c));
            const nota = notaCredito(c.lineas, c.envio);
            expect(nota.total).toBe(c.monto);
            expect(nota.subtotal + nota.iva + nota.envio + nota.redondeo).toBe(c.monto);
            v.devuelto += c.monto;
            l.devueltas += k;
            expect(v.devuelto).toBeLessThanOrEqual(v.pagado);
          }
          expect(v.devuelto).toBe(v.pagado);
        },
      ),
    );
  });
});
