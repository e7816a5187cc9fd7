/**
 * The first screens format prices, counts, ratings and days without Intl (a page's first Intl
 * object loads the locale data, tens of milliseconds of CPU): the text must be exactly Intl's.
 */
import { describe, expect, it } from 'vitest';
import { cop } from '../../common/dinero';
import { numero } from '../../common/numero';
import { fechaHora } from '../../web/src/features/citas/fechas';
import { textosGuardado } from '../../web/src/i18n/es/guardado';
import { fechaDia } from '../../web/src/lib/format';

const intlCop = new Intl.NumberFormat('es-CO', {
  style: 'currency',
  currency: 'COP',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});
const intlDia = new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeZone: 'America/Bogota' });

/** Integers and decimals around the places where grouping and rounding change. */
const MUESTRA = [
  0,
  0.1,
  0.5,
  0.0004,
  0.0005,
  0.9995,
  0.99949,
  1,
  4.5,
  4.25,
  4.3333333,
  4.0005,
  4.0015,
  2.0004999,
  9.9996,
  99.99951,
  999,
  999.9999,
  1000,
  1234,
  1234.5678,
  9999,
  9999.9995,
  10000,
  12345,
  123456,
  999999.9995,
  1234567,
  19900,
  2500000,
  123456789,
  1e15,
  1e21,
  1.5e-7,
  -1234,
  -0.4,
  Number.NaN,
  Number.POSITIVE_INFINITY,
];

/** A fixed pseudo-random sequence (the same numbers on every run). */
function azar(semilla: number) {
  let x = semilla;
  return () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
}

describe('Numbers as the screens show them', () => {
  it('match toLocaleString("es-CO") for counts, ratings and percentages', () => {
    for (const n of MUESTRA) expect(numero(n), String(n)).toBe(n.toLocaleString('es-CO'));
    const r = azar(7);
    for (let i = 0; i < 2000; i++) {
      const n = Math.round(r() * 10 ** (1 + (i % 9))) / 10 ** (i % 5);
      expect(numero(n), String(n)).toBe(n.toLocaleString('es-CO'));
    }
  });

  it('write prices as Intl.NumberFormat("es-CO", COP) does, no-break space and all', () => {
    for (const n of MUESTRA) expect(cop(n), String(n)).toBe(intlCop.format(n));
    const r = azar(11);
    for (let i = 0; i < 2000; i++) {
      const n = Math.round(r() * 10 ** (2 + (i % 7)) * 100) / 100;
      expect(cop(n), String(n)).toBe(intlCop.format(n));
    }
    expect(cop(12345)).toBe('$\u00a012.345');
  });
});

describe('A day in Bogotá', () => {
  it("reads as Intl's es-CO long date in America/Bogota, whatever the hour in UTC", () => {
    const inicio = Date.UTC(2025, 0, 1);
    for (let h = 0; h < 24 * 800; h += 7) {
      const d = new Date(inicio + h * 3_600_000);
      expect(fechaDia(d), d.toISOString()).toBe(intlDia.format(d));
    }
    expect(fechaDia(new Date('2026-01-05T03:00:00Z'))).toBe('4 de enero de 2026');
  });
});

describe('a sentence that ends with a time', () => {
  it('ends with the time’s own full stop, never "a. m.."', () => {
    const texto = textosGuardado.guardadoEl(fechaHora('2026-11-03T13:50:00Z'));
    expect(texto).toBe('Información guardada el 3 de noviembre de 2026 a las 8:50 a. m.');
    expect(textosGuardado.guardadoEl('hoy')).toBe('Información guardada el hoy.');
  });
});
