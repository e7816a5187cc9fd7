/**
 * The comprador's e-mail of a return (decision 0024): the units given back, the reason and the
 * credit note's figures, base and IVA per tarifa like the receipt (common/devolucion.ts `notaCredito`).
 * Her name rides only as `nombreCorto`; the reason is what staff typed, escaped by the layout.
 */

import { notaCredito } from '../../common/devolucion';
import { cop } from '../../common/dinero';
import type { Correo } from '../mensajes';
import { componerCorreo, nombreCorto } from '../mensajes';
import { msg } from '../textos';
import type { Venta } from './pagos/ventas';

const t = msg.devoluciones;

export type LineaCorreo = { nombre_produto: string; cantidad: number; monto: number; iva: number };

export function correoDevolucion(
  venta: Venta,
  d: { lineas: LineaCorreo[]; envio: number; monto: number; motivo: string; medio: 'proveedor' | 'efectivo' },
  appUrl = '',
): Correo {
  const c = t.correo;
  const nota = notaCredito(d.lineas, d.envio);
  const cuentas: [string, string][] = [
    ...nota.impuestos.flatMap((x): [string, string][] =>
      x.tarifa > 0
        ? [
            [c.base(x.tarifa), cop(x.base)],
            [c.iva(x.tarifa), cop(x.iva)],
          ]
        : [[c.base(0), cop(x.base)]],
    ),
    ...(nota.envio > 0 ? [[c.envio, cop(nota.envio)] as [string, string]] : []),
    ...(nota.redondeo > 0 ? [[c.redondeo, cop(nota.redondeo)] as [string, string]] : []),
  ];
  const url = `${appUrl}/e-comerce/pedido?factura=${encodeURIComponent(venta.factura)}`;
  return componerCorreo(venta.email, c.asunto(venta.factura), [
    [c.saludo(nombreCorto(venta.nombre)), c.intro(venta.factura)],
    c.motivo(d.motivo),
    [c.productos, { lista: d.lineas.map((l) => `${t.unidades(l.cantidad, l.nombre_produto)}: ${cop(l.monto)}`) }],
    [{ campos: cuentas }, { negrita: `${c.total}: ${cop(d.monto)}` }],
    [c.medio(t.medio[d.medio]), c.plazo],
    [c.consulta(venta.factura, url), c.despedida],
  ]);
}
