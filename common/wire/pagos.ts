/** `/api/pagos/*`: what the comprador's return page reads of a venta's pago. */

/** `GET /api/pagos/wompi/verificar`: the venta's pago status and its Spanish label. */
export type PagoVerificado = {
  factura: string;
  reference: string;
  status_pago: string;
  status_pago_texto: string;
  total: number;
};
