/**
 * Pricing a compra (decision 0014): what the catalogue read says each line costs, the envío of the
 * ciudad's departamento, the cupon's pesos off the products and the IVA inside the rest. A
 * function of what was read: no database, no request, no clock but `hoy`. The server never takes
 * a price, a total or a status from the client.
 */
import { cop, precioConDescuento } from '../../common/dinero';
import { envioDe } from '../../common/envio';
import { desglose } from '../../common/iva';
import type { LineaVenta, MetodoPago } from '../../common/wire/ventas';
import { invalid } from '../plataforma/errors';
import { msg } from '../textos';
import { aplicarCupon, elegirCiudad, type leerCiudad } from '../tienda';
import type { Lectura } from './lectura-compra';

/** What the buyer asked for: units per producto, the ciudad as typed and read, the cupon ('' none), how she pays. */
export type Compra = {
  cantidades: Map<number, number>;
  ciudad: string;
  ciudadLeida: ReturnType<typeof leerCiudad>;
  cupon: string;
  metodo: MetodoPago;
};

export type LineaLiquidada = LineaVenta & { producto_id: number };

/** The compra as the catalogue prices it on Bogotá's day `hoy`; throws the 4xx that refuses the cart. */
export function liquidar(compra: Compra, { catalogo, candidatas, ajustes, filaCupon }: Lectura, hoy: string) {
  const destino = elegirCiudad(compra.ciudad, compra.ciudadLeida, candidatas);
  const errores: string[] = [];
  const lineas: LineaLiquidada[] = [];
  for (const [productoId, cantidad] of compra.cantidades) {
    const p = catalogo.find((row) => row.id === productoId);
    if (!p) errores.push(msg.tienda.productoInexistente(productoId));
    else if (p.estado !== '1') errores.push(msg.tienda.productoInactivo(p.nombre));
    else {
      const pct = Number(p.porcentaje);
      lineas.push({
        producto_id: p.id,
        nombre_produto: p.nombre,
        nombre_marca: p.nombre_marca,
        nombre_promocion: p.nombre_promocion,
        cantidad,
        valor_unitario: p.precio,
        procentaje_aplicado: pct,
        iva: p.iva,
        total: precioConDescuento(p.precio, pct) * cantidad,
      });
    }
  }
  if (errores.length) throw invalid({ productos: errores });
  // envío by the ciudad's departamento, free from the store's threshold (on the lines' prices, IVA
  // included); part of the amount paid, as the IVA inside the lines is (sent to Wompi as tax-in-cents)
  const productosTotal = lineas.reduce((sum, l) => sum + l.total, 0);
  const envio = envioDe(productosTotal, destino.envio, ajustes.envio_gratis_desde);
  // the cupon's pesos come off the products and lower the IVA's base (common/iva.ts; decision 0014)
  const aplicado = compra.cupon ? aplicarCupon(compra.cupon, filaCupon, hoy, productosTotal) : null;
  const { iva, descuento, total } = desglose(lineas, envio, aplicado?.descuento ?? 0);
  if (compra.metodo === 'contra_entrega') contraEntregaPermitida(destino, total);
  return { destino, lineas, envio, aplicado, iva, descuento, total, ajustes };
}

/**
 * Pago contra entrega only where staff offer it, up to their maximum on the total the courier
 * collects (envío included; decision 0023); otherwise a 422 on `metodo_pago`.
 */
function contraEntregaPermitida(destino: { departamento: string; contra_entrega_hasta: number }, total: number) {
  const hasta = Number(destino.contra_entrega_hasta);
  if (hasta <= 0) throw invalid({ metodo_pago: [msg.tienda.contraEntregaNoDisponible(destino.departamento)] });
  if (total > hasta)
    throw invalid({ metodo_pago: [msg.tienda.contraEntregaExcede(destino.departamento, cop(hasta), cop(total))] });
}

export type Liquidada = ReturnType<typeof liquidar>;
