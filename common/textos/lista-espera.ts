/**
 * Spanish texts of the lista de espera (issue 35, docs/decisions/0022-lista-de-espera.md): its body's
 * fields, its refusals and its messages (part of the one catalogue in worker/textos/index.ts).
 */

export const listaEspera = {
  // the body of POST /api/lista-espera
  parte: 'Indique la parte del día que prefiere: manana, tarde o cualquiera.',
  hastaAntes: 'La fecha final debe ser igual o posterior a la fecha inicial.',
  resumenLargo: (dias: number) => `Pida como mucho ${dias} días a la vez.`,
  consentimiento:
    'Debe aceptar la política de tratamiento de datos personales (Ley 1581 de 2012) para entrar en la lista de espera.',
  // refusals
  masAllaDeVentana: (dias: number) =>
    `Este especialista agenda citas solo en los próximos ${dias} días. Elija una fecha final anterior.`,
  yaEspera:
    'Ya está en la lista de espera de este especialista con ese correo. En el correo que le enviamos está el enlace para salir de ella.',
  demasiadas: 'Demasiadas solicitudes para la lista de espera. Espere unos minutos e inténtelo de nuevo.',
  enlaceInvalido: 'El enlace no es válido o ya no está vigente.',
  ofertaVencida:
    'Los 20 minutos de esta oferta ya pasaron y la franja pasó a la siguiente persona de la lista. Usted sigue en la lista de espera.',
  ofertaAceptada: 'Ya aceptó esta oferta: su cita está agendada. Los detalles están en su correo.',
  ofertaRechazada: 'Ya rechazó esta oferta. Usted sigue en la lista de espera.',
  franjaTomada: 'Esa franja ya fue tomada mientras tanto. Usted sigue en la lista de espera.',
  /** a normal booking of a franja an oferta keeps */
  franjaOfrecida:
    'Esa franja está apartada por unos minutos para una persona de la lista de espera. Elija otra franja.',
  salida: 'Salió de la lista de espera. No le ofreceremos más franjas de este especialista.',
  yaSalio: 'Ya había salido de esta lista de espera.',
  yaAgendada: 'Su lugar en esta lista de espera ya se convirtió en una cita.',
  // messages
  correo: {
    firma: 'CitaSalud',
    saludo: (nombre: string) => (nombre ? `Hola, ${nombre}:` : 'Hola:'),
    partes: { manana: 'En la mañana', tarde: 'En la tarde', cualquiera: 'A cualquier hora' },
    campos: {
      profesional: 'Especialista',
      motivo: 'Motivo',
      dias: 'Días',
      parte: 'Hora del día',
      fecha: 'Fecha',
      hora: 'Hora',
      hasta: 'Puede tomarla hasta',
    },
    dias: (desde: string, hasta: string) => (desde === hasta ? desde : `del ${desde} al ${hasta}`),
    entrada: {
      asunto: (profesional: string) => `Está en la lista de espera de ${profesional}`,
      cuerpo:
        'Quedó en la lista de espera. Si se libera una franja en los días que eligió, se la ofreceremos por correo en orden de llegada, y tendrá 20 minutos para tomarla.',
      salir: 'Si ya no la necesita, puede salir de la lista aquí:',
      etiquetaSalir: 'Salir de la lista de espera',
    },
    oferta: {
      asunto: (profesional: string, fecha: string, hora: string) =>
        `Se liberó una cita con ${profesional}: ${fecha}, ${hora}`,
      cuerpo:
        'Se liberó una franja en los días que eligió. La apartamos para usted durante 20 minutos; después pasará a la siguiente persona de la lista.',
      tomar: 'Para tomarla (o dejarla pasar), abra este enlace:',
      etiquetaTomar: 'Ver la oferta',
      ignorar: 'Si no la toma, sigue en la lista de espera para otras franjas.',
    },
  },
  whatsapp: {
    oferta: {
      plantilla: 'oferta_lista_espera',
      asunto: 'Oferta de la lista de espera',
      cuerpo:
        'Hola, {{1}}. Se liberó una cita con {{2}} el {{3}} a las {{4}} y la apartamos para usted hasta las {{5}}: tómela o déjela pasar en {{6}}',
    },
  },
} as const;
