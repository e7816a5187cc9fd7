/** Spanish texts of the agenda area (part of the one catalogue in worker/textos/index.ts, and of the request bodies in common/cuerpos/). */

/** 120 → '2 horas', 90 → '90 minutos', 60 → '1 hora'. */
const duracionTexto = (minutos: number) =>
  minutos % 60 === 0 ? (minutos === 60 ? '1 hora' : `${minutos / 60} horas`) : `${minutos} minutos`;

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
  // the agenda's rules (issue 20): why a franja cannot be booked
  festivo: (nombre: string) => `Ese día es festivo (${nombre}) y el especialista no atiende. Elige otro día.`,
  ausencia: 'El especialista no atiende en esa fecha u hora. Elige otro horario.',
  fueraDeFranja: 'Esa hora no es una de las franjas de ese horario. Elige una de las franjas disponibles.',
  antelacion: (minutos: number) =>
    `Las citas con este especialista se agendan con al menos ${duracionTexto(minutos)} de anticipación. Elige un horario posterior.`,
  modalidad: 'La modalidad debe ser 1 (presencial) o 2 (virtual).',
  sinVirtual: 'Este especialista no atiende citas virtuales. Elige la modalidad presencial.',
  // how the paciente pays (issue 37, decision 0020)
  aseguradoraDesconocida:
    'Elija cómo pagará de la lista: particular, una EPS o una medicina prepagada (o déjelo sin indicar).',
  aseguradoraNoAceptada: (nombre: string) =>
    `Este especialista no atiende con ${nombre}; puede agendar como particular o sin indicar cómo pagará.`,
  motivoAjenoDisponibilidad: 'El motivo no pertenece a este especialista.',
  demasiadasCitas: 'Demasiadas solicitudes de cita. Espere unos minutos e inténtelo de nuevo.',
  // the professional's appointments
  citaNoEncontrada: 'La cita no existe.',
  citaAtendida: 'La cita ya fue atendida y no se puede eliminar.',
  // reasons and schedules (the spec's messages, typos corrected)
  motivoNoEncontrado: 'El motivo no existe.',
  motivoEnUso:
    'Se generó un error al eliminar, si tiene pacientes que ya seleccionaron este motivo no se podrá eliminar',
  horarioNoEncontrado: 'El horario no existe.',
  horarioEnUso: 'No se pudo eliminar ya que debe estar asociado algún paciente',
  horasInvalidas: 'La hora inicio y fin deben ser digitadas o revise que la hora inicio sea menor que la hora final',
  sinDias: 'Seleccione al menos un día de la semana.',
  horarioSolapado: 'Ese horario se cruza con otro que ya tiene en alguno de esos días.',
  horarioConCitas: (n: number) =>
    n === 1
      ? 'No se puede cambiar el horario: 1 cita próxima quedaría por fuera de las nuevas horas o días. Cancélala o reprográmala primero.'
      : `No se puede cambiar el horario: ${n} citas próximas quedarían por fuera de las nuevas horas o días. Cancélalas o reprográmalas primero.`,
  // the professional's agenda settings (issue 20)
  duracionFranja: (opciones: readonly number[]) =>
    `La duración de la franja debe ser de ${opciones.slice(0, -1).join(', ')} o ${opciones.at(-1)} minutos.`,
  pausa: 'La pausa entre citas debe ser de 0 a 60 minutos, en múltiplos de 5.',
  antelacionRango: 'La antelación mínima debe ser de 0 a 10080 minutos (7 días).',
  ventana: (maximo: number) => `La ventana de agenda debe ser de 1 a ${maximo} días.`,
  avisoCancelacion: 'El aviso de cancelación debe ser de 0 a 168 horas.',
  atiendeFestivos: 'Indica 1 si atiendes los festivos o 0 si no.',
  duracionMotivo: 'La duración del motivo debe ser de 10 a 240 minutos, en múltiplos de 5.',
  precioMotivo: 'El precio debe ser un número entero de pesos, sin centavos, de 0 en adelante (por ejemplo 80000).',
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
  atendidaAntes: (hora: string) => `La cita aún no empieza: podrás marcarla como atendida desde las ${hora}.`,
  // booking limits (issue 19)
  bloqueoInasistencias: (hasta: string, veces: number) =>
    `No puedes agendar en línea hasta el ${hasta} porque no asististe a ${veces} citas en los últimos 12 meses. Si necesitas una cita antes, comunícate directamente con el especialista.`,
  maximoPendientes: (maximo: number) =>
    `Ya tienes ${maximo} citas próximas con este especialista. Para agendar otra, espera a que pase una de ellas o cancela una desde el enlace de tu correo.`,
} as const;
