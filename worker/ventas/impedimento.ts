/**
 * The rules of a venta's delivery steps (docs/decisions/0013-entrega-y-reembolso.md): where each
 * status can be reached from, why a venta cannot move, and when a cancellation owes the comprador
 * a reembolso. entrega.ts writes the step they allow.
 */
import type { EstadoEntrega } from '../../common/wire/ventas';
import { type ApiError, conflict } from '../plataforma/errors';
import { msg } from '../textos';
import { textoEntrega, textoPago, type Venta } from './pagos/ventas';

const msgTienda = msg.tienda;

/** Where each delivery status can be reached from. Preparing, shipping and delivering need a paid venta. */
export const DESDE: Record<EstadoEntrega, EstadoEntrega[]> = {
  pendiente: [],
  preparando: ['pendiente'],
  enviado: ['preparando'],
  entregado: ['enviado'],
  cancelado: ['pendiente', 'preparando'],
};

/**
 * A venta contra entrega still to be paid (decision 0023): it is prepared and shipped without a pago,
 * reaches `entregado` only when staff record the cash received (pago-al-entregar.ts), and can still
 * be cancelled once shipped (the comprador refused it at the door).
 */
export const porCobrar = (venta: Pick<Venta, 'status_pago'>) => venta.status_pago === 'contra_entrega';

/** Why `venta` cannot move to `destino` (a 409 to throw), or null when it can. */
export function impedimento(
  venta: Pick<Venta, 'status_entrega' | 'status_pago'>,
  destino: EstadoEntrega,
): ApiError | null {
  const desde: EstadoEntrega[] =
    destino === 'cancelado' && porCobrar(venta) ? [...DESDE.cancelado, 'enviado'] : DESDE[destino];
  const alcanzable = desde.includes(venta.status_entrega as EstadoEntrega);
  if (alcanzable && destino === 'entregado' && porCobrar(venta)) return conflict(msg.entrega.contraEntregaSinEntregar);
  if (alcanzable && destino !== 'cancelado' && venta.status_pago !== 'aprobado' && !porCobrar(venta))
    return conflict(msgTienda.ventaSinPagar(textoPago(venta.status_pago)));
  if (!alcanzable)
    return conflict(msgTienda.transicionInvalida(textoEntrega(venta.status_entrega), textoEntrega(destino)));
  return null;
}

/** A paid venta cancelled owes its comprador a reembolso (its pago goes `reembolso_pendiente`). */
export const pideReembolso = (venta: Pick<Venta, 'status_pago'>, destino: EstadoEntrega) =>
  destino === 'cancelado' && venta.status_pago === 'aprobado';
