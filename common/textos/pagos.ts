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
  otroIntento: 'Ya se está preparando otro intento de pago de este pedido. Consulte el pedido de nuevo.',
  // a los administradores
  correoDuplicado: (factura: string, transaccion: string, url: string) => ({
    asunto: `Pago duplicado: pedido ${factura}`,
    texto: `El pedido ${factura} ya estaba pagado y llegó otro pago aprobado (transacción ${transaccion} de Wompi). El comprador pagó dos veces: reembolsa el segundo pago desde el panel de Wompi. El pedido quedó marcado «Pago duplicado» en ${url}.`,
  }),
};
