/** Whole pesos (common/dinero.ts): the discounted price the server charges and how buyers read it. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cop, precioConDescuento } from '../../../common/dinero';

const intl = (decimales: number) =>
  new Intl.NumberFormat('es-CO', {
    style: 'currency',
    currency: 'COP',
    minimumFractionDigits: decimales,
    maximumFractionDigits: decimales,
  });

describe('precioConDescuento', () => {
  it('takes the promocion’s percent off and rounds to whole pesos, half up', () => {
    expect(precioConDescuento(10_000, 10)).toBe(9_000);
    // 9.999 − 15 % = 8.499,15 → 8.499; 1.001 − 50 % = 500,5 → 501
    expect(precioConDescuento(9_999, 15)).toBe(8_499);
    expect(precioConDescuento(1_001, 50)).toBe(501);
  });

  it('charges the full price without a promocion', () => {
    expect(precioConDescuento(25_000, 0)).toBe(25_000);
    expect(precioConDescuento(25_000, null)).toBe(25_000);
    expect(precioConDescuento(25_000, undefined)).toBe(25_000);
  });
});

describe('cop', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('writes whole pesos as es-CO does, with a no-break space after the sign', () => {
    expect(cop(25_000)).toBe('$\u00a025.000');
    expect(cop(0)).toBe('$\u00a00');
    expect(cop(1_234_567)).toBe(intl(0).format(1_234_567));
  });

  it('writes pesos of 0 or more without Intl (the first screens load no locale data)', () => {
    // `format` is a getter of Intl.NumberFormat's prototype (its lib types call it a method)
    const prototipo = Intl.NumberFormat.prototype as unknown as { format: unknown };
    const format = vi.spyOn(prototipo, 'format', 'get');
    cop(25_000);
    cop(0);
    expect(format).not.toHaveBeenCalled();
  });

  it('leaves a negative or non-finite amount to Intl', () => {
    expect(cop(-25_000)).toBe(intl(0).format(-25_000));
    expect(cop(Number.POSITIVE_INFINITY)).toBe(intl(0).format(Number.POSITIVE_INFINITY));
  });
});
