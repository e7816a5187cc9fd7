/**
 * The comprador's e-mail of each step of her venta (issue 21 item 4): preparing, shipped (with the
 * transportadora and guía), delivered, cancelled (with the motivo, and the refund when it was paid)
 * and refunded. Her name rides only as `nombreCorto` (letters, no room for a link); the rest is the
 * catalogue's text and what the admins typed (transportadora, guía, motivo), checked by the route.
 */
import { cop } from '../../common/dinero';
import type { Correo } from '../mensajes';
import { componerCorreo, nombreCorto } from '../mensajes';
import { msg } from '../textos';
import type { Venta } from './pagos/ventas';
import type { DatosPaso } from './paso';

const textos = msg.entrega.correo;

/** The asunto and paragraphs of a step's e-mail. */
function contenido(venta: Venta, paso: DatosPaso): { asunto: string; parrafos: string[] } {
  const f = venta.factura;
  switch (paso.estado) {
    case 'preparando':
      return { asunto: textos.preparando.asunto(f), parrafos: [textos.preparando.texto(f)] };
    case 'enviado':
      return {
        asunto: textos.enviado.asunto(f),
        parrafos: [textos.enviado.texto(f, paso.transportadora ?? '', paso.guia ?? '')],
      };
    case 'entregado':
      return { asunto: textos.entregado.asunto(f), parrafos: [textos.entregado.texto(f)] };
    case 'cancelado':
      return {
        asunto: textos.cancelado.asunto(f),
        parrafos: [
          textos.cancelado.texto(f),
          ...(paso.motivo ? [textos.cancelado.motivo(paso.motivo)] : []),
          venta.status_pago === 'reembolso_pendiente'
            ? textos.cancelado.reembolso(cop(venta.total))
            : textos.cancelado.sinCobro,
        ],
      };
    default:
      return { asunto: textos.reembolsado.asunto(f), parrafos: [textos.reembolsado.texto(f, cop(venta.total))] };
  }
}

/** The e-mail of `paso` to the venta's comprador, with the link to follow her venta. */
export function correoPaso(venta: Venta, paso: DatosPaso, appUrl = ''): Correo {
  const { asunto, parrafos } = contenido(venta, paso);
  const url = `${appUrl}/e-comerce/pedido?factura=${encodeURIComponent(venta.factura)}`;
  return componerCorreo(venta.email, asunto, [
    textos.saludo(nombreCorto(venta.nombre)),
    ...parrafos,
    textos.seguimiento(venta.factura, url),
    textos.despedida,
  ]);
}
