/**
 * Spanish texts of a venta's returns and partial refunds (issue 33 item 3, decision 0024): the
 * staff's errors, the step on the seguimiento and the comprador's e-mail with the credit note.
 */
export const devoluciones = {
  lineasObligatorias: 'Indique al menos una línea del pedido y cuántas unidades devuelve.',
  lineaRepetida: 'Cada línea del pedido va una sola vez en la devolución.',
  cantidadInvalida: 'Las unidades devueltas deben ser un número entero de 1 en adelante.',
  motivoObligatorio: 'Indique el motivo de la devolución: el comprador lo recibe por correo.',
  motivoCorto: 'El motivo debe tener al menos 3 caracteres.',
  claveInvalida:
    'Falta la clave de la devolución (entre 8 y 100 letras, números, guiones o puntos). Recargue la página.',
  lineaAjena: 'Esa línea no es de este pedido.',
  unidadesDeMas: (producto: string, quedan: number) =>
    quedan === 0
      ? `De «${producto}» ya se devolvieron todas las unidades.`
      : `De «${producto}» solo quedan ${quedan} ${quedan === 1 ? 'unidad' : 'unidades'} por devolver.`,
  sinPagar: (estadoPago: string) =>
    `Solo se devuelve dinero de un pedido pagado; el pago de este pedido está «${estadoPago}».`,
  excede: (monto: string, disponible: string) =>
    `La devolución (${monto}) supera lo pagado menos lo ya devuelto (${disponible}). Revise las unidades.`,
  ocupada: 'Otra devolución de este pedido se está registrando en este momento. Intente de nuevo.',
  /** the refund's step on the timeline */
  paso: 'Devolución',
  /** the timeline's text of a refund: how much, which units */
  detalle: (monto: string, unidades: string) => `${monto} por ${unidades}`,
  unidades: (cantidad: number, producto: string) => `${cantidad} × ${producto}`,
  medio: { proveedor: 'por la pasarela de pago', efectivo: 'en efectivo' },
  estado: { pendiente: 'en proceso', aprobado: 'hecha', manual: 'por transferencia del personal' },
  correo: {
    asunto: (factura: string) => `Nota crédito de su pedido ${factura}: devolución registrada`,
    saludo: (nombre: string) => (nombre ? `Hola, ${nombre}:` : 'Hola:'),
    intro: (factura: string) => `Registramos la devolución de productos de su pedido ${factura}.`,
    motivo: (motivo: string) => `Motivo: ${motivo}`,
    productos: 'Productos devueltos:',
    base: (tarifa: number) => (tarifa > 0 ? `Base gravada ${tarifa} %` : 'Excluido de IVA'),
    iva: (tarifa: number) => `IVA ${tarifa} %`,
    envio: 'Envío',
    redondeo: 'Redondeo',
    total: 'Total devuelto',
    medio: (medio: string) => `Le devolvemos el dinero ${medio}.`,
    plazo: 'Según su banco o medio de pago, el dinero puede tardar unos días hábiles en verse.',
    consulta: (factura: string, url: string) =>
      `Siga su pedido en ${url} con la factura ${factura} y este correo electrónico.`,
    despedida: 'Gracias por comprar en CitaSalud.',
  },
};
