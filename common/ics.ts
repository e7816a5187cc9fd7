/**
 * A minimal iCalendar (RFC 5545) invite for one appointment. Times are Bogotá wall-clock
 * (UTC-5, no daylight saving) written as UTC, so every calendar places them right without
 * a VTIMEZONE block. Lines end in CRLF, text is escaped and long lines folded at 75 octets.
 */
export type EventoIcs = {
  uid: string;
  /** YYYY-MM-DD, Bogotá calendar day */
  fecha: string;
  /** HH:MM, Bogotá wall clock */
  horaInicio: string;
  horaFin: string;
  resumen: string;
  lugar: string;
  descripcion: string;
  /** when the invite was made (DTSTAMP) */
  ahora?: Date;
  /** SEQUENCE: 0 when booked, raised on every change, so calendars replace the older invite */
  secuencia?: number;
  /** true: METHOD:CANCEL and STATUS:CANCELLED (calendars remove the event with this UID) */
  cancelada?: boolean;
};

const BOGOTA_OFFSET_HOURS = 5;
const pad = (n: number) => String(n).padStart(2, '0');

const utcStamp = (t: Date) =>
  `${t.getUTCFullYear()}${pad(t.getUTCMonth() + 1)}${pad(t.getUTCDate())}T${pad(t.getUTCHours())}${pad(
    t.getUTCMinutes(),
  )}${pad(t.getUTCSeconds())}Z`;

/** Bogotá wall clock (date + HH:MM) as a UTC iCalendar DATE-TIME. */
export function bogotaToUtc(fecha: string, hora: string): string {
  const [y, m, d] = fecha.split('-').map(Number);
  const [h, min] = hora.split(':').map(Number);
  return utcStamp(new Date(Date.UTC(y, m - 1, d, h + BOGOTA_OFFSET_HOURS, min)));
}

/** TEXT value escaping: backslash, semicolon, comma and newlines. */
export const escapeIcs = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** UTF-8 length of one code point. */
const octetos = (cp: number) => (cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4);

/** Folds a content line at 75 octets (UTF-8), never splitting a character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = octetos(ch.codePointAt(0) ?? 0);
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function buildIcs(e: EventoIcs): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//CitaSalud//Citas//ES',
    'CALSCALE:GREGORIAN',
    `METHOD:${e.cancelada ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:${escapeIcs(e.uid)}`,
    `DTSTAMP:${utcStamp(e.ahora ?? new Date())}`,
    `SEQUENCE:${e.secuencia ?? 0}`,
    `DTSTART:${bogotaToUtc(e.fecha, e.horaInicio)}`,
    `DTEND:${bogotaToUtc(e.fecha, e.horaFin)}`,
    `SUMMARY:${escapeIcs(e.resumen)}`,
    `LOCATION:${escapeIcs(e.lugar)}`,
    `DESCRIPTION:${escapeIcs(e.descripcion)}`,
    `STATUS:${e.cancelada ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
