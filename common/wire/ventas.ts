/**
 * `/api/ventas/*`: the admin's list of ventas, their lines and delivery status, and a
 * comprador's look-up. The line keys keep the original's spellings (`nombre_produto`,
 * `procentaje_aplicado`); money is integer pesos.
 */

/** Delivery statuses, in the order a venta moves through them (cancelado aside). */
export const ESTADOS_ENTREGA = ['pendiente', 'preparando', 'enviado', 'entregado', 'cancelado'] as const;
export type EstadoEntrega = (typeof ESTADOS_ENTREGA)[number];

/** Wompi's transaction statuses and the stable codes `ventas.status_pago` stores. */
export const ESTADOS_PAGO = {
  PENDING: 'pendiente',
  APPROVED: 'aprobado',
  DECLINED: 'rechazado',
  VOIDED: 'anulado',
  ERROR: 'error',
} as const;
export type EstadoPago = (typeof ESTADOS_PAGO)[keyof typeof ESTADOS_PAGO];
/**
 * The payment statuses the store sets itself: `vencido`, a venta whose pago did not arrive before
 * its apartado ended (the cron; decision 0021); `contra_entrega`, a venta to be paid in cash at the
 * door, until staff record the cash received (then `aprobado`; decision 0023).
 */
export const ESTADOS_TIENDA = ['vencido', 'contra_entrega'] as const;

/** How a venta is paid: Wompi's widget (the default, as the original client pays) or cash on delivery. */
export const METODOS_PAGO = ['wompi', 'contra_entrega'] as const;
export type MetodoPago = (typeof METODOS_PAGO)[number];
/** The payment statuses of a paid venta cancelled by the admins: until its refund is recorded, then after. */
export const ESTADOS_REEMBOLSO = ['reembolso_pendiente', 'reembolsado'] as const;

/**
 * One step of a venta as its comprador follows it on the look-up page (`seguimiento`), oldest first.
 * `paso`: recibido | pagado | preparando | enviado | entregado | cancelado | reembolso_pendiente |
 * reembolsado; `texto` its Spanish label; `transportadora` and `guia` only on enviado, `motivo`
 * only on cancelado ('' otherwise).
 */
export type PasoSeguimiento = {
  paso: string;
  texto: string;
  fecha: string;
  transportadora: string;
  guia: string;
  motivo: string;
};

/** `GET /api/ventas/pasos`: a step as the admins see it, with who made it (`quien`, a name or Wompi). */
export type PasoVenta = PasoSeguimiento & {
  /** comprador (the venta itself), wompi (its events), admin, or tienda (the cron: a venta vencida) */
  por: 'comprador' | 'wompi' | 'admin' | 'tienda';
  quien: string;
  /** the reembolso's note or reference (admins only) */
  nota: string;
};

/** A line of a venta as it was bought; `total` is the discounted unit price times `cantidad`. */
export type LineaVenta = {
  nombre_produto: string;
  nombre_promocion: string;
  nombre_marca: string;
  cantidad: number;
  valor_unitario: number;
  procentaje_aplicado: number;
  /** the product's IVA class at purchase (19, 5 or 0 percent), included in the prices */
  iva: number;
  total: number;
};

/**
 * A venta's amounts as every answer, e-mail and the CSV give them (common/iva.ts, decision 0018):
 * `impuestos` one line per tarifa the venta has (19, 5, 0), its base after the descuento and its
 * IVA (base × tarifa rounded to the peso); `subtotal` the sum of the bases, `iva` of their IVA;
 * `descuento` the cupon's pesos, IVA included, as the buyer saw them; `redondeo` the pesos left in
 * the buyer's favour (0 to 2). subtotal + iva + envío = total, exactly.
 */
export type DesgloseVenta = {
  impuestos: { tarifa: number; base: number; iva: number }[];
  subtotal: number;
  iva: number;
  envio: number;
  descuento: number;
  /** the code of the cupon that took `descuento` ('' without one) */
  cupon: string;
  redondeo: number;
  total: number;
};

/** A row of the admin's list and what a delivery status change answers; `*_texto` are the Spanish labels. */
export type VentaAdmin = {
  id: number;
  factura: string;
  nombre: string;
  apellidos: string;
  telefono_cliente: string;
  email: string;
  /** the buyer's cédula or NIT for the receipt ('' when she gave none) */
  documento: string;
  ciudad: string;
  direccion: string;
  status_pago: string;
  status_pago_texto: string;
  status_entrega: string;
  status_entrega_texto: string;
  total: number;
  created_at: string;
  /** a second approved pago arrived on the paid venta: staff refund it in Wompi */
  pago_duplicado: boolean;
  /** how it is paid (decision 0023) */
  metodo_pago: MetodoPago;
  /** contra entrega: the pesos staff recorded as received at the door (null until then) */
  recibido: number | null;
};

/** `GET /api/ventas/consulta`: a comprador's venta by its factura and e-mail. */
export type ConsultaVenta = DesgloseVenta & {
  factura: string;
  status_pago: string;
  status_pago_texto: string;
  status_entrega: string;
  status_entrega_texto: string;
  /** the ciudad the venta goes to */
  ciudad: string;
  /** the seller named on the receipt ('' until the store sets it) */
  vendedor: { nit: string; razon_social: string };
  created_at: string;
  productos: LineaVenta[];
  /** the venta's steps, oldest first: received, paid, preparing, shipped… (issue 21 item 4) */
  seguimiento: PasoSeguimiento[];
};

/**
 * `POST /api/ventas/index/productos` beside its lines (`succes`, the contract's): the venta itself,
 * its buyer's contact and address for the shipment, and its amounts (the staff detail).
 */
export type DetalleVenta = VentaAdmin & DesgloseVenta;
