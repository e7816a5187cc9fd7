/**
 * Download and delete my data (Mis citas and the order look-up) and the anonymising by age, in the
 * register of the web: tú. Part of the one catalogue in worker/textos/index.ts.
 */
export const misDatos = {
  /** what a blanked name reads (citas, comentarios, ventas) */
  anonimo: 'Anónimo',
  confirmar: 'Confirma que quieres borrar tus datos: esta acción no se puede deshacer.',
  /** the code asked at the moment of a deletion from Mis citas (issue 38): the link alone is not enough */
  codigo: {
    enviado: 'Te enviamos un código de 6 dígitos a tu correo. Escríbelo para borrar tus datos; vale 10 minutos.',
    formato: 'Escribe los 6 dígitos del código que te enviamos a tu correo.',
    invalido: 'El código no es válido o ya venció. Pide uno nuevo.',
    demasiados: 'Demasiados códigos incorrectos. Pide uno nuevo en unos minutos.',
    asunto: 'Tu código para borrar tus datos de CitaSalud',
    cuerpo: (codigo: string) => `Tu código para borrar tus datos de CitaSalud es ${codigo}. Vale 10 minutos.`,
    ignorar:
      'Si no pediste borrar tus datos, ignora este mensaje: no borraremos nada sin el código. Alguien tiene tu enlace de Mis citas; pide uno nuevo cuando quieras.',
  },
  formato: 'El formato debe ser json o texto.',
  demasiados: 'Demasiadas solicitudes. Espera unos minutos e inténtalo de nuevo.',
  /** the reason the profesional reads on each cita cancelled by a deletion */
  motivoCancelacion: 'Quien agendó la cita pidió borrar sus datos personales.',
  alcanceCitas: (email: string) =>
    `Datos guardados en CitaSalud con el correo ${email}: citas, opiniones, listas de espera y mensajes enviados. Tus compras de la tienda se descargan desde la consulta de cada pedido.`,
  alcanceVenta: (factura: string) =>
    `Datos guardados en CitaSalud del pedido ${factura}: comprador, productos y pagos.`,
  borradoCitas: (canceladas: number) =>
    `Borramos tus datos personales.${
      canceladas
        ? ` Cancelamos ${canceladas === 1 ? 'tu cita próxima' : `tus ${canceladas} citas próximas`} y avisamos al especialista.`
        : ''
    } Tus citas y opiniones quedan sin tu nombre ni tus datos de contacto, para la agenda y las estadísticas del especialista.`,
  // the order look-up
  enCurso: 'Tu pedido aún no se ha entregado: podrás borrar tus datos cuando llegue o si se cancela.',
  pagoEnCurso: 'Tu pedido tiene un pago en proceso. Espera a que se resuelva (hasta 24 horas) para borrar tus datos.',
  ventaCompleta: 'Borramos tus datos de este pedido: no se pagó, así que no hay nada que debamos conservar.',
  ventaParcial: (hasta: string) =>
    `Borramos tu correo, tu teléfono y tu dirección de este pedido. La ley comercial colombiana nos obliga a conservar el registro de la venta (tu nombre, tu documento, la ciudad, los productos, los valores y el pago) hasta el ${hasta}; ese día también se anonimizan.`,
  conservados: ['nombre', 'apellidos', 'documento', 'ciudad', 'productos', 'valores', 'pagos'],
  /** what replaces a private link's token in a downloaded message (the file carries no working link) */
  enlaceOculto: '(enlace privado)',
  // the confirmation e-mail
  correo: {
    asunto: 'Borramos tus datos de CitaSalud',
    saludo: 'Hola:',
    firma: 'El equipo de CitaSalud',
    ignorar: 'Si no fuiste tú, escríbenos a contacto@citasalud.co.',
    copias: 'Las copias de los correos que ya te enviamos se borran a los 30 días.',
  },
  // the readable file
  texto: {
    titulo: 'Tus datos en CitaSalud',
    generado: 'Generado',
    alcance: 'Alcance',
    secciones: {
      citas: 'Citas',
      comentarios: 'Opiniones',
      avisos: 'Mensajes enviados',
      ventas: 'Pedidos de la tienda',
      esperas: 'Listas de espera',
    },
    ninguno: '(ninguno)',
    si: 'sí',
    no: 'no',
  },
} as const;
