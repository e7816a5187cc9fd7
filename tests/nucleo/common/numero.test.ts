/** es-CO numbers without Intl (common/numero.ts): the same text as Intl, made lazily. */
import { describe, expect, it } from 'vitest';
import { alUsar, numero, numeroIntl } from '../../../common/numero';

const intl = (n: number, decimales = 3) => n.toLocaleString('es-CO', { maximumFractionDigits: decimales });

describe('numero', () => {
  it('groups thousands with dots and writes decimals after a comma, as Intl does', () => {
    for (const n of [0, 7, 999, 1_000, 12_345, 999_999, 1_000_000, 1_234_567.891, 4.5, 0.25, 3.1])
      expect(numero(n), String(n)).toBe(intl(n));
  });

  it('rounds half away from zero at the decimals asked for, carrying over nines', () => {
    expect(numero(4.75, 1)).toBe('4,8');
    expect(numero(4.74, 1)).toBe('4,7');
    expect(numero(1.9999, 3)).toBe('2');
    expect(numero(999.96, 1)).toBe('1.000');
    expect(numero(9.95, 1)).toBe(intl(9.95, 1));
    expect(numero(0.125, 2)).toBe('0,13');
    expect(numero(2.5, 0)).toBe('3');
    expect(numero(1.2, 0)).toBe('1');
  });

  it('drops trailing zeros of the decimals it keeps', () => {
    expect(numero(1.1, 3)).toBe('1,1');
    expect(numero(2.0001, 3)).toBe('2');
    expect(numero(10.50001, 2)).toBe('10,5');
    // only the zeros at the end: those inside the decimals stay
    expect(numero(1.05)).toBe('1,05');
    expect(numero(45_900.005, 3)).toBe(intl(45_900.005));
  });

  it('hands negative, non-finite and exponent-form numbers to Intl', () => {
    expect(numero(-1_234.5)).toBe(intl(-1_234.5));
    expect(numero(Number.NaN)).toBe(intl(Number.NaN));
    expect(numero(1e21)).toBe(intl(1e21));
    expect(numero(1e-7, 3)).toBe(intl(1e-7));
    // infinity is not finite, whatever its sign; a negative that rounds up carries through its sign
    expect(numero(Number.POSITIVE_INFINITY)).toBe('∞');
    expect(numero(Number.NEGATIVE_INFINITY)).toBe('-∞');
    expect(numero(-0.9995)).toBe(intl(-0.9995));
  });
});

describe('numeroIntl', () => {
  it('formats with up to the decimals asked for, or in pesos with exactly that many', () => {
    expect(numeroIntl(1_234.5678, 2)).toBe('1.234,57');
    expect(numeroIntl(1_234, 2)).toBe('1.234');
    expect(numeroIntl(1_234, 2, 'COP')).toBe('$\u00a01.234,00');
    // a second call with the same shape uses the formatter made by the first
    expect(numeroIntl(5, 2, 'COP')).toBe('$\u00a05,00');
    expect(numeroIntl(5, 0, 'COP')).toBe('$\u00a05');
  });
});

describe('alUsar', () => {
  it('makes the value on the first use only, and keeps it', () => {
    let hechos = 0;
    const valor = alUsar(() => ({ n: ++hechos }));
    expect(hechos).toBe(0);
    const primero = valor();
    expect(valor()).toBe(primero);
    expect(hechos).toBe(1);
  });
});
