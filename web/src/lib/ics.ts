/**
 * The .ics file of a booked appointment: the same invite the server mails (common/ics.ts,
 * pure code shared with the browser), offered here as a download.
 */
import { bogotaToUtc, buildIcs } from '../../../common/ics';

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
  /** SEQUENCE: the cita's (raised on every change), so the calendar replaces the older invite */
  secuencia?: number;
  /** a cancelled cita: the calendar removes the event with this UID */
  cancelada?: boolean;
};

/** Bogotá wall-clock time → UTC stamp (20261103T140000Z for 09:00 on 3 Nov 2026). */
export const utcStamp = bogotaToUtc;

export const icsCita = (e: EventoCita): string =>
  buildIcs({
    uid: e.uid,
    fecha: e.fecha,
    horaInicio: e.inicio,
    horaFin: e.fin,
    resumen: e.titulo,
    lugar: e.lugar,
    descripcion: e.descripcion,
    ahora: e.ahora,
    secuencia: e.secuencia,
    cancelada: e.cancelada,
  });

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
