/**
 * A cita booked on this device stays readable offline (/mis-citas, /mi-cita/{gestion}): what the
 * booking answered is kept at once, then replaced by the server's own view of it (its invite UID
 * among it), read through the manage link.
 */
import { telefonoPublico } from '../../../../../../common/telefono';
import type { CitaCreada } from '../../../../../../common/wire/citas';
import type { CitaGestion } from '../../../../../../common/wire/gestion';
import type { Profesional } from '../../../../../../common/wire/profesionales';
import { telefono } from '../../../../lib/format';
import { directorioApi, nombreCompleto } from '../../api';

/** What the booking answered, with the motivo's name and the e-mail as typed. */
type Agendada = CitaCreada & { email: string; motivo: string };

/** The booking's answer as the manage page shows a cita (until the server's own copy is read). */
export const citaDeAgenda = (cita: Agendada, profesional: Profesional): CitaGestion => ({
  id: cita.id,
  estado: 'pendiente',
  fecha_cita: cita.fecha_cita,
  hora_inicio: cita.hora_inicio,
  hora_fin: cita.hora_fin,
  // Bogotá is UTC-5 all year (written so, the home's shared date code does not grow for it)
  inicio: new Date(`${cita.fecha_cita}T${cita.hora_inicio}:00-05:00`).toISOString(),
  motivo: cita.motivo,
  motivo_id: cita.motivo_id,
  observacion: cita.observacion ?? '',
  nombre: cita.nombre ?? '',
  email: cita.email,
  telefono: cita.telefono ?? '',
  modalidad: cita.modalidad === 2 ? 'virtual' : 'presencial',
  enlace_virtual: cita.modalidad === 2 ? (cita.enlace_video ?? '') : '',
  profesional: {
    id: profesional.id,
    nombre: nombreCompleto(profesional),
    especialidad: profesional.cargo,
    direccion: profesional.direccion,
    ciudad: profesional.ciudad,
    telefono: telefono(telefonoPublico(profesional)),
  },
  uid: '',
  secuencia: 0,
  aviso_cancelacion_horas: 2,
  modificable: true,
  motivo_bloqueo: '',
  cancelada_por: '',
  cancelacion_motivo: '',
  confirmada: false,
});

/** Keeps the booked cita on this device; answers the server's view of it, or null if it could not be read. */
export async function guardarCitaAgendada(
  cita: Agendada,
  profesional: Profesional,
  signal?: AbortSignal,
): Promise<CitaGestion | null> {
  const { guardarCita } = await import('../../../../lib/citas-guardadas');
  await guardarCita(citaDeAgenda(cita, profesional), cita.gestion).catch(() => {});
  const leida = await directorioApi.gestion(cita.gestion, signal).catch(() => null);
  if (leida) await guardarCita(leida, cita.gestion).catch(() => {});
  return leida;
}
