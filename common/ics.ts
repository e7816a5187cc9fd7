/**
 * Minimal iCalendar (RFC 5545): the invite of one appointment (`buildIcs`) and a subscription
 * calendar of many (`calendarioIcs`, the profesional's private feed). Times are Bogotá wall-clock
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
  /** a virtual cita's video link (URL property); only an http(s) address is written */
  url?: string;
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

/** An http(s) address without spaces or quotes, as a URI value may carry it; '' otherwise. */
export const urlSegura = (url: string | undefined) => (url && /^https?:\/\/[^\s"<>\\]+$/i.test(url) ? url : '');

/** The VEVENT of one appointment, unfolded lines. */
function vevento(e: EventoIcs, ahora: Date): string[] {
  const url = urlSegura(e.url);
  return [
    'BEGIN:VEVENT',
    `UID:${escapeIcs(e.uid)}`,
    `DTSTAMP:${utcStamp(ahora)}`,
    `SEQUENCE:${e.secuencia ?? 0}`,
    `DTSTART:${bogotaToUtc(e.fecha, e.horaInicio)}`,
    `DTEND:${bogotaToUtc(e.fecha, e.horaFin)}`,
    `SUMMARY:${escapeIcs(e.resumen)}`,
    `LOCATION:${escapeIcs(e.lugar)}`,
    ...(url ? [`URL:${url}`] : []),
    `DESCRIPTION:${escapeIcs(e.descripcion)}`,
    `STATUS:${e.cancelada ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

const CABECERA = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//CitaSalud//Citas//ES', 'CALSCALE:GREGORIAN'];
const unir = (lines: string[]) => `${lines.map(foldLine).join('\r\n')}\r\n`;

/** The invite of one appointment (METHOD:CANCEL when cancelled: calendars remove the event with its UID). */
export function buildIcs(e: EventoIcs): string {
  return unir([
    ...CABECERA,
    `METHOD:${e.cancelada ? 'CANCEL' : 'PUBLISH'}`,
    ...vevento(e, e.ahora ?? new Date()),
    'END:VCALENDAR',
  ]);
}

/**
 * A subscription calendar (an .ics address Google or Apple Calendar polls): `nombre` as its
 * name, every event with its UID and SEQUENCE, cancelled ones kept as STATUS:CANCELLED so the
 * subscriber's copy drops them. Asks to be refreshed every hour.
 */
export function calendarioIcs(nombre: string, eventos: EventoIcs[], ahora: Date = new Date()): string {
  return unir([
    ...CABECERA,
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcs(nombre)}`,
    'X-WR-TIMEZONE:America/Bogota',
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...eventos.flatMap((e) => vevento(e, e.ahora ?? ahora)),
    'END:VCALENDAR',
  ]);
}
