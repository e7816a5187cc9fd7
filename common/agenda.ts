/**
 * The agenda's rules, pure: which franjas of a day can be booked, given the professional's weekly
 * ranges (horarios), her settings (franja length, pause, minimum notice, booking window, festivos),
 * her absences and the citas already taken. The worker answers availability and checks bookings
 * with it; the database still has the last word on crossings (migration 0006's triggers).
 * Dates are `YYYY-MM-DD` and times `HH:MM`, Bogotá's.
 */
import { addDays, bogotaNow, type Dia, daysBetween, diaDeLaSemana, horaDe, instanteBogota, minutosDe } from './fechas';
import { festivo } from './festivos';
import type { AjustesAgenda } from './wire/agenda';
import type { Franja } from './wire/horarios';

/** Every professional's settings until she changes them. */
export const AJUSTES_INICIALES: AjustesAgenda = {
  duracion_franja: 30,
  pausa_minutos: 0,
  antelacion_minutos: 120,
  ventana_dias: 90,
  aviso_cancelacion_horas: 2,
  atiende_festivos: 0,
};

export { DURACIONES_FRANJA, VENTANA_MAXIMA_DIAS } from './ajustes-agenda';

/** A weekly range of working hours and the weekdays it applies to (1) or not (0). */
export type Rango = { id: number; hora_inicio: string; hora_fin: string } & Record<Dia, number>;

/** A live cita as the agenda sees it: busy from `hora_inicio` until `ocupa_hasta` (end + pause). */
export type Ocupada = { fecha_cita: string; hora_inicio: string; hora_fin: string; ocupa_hasta: string };

/** Days (or hours of days) off. */
export type Bloqueo = { desde: string; hasta: string; hora_inicio: string | null; hora_fin: string | null };

/** What a day's franjas depend on. `duracion` is the visit's minutes (the motivo's, or the franja length). */
export type Agenda = {
  rangos: Rango[];
  ajustes: AjustesAgenda;
  ocupadas: Ocupada[];
  ausencias: Bloqueo[];
};

/** Until when a cita of `duracion` minutes starting at `hora` keeps the agenda busy (its end plus the pause). */
export const ocupaHasta = (hora: string, duracion: number, pausa: number) =>
  horaDe(Math.min(minutosDe(hora) + duracion + pausa, 24 * 60 - 1));

/** Why a whole day cannot be booked: past, beyond the window, a festivo, an absence; null when open. */
export function diaCerrado(
  fecha: string,
  agenda: Pick<Agenda, 'ajustes' | 'ausencias'>,
  hoy: string,
): 'pasado' | 'lejano' | 'festivo' | 'ausencia' | null {
  const dias = daysBetween(hoy, fecha);
  if (dias < 0) return 'pasado';
  if (dias > agenda.ajustes.ventana_dias) return 'lejano';
  if (!agenda.ajustes.atiende_festivos && festivo(fecha)) return 'festivo';
  if (agenda.ausencias.some((a) => a.hora_inicio === null && a.desde <= fecha && fecha <= a.hasta)) return 'ausencia';
  return null;
}

/**
 * The franjas of `fecha` a cita of `duracion` minutes can take, in time order: in each range of
 * the weekday, starts every franja length plus pause from the range's start, the visit ending
 * within the range, starting at least `antelacion_minutos` after `ahora`, outside absences, and
 * crossing no live cita (its own end plus pause included). `id` is the range's.
 */
export function franjasDelDia(fecha: string, agenda: Agenda, duracion: number, ahora: Date): Franja[] {
  const { fecha: hoy } = bogotaNow(ahora);
  if (diaCerrado(fecha, agenda, hoy)) return [];
  const { ajustes } = agenda;
  const dia = diaDeLaSemana(fecha);
  const desdeInstante = ahora.getTime() + ajustes.antelacion_minutos * 60_000;
  const ocupadas = agenda.ocupadas
    .filter((o) => o.fecha_cita === fecha)
    .map((o) => [minutosDe(o.hora_inicio), Math.max(minutosDe(o.ocupa_hasta || o.hora_fin), minutosDe(o.hora_fin))]);
  const bloqueos = agenda.ausencias
    .filter((a) => a.hora_inicio !== null && a.hora_fin !== null && a.desde <= fecha && fecha <= a.hasta)
    .map((a) => [minutosDe(a.hora_inicio as string), minutosDe(a.hora_fin as string)]);
  const paso = ajustes.duracion_franja + ajustes.pausa_minutos;
  const franjas: Franja[] = [];
  for (const rango of agenda.rangos) {
    if (rango[dia] !== 1) continue;
    const fin = minutosDe(rango.hora_fin);
    for (let m = minutosDe(rango.hora_inicio); m + duracion <= fin; m += paso) {
      const hasta = m + duracion;
      const ocupaHastaM = hasta + ajustes.pausa_minutos;
      if (Date.parse(instanteBogota(fecha, horaDe(m))) < desdeInstante) continue;
      if (bloqueos.some(([a, b]) => a < hasta && b > m)) continue;
      if (ocupadas.some(([a, b]) => a < ocupaHastaM && b > m)) continue;
      franjas.push({ id: rango.id, hora_inicio: horaDe(m), hora_fin: horaDe(hasta) });
    }
  }
  return franjas.sort((a, b) => a.hora_inicio.localeCompare(b.hora_inicio) || a.id - b.id);
}

/**
 * The next bookable franja from `ahora` on (a visit of the franja length), as a UTC instant, or
 * null when none within the booking window. `ocupadas` must cover the window's dates.
 */
export function proximaFranja(agenda: Agenda, ahora: Date): string | null {
  const { fecha: hoy } = bogotaNow(ahora);
  if (agenda.rangos.length === 0) return null;
  for (let d = 0; d <= agenda.ajustes.ventana_dias; d++) {
    const fecha = addDays(hoy, d);
    const [primera] = franjasDelDia(fecha, agenda, agenda.ajustes.duracion_franja, ahora);
    if (primera) return instanteBogota(fecha, primera.hora_inicio);
  }
  return null;
}

/** A UTC instant as Bogotá's wall clock with its offset: `2026-12-01T13:00:00.000Z` → `2026-12-01T08:00:00-05:00`. */
export function instanteEnBogota(instante: string): string {
  const { fecha, hora } = bogotaNow(new Date(instante));
  return `${fecha}T${hora}:00-05:00`;
}
