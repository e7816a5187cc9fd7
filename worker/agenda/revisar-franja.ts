/**
 * Whether a cita can start at a given time of a given range, by the agenda's rules
 * (common/agenda.ts `franjasDelDia`), and when not, why, in words the paciente can act on. Booking
 * (`cita/create`) and the reschedule of the manage link use it; the live citas are left out: the
 * database's trigger decides crossings (409), also under races.
 */
import { type Agenda, diaCerrado, franjasDelDia, type Rango } from '../../common/agenda';
import { bogotaNow, diaDeLaSemana, instanteBogota } from '../../common/fechas';
import { festivo } from '../../common/festivos';
import { msg } from '../textos';

/** Why not: the field it concerns (`rango` the horario, `fecha` the date, `hora` the start) and the message. */
export type Rechazo = { campo: 'rango' | 'fecha' | 'hora'; mensaje: string };

/**
 * Null when a cita of `duracion` minutes can start at `hora` on `fecha` in `rango` at `ahora`
 * (one of the franjas `franjasDelDia` offers, ignoring the live citas); else why not.
 */
export function revisarFranja(
  fecha: string,
  hora: string,
  rango: Rango,
  agenda: Omit<Agenda, 'rangos' | 'ocupadas'>,
  duracion: number,
  ahora: Date,
): Rechazo | null {
  const libre = { ...agenda, rangos: [rango], ocupadas: [] };
  if (franjasDelDia(fecha, libre, duracion, ahora).some((f) => f.hora_inicio === hora)) return null;
  const m = msg.agenda;
  if (rango[diaDeLaSemana(fecha)] !== 1) return { campo: 'rango', mensaje: m.horarioOtroDia };
  switch (diaCerrado(fecha, agenda, bogotaNow(ahora).fecha)) {
    case 'pasado':
      return { campo: 'fecha', mensaje: m.fechaPasada };
    case 'lejano':
      return { campo: 'fecha', mensaje: m.fechaLejana(agenda.ajustes.ventana_dias) };
    case 'festivo':
      return { campo: 'fecha', mensaje: m.festivo(festivo(fecha) ?? '') };
    case 'ausencia':
      return { campo: 'fecha', mensaje: m.ausencia };
  }
  // the range's grid for that day, as seen from its midnight with no notice and no absences
  const rejilla = franjasDelDia(
    fecha,
    { rangos: [rango], ajustes: { ...agenda.ajustes, antelacion_minutos: 0 }, ocupadas: [], ausencias: [] },
    duracion,
    new Date(instanteBogota(fecha, '00:00')),
  );
  if (!rejilla.some((f) => f.hora_inicio === hora)) return { campo: 'hora', mensaje: m.fueraDeFranja };
  const inicio = Date.parse(instanteBogota(fecha, hora));
  if (inicio <= ahora.getTime()) return { campo: 'hora', mensaje: m.horarioPasado };
  if (inicio < ahora.getTime() + agenda.ajustes.antelacion_minutos * 60_000)
    return { campo: 'hora', mensaje: m.antelacion(agenda.ajustes.antelacion_minutos) };
  return { campo: 'hora', mensaje: m.ausencia }; // an absence of some hours of that day
}

/** The minutes a cita of `motivo` lasts: its own duration, or the franja length. */
export const duracionDe = (motivo: { duracion_minutos: number | null }, ajustes: { duracion_franja: number }) =>
  motivo.duracion_minutos ?? ajustes.duracion_franja;
