/** Spanish texts of payments: Wompi's events and paying an order again (issue 21 item 5, issue 22 item 6). */
export const pagos = {
  propiedadesNoDocumentadas:
    'El evento de pago no firma las propiedades que Wompi documenta (transaction.id, transaction.status, transaction.amount_in_cents).',
  eventoFueraDeTiempo: 'La fecha del evento de pago está demasiado lejos de la hora actual.',
  // pagar de nuevo
  facturaObligatoria: 'Indique la factura del pedido.',
  yaPagada: 'Este pedido ya está pagado.',
  ventaCancelada: 'Este pedido fue cancelado y no se puede pagar.',
  pagoEnCurso: 'Este pedido tiene un pago en proceso. Espere unos minutos a que termine antes de intentarlo de nuevo.',
  /** paying again, a product ran out: `detalle` names each one */
  sinUnidades: (detalle: string) =>
    `No podemos cobrar este pedido porque ya no tenemos todas sus unidades. ${detalle} Si quiere el resto, haga un pedido nuevo desde el carrito.`,
  contraEntrega: 'Este pedido se paga en efectivo al recibirlo: no tiene pago en línea.',
  /** the comprador's e-mail of a venta contra entrega, when it is created (decision 0023) */
  contraEntregaCreada: {
    asunto: (factura: string) => `Recibimos su pedido ${factura}: pago contra entrega`,
    texto: (factura: string, total: string) =>
      `Recibimos su pedido ${factura}. Lo pagará en efectivo cuando lo reciba: ${total}, envío incluido. Le escribiremos cuando salga con la transportadora.`,
    consulta: (url: string) => `Consulte su pedido en ${url} con la factura y este correo electrónico.`,
  },
  otroIntento: 'Ya se está preparando otro intento de pago de este pedido. Consulte el pedido de nuevo.',
  /** the greeting and farewell of the comprador's e-mails about her pago */
  saludo: (nombre: string) => (nombre ? `Hola, ${nombre}:` : 'Hola:'),
  despedida: 'Gracias por comprar en CitaSalud.',
  // un pedido vencido (decisión 0021)
  vencida: {
    asunto: (factura: string) => `Su pedido ${factura} venció sin pago`,
    texto: (factura: string, total: string) =>
      `No recibimos a tiempo el pago de su pedido ${factura} por ${total}, así que lo marcamos como vencido y liberamos los productos que le teníamos apartados.`,
    pagar: (url: string) =>
      `Si aún los quiere, puede pagarlo de nuevo en ${url}. Si los productos siguen disponibles se los apartamos otra vez mientras paga; si alguno se agotó, se lo diremos antes de cobrarle.`,
  },
  /** an approved pago of a venta vencida whose units are gone: cancelled, the money goes back */
  tardioSinUnidades:
    'Su pago llegó después de que el pedido venció y alguno de sus productos ya no tiene unidades disponibles.',
  // a los administradores
  correoDuplicado: (factura: string, transaccion: string, url: string) => ({
    asunto: `Pago duplicado: pedido ${factura}`,
    texto: `El pedido ${factura} ya estaba pagado y llegó otro pago aprobado (transacción ${transaccion} de Wompi). El comprador pagó dos veces: reembolsa el segundo pago desde el panel de Wompi. El pedido quedó marcado «Pago duplicado» en ${url}.`,
  }),
  correoTardio: (factura: string, transaccion: string, url: string) => ({
    asunto: `Pago tardío por reembolsar: pedido ${factura}`,
    texto: `El pedido ${factura} había vencido sin pago y liberado sus unidades; luego Wompi aprobó su pago (transacción ${transaccion}), pero ya no hay unidades para todos sus productos. El pedido quedó cancelado con reembolso pendiente: devuelva el dinero y regístrelo en ${url}.`,
  }),
};
