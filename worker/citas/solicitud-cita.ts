/**
 * The checks of a booking (`POST /api/cita/create`, its body common/cuerpos/citas.ts `nuevaCita`)
 * against the profesional's consultorio: the horario and the motivo are hers, the franja is one her
 * agenda offers for the motivo's duration (lib/revisar-franja.ts), a virtual cita is one she offers,
 * and the aseguradora the paciente pays with is of the catalogue and, an EPS or a prepagada, one she
 * accepts (decision 0020).
 */
import type { z } from 'zod';
import type { nuevaCita } from '../../common/cuerpos/citas';
import { horaDe, minutosDe } from '../../common/fechas';
import { duracionDe, revisarFranja } from '../agenda';
import { type FieldErrors, invalid, notFound } from '../plataforma/errors';
import { msg } from '../textos';
import type { Consultorio, Usado } from './consultorio';

/** A booking as its schema parsed it. */
export type SolicitudCita = z.infer<ReturnType<typeof nuevaCita>>;

/**
 * The booking's horario, motivo and franja (start, end: start plus the motivo's duration or the
 * franja length) from `datos` at `ahora`, or the refusal (404 / 422) they call for.
 */
export function revisar(datos: Consultorio | null, input: SolicitudCita, ahora: Date): Usado {
  if (!datos) throw notFound(msg.agenda.profesionalNoEncontrado);
  const horario = datos.horarios.find((h) => h.id === input.horario);
  const motivo = datos.motivos.find((m) => m.id === input.motivo);
  const errors: FieldErrors = {};
  const horaInicio = input.hora_inicio ?? horario?.hora_inicio ?? '';
  const duracion = motivo ? duracionDe(motivo, datos.ajustes) : datos.ajustes.duracion_franja;
  if (!horario) errors.horario = [msg.agenda.horarioAjeno];
  else {
    const rechazo = revisarFranja(input.fecha_cita, horaInicio, horario, datos, duracion, ahora);
    const campo = { rango: 'horario', fecha: 'fecha_cita', hora: input.hora_inicio ? 'hora_inicio' : 'horario' };
    if (rechazo) errors[campo[rechazo.campo]] = [rechazo.mensaje];
  }
  if (!motivo) errors.motivo = [msg.agenda.motivoAjeno];
  if (input.modalidad === 2 && datos.video.virtual !== 1) errors.modalidad = [msg.agenda.sinVirtual];
  const aseguradora = input.aseguradora ? datos.aseguradoras.find((a) => a.slug === input.aseguradora) : null;
  if (aseguradora === undefined) errors.aseguradora = [msg.agenda.aseguradoraDesconocida];
  // particular is always possible; an EPS or prepagada she does not accept is refused (decision 0020)
  else if (aseguradora && aseguradora.tipo !== 'particular' && aseguradora.acepta !== 1)
    errors.aseguradora = [msg.agenda.aseguradoraNoAceptada(aseguradora.nombre)];
  if (!horario || !motivo || Object.keys(errors).length > 0) throw invalid(errors);
  const cita = {
    fecha_cita: input.fecha_cita,
    hora_inicio: horaInicio,
    hora_fin: horaDe(minutosDe(horaInicio) + duracion),
    modalidad: input.modalidad,
  };
  return { datos, horario, motivo, aseguradora: aseguradora ?? null, cita };
}
