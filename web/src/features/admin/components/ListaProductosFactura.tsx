import { useEffect, useState } from 'react';
import { copDosDecimales } from '../../../../../common/dinero';
import type { LineaVenta } from '../../../../../common/wire/ventas';
import { textosVentas } from '../../../i18n/es/ventas';
import { Modal } from '../../../ui/Modal';
import { Empty, Loading } from '../../../ui/States';
import { lineasVenta } from '../api';
import { totalLinea } from '../logic';
import { HistorialVenta } from './HistorialVenta';

const textosLineas = textosVentas.lineas;

/** The 'Detalle' modal (ListaProductosFactura): the invoice's lines and their totals, the buyer's documento and the order's history. */
export function ListaProductosFactura({
  factura,
  documento,
  onClose,
}: {
  factura: string | null;
  /** the buyer's cédula or NIT ('' when she gave none; undefined: not shown) */
  documento?: string;
  onClose: () => void;
}) {
  const [lineas, setLineas] = useState<LineaVenta[] | null>(null);

  useEffect(() => {
    setLineas(null);
    if (!factura) return;
    const controller = new AbortController();
    lineasVenta(factura, { signal: controller.signal }).then(setLineas, (err: Error) => {
      if (err.name !== 'AbortError') onClose();
    });
    return () => controller.abort();
  }, [factura, onClose]);

  const totales = lineas?.map((l) => totalLinea(l.valor_unitario, l.procentaje_aplicado, l.cantidad)) ?? [];
  const suma = Math.round(totales.reduce((a, b) => a + b, 0) * 100) / 100;

  return (
    <Modal open={factura !== null} title={textosVentas.modalTitulo} onClose={onClose} wide>
      <p className="admin-factura">{factura ? textosVentas.factura(factura) : ''}</p>
      {documento !== undefined && (
        <p className="admin-factura">{textosVentas.documentoComprador(documento || textosVentas.sinDocumento)}</p>
      )}
      {lineas === null ? (
        <Loading label={textosVentas.cargandoLineas} />
      ) : lineas.length === 0 ? (
        <Empty title={textosVentas.sinLineas} />
      ) : (
        <table className="table table--cards">
          <thead>
            <tr>
              <th scope="col">{textosLineas.producto}</th>
              <th scope="col">{textosLineas.promocion}</th>
              <th scope="col">{textosLineas.marca}</th>
              <th scope="col">{textosLineas.cantidad}</th>
              <th scope="col">{textosLineas.unitario}</th>
              <th scope="col">{textosLineas.descuento}</th>
              <th scope="col">{textosLineas.total}</th>
            </tr>
          </thead>
          <tbody>
            {lineas.map((l, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an invoice's lines have no id and never reorder
              <tr key={i}>
                <td data-label={textosLineas.producto}>{l.nombre_produto}</td>
                <td data-label={textosLineas.promocion}>{l.nombre_promocion || textosVentas.sinPromocion}</td>
                <td data-label={textosLineas.marca}>{l.nombre_marca}</td>
                <td data-label={textosLineas.cantidad}>{l.cantidad}</td>
                <td data-label={textosLineas.unitario}>{copDosDecimales(l.valor_unitario)}</td>
                <td data-label={textosLineas.descuento}>{l.procentaje_aplicado}</td>
                <td data-label={textosLineas.total}>{copDosDecimales(totales[i])}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={6}>
                {textosLineas.totalFactura}
              </th>
              <td data-label={textosLineas.totalFactura}>
                <strong>{copDosDecimales(suma)}</strong>
              </td>
            </tr>
          </tfoot>
        </table>
      )}
      {factura && lineas !== null && <HistorialVenta factura={factura} />}
    </Modal>
  );
}
