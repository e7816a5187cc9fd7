/** What a signed payment event does to its venta (worker/ventas/pagos/resultados.ts). */
import { describe, expect, it } from 'vitest';
import {
  decidir,
  dentroDeVentana,
  EVENTO_VENTANA,
  mismasPropiedades,
  RESULTADOS,
} from '../../../worker/ventas/pagos/resultados';

const venta = (cambios: Partial<Parameters<typeof decidir>[0]> = {}) => ({
  evento_at: null as number | null,
  status_pago: 'pendiente',
  transaccion_id: null as string | null,
  reference: 'REF-2',
  ...cambios,
});
const tx = { id: 'tx-1', reference: 'REF-2' };
const T = 1_900_000_000_000;

describe('decidir: an approved pago', () => {
  it('pays a pending, declined or failed venta', () => {
    for (const status_pago of ['pendiente', 'rechazado', 'error'])
      expect(decidir(venta({ status_pago }), tx, 'aprobado', T), status_pago).toBe(RESULTADOS.aplicado);
  });

  it('pays even for an older reference: the buyer may have paid the abandoned one', () => {
    expect(decidir(venta({ reference: 'REF-3' }), tx, 'aprobado', T)).toBe(RESULTADOS.aplicado);
  });

  it('on a venta already paid is final for its own transaction, a duplicate to refund for another', () => {
    for (const status_pago of ['aprobado', 'anulado', 'reembolso_pendiente', 'reembolsado']) {
      expect(decidir(venta({ status_pago, transaccion_id: 'tx-1' }), tx, 'aprobado', T)).toBe(RESULTADOS.estadoFinal);
      expect(decidir(venta({ status_pago, transaccion_id: 'tx-0' }), tx, 'aprobado', T)).toBe(RESULTADOS.pagoDuplicado);
    }
  });

  it('is old news when an event of the same transaction already applied was later', () => {
    const leida = venta({ status_pago: 'rechazado', transaccion_id: 'tx-1', evento_at: T + 1 });
    expect(decidir(leida, tx, 'aprobado', T)).toBe(RESULTADOS.eventoAntiguo);
    expect(decidir({ ...leida, evento_at: T }, tx, 'aprobado', T)).toBe(RESULTADOS.aplicado);
    expect(decidir({ ...leida, transaccion_id: 'tx-0' }, tx, 'aprobado', T)).toBe(RESULTADOS.aplicado);
  });
});

describe('decidir: a voided pago (the reembolso)', () => {
  it('records the reembolso of a cancelled, paid venta for its own transaction only', () => {
    const cancelada = venta({ status_pago: 'reembolso_pendiente', transaccion_id: 'tx-1' });
    expect(decidir(cancelada, tx, 'anulado', T)).toBe(RESULTADOS.aplicado);
    expect(decidir({ ...cancelada, transaccion_id: 'tx-0' }, tx, 'anulado', T)).toBe(RESULTADOS.estadoFinal);
  });

  it('moves nothing on a venta without a pending reembolso but a pending one', () => {
    expect(decidir(venta({ status_pago: 'aprobado', transaccion_id: 'tx-1' }), tx, 'anulado', T)).toBe(
      RESULTADOS.estadoFinal,
    );
    expect(decidir(venta({ status_pago: 'reembolsado', transaccion_id: 'tx-1' }), tx, 'rechazado', T)).toBe(
      RESULTADOS.estadoFinal,
    );
    // only a VOIDED event records the reembolso: a declined one on a cancelled, paid venta moves nothing
    const cancelada = venta({ status_pago: 'reembolso_pendiente', transaccion_id: 'tx-1' });
    expect(decidir(cancelada, tx, 'rechazado', T)).toBe(RESULTADOS.estadoFinal);
    expect(decidir(cancelada, tx, 'error', T)).toBe(RESULTADOS.estadoFinal);
  });
});

describe('decidir: other statuses', () => {
  it('move only a pending venta, for its current reference, unless older than what it applied', () => {
    expect(decidir(venta(), tx, 'rechazado', T)).toBe(RESULTADOS.aplicado);
    expect(decidir(venta(), tx, 'anulado', T)).toBe(RESULTADOS.aplicado);
    expect(decidir(venta({ reference: 'REF-3' }), tx, 'rechazado', T)).toBe(RESULTADOS.referenciaAnterior);
    expect(decidir(venta({ status_pago: 'rechazado' }), tx, 'error', T)).toBe(RESULTADOS.estadoFinal);
    expect(decidir(venta({ evento_at: T + 1 }), tx, 'rechazado', T)).toBe(RESULTADOS.eventoAntiguo);
    expect(decidir(venta({ evento_at: T }), tx, 'rechazado', T)).toBe(RESULTADOS.aplicado);
  });
});

describe('the signature’s properties and the time window', () => {
  it('accepts exactly Wompi’s documented properties, in any order', () => {
    expect(mismasPropiedades(['transaction.status', 'transaction.id', 'transaction.amount_in_cents'])).toBe(true);
    expect(mismasPropiedades(['transaction.id', 'transaction.status'])).toBe(false);
    expect(mismasPropiedades(['transaction.id', 'transaction.status', 'transaction.reference'])).toBe(false);
    expect(
      mismasPropiedades([
        'transaction.id',
        'transaction.status',
        'transaction.amount_in_cents',
        'transaction.reference',
      ]),
    ).toBe(false);
  });

  it('takes events from 48 hours back to 15 minutes ahead, both ends included', () => {
    const ahora = new Date(T);
    expect(dentroDeVentana(T - EVENTO_VENTANA.atrasMs, ahora)).toBe(true);
    expect(dentroDeVentana(T - EVENTO_VENTANA.atrasMs - 1, ahora)).toBe(false);
    expect(dentroDeVentana(T + EVENTO_VENTANA.adelanteMs, ahora)).toBe(true);
    expect(dentroDeVentana(T + EVENTO_VENTANA.adelanteMs + 1, ahora)).toBe(false);
    expect(EVENTO_VENTANA).toEqual({ atrasMs: 48 * 3_600_000, adelanteMs: 15 * 60_000 });
  });
});
