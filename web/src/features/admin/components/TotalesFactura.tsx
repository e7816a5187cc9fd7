import { cop } from '../../../../../common/dinero';
import type { DetalleVenta } from '../../../../../common/wire/ventas';
import { textosVentas } from '../../../i18n/es/ventas';

const textos = textosVentas.totales;
const textosLineas = textosVentas.lineas;

/** One row of the detail's foot: a label across the line's columns and its amount. */
function Fila({ etiqueta, valor, total = false }: { etiqueta: string; valor: string; total?: boolean }) {
  return (
    <tr>
      <th scope="row" colSpan={6}>
        {etiqueta}
      </th>
      <td data-label={etiqueta}>{total ? <strong>{valor}</strong> : valor}</td>
    </tr>
  );
}

/**
 * The foot of an order's detail: the amounts as the buyer's receipt gives them (decision 0018) —
 * the products, the code's descuento and the redondeo when there are any, the subtotal (the bases
 * after the descuento), the IVA and each tarifa's base and IVA, envío — and the total charged.
 * Without the order (an older server) only the lines' sum.
 */
export function TotalesFactura({ venta, sumaLineas }: { venta: DetalleVenta | null; sumaLineas: number }) {
  if (!venta)
    return (
      <tfoot>
        <Fila etiqueta={textosLineas.totalFactura} valor={cop(sumaLineas)} total />
      </tfoot>
    );
  const productos = venta.subtotal + venta.iva + venta.descuento + venta.redondeo;
  return (
    <tfoot>
      {(venta.descuento > 0 || venta.redondeo > 0) && <Fila etiqueta={textos.productos} valor={cop(productos)} />}
      {venta.descuento > 0 && <Fila etiqueta={textos.descuento(venta.cupon)} valor={`−${cop(venta.descuento)}`} />}
      {venta.redondeo > 0 && <Fila etiqueta={textos.redondeo} valor={`−${cop(venta.redondeo)}`} />}
      <Fila etiqueta={textos.subtotal} valor={cop(venta.subtotal)} />
      <Fila etiqueta={textos.iva} valor={cop(venta.iva)} />
      {venta.impuestos.flatMap((x) => [
        <Fila key={`b${x.tarifa}`} etiqueta={textos.baseTarifa(x.tarifa)} valor={cop(x.base)} />,
        ...(x.tarifa > 0
          ? [<Fila key={`i${x.tarifa}`} etiqueta={textos.ivaTarifa(x.tarifa)} valor={cop(x.iva)} />]
          : []),
      ])}
      <Fila etiqueta={textos.envio} valor={cop(venta.envio)} />
      <Fila etiqueta={textosLineas.totalFactura} valor={cop(venta.total)} total />
    </tfoot>
  );
}
