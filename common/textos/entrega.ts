/**
 * Spanish texts of a venta's steps (issue 21 item 4): preparing, shipping, delivering, cancelling and
 * refunding it, the e-mails the comprador gets at each step and the labels of her seguimiento.
 */
export const entrega = {
  /** a step's label in the seguimiento (the look-up page) and the admins' history */
  pasos: {
    recibido: 'Pedido recibido',
    pagado: 'Pago aprobado',
    preparando: 'En preparación',
    enviado: 'Enviado',
    entregado: 'Entregado',
    cancelado: 'Cancelado',
    reembolso_pendiente: 'Reembolso pendiente',
    reembolsado: 'Reembolso registrado',
    vencido: 'Vencido sin pago',
    /** a venta contra entrega: staff recorded the cash received (tipo pago, estado aprobado) */
    aprobado: 'Pagado al entregar',
  },
  transportadoraObligatoria: 'Para marcar el pedido como enviado, indique la transportadora.',
  transportadoraInvalida:
    'La transportadora admite letras, números, espacios, puntos, guiones y «&», entre 2 y 60 caracteres.',
  guiaObligatoria: 'Para marcar el pedido como enviado, indique el número de guía.',
  guiaInvalida: 'El número de guía admite letras, números y guiones, entre 4 y 40 caracteres.',
  motivoObligatorio:
    'Para cancelar un pedido pagado, indique el motivo: el comprador lo recibe por correo y el pago queda con reembolso pendiente.',
  motivoCorto: 'El motivo debe tener al menos 3 caracteres.',
  // pago contra entrega (decisión 0023)
  noEsContraEntrega: 'Este pedido se paga en línea: el pago al entregar solo se registra en pedidos contra entrega.',
  contraEntregaCancelada: 'Este pedido fue cancelado: no se puede registrar su pago.',
  contraEntregaSinEntregar:
    'Un pedido contra entrega queda entregado cuando se registra el pago recibido: use «Pagado al entregar».',
  /** the note of the step «Pagado al entregar» (staff see it in the history) */
  recibidoNota: (valor: string) => `Recibido en efectivo: ${valor}`,
  recibidoInvalido: 'Escriba el valor recibido en pesos enteros, por ejemplo 45900.',
  recibidoMenor: (recibido: string, total: string) =>
    `El valor recibido (${recibido}) es menor que el total del pedido (${total}). Registre el pago cuando reciba el total.`,
  recibidoMayor: (recibido: string, total: string) =>
    `El valor recibido (${recibido}) supera en más de $ 1.000 el total del pedido (${total}). Revise el valor.`,
  sinReembolsoPendiente: (estadoPago: string) =>
    `Este pedido no tiene un reembolso pendiente (su pago está «${estadoPago}»): solo se registra el reembolso de un pedido pagado y cancelado.`,
  /** who made a step, in the admins' history */
  quien: { comprador: 'El comprador', wompi: 'Wompi', admin: 'Un administrador', tienda: 'La tienda (automático)' },
  correo: {
    saludo: (nombre: string) => (nombre ? `Hola, ${nombre}:` : 'Hola:'),
    seguimiento: (factura: string, url: string) =>
      `Siga su pedido en ${url} con la factura ${factura} y este correo electrónico.`,
    despedida: 'Gracias por comprar en CitaSalud.',
    preparando: {
      asunto: (factura: string) => `Estamos preparando su pedido ${factura}`,
      texto: (factura: string) =>
        `Estamos preparando su pedido ${factura}. Le escribiremos de nuevo cuando lo entreguemos a la transportadora.`,
    },
    enviado: {
      asunto: (factura: string) => `Su pedido ${factura} va en camino`,
      texto: (factura: string, transportadora: string, guia: string) =>
        `Su pedido ${factura} salió con la transportadora ${transportadora}. Número de guía: ${guia}. Con ese número puede rastrearlo en la página de la transportadora.`,
    },
    entregado: {
      asunto: (factura: string) => `Su pedido ${factura} fue entregado`,
      texto: (factura: string) => `Su pedido ${factura} quedó entregado. Esperamos que lo disfrute.`,
    },
    cancelado: {
      asunto: (factura: string) => `Su pedido ${factura} fue cancelado`,
      texto: (factura: string) => `Cancelamos su pedido ${factura}.`,
      motivo: (motivo: string) => `Motivo: ${motivo}`,
      sinCobro: 'El pedido no tenía un pago aprobado, así que no hay nada que reembolsar.',
      reembolso: (total: string) =>
        `Le devolveremos ${total}. El reembolso queda pendiente y le escribiremos cuando lo registremos.`,
    },
    reembolsado: {
      asunto: (factura: string) => `Reembolso de su pedido ${factura}`,
      texto: (factura: string, total: string) =>
        `Registramos el reembolso de ${total} de su pedido ${factura}. Según su banco o medio de pago, puede tardar unos días hábiles en verse reflejado.`,
    },
  },
} as const;
