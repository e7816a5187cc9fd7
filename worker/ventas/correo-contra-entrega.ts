/**
 * The comprador's e-mail of a venta contra entrega, queued in the compra's own batch (decision
 * 0023): the factura, the total she pays at the door and the look-up link. Her name rides only as
 * `nombreCorto` (letters, no room for a link).
 */
import { cop } from '../../common/dinero';
import { componerCorreo, nombreCorto } from '../mensajes';
import { msg } from '../textos';

const textos = msg.pagos.contraEntregaCreada;

export function correoContraEntrega(v: { factura: string; email: string; nombre: string; total: number }, appUrl = '') {
  const url = `${appUrl}/e-comerce/pedido?factura=${encodeURIComponent(v.factura)}`;
  return componerCorreo(v.email, textos.asunto(v.factura), [
    msg.pagos.saludo(nombreCorto(v.nombre)),
    textos.texto(v.factura, cop(v.total)),
    textos.consulta(url),
    msg.pagos.despedida,
  ]);
}
