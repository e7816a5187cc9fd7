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
 * `monto` split across `pesos` in proportion to each, in whole pesos that add up to `monto` exactly
 * (largest remainder; ties to the first). Nothing to split, or no weight: zeros.
 */
export function repartir(monto: number, pesos: number[]): number[] {
  const suma = pesos.reduce((s, p) => s + p, 0);
  if (monto <= 0 || suma <= 0) return pesos.map(() => 0);
  const exactas = pesos.map((p) => (monto * p) / suma);
  const partes = exactas.map(Math.floor);
  let resto = monto - partes.reduce((s, p) => s + p, 0);
  const orden = exactas.map((e, i) => ({ i, frac: e - Math.floor(e) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of orden) {
    if (resto <= 0) break;
    partes[i] += 1;
    resto -= 1;
  }
  return partes;
}

/**
 * A venta's amounts from its lines (each `total` IVA included at its `iva` class): `descuento` (a
 * cupon's pesos, IVA included) is an unconditional discount on the invoice, so it lowers the taxable
 * base: it is split over the lines in proportion (`repartir`) and the IVA is taken out of each
 * discounted line (rounded per line, so the receipt's lines add up; docs/decisions/0014). `subtotal`
 * is the lines without that IVA, then envío and descuento; `total` = subtotal + iva + envío − descuento.
 */
export function desglose(lineas: { total: number; iva: number }[], envio: number, descuento = 0): Desglose {
  const conIva = lineas.reduce((s, l) => s + l.total, 0);
  const partes = repartir(
    descuento,
    lineas.map((l) => l.total),
  );
  const iva = lineas.reduce((s, l, i) => s + ivaIncluido(l.total - partes[i], l.iva), 0);
  return { subtotal: conIva - iva, iva, envio, descuento, total: conIva + envio - descuento };
}
