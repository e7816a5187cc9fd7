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
