/**
 * Texts of the pago contra entrega at checkout (decision 0023). Apart from textosTienda: only the
 * checkout's own chunk, loaded when the buyer opens it, reads them.
 */
export const textosContraEntrega = {
  leyenda: 'Medio de pago',
  enLinea: 'Pagar en línea',
  enLineaAyuda: 'Tarjeta, PSE, Nequi o Bancolombia, con Wompi.',
  contraEntrega: 'Pago contra entrega',
  contraEntregaAyuda: (hasta: string) =>
    `Pague en efectivo cuando reciba el pedido. En este departamento, para pedidos de hasta ${hasta}.`,
  confirmado: (factura: string) => `Pedido ${factura} confirmado: lo pagará en efectivo al recibirlo.`,
  totalAlRecibir: 'Total a pagar al recibir',
  correo: 'Le enviamos un correo con el código del pedido y le escribiremos cuando salga con la transportadora.',
  consultar: 'Consultar mi pedido',
};
