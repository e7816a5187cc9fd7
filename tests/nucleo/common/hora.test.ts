/** One time format across the product (common/hora.ts): "8:00 a. m.", as the profile writes it. */
import { describe, expect, it } from 'vitest';
import { conPunto, franja12, hora12 } from '../../../common/hora';

describe('hora12', () => {
  it.each([
    ['08:00', '8:00 a. m.'],
    ['00:15', '12:15 a. m.'],
    ['11:59', '11:59 a. m.'],
    ['12:00', '12:00 p. m.'],
    ['13:30', '1:30 p. m.'],
    ['23:05', '11:05 p. m.'],
  ])('writes %s as %s', (hhmm, texto) => expect(hora12(hhmm)).toBe(texto));
});

describe('franja12', () => {
  it('says a. m. or p. m. once when both ends share it, and at each end across noon', () => {
    expect(franja12('08:00', '09:00')).toBe('8:00 – 9:00 a. m.');
    expect(franja12('14:00', '14:40')).toBe('2:00 – 2:40 p. m.');
    expect(franja12('11:30', '12:00')).toBe('11:30 a. m. – 12:00 p. m.');
  });
});

describe('conPunto', () => {
  it('ends a sentence with one full stop, the time’s own when it ends with one', () => {
    expect(conPunto('a las 8:50 a. m.')).toBe('a las 8:50 a. m.');
    expect(conPunto('el 3 de noviembre')).toBe('el 3 de noviembre.');
  });
});
