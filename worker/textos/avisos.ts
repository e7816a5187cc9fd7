/**
 * The notices about a cita (e-mail and WhatsApp), in the register of the web: tú. Part of the one
 * catalogue in worker/textos/index.ts.
 */
import { conPunto } from '../../common/hora';

export const avisos = {
  saludo: (nombre: string) => (nombre ? `Hola ${nombre}:` : 'Hola:'),
  firma: 'Equipo CitaSalud',
  sinDireccion: 'Por confirmar',
  campos: {
    profesional: 'Especialista',
    telefono: 'Teléfono del especialista',
    direccion: 'Dirección',
    fecha: 'Fecha',
    hora: 'Hora',
    motivo: 'Motivo',
    paciente: 'Paciente',
    contacto: 'Contacto',
    observacion: 'Observación',
    modalidad: 'Modalidad',
    videollamada: 'Videollamada',
    pago: 'Forma de pago',
  },
  /** how the paciente said she pays (decision 0020): 'Particular', 'EPS · Nueva EPS', 'Medicina prepagada · Colsanitas' */
  pago: (tipo: string, nombre: string) =>
    tipo === 'particular' ? 'Particular' : `${tipo === 'eps' ? 'EPS' : 'Medicina prepagada'} · ${nombre}`,
  /** `citas.modalidad`: 1 presencial, 2 virtual */
  modalidades: { presencial: 'Presencial', virtual: 'Virtual' },
  videollamada: 'Esta cita es virtual. A la hora de la cita, entra a la videollamada desde este enlace:',
  videollamadaCorto: 'Entrar a la videollamada',
  resumenIcs: (profesional: string) => `Cita con ${profesional}`,
  resumenIcsProfesional: (paciente: string) => `Cita: ${paciente}`,
  adjuntoIcs: 'Adjuntamos la invitación para tu calendario.',
  gestionar: 'Para cancelar, reprogramar o añadirla a tu calendario, abre tu enlace privado:',
  gestionarCorto: 'Gestionar mi cita',
  verCita: 'El detalle de tu cita sigue disponible en tu enlace privado:',
  verCitaCorto: 'Ver mi cita',
  privado: 'No compartas este enlace: con él se puede cambiar tu cita.',
  paciente: {
    confirmacion: {
      asunto: (fecha: string, hora: string) => `Tu cita quedó agendada: ${fecha} a las ${hora}`,
      intro: 'Tu cita quedó agendada en CitaSalud.',
    },
    reprogramada: {
      asunto: (fecha: string, hora: string) => `Tu cita cambió: ahora es el ${fecha} a las ${hora}`,
      intro: (antes: string) => `Tu cita se movió. Antes era el ${antes}; estos son los nuevos datos.`,
    },
    cancelada: {
      asunto: (fecha: string, hora: string) => `Tu cita del ${fecha} a las ${hora} fue cancelada`,
      porTi: 'Cancelaste tu cita. El horario quedó libre para otra persona.',
      porProfesional: (profesional: string) => `${profesional} canceló tu cita. Lamentamos el inconveniente.`,
      motivo: (motivo: string) => `Motivo: ${motivo}`,
      agendarDeNuevo: 'Puedes agendar otra cita aquí:',
    },
    recordatorio: {
      asunto: (fecha: string, hora: string) => `Recordatorio: tu cita es el ${fecha} a las ${hora}`,
      intro: 'Te recordamos tu próxima cita.',
      confirmar: 'Si vas a asistir, confírmalo aquí:',
      confirmarCorto: 'Confirmo mi asistencia',
    },
  },
  profesional: {
    nueva: {
      asunto: (fecha: string, hora: string) => `Nueva cita: ${fecha} a las ${hora}`,
      intro: 'Tienes una nueva cita agendada en CitaSalud.',
    },
    reprogramada: {
      asunto: (fecha: string, hora: string) => `Cita reprogramada: ahora ${fecha} a las ${hora}`,
      intro: (antes: string) => conPunto(`Tu paciente movió su cita. Antes era el ${antes}`),
    },
    cancelada: {
      asunto: (fecha: string, hora: string) => `Cita cancelada: ${fecha} a las ${hora}`,
      porPaciente: 'Tu paciente canceló su cita. El horario quedó libre de nuevo.',
      porTi: 'Cancelaste esta cita; avisamos a tu paciente con el motivo.',
      motivo: (motivo: string) => `Motivo: ${motivo}`,
    },
    panel: 'Tu agenda:',
  },
  comentario: {
    asunto: (profesional: string) => `¿Cómo te fue con ${profesional}?`,
    intro: (profesional: string) =>
      `Gracias por asistir a tu cita con ${profesional}. Tu opinión verificada ayuda a otros pacientes a elegir.`,
    enlace: 'Escribe tu comentario aquí (puedes editarlo durante 30 días después de enviarlo):',
  },
  acceso: {
    asunto: 'Tu enlace para ver tus citas en CitaSalud',
    intro: 'Pediste ver tus citas en CitaSalud. Este enlace funciona durante 30 minutos:',
    ignorar: 'Si no lo pediste, ignora este correo: nadie puede ver tus citas sin él.',
  },
  /**
   * WhatsApp template messages (lib/whatsapp.ts). `cuerpo` is the template's body as it must be
   * registered (and approved) in Meta's WhatsApp Manager under `plantilla`, language Spanish (es).
   */
  whatsapp: {
    recordatorio: {
      plantilla: 'recordatorio_cita',
      asunto: 'WhatsApp: recordatorio de tu cita',
      cuerpo:
        'Hola {{1}}, te recordamos tu cita con {{2}} el {{3}} a las {{4}}. Si vas a asistir, confírmalo aquí: {{5}} Para cancelarla o reprogramarla: {{6}}',
    },
    /** the same reminder for a virtual cita: {{5}} is its video link (parameters in order of appearance, as Meta asks) */
    recordatorioVirtual: {
      plantilla: 'recordatorio_cita_virtual',
      asunto: 'WhatsApp: recordatorio de tu cita virtual',
      cuerpo:
        'Hola {{1}}, te recordamos tu cita virtual con {{2}} el {{3}} a las {{4}}. Entra a la videollamada a esa hora desde: {{5}} Si vas a asistir, confírmalo aquí: {{6}} Para cancelarla o reprogramarla: {{7}}',
    },
    sinPlantilla: 'El mensaje de WhatsApp no tiene plantilla ni parámetros.',
  },
  envio: {
    sinConfigurar: (canal: string, faltan: string) =>
      `No se envió: el canal ${canal} no está configurado en este entorno (faltan ${faltan}).`,
  },
} as const;
