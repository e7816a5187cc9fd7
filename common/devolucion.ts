/**
 * The amounts of a return (docs/decisions/0024-devoluciones.md), in whole pesos. The goods' part of
 * what was paid (the total less envío, so after the descuento) is split over the lines in proportion
 * to their totals (`repartir`); k units of a line refund the difference of that share's cumulative
 * floors, so the units of a line add up to its share exactly, whatever the order they come back in.
 * The return that leaves nothing more to return also refunds the rest of what was paid: envío and
 * any peso the floors left. The credit note splits base and IVA per tarifa like the receipt (`desglose`).
 */
import { type Desglose, desglose, repartir } from './iva';

export type LineaDeVenta = { id: number; cantidad: number; total: number; iva: number; devueltas: number };
export type VentaADevolver = { total: number; envio: number; pagado: number; devuelto: number; lineas: LineaDeVenta[] };
export type Pedida = { linea: number; cantidad: number };
export type LineaDevuelta = { linea: number; cantidad: number; monto: number; total: number; iva: number };
export type Calculo = { lineas: LineaDevuelta[]; envio: number; monto: number };
export type Rechazo = { linea: number; quedan: number } | { excede: number };

const parte = (valor: number, desde: number, hasta: number, de: number) =>
  Math.floor((valor * hasta) / de) - Math.floor((valor * desde) / de);

/** Each line's share of the goods paid (total less envío), in pesos that add up to it exactly. */
export const partes = (v: VentaADevolver) =>
  repartir(
    Math.max(0, v.total - v.envio),
    v.lineas.map((l) => l.total),
  );

/** What returning `pedidas` refunds, or why not: a line not of the venta or past its units, or past what is left to refund. */
export function calcularDevolucion(v: VentaADevolver, pedidas: Pedida[]): Calculo | Rechazo {
  const cuotas = partes(v);
  const lineas: LineaDevuelta[] = [];
  for (const p of pedidas) {
    const i = v.lineas.findIndex((l) => l.id === p.linea);
    if (i < 0) return { linea: p.linea, quedan: -1 };
    const l = v.lineas[i];
    const quedan = l.cantidad - l.devueltas;
    if (p.cantidad > quedan) return { linea: l.id, quedan };
    const hasta = l.devueltas + p.cantidad;
    lineas.push({
      linea: l.id,
      cantidad: p.cantidad,
      monto: parte(cuotas[i], l.devueltas, hasta, l.cantidad),
      total: parte(l.total, l.devueltas, hasta, l.cantidad),
      iva: l.iva,
    });
  }
  const todo = v.lineas.every(
    (l) => l.devueltas + (pedidas.find((p) => p.linea === l.id)?.cantidad ?? 0) === l.cantidad,
  );
  const deLineas = lineas.reduce((s, l) => s + l.monto, 0);
  const quedaPorDevolver = v.pagado - v.devuelto;
  const envio = todo ? Math.max(0, quedaPorDevolver - deLineas) : 0;
  const monto = deLineas + envio;
  if (monto > quedaPorDevolver) return { excede: monto };
  return { lineas, envio, monto };
}

export const esRechazo = (c: Calculo | Rechazo): c is Rechazo => !('monto' in c);

/** The credit note of a return: base and IVA per tarifa of the lines' pesos, envío apart, the rounding left, total = monto. */
export function notaCredito(lineas: { monto: number; iva: number }[], envio: number): Desglose {
  const d = desglose(
    lineas.map((l) => ({ total: l.monto, iva: l.iva })),
    envio,
  );
  return { ...d, total: d.total + d.redondeo };
}

/** What one more unit of each line refunds now (for the staff dialog's estimate). */
export const valorUnitario = (v: VentaADevolver) => {
  const cuotas = partes(v);
  return v.lineas.map((l, i) =>
    l.devueltas < l.cantidad ? parte(cuotas[i], l.devueltas, l.devueltas + 1, l.cantidad) : 0,
  );
};
