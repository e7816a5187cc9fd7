/**
 * IVA as Colombian buyers expect it: every price includes it. A product's class is 19 % (general),
 * 5 % or 0 % (excluido); a venta's breakdown has one line per tarifa (its base after the descuento
 * and its IVA), in whole pesos (docs/decisions/0018).
 */

export const CLASES_IVA = [19, 5, 0] as const;
export type ClaseIva = (typeof CLASES_IVA)[number];

/** One tarifa's line of a venta: the taxable base after the descuento and its IVA, in pesos. */
export type Impuesto = { tarifa: number; base: number; iva: number };

/**
 * A venta's amounts: `impuestos` per tarifa (19, 5, 0: only those it has), `subtotal` the sum of the
 * bases, `iva` the sum of their IVA, `envio`, `descuento` (the cupon's pesos, IVA included),
 * `redondeo` (the pesos the rounding leaves in the buyer's favour, 0 to 2) and `total`, what is
 * paid: subtotal + iva + envío, exactly.
 */
export type Desglose = {
  impuestos: Impuesto[];
  subtotal: number;
  iva: number;
  envio: number;
  descuento: number;
  redondeo: number;
  total: number;
};

/** The IVA of a base at `tarifa` percent: base × tarifa rounded to the peso, halves up, in integers. */
export const ivaDe = (base: number, tarifa: number): number =>
  tarifa > 0 ? Math.floor((base * tarifa + 50) / 100) : 0;

/**
 * The base and its IVA inside `monto` pesos that include IVA at `tarifa`: the largest base whose
 * base + IVA does not pass `monto`. Not every amount is some base plus its rounded IVA (at 19 %
 * no base gives 45.900: 38.571 + 7.328 = 45.899, 38.572 + 7.329 = 45.901), so base + IVA may fall
 * one peso short of `monto`, never over it.
 */
export function separarIva(monto: number, tarifa: number): Omit<Impuesto, 'tarifa'> {
  if (monto <= 0) return { base: 0, iva: 0 };
  if (tarifa <= 0) return { base: monto, iva: 0 };
  // never over: base ≤ 100·monto / (100 + tarifa), so base + floor((base·tarifa + 50) / 100) ≤
  // floor((100·monto + 50) / 100) = monto; the estimate can only fall short when the IVA rounds down
  let base = Math.floor((monto * 100) / (100 + tarifa));
  while (base + 1 + ivaDe(base + 1, tarifa) <= monto) base += 1;
  return { base, iva: ivaDe(base, tarifa) };
}

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
 * A venta's amounts from its lines (each `total` IVA included at its `iva` class), its `envio` and
 * `descuento` (a cupon's pesos, IVA included). The lines are summed per tarifa; the descuento, an
 * unconditional discount on the invoice, lowers the taxable base: it is split over the tarifas in
 * proportion to their amounts (`repartir`), and each tarifa's amount left is split into base and IVA
 * (`separarIva`). Envío is its own line, outside every base (docs/decisions/0018).
 */
export function desglose(lineas: { total: number; iva: number }[], envio: number, descuento = 0): Desglose {
  const montos = new Map<number, number>();
  for (const l of lineas) montos.set(l.iva, (montos.get(l.iva) ?? 0) + l.total);
  const tarifas = [...montos.keys()].sort((a, b) => b - a);
  const partes = repartir(
    descuento,
    tarifas.map((t) => montos.get(t) ?? 0),
  );
  const impuestos = tarifas.map((tarifa, i) => ({
    tarifa,
    ...separarIva((montos.get(tarifa) ?? 0) - partes[i], tarifa),
  }));
  const subtotal = impuestos.reduce((s, x) => s + x.base, 0);
  const iva = impuestos.reduce((s, x) => s + x.iva, 0);
  const productos = lineas.reduce((s, l) => s + l.total, 0);
  const total = subtotal + iva + envio;
  return { impuestos, subtotal, iva, envio, descuento, redondeo: productos - descuento + envio - total, total };
}
