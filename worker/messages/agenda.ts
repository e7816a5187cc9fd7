/** Spanish texts of the agenda area (part of the one catalogue in worker/messages.ts). */
export const agenda = {
  // availability and booking
  fechaInvalida: 'La fecha no es válida. Use AAAA-MM-DD o M/D/AAAA.',
  fechaPasada: 'La fecha ya pasó. Elija hoy o un día posterior.',
  fechaLejana: (dias: number) => `Solo se pueden agendar citas en los próximos ${dias} días.`,
  mesInvalido: 'El mes no es válido. Use AAAA-MM.',
  mesPasado: 'El mes ya pasó. Elija el mes actual o uno posterior.',
  profesionalNoEncontrado: 'El especialista no existe o no está disponible.',
  horarioAjeno: 'El horario seleccionado no pertenece a este especialista.',
  horarioOtroDia: 'El horario seleccionado no atiende el día elegido.',
  horarioPasado: 'Ese horario ya pasó. Elija un horario posterior.',
  motivoAjeno: 'El motivo seleccionado no pertenece a este especialista.',
  primeraVisita: 'Indique si es su primera vez con el especialista (si o no).',
  consentimiento:
    'Debe aceptar la política de tratamiento de datos personales (Ley 1581 de 2012) para agendar la cita.',
  horarioOcupado: 'Ese horario ya fue reservado. Elija otro.',
  demasiadasCitas: 'Demasiadas solicitudes de cita. Espere unos minutos e inténtelo de nuevo.',
  // the professional's appointments
  citaNoEncontrada: 'La cita no existe.',
  citaAtendida: 'La cita ya fue atendida y no se puede eliminar.',
  // reasons and schedules (the spec's messages, typos corrected)
  motivoNoEncontrado: 'El motivo no existe.',
  motivoEnUso:
    'Se generó un error al eliminar, si tiene clientes que ya seleccionaron este motivo no se podrá eliminar',
  horarioNoEncontrado: 'El horario no existe.',
  horarioEnUso: 'No se pudo eliminar ya que debe estar asociado algún cliente',
  horasInvalidas: 'La hora inicio y fin deben ser digitadas o revise que la hora inicio sea menor que la hora final',
  sinDias: 'Seleccione al menos un día de la semana.',
  horarioSolapado: 'Ese horario se cruza con otro que ya tiene en alguno de esos días.',
  // mail
  correoNoEncontrado: 'El correo no existe.',
  sinAdjunto: 'Este correo no tiene invitación de calendario.',
  // attendance and no-shows (issue 19)
  noAsistioAntes: (hora: string) =>
    `La cita aún no empieza: podrás marcar que el paciente no asistió desde las ${hora}.`,
  noAsistioVencido: 'Ya pasaron más de 5 días desde la cita: no se puede marcar que el paciente no asistió.',
  noAsistioAtendida: 'La cita está marcada como atendida: no se puede marcar que el paciente no asistió.',
  noAsistioCancelada: 'La cita fue cancelada: no se puede marcar que el paciente no asistió.',
  atendidaCancelada: 'La cita fue cancelada: no se puede marcar como atendida.',
  // booking limits (issue 19)
  bloqueoInasistencias: (hasta: string, veces: number) =>
    `No puedes agendar en línea hasta el ${hasta} porque no asististe a ${veces} citas en los últimos 12 meses. Si necesitas una cita antes, comunícate directamente con el especialista.`,
  maximoPendientes: (maximo: number) =>
    `Ya tienes ${maximo} citas próximas con este especialista. Para agendar otra, espera a que pase una de ellas o cancela una desde el enlace de tu correo.`,
} as const;
