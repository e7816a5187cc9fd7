import type { Transaccion } from './proveedor';
import type { EstadoPago } from './provider';
import type { Venta } from './ventas';

/**
 * What became of a payment event with a valid signature (`pago_eventos.resultado`). Every such
 * event is recorded and answered 200 (Wompi retries any other status, and a retry would change
 * nothing), except the two it refuses with 400: signed properties that are not Wompi's
 * documented list, and a timestamp outside the window (EVENTO_VENTANA).
 */
export const RESULTADOS = {
  /** it moved the venta's payment status */
  aplicado: 'aplicado',
  /** a second approved pago on a venta already paid: flagged `pago_duplicado`, staff e-mailed */
  pagoDuplicado: 'pago_duplicado',
  /** the venta's status is final for this event (approved, declined…): nothing moves */
  estadoFinal: 'estado_final',
  /** older than the event already applied for the same transaction */
  eventoAntiguo: 'evento_antiguo',
  /** another event changed the venta at the same moment and won */
  carreraPerdida: 'carrera_perdida',
  /** a status other than approved, for a reference the venta replaced by paying again */
  referenciaAnterior: 'referencia_anterior',
  referenciaDesconocida: 'referencia_desconocida',
  montoNoCoincide: 'monto_no_coincide',
  transaccionDeOtraVenta: 'transaccion_de_otra_venta',
  estadoDesconocido: 'estado_desconocido',
  /** signed, but its transaction lacks a field the store needs (reference…) */
  eventoInvalido: 'evento_invalido',
  /** another event type than transaction.updated */
  tipoIgnorado: 'tipo_ignorado',
  /** refused with 400 */
  propiedadesNoDocumentadas: 'propiedades_no_documentadas',
  fueraDeTiempo: 'fuera_de_tiempo',
} as const;
export type Resultado = (typeof RESULTADOS)[keyof typeof RESULTADOS];

/** The properties Wompi documents for `transaction.updated`'s signature (docs.wompi.co, Eventos). */
export const PROPIEDADES_TRANSACCION = ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'];

/**
 * How far an event's signed timestamp may be from the server's clock. Wompi retries an event
 * 30 minutes, 3 hours and 24 hours after the first delivery, with the same signed body: 48 hours
 * back covers the last retry with room; 15 minutes ahead covers clock skew.
 */
export const EVENTO_VENTANA = { atrasMs: 48 * 3600_000, adelanteMs: 15 * 60_000 };

export const mismasPropiedades = (properties: readonly string[]) =>
  properties.length === PROPIEDADES_TRANSACCION.length && PROPIEDADES_TRANSACCION.every((p) => properties.includes(p));

export const dentroDeVentana = (eventoAt: number, ahora: Date) =>
  eventoAt >= ahora.getTime() - EVENTO_VENTANA.atrasMs && eventoAt <= ahora.getTime() + EVENTO_VENTANA.adelanteMs;

/** The payment statuses of a venta that was paid: a second approval is a duplicate pago. */
const PAGADA = new Set(['aprobado', 'anulado', 'reembolso_pendiente', 'reembolsado']);

/**
 * What an event with a known status does to its venta. An approved pago always counts: it pays a
 * pending, declined or failed venta (an abandoned pago can still be approved after the buyer paid
 * again), and on a venta already paid by another transaction it is a duplicate to refund. Other
 * statuses only move a pending venta, and only for its current reference.
 */
export function decidir(
  venta: Pick<Venta, 'evento_at' | 'status_pago' | 'transaccion_id' | 'reference'>,
  tx: Pick<Transaccion, 'id' | 'reference'>,
  estado: EstadoPago,
  eventoAt: number,
): Resultado {
  const antiguo = venta.evento_at !== null && venta.evento_at > eventoAt;
  if (estado === 'aprobado') {
    if (PAGADA.has(venta.status_pago))
      return venta.transaccion_id === tx.id ? RESULTADOS.estadoFinal : RESULTADOS.pagoDuplicado;
    return antiguo && venta.transaccion_id === tx.id ? RESULTADOS.eventoAntiguo : RESULTADOS.aplicado;
  }
  // Wompi voided the paid transaction of a venta the admins cancelled: its refund is done
  if (estado === 'anulado' && venta.status_pago === 'reembolso_pendiente')
    return venta.transaccion_id === tx.id ? RESULTADOS.aplicado : RESULTADOS.estadoFinal;
  if (venta.reference !== tx.reference) return RESULTADOS.referenciaAnterior;
  if (venta.status_pago !== 'pendiente') return RESULTADOS.estadoFinal;
  return antiguo ? RESULTADOS.eventoAntiguo : RESULTADOS.aplicado;
}
