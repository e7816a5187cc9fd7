import { cop } from '../../../../../common/dinero';
import { textosTienda } from '../../../i18n/es/tienda';

const textos = textosTienda.compra;

/**
 * A compra's amounts, one line each: subtotal, envío (free, or not yet known while no ciudad is
 * chosen) and the total, as the form estimates them and as the server's venta states them.
 */
export function DesgloseCompra({
  subtotal,
  envio,
  total,
  etiquetaTotal = textos.totalEstimado,
}: {
  subtotal: number;
  envio: number | null;
  total: number;
  etiquetaTotal?: string;
}) {
  return (
    <dl className="checkout__cuentas">
      <dt>{textos.subtotal}</dt>
      <dd>{cop(subtotal)}</dd>
      <dt>{textos.envio}</dt>
      <dd>{envio === null ? '—' : envio === 0 ? textos.envioGratis : cop(envio)}</dd>
      <dt className="is-total">{etiquetaTotal}</dt>
      <dd className="is-total">{cop(total)}</dd>
    </dl>
  );
}
