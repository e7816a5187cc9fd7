/**
 * The body of `POST /api/cita/create` (common/wire/citas.ts `NuevaCita`, read from multipart, JSON or
 * urlencoded) and its checks against the profesional's consultorio: the horario and the motivo are
 * hers, the franja is one her agenda offers for the motivo's duration (lib/revisar-franja.ts), and
 * a virtual cita is one she offers.
 */
import { z } from 'zod';
import { consentimientoDado } from '../../common/consentimiento';
import { horaDe, minutosDe } from '../../common/fechas';
import { celular, consentimiento, email, hora, id, porDia, texto, textoOpcional } from '../../common/validacion';
import { duracionDe, fechaReservable, revisarFranja } from '../agenda';
import { type FieldErrors, invalid, notFound } from '../plataforma/errors';
import { msg } from '../textos';
import type { Consultorio, Usado } from './consultorio';

const primeraVisita = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .trim()
          .toLowerCase()
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
      : v,
  z.enum(['si', 'no'], { error: msg.agenda.primeraVisita }),
);

/** 1 presencial (also when absent, as the original client sends none) or 2 virtual; the words too. */
const modalidad = z.preprocess(
  (v) => {
    const s = typeof v === 'string' ? v.trim().toLowerCase() : v;
    if (s === undefined || s === null || s === '' || s === 'presencial') return 1;
    if (s === 'virtual') return 2;
    return typeof s === 'string' && /^[12]$/.test(s) ? Number(s) : s;
  },
  z.union([z.literal(1), z.literal(2)], { error: msg.agenda.modalidad }),
);

/** A franja's start inside the horario; absent or blank: the horario's own start. */
const horaOpcional = z.preprocess((v) => (v === '' || v === null ? undefined : v), hora('hora_inicio').optional());

export const citaSchema = porDia((hoy: string) =>
  z.object({
    nombre: texto('nombre', { max: 120 }),
    email: email(),
    observacion: textoOpcional('observación', { max: 1000 }),
    fecha_cita: fechaReservable(hoy, 'fecha_cita'),
    horario: id('horario'),
    hora_inicio: horaOpcional,
    modalidad,
    primera_visita: primeraVisita,
    motivo: id('motivo'),
    telefono: celular('teléfono'),
    user: id('especialista'),
    acepta_tratamiento: consentimiento(msg.agenda.consentimiento),
    /** reminders by WhatsApp too (lib/whatsapp.ts); absent: no */
    acepta_whatsapp: z.preprocess(consentimientoDado, z.boolean()),
  }),
);

export type SolicitudCita = z.infer<ReturnType<typeof citaSchema>>;

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
  if (!horario || !motivo || Object.keys(errors).length > 0) throw invalid(errors);
  const cita = {
    fecha_cita: input.fecha_cita,
    hora_inicio: horaInicio,
    hora_fin: horaDe(minutosDe(horaInicio) + duracion),
    modalidad: input.modalidad,
  };
  return { datos, horario, motivo, cita };
}
