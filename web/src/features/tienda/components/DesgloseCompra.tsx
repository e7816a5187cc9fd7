import { Fragment } from 'react';
import { cop } from '../../../../../common/dinero';
import type { DesgloseVenta } from '../../../../../common/wire/ventas';
import { textosTienda } from '../../../i18n/es/tienda';

const textos = textosTienda.compra;

/**
 * A compra's amounts, one line each. Before the venta exists the form estimates: the products
 * (IVA included), envío (free, or not yet known while no ciudad is chosen), the code's descuento,
 * the redondeo and the total. The venta the server created states its breakdown (decision 0018): when a code
 * or the rounding changed the amount, the products as the buyer saw them, the descuento (with its
 * cupon's code) and the redondeo; then the subtotal (the bases after the descuento), the IVA, each
 * tarifa's base and IVA, envío and the total: subtotal + IVA + envío = total.
 */
export function DesgloseCompra({
  subtotal,
  iva,
  envio,
  descuento = 0,
  cupon = '',
  impuestos = [],
  redondeo = 0,
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
  /** the venta's lines per tarifa (absent in the estimate and in ventas read before they existed) */
  impuestos?: DesgloseVenta['impuestos'];
  redondeo?: number;
  total: number;
  etiquetaTotal?: string;
}) {
  const lineaDescuento = descuento > 0 && (
    <>
      <dt>{cupon ? textos.descuentoCupon(cupon) : textos.descuento}</dt>
      <dd>−{cop(descuento)}</dd>
    </>
  );
  const lineaRedondeo = redondeo > 0 && (
    <>
      <dt>{textos.redondeo}</dt>
      <dd>−{cop(redondeo)}</dd>
    </>
  );
  return (
    <dl className="checkout__cuentas">
      {iva === null ? (
        <>
          <dt>{textos.productosConIva}</dt>
          <dd>{cop(subtotal)}</dd>
        </>
      ) : (
        <>
          {(descuento > 0 || redondeo > 0) && (
            <>
              <dt>{textos.productosConIva}</dt>
              <dd>{cop(subtotal + iva + descuento + redondeo)}</dd>
            </>
          )}
          {lineaDescuento}
          {lineaRedondeo}
          <dt>{textos.subtotal}</dt>
          <dd>{cop(subtotal)}</dd>
          <dt>{textos.iva}</dt>
          <dd>{cop(iva)}</dd>
          {impuestos.map((x) => (
            <Fragment key={x.tarifa}>
              <dt className="checkout__tarifa">{textos.baseTarifa(x.tarifa)}</dt>
              <dd className="checkout__tarifa">{cop(x.base)}</dd>
              {x.tarifa > 0 && (
                <>
                  <dt className="checkout__tarifa">{textos.ivaTarifa(x.tarifa)}</dt>
                  <dd className="checkout__tarifa">{cop(x.iva)}</dd>
                </>
              )}
            </Fragment>
          ))}
        </>
      )}
      <dt>{textos.envio}</dt>
      <dd>{envio === null ? '—' : envio === 0 ? textos.envioGratis : cop(envio)}</dd>
      {iva === null && lineaDescuento}
      {iva === null && lineaRedondeo}
      <dt className="is-total">{etiquetaTotal}</dt>
      <dd className="is-total">{cop(total)}</dd>
    </dl>
  );
}
