import { useEffect, useState } from 'react';
import { cop } from '../../../../../common/dinero';
import type { DetalleVenta, LineaVenta } from '../../../../../common/wire/ventas';
import { textosVentas } from '../../../i18n/es/ventas';
import { telefono } from '../../../lib/format';
import { Modal } from '../../../ui/Modal';
import { Empty, Loading } from '../../../ui/States';
import { detalleVenta } from '../api';
import { totalLinea } from '../logic';
import { DevolucionVenta } from './DevolucionVenta';
import { HistorialVenta } from './HistorialVenta';
import { TotalesFactura } from './TotalesFactura';

const textosLineas = textosVentas.lineas;
const envioA = textosVentas.envioA;

/**
 * The 'Detalle' modal (ListaProductosFactura): where the order goes (the buyer's name, e-mail,
 * phone and address), the invoice's lines, its amounts down to the total charged with envío and
 * descuento (TotalesFactura), the buyer's documento and the order's history.
 */
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
  const [venta, setVenta] = useState<DetalleVenta | null>(null);
  // a return made here reloads the history below (its key)
  const [version, setVersion] = useState(0);

  useEffect(() => {
    setLineas(null);
    setVenta(null);
    if (!factura) return;
    const controller = new AbortController();
    detalleVenta(factura, { signal: controller.signal }).then(
      (d) => {
        setVenta(d.venta);
        setLineas(d.lineas);
      },
      (err: Error) => {
        if (err.name !== 'AbortError') onClose();
      },
    );
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
      {venta && (
        <section aria-label={envioA.titulo}>
          <dl className="admin-envio">
            <dt>{envioA.comprador}</dt>
            <dd>{`${venta.nombre} ${venta.apellidos}`.trim()}</dd>
            <dt>{envioA.correo}</dt>
            <dd>
              <a href={`mailto:${venta.email}`}>{venta.email}</a>
            </dd>
            <dt>{envioA.telefono}</dt>
            <dd>{telefono(venta.telefono_cliente)}</dd>
            <dt>{envioA.direccion}</dt>
            <dd>{[venta.direccion, venta.ciudad].filter(Boolean).join(', ')}</dd>
          </dl>
        </section>
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
                <td data-label={textosLineas.unitario}>{cop(l.valor_unitario)}</td>
                <td data-label={textosLineas.descuento}>{l.procentaje_aplicado}</td>
                <td data-label={textosLineas.total}>{cop(totales[i])}</td>
              </tr>
            ))}
          </tbody>
          <TotalesFactura venta={venta} sumaLineas={suma} />
        </table>
      )}
      {venta && lineas !== null && lineas.length > 0 && (
        <DevolucionVenta venta={venta} onHecha={() => setVersion((n) => n + 1)} />
      )}
      {factura && lineas !== null && <HistorialVenta key={version} factura={factura} />}
    </Modal>
  );
}
