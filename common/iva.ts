/**
 * IVA as Colombian buyers expect it: every price includes it. A product's class is 19 % (general),
 * 5 % or 0 % (excluido); a venta's breakdown takes the IVA out of each line, in whole pesos.
 */

export const CLASES_IVA = [19, 5, 0] as const;
export type ClaseIva = (typeof CLASES_IVA)[number];

/** The IVA inside an amount that includes it at `tasa` percent, rounded to whole pesos. */
export const ivaIncluido = (monto: number, tasa: number): number =>
  tasa > 0 ? monto - Math.round((monto * 100) / (100 + tasa)) : 0;

export type Desglose = { subtotal: number; iva: number; envio: number; descuento: number; total: number };

/**
 * A venta's amounts from its lines (each `total` IVA included at its `iva` class): `subtotal` is
 * the lines without IVA, `iva` the sum of each line's IVA (rounded per line, so the receipt's lines
 * add up), then envío and descuento; `total` = subtotal + iva + envío − descuento.
 */
export function desglose(lineas: { total: number; iva: number }[], envio: number, descuento = 0): Desglose {
  const conIva = lineas.reduce((s, l) => s + l.total, 0);
  const iva = lineas.reduce((s, l) => s + ivaIncluido(l.total, l.iva), 0);
  return { subtotal: conIva - iva, iva, envio, descuento, total: conIva + envio - descuento };
}
