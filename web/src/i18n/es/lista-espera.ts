/** Texts of the lista de espera (issue 35): entering it from a profile, an oferta's page, the leave page, the panel's count. */
import { franja12, hora12 } from '../../../../common/hora';
import type { Parte } from '../../../../common/partes-del-dia';
import type { EstadoOferta } from '../../../../common/wire/lista-espera';

const partes: Record<Parte, string> = { manana: 'En la mañana', tarde: 'En la tarde', cualquiera: 'A cualquier hora' };

export const textosListaEspera = {
  partes,
  entrar: {
    titulo: 'Lista de espera',
    intro:
      'Díganos qué días le sirven. Si alguien cancela o se abre un horario, le ofreceremos la franja por correo en orden de llegada y tendrá 20 minutos para tomarla.',
    motivo: 'Motivo de la consulta',
    elegirMotivo: 'Seleccione un motivo',
    desde: 'Desde el día',
    hasta: 'Hasta el día',
    parte: 'Hora del día que prefiere',
    nombre: 'Nombre completo',
    telefono: 'Celular',
    telefonoAyuda: '10 dígitos, empieza por 3.',
    whatsapp: 'Quiero recibir la oferta también por WhatsApp en este celular',
    email: 'Correo electrónico',
    emailAyuda: 'Allí le escribiremos cuando se libere una franja.',
    aceptoAntes: 'Autorizo el tratamiento de mis datos personales, incluidos los de salud, según la ',
    politica: 'política de tratamiento de datos',
    aceptoDespues: ' (Ley 1581 de 2012).',
    enviar: 'Entrar en la lista de espera',
    error: 'No pudimos guardar su lugar en la lista de espera.',
    enviando: 'Enviando…',
    sinRed: 'Sin conexión: para entrar en la lista de espera necesita internet.',
    listo: 'Quedó en la lista de espera',
    listoTexto: (email: string) =>
      `Le enviamos la confirmación a ${email}, con un enlace para salir de la lista cuando quiera. Si se libera una franja en los días que eligió, se la ofreceremos por correo.`,
    cerrar: 'Cerrar',
    cargando: 'Cargando el formulario…',
  },
  oferta: {
    documento: 'Oferta de la lista de espera · CitaSalud',
    cargando: 'Cargando la oferta…',
    titulo: {
      vigente: 'Se liberó una cita para usted',
      vencida: 'Esta oferta venció',
      aceptada: 'Ya tomó esta cita',
      rechazada: 'Dejó pasar esta cita',
      tomada: 'Esta franja ya fue tomada',
    } satisfies Record<EstadoOferta, string>,
    estado: {
      vigente: (hasta: string) =>
        `La apartamos para usted hasta las ${hora12(hasta)}. Después pasará a la siguiente persona de la lista.`,
      vencida: 'Pasaron sus 20 minutos y la franja pasó a la siguiente persona. Usted sigue en la lista de espera.',
      aceptada: 'Su cita quedó agendada: los detalles y el enlace para gestionarla están en su correo.',
      rechazada: 'La franja pasó a la siguiente persona. Usted sigue en la lista de espera para otras franjas.',
      tomada: 'Otra persona la agendó mientras tanto. Usted sigue en la lista de espera.',
    } satisfies Record<EstadoOferta, string | ((hasta: string) => string)>,
    profesional: 'Especialista',
    especialidad: 'Especialidad',
    fecha: 'Fecha',
    hora: 'Hora',
    franja: franja12,
    motivo: 'Motivo',
    lugar: 'Dónde',
    virtual: 'Consulta virtual por videollamada',
    tomar: 'Tomar esta cita',
    tomando: 'Agendando…',
    dejar: 'Dejarla pasar',
    agendada: 'Su cita quedó agendada',
    agendadaTexto: 'Le enviamos la confirmación por correo.',
    verCita: 'Ver y gestionar mi cita',
    invalidoTitulo: 'Enlace no válido',
    invalido: 'Este enlace de la lista de espera no es válido. Revise que lo haya copiado completo desde el correo.',
    errorCarga: 'No pudimos cargar la oferta',
    reintentar: 'Reintentar',
    inicio: 'Ir al inicio',
  },
  salir: {
    documento: 'Salir de la lista de espera · CitaSalud',
    cargando: 'Cargando su lugar en la lista…',
    titulo: 'Su lugar en la lista de espera',
    resumen: (profesional: string, motivo: string) => `Espera una cita con ${profesional} para ${motivo}.`,
    dias: (desde: string, hasta: string) => (desde === hasta ? `El ${desde}` : `Del ${desde} al ${hasta}`),
    boton: 'Salir de la lista de espera',
    saliendo: 'Saliendo…',
    estado: {
      esperando: 'Sigue en la lista: si se libera una franja que le sirva, le escribiremos.',
      agendada: 'Su lugar ya se convirtió en una cita.',
      retirada: 'Salió de la lista de espera. No le ofreceremos más franjas de este especialista.',
    },
  },
  toasts: {
    tomando: 'Agendando su cita…',
    tomada: 'Su cita quedó agendada. Revise su correo.',
    errorTomar: 'No pudimos agendar esta cita.',
    errorDejar: 'No pudimos dejar pasar esta oferta.',
    errorSalir: 'No pudimos sacarle de la lista de espera.',
  },
  panel: {
    /** the day view's small count */
    esperan: (n: number) => (n === 1 ? '1 persona en lista de espera' : `${n} personas en lista de espera`),
  },
} as const;
