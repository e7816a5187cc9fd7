import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { cop } from '../../../../../common/dinero';
import type { VentaAdmin } from '../../../../../common/wire/ventas';
import { textosVentas } from '../../../i18n/es/ventas';
import { telefono } from '../../../lib/format';
import { useListaPaginada } from '../../../lib/useLista';
import { Encabezado } from '../components/Encabezado';
import { EntregaVenta } from '../components/EntregaVenta';
import { EstadoLista } from '../components/EstadoLista';
import { FiltrosVentas } from '../components/FiltrosVentas';
import { ListaProductosFactura } from '../components/ListaProductosFactura';
import { MasFilas } from '../components/MasFilas';
import { PagoAlEntregar } from '../components/PagoAlEntregar';
import { ReembolsoVenta } from '../components/ReembolsoVenta';
import { textoPago } from '../logic';
import { type FiltroVentas, filtroDe, listarVentas, type OrdenVentas, paramsDe } from '../ventas-api';
import '../admin.css';

const textosColumnas = textosVentas.columnas;

const clasePago = (s: string) =>
  s === 'aprobado' || s === 'reembolsado' ? 'badge--ok' : s === 'pendiente' ? 'badge--warn' : 'badge--danger';

const fechaHora = new Intl.DateTimeFormat('es-CO', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'America/Bogota',
});

/** When an order was placed, in Bogotá ('' for a time the browser cannot read). */
const cuando = (instante: string) => {
  const momento = new Date(instante);
  return Number.isNaN(momento.getTime()) ? '' : fechaHora.format(momento);
};

/** A column header that sorts the list: a click sorts by it, a second click turns it around. */
function Ordenable({
  columna,
  texto,
  filtros,
  onChange,
}: {
  columna: OrdenVentas;
  texto: string;
  filtros: FiltroVentas;
  onChange: (cambio: Partial<FiltroVentas>) => void;
}) {
  const activa = filtros.orden === columna;
  const siguiente = activa && filtros.dir === 'desc' ? 'asc' : activa ? 'desc' : columna === 'estado' ? 'asc' : 'desc';
  return (
    <th scope="col" aria-sort={activa ? (filtros.dir === 'asc' ? 'ascending' : 'descending') : undefined}>
      <button
        type="button"
        className="admin-orden"
        aria-label={textosVentas.ordenarPor(texto, siguiente)}
        onClick={() => onChange({ orden: columna, dir: siguiente })}
      >
        {texto}
        <span aria-hidden="true">{activa ? (filtros.dir === 'asc' ? ' ▲' : ' ▼') : ''}</span>
      </button>
    </th>
  );
}

/**
 * `/panel/ecomerce/pedidos`: the orders, 50 at a time from the server (filtered there by status,
 * dates and search, sorted by date, total or status), their lines (the invoice's button opens its
 * detail) and their delivery status. Six columns, the buyer's name, documento, phone and address
 * in one, so the table fits a 1,024 px desktop beside the menu; a card each on a phone. The filters
 * live in the URL (`?desde=…&orden=total`), so reload and back keep them.
 */
export default function VentasPage() {
  const [params, setParams] = useSearchParams();
  const filtros = filtroDe(params);
  const cambiar = (cambio: Partial<FiltroVentas>) =>
    setParams(paramsDe({ ...filtroDe(params), ...cambio }), { replace: true });
  const clave = JSON.stringify(paramsDe(filtros));
  const lista = useListaPaginada((page, o) => listarVentas(filtros, page, o), clave);
  const [abierta, setAbierta] = useState<VentaAdmin | null>(null);
  const cerrar = useCallback(() => setAbierta(null), []);
  const conFiltros = Boolean(
    filtros.q || filtros.status_entrega || filtros.status_pago || filtros.desde || filtros.hasta,
  );
  const ordenable = { filtros, onChange: cambiar };

  return (
    <div className="admin">
      <Encabezado titulo={textosVentas.titulo} texto={textosVentas.ayudaEntrega} />
      <section className="admin-section" aria-labelledby="pedidos-titulo">
        <h2 id="pedidos-titulo">{textosVentas.lista}</h2>
        <FiltrosVentas filtros={filtros} onChange={cambiar} />
        <EstadoLista
          filas={lista.filas}
          fallo={lista.fallo}
          recargar={lista.reload}
          vacio={conFiltros ? textosVentas.sinResultados : textosVentas.vacio}
        >
          <div className="admin-scroll" aria-busy={lista.loading}>
            <table className="table table--cards admin-ventas">
              <thead>
                <tr>
                  <Ordenable columna="fecha" texto={textosColumnas.fecha} {...ordenable} />
                  <th scope="col">{textosColumnas.factura}</th>
                  <th scope="col">{textosColumnas.comprador}</th>
                  <th scope="col">{textosColumnas.pago}</th>
                  <Ordenable columna="estado" texto={textosColumnas.entrega} {...ordenable} />
                  <Ordenable columna="total" texto={textosColumnas.total} {...ordenable} />
                </tr>
              </thead>
              <tbody>
                {lista.filas?.map((p) => (
                  <tr key={p.id}>
                    <td data-label={textosColumnas.fecha}>
                      <time dateTime={p.created_at}>{cuando(p.created_at)}</time>
                    </td>
                    <td data-label={textosColumnas.factura}>
                      <div className="admin-ventas__celda">
                        <button
                          type="button"
                          className="btn btn--small admin-ventas__factura"
                          aria-label={textosVentas.detalleDe(p.factura)}
                          onClick={() => setAbierta(p)}
                        >
                          <code>{p.factura}</code>
                        </button>
                        <span className="admin-ventas__dato">{textosVentas.numero(p.id)}</span>
                      </div>
                    </td>
                    <td data-label={textosColumnas.comprador}>
                      <div className="admin-ventas__celda">
                        <span className="admin-ventas__nombre">{`${p.nombre} ${p.apellidos}`.trim()}</span>
                        <span className="admin-ventas__dato">{p.documento || textosVentas.sinDocumento}</span>
                        <span className="admin-ventas__dato">{telefono(p.telefono_cliente)}</span>
                        <span className="admin-ventas__dato">{[p.direccion, p.ciudad].filter(Boolean).join(', ')}</span>
                      </div>
                    </td>
                    <td data-label={textosColumnas.pago}>
                      <span className={`badge ${clasePago(p.status_pago)}`}>{textoPago(p.status_pago)}</span>
                      <ReembolsoVenta venta={p} onCambio={lista.reemplazar} />
                      <PagoAlEntregar venta={p} onCambio={lista.reemplazar} />
                      {p.pago_duplicado && (
                        <span className="badge badge--danger" title={textosVentas.pagoDuplicadoAyuda}>
                          {textosVentas.pagoDuplicado}
                          <span className="sr-only">: {textosVentas.pagoDuplicadoAyuda}</span>
                        </span>
                      )}
                    </td>
                    <td data-label={textosColumnas.entrega}>
                      <EntregaVenta venta={p} onCambio={lista.reemplazar} />
                    </td>
                    <td data-label={textosColumnas.total} className="admin-num">
                      {cop(p.total)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <MasFilas lista={lista} mostrando={textosVentas.mostrando} mostrarMas={textosVentas.mostrarMas} />
        </EstadoLista>
      </section>
      <ListaProductosFactura factura={abierta?.factura ?? null} documento={abierta?.documento} onClose={cerrar} />
    </div>
  );
}
