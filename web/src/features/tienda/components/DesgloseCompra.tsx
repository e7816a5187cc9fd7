import { cop } from '../../../../../common/dinero';
import { textosTienda } from '../../../i18n/es/tienda';

const textos = textosTienda.compra;

/**
 * A compra's amounts, one line each. Before the venta exists the form estimates: the products
 * (IVA included), envío (free, or not yet known while no ciudad is chosen) and the total. The
 * venta the server created states its breakdown: subtotal without IVA, IVA, envío, descuento (when
 * there is one, with its cupon's code) and the total paid.
 */
export function DesgloseCompra({
  subtotal,
  iva,
  envio,
  descuento = 0,
  cupon = '',
  total,
  etiquetaTotal = textos.totalEstimado,
}: {
  subtotal: number;
  /** null: `subtotal` includes the IVA (the form's estimate) */
  iva: number | null;
  envio: number | null;
  descuento?: number;
  /** the code of the cupon that took `descuento`, named on its line ('' or absent: not named) */
  cupon?: string;
  total: number;
  etiquetaTotal?: string;
}) {
  return (
    <dl className="checkout__cuentas">
      <dt>{iva === null ? textos.productosConIva : textos.subtotal}</dt>
      <dd>{cop(subtotal)}</dd>
      {iva !== null && (
        <>
          <dt>{textos.iva}</dt>
          <dd>{cop(iva)}</dd>
        </>
      )}
      <dt>{textos.envio}</dt>
      <dd>{envio === null ? '—' : envio === 0 ? textos.envioGratis : cop(envio)}</dd>
      {descuento > 0 && (
        <>
          <dt>{cupon ? textos.descuentoCupon(cupon) : textos.descuento}</dt>
          <dd>−{cop(descuento)}</dd>
        </>
      )}
      <dt className="is-total">{etiquetaTotal}</dt>
      <dd className="is-total">{cop(total)}</dd>
    </dl>
  );
}
