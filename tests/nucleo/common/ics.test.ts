/** The iCalendar invite of a cita and the profesional's subscription calendar (common/ics.ts). */
import { describe, expect, it } from 'vitest';
import {
  bogotaToUtc,
  buildIcs,
  calendarioIcs,
  type EventoIcs,
  escapeIcs,
  foldLine,
  urlSegura,
} from '../../../common/ics';

const evento = (cambios: Partial<EventoIcs> = {}): EventoIcs => ({
  uid: 'abc@citasalud',
  fecha: '2026-11-26',
  horaInicio: '09:00',
  horaFin: '09:30',
  resumen: 'Cita con Dra. Gómez',
  lugar: 'Calle 10 # 5-20, Bogotá',
  descripcion: 'Motivo: control',
  ahora: new Date('2026-11-20T15:04:05Z'),
  ...cambios,
});
const lineas = (ics: string) => ics.split('\r\n');

describe('bogotaToUtc', () => {
  it('writes Bogotá’s wall clock as a UTC DATE-TIME, across midnight', () => {
    expect(bogotaToUtc('2026-11-26', '09:00')).toBe('20261126T140000Z');
    expect(bogotaToUtc('2026-12-31', '20:30')).toBe('20270101T013000Z');
  });
});

describe('escapeIcs and foldLine', () => {
  it('escapes backslash, semicolon, comma and newlines', () => {
    expect(escapeIcs('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets, continuation lines at 74 after their space, never inside a character', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
    expect(foldLine('x'.repeat(75 + 74 + 1))).toBe(`${'x'.repeat(75)}\r\n ${'x'.repeat(74)}\r\n x`);
    // 'ñ' is 2 octets: 37 of them fill 74, the 38th would pass 75
    expect(foldLine('ñ'.repeat(38))).toBe(`${'ñ'.repeat(37)}\r\n ñ`);
    expect(foldLine(`${'x'.repeat(73)}€`)).toBe(`${'x'.repeat(73)}\r\n €`);
    expect(foldLine(`${'x'.repeat(72)}€`)).toBe(`${'x'.repeat(72)}€`);
    expect(foldLine(`${'x'.repeat(72)}😀`)).toBe(`${'x'.repeat(72)}\r\n 😀`);
    expect(foldLine(`${'x'.repeat(71)}😀`)).toBe(`${'x'.repeat(71)}😀`);
  });
});

describe('urlSegura', () => {
  it('keeps an http(s) address without spaces or quotes, else nothing', () => {
    expect(urlSegura('https://meet.jit.si/CitaSalud-1')).toBe('https://meet.jit.si/CitaSalud-1');
    expect(urlSegura('HTTP://x.co')).toBe('HTTP://x.co');
    for (const mala of [
      'javascript:alert(1)',
      'https://x.co/a b',
      'https://x.co/"',
      'https://x.co/<',
      'https://x.co\\',
      'x https://x.co',
      'https://',
      undefined,
      '',
    ])
      expect(urlSegura(mala), String(mala)).toBe('');
  });
});

describe('buildIcs', () => {
  it('is one confirmed VEVENT with its UID, stamp, times and escaped text, in CRLF lines', () => {
    const ics = buildIcs(evento());
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(lineas(ics)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//CitaSalud//Citas//ES',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:abc@citasalud',
      'DTSTAMP:20261120T150405Z',
      'SEQUENCE:0',
      'DTSTART:20261126T140000Z',
      'DTEND:20261126T143000Z',
      'SUMMARY:Cita con Dra. Gómez',
      'LOCATION:Calle 10 # 5-20\\, Bogotá',
      'DESCRIPTION:Motivo: control',
      'STATUS:CONFIRMED',
      'TRANSP:OPAQUE',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('cancels with METHOD:CANCEL, STATUS:CANCELLED and the raised SEQUENCE; carries a safe video URL', () => {
    const ics = lineas(buildIcs(evento({ cancelada: true, secuencia: 2, url: 'https://meet.jit.si/x' })));
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics).toContain('SEQUENCE:2');
    expect(ics).toContain('URL:https://meet.jit.si/x');
    expect(buildIcs(evento({ url: 'javascript:alert(1)' }))).not.toContain('URL:');
  });

  it('stamps the current instant when none is given', () => {
    const stamp = lineas(buildIcs(evento({ ahora: undefined }))).find((l) => l.startsWith('DTSTAMP:'));
    expect(stamp).toMatch(new RegExp(`^DTSTAMP:${new Date().getUTCFullYear()}\\d{4}T\\d{6}Z$`));
  });
});

describe('calendarioIcs', () => {
  it('names the calendar, asks for hourly refreshes and keeps every event, cancelled ones too', () => {
    const ahora = new Date('2026-11-21T00:00:00Z');
    const ics = lineas(
      calendarioIcs(
        'Agenda de Dra. Gómez, Bogotá',
        [evento({ ahora: undefined }), evento({ uid: 'b', cancelada: true })],
        ahora,
      ),
    );
    expect(ics.slice(4, 9)).toEqual([
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Agenda de Dra. Gómez\\, Bogotá',
      'X-WR-TIMEZONE:America/Bogota',
      'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
      'X-PUBLISHED-TTL:PT1H',
    ]);
    expect(ics.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    // an event without its own stamp takes the calendar's instant
    expect(ics).toContain('DTSTAMP:20261121T000000Z');
    expect(ics).toContain('DTSTAMP:20261120T150405Z');
    expect(ics).toContain('STATUS:CANCELLED');
  });
});
