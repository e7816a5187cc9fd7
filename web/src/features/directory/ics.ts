/** An iCalendar (.ics) event for a booked appointment, built in the browser (RFC 5545). */

export type EventoCita = {
  uid: string;
  /** YYYY-MM-DD and HH:MM, wall-clock time in America/Bogota (UTC-5, no daylight saving) */
  fecha: string;
  inicio: string;
  fin: string;
  titulo: string;
  descripcion: string;
  lugar: string;
  ahora?: Date;
};

const BOGOTA_UTC_OFFSET_HOURS = 5;
const pad = (n: number) => String(n).padStart(2, '0');
const stamp = (d: Date) =>
  `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;

/** Bogotá wall-clock time → UTC stamp (20261103T140000Z for 09:00 on 3 Nov 2026). */
export function utcStamp(fecha: string, hora: string): string {
  const [y, m, d] = fecha.split('-').map(Number);
  const [h, min] = hora.split(':').map(Number);
  return stamp(new Date(Date.UTC(y, m - 1, d, h + BOGOTA_UTC_OFFSET_HOURS, min)));
}

const escapar = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Folds a content line at 75 octets (UTF-8), never splitting a character. */
function fold(line: string): string {
  const enc = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = enc.encode(ch).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + n > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function icsCita(e: EventoCita): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//CitaSalud//Citas//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `DTSTAMP:${stamp(e.ahora ?? new Date())}`,
    `DTSTART:${utcStamp(e.fecha, e.inicio)}`,
    `DTEND:${utcStamp(e.fecha, e.fin)}`,
    `SUMMARY:${escapar(e.titulo)}`,
    `DESCRIPTION:${escapar(e.descripcion)}`,
    `LOCATION:${escapar(e.lugar)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** Offers the event as a file download (a Blob URL, released right after). */
export function descargarIcs(nombreArchivo: string, contenido: string) {
  const url = URL.createObjectURL(new Blob([contenido], { type: 'text/calendar;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = nombreArchivo;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
