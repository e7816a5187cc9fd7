/**
 * The breakdown's identity over random compras (common/iva.ts, docs/decisions/0018): carts of any
 * tarifas, codes of either kind, any envío. fast-check shrinks a failure to its smallest cart.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { descuentoDe, type TipoCupon } from '../../../common/cupones';
import { CLASES_IVA, desglose } from '../../../common/iva';

const linea = fc.record({
  // a price in pesos (a unit's promotion already applied) times its units
  total: fc.tuple(fc.integer({ min: 100, max: 2_000_000 }), fc.integer({ min: 1, max: 9 })).map(([p, n]) => p * n),
  iva: fc.constantFrom(...CLASES_IVA),
});
const cupon = fc.option(
  fc.oneof(
    fc.record({ tipo: fc.constant('porcentaje' as const), valor: fc.integer({ min: 1, max: 100 }) }),
    fc.record({ tipo: fc.constant('valor' as const), valor: fc.integer({ min: 1, max: 5_000_000 }) }),
  ),
);
const compra = fc.record({
  lineas: fc.array(linea, { minLength: 1, maxLength: 12 }),
  cupon,
  envio: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 60_000 })),
});

type Compra = {
  lineas: { total: number; iva: number }[];
  cupon: { tipo: TipoCupon; valor: number } | null;
  envio: number;
};

const armar = ({ lineas, cupon, envio }: Compra) => {
  const productos = lineas.reduce((s, l) => s + l.total, 0);
  const descuento = cupon ? descuentoDe(cupon, productos) : 0;
  return { productos, descuento, d: desglose(lineas, envio, descuento) };
};

describe('the breakdown of any compra', () => {
  it('adds up exactly: Σ base + Σ IVA + envío = total, the sums are subtotal and iva', () => {
    fc.assert(
      fc.property(compra, (c) => {
        const { d } = armar(c);
        const bases = d.impuestos.reduce((s, x) => s + x.base, 0);
        const ivas = d.impuestos.reduce((s, x) => s + x.iva, 0);
        expect(bases + ivas + c.envio).toBe(d.total);
        expect([d.subtotal, d.iva, d.envio]).toEqual([bases, ivas, c.envio]);
      }),
    );
  });

  it('has each IVA equal to its base × tarifa rounded to the peso, in whole non-negative pesos', () => {
    fc.assert(
      fc.property(compra, (c) => {
        for (const x of armar(c).d.impuestos) {
          expect(x.iva).toBe(Math.round((x.base * x.tarifa) / 100));
          expect(Number.isInteger(x.base) && x.base >= 0 && x.iva >= 0).toBe(true);
        }
      }),
    );
  });

  it('charges what the buyer saw, less at most a peso per taxed tarifa in her favour', () => {
    fc.assert(
      fc.property(compra, (c) => {
        const { productos, descuento, d } = armar(c);
        const gravadas = d.impuestos.filter((x) => x.tarifa > 0).length;
        expect(d.descuento).toBe(descuento);
        expect(d.redondeo).toBeGreaterThanOrEqual(0);
        expect(d.redondeo).toBeLessThanOrEqual(gravadas);
        expect(d.total + d.redondeo).toBe(productos - descuento + c.envio);
      }),
    );
  });

  it('has one line per tarifa the cart has, in the order 19, 5, 0, each base its share after the descuento', () => {
    fc.assert(
      fc.property(compra, (c) => {
        const { d } = armar(c);
        const tarifas = CLASES_IVA.filter((t) => c.lineas.some((l) => l.iva === t));
        expect(d.impuestos.map((x) => x.tarifa)).toEqual(tarifas);
        const excluido = d.impuestos.find((x) => x.tarifa === 0);
        if (excluido) expect(excluido.iva).toBe(0);
      }),
    );
  });
});
