/** A step of a venta's timeline (table `venta_pasos`): a delivery or a payment status it went through. */

/** A step as `venta_pasos` keeps it. */
export type DatosPaso = {
  tipo: 'entrega' | 'pago';
  anterior: string;
  estado: string;
  transportadora?: string;
  guia?: string;
  motivo?: string;
  nota?: string;
};
