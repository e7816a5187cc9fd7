/** Bogotá's dates and times (common/fechas.ts), whatever the runtime's zone. */
import { describe, expect, it } from 'vitest';
import {
  addDays,
  bogotaNow,
  daysBetween,
  diaDeLaSemana,
  fechaCorta,
  horaDe,
  instanteBogota,
  isHora,
  minutosDe,
  parseFecha,
} from '../../../common/fechas';

describe('bogotaNow', () => {
  it('is the wall clock five hours behind UTC, padded', () => {
    expect(bogotaNow(new Date('2026-03-05T14:07:00Z'))).toEqual({ fecha: '2026-03-05', hora: '09:07' });
    // 23:30 on 3 Nov in Bogotá is 04:30 UTC on 4 Nov
    expect(bogotaNow(new Date('2026-11-04T04:30:00Z'))).toEqual({ fecha: '2026-11-03', hora: '23:30' });
  });

  it('defaults to the current instant', () => {
    const antes = bogotaNow(new Date());
    expect(bogotaNow().fecha).toBe(antes.fecha);
  });
});

describe('calendar arithmetic', () => {
  it('adds days across months and years, and back', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-01-09', 0)).toBe('2026-01-09');
  });

  it('counts whole days between two dates, negative backwards', () => {
    expect(daysBetween('2026-01-01', '2026-03-01')).toBe(59);
    expect(daysBetween('2026-03-01', '2026-01-01')).toBe(-59);
    expect(daysBetween('2026-05-05', '2026-05-05')).toBe(0);
  });

  it('names the weekday of a date', () => {
    expect(diaDeLaSemana('2026-11-22')).toBe('domingo');
    expect(diaDeLaSemana('2026-11-23')).toBe('lunes');
    expect(diaDeLaSemana('2026-11-28')).toBe('sabado');
  });
});

describe('parseFecha', () => {
  it('reads YYYY-MM-DD and the original calendar’s M/D/YYYY, trimmed and padded', () => {
    expect(parseFecha('2026-11-03')).toBe('2026-11-03');
    expect(parseFecha(' 2026-1-3 ')).toBe('2026-01-03');
    expect(parseFecha('11/3/2026')).toBe('2026-11-03');
    expect(parseFecha('1/9/2027')).toBe('2027-01-09');
    expect(parseFecha('12/25/2026')).toBe('2026-12-25');
  });

  it('refuses what is not a real calendar date', () => {
    expect(parseFecha('2/30/2026')).toBeNull();
    expect(parseFecha('2026-02-29')).toBeNull();
    expect(parseFecha('2026-13-01')).toBeNull();
    expect(parseFecha('2026-00-10')).toBeNull();
    expect(parseFecha('2026-11-03x')).toBeNull();
    expect(parseFecha('x2026-11-03')).toBeNull();
    expect(parseFecha('3-11-2026')).toBeNull();
    expect(parseFecha('11/3/26')).toBeNull();
    expect(parseFecha('a11/3/2026')).toBeNull();
    expect(parseFecha('11/3/2026b')).toBeNull();
    expect(parseFecha(20261103)).toBeNull();
    // Date.UTC reads a year under 100 as 19xx: not the year written
    expect(parseFecha('0099-01-01')).toBeNull();
    expect(parseFecha(undefined)).toBeNull();
  });
});

describe('hours', () => {
  it('accepts HH:MM from 00:00 to 23:59 only', () => {
    for (const h of ['00:00', '09:30', '19:59', '23:59']) expect(isHora(h), h).toBe(true);
    for (const h of ['24:00', '9:30', '09:60', '09:3', ' 09:30', '09:30 ', '0930', 930, ['09:30']])
      expect(isHora(h), String(h)).toBe(false);
  });

  it('turns HH:MM into minutes and back', () => {
    expect(minutosDe('00:00')).toBe(0);
    expect(minutosDe('09:05')).toBe(545);
    expect(minutosDe('23:59')).toBe(1_439);
    expect(horaDe(545)).toBe('09:05');
    expect(horaDe(0)).toBe('00:00');
    expect(horaDe(1_439)).toBe('23:59');
  });

  it('places a Bogotá date and time at its UTC instant', () => {
    expect(instanteBogota('2026-11-26', '09:00')).toBe('2026-11-26T14:00:00.000Z');
    expect(instanteBogota('2026-12-31', '20:30')).toBe('2027-01-01T01:30:00.000Z');
  });

  it('writes a date the short Colombian way', () => {
    expect(fechaCorta('2026-11-03')).toBe('03/11/2026');
  });
});
