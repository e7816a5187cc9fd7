import { useCallback, useState } from 'react';
import { copDosDecimales } from '../../../../../common/dinero';
import type { VentaAdmin } from '../../../../../common/wire/ventas';
import { textosVentas } from '../../../i18n/es/ventas';
import { telefono } from '../../../lib/format';
import { useListaPaginada } from '../../../lib/useLista';
import { useDebounced } from '../../../ui/useDebounced';
import { cambiarEntrega, type FiltroVentas, listarVentas } from '../api';
import { CampoBusqueda, CampoOpciones } from '../components/CamposFiltro';
import { Encabezado } from '../components/Encabezado';
import { EstadoLista } from '../components/EstadoLista';
import { ListaProductosFactura } from '../components/ListaProductosFactura';
import { MasFilas } from '../components/MasFilas';
import { ESTADOS_ENTREGA, siguientesEntregas, textoEntrega, textoPago } from '../logic';
import '../admin.css';

const textosColumnas = textosVentas.columnas;

const clasePago = (s: string) => (s === 'aprobado' ? 'badge--ok' : s === 'pendiente' ? 'badge--warn' : 'badge--danger');

/** The delivery status of one order: a select of the steps it may take, or its label when none. */
function Entrega({ venta, onCambio }: { venta: VentaAdmin; onCambio: (p: VentaAdmin) => void }) {
  const [ocupado, setOcupado] = useState(false);
  const opciones = siguientesEntregas(venta.status_entrega, venta.status_pago);
  if (opciones.length === 0) return <span className="badge">{textoEntrega(venta.status_entrega)}</span>;
  const cambiar = async (destino: string) => {
    if (destino === venta.status_entrega) return;
    setOcupado(true);
    try {
      onCambio(await cambiarEntrega(venta.id, destino));
    } catch {
      // the client showed why; the select shows the stored status again
    } finally {
      setOcupado(false);
    }
  };
  return (
    <select
      className="input admin-select"
      aria-label={textosVentas.entregaDe(venta.factura)}
      value={venta.status_entrega}
      disabled={ocupado}
      onChange={(e) => cambiar(e.target.value)}
    >
      {[venta.status_entrega, ...opciones].map((s) => (
        <option key={s} value={s}>
          {textoEntrega(s)}
        </option>
      ))}
    </select>
  );
}

const ESTADOS_PAGO = Object.keys(textosVentas.estadosPago);

/** Search by invoice or e-mail (sent once typing pauses) and the two status filters. */
function Filtros({ filtros, onChange }: { filtros: FiltroVentas; onChange: (f: FiltroVentas) => void }) {
  return (
    <div className="admin-filtros">
      <CampoBusqueda
        id="pedidos-buscar"
        label={textosVentas.buscar}
        value={filtros.q}
        onChange={(q) => onChange({ ...filtros, q })}
      />
      <CampoOpciones
        id="pedidos-entrega"
        label={textosVentas.filtroEntrega}
        value={filtros.entrega}
        opciones={ESTADOS_ENTREGA.map((s) => [s, textoEntrega(s)] as const)}
        onChange={(entrega) => onChange({ ...filtros, entrega })}
      />
      <CampoOpciones
        id="pedidos-pago"
        label={textosVentas.filtroPago}
        value={filtros.pago}
        opciones={ESTADOS_PAGO.map((s) => [s, textoPago(s)] as const)}
        onChange={(pago) => onChange({ ...filtros, pago })}
      />
    </div>
  );
}

/**
 * `/panel/ecomerce/pedidos`: the orders, newest first, 50 at a time from the server (filtered
 * there by status, invoice or e-mail), their lines ('Detalle') and their delivery status.
 */
export default function VentasPage() {
  const [filtros, setFiltros] = useState<FiltroVentas>({ q: '', entrega: '', pago: '' });
  const q = useDebounced(filtros.q.trim());
  const ventas = { ...filtros, q };
  const lista = useListaPaginada((page, o) => listarVentas(ventas, page, o), JSON.stringify(ventas));
  const [factura, setFactura] = useState<string | null>(null);
  const cerrar = useCallback(() => setFactura(null), []);
  const conFiltros = Boolean(q || filtros.entrega || filtros.pago);

  return (
    <div className="admin">
      <Encabezado titulo={textosVentas.titulo} texto={textosVentas.ayudaEntrega} />
      <section className="admin-section" aria-labelledby="pedidos-titulo">
        <h2 id="pedidos-titulo">{textosVentas.lista}</h2>
        <Filtros filtros={filtros} onChange={setFiltros} />
        <EstadoLista
          filas={lista.filas}
          fallo={lista.fallo}
          recargar={lista.reload}
          vacio={conFiltros ? textosVentas.sinResultados : textosVentas.vacio}
        >
          <div className="admin-scroll" aria-busy={lista.loading}>
            <table className="table table--cards admin-compacta">
              <thead>
                <tr>
                  <th scope="col">{textosColumnas.id}</th>
                  <th scope="col">{textosColumnas.factura}</th>
                  <th scope="col">{textosColumnas.nombre}</th>
                  <th scope="col">{textosColumnas.apellido}</th>
                  <th scope="col">{textosColumnas.telefono}</th>
                  <th scope="col">{textosColumnas.pago}</th>
                  <th scope="col">{textosColumnas.direccion}</th>
                  <th scope="col">{textosColumnas.entrega}</th>
                  <th scope="col">{textosColumnas.total}</th>
                  <th scope="col">{textosColumnas.detalle}</th>
                </tr>
              </thead>
              <tbody>
                {lista.filas?.map((p) => (
                  <tr key={p.id}>
                    <td data-label={textosColumnas.id}>{p.id}</td>
                    <td data-label={textosColumnas.factura} className="admin-nowrap">
                      <code>{p.factura}</code>
                    </td>
                    <td data-label={textosColumnas.nombre}>{p.nombre}</td>
                    <td data-label={textosColumnas.apellido}>{p.apellidos}</td>
                    <td data-label={textosColumnas.telefono} className="admin-nowrap">
                      {telefono(p.telefono_cliente)}
                    </td>
                    <td data-label={textosColumnas.pago}>
                      <span className={`badge ${clasePago(p.status_pago)}`}>{textoPago(p.status_pago)}</span>
                      {p.pago_duplicado && (
                        <span className="badge badge--danger" title={textosVentas.pagoDuplicadoAyuda}>
                          {textosVentas.pagoDuplicado}
                          <span className="sr-only">: {textosVentas.pagoDuplicadoAyuda}</span>
                        </span>
                      )}
                    </td>
                    <td data-label={textosColumnas.direccion}>{[p.direccion, p.ciudad].filter(Boolean).join(', ')}</td>
                    <td data-label={textosColumnas.entrega}>
                      <Entrega venta={p} onCambio={lista.reemplazar} />
                    </td>
                    <td data-label={textosColumnas.total} className="admin-num">
                      {copDosDecimales(p.total)}
                    </td>
                    <td data-label={textosColumnas.detalle}>
                      <button
                        type="button"
                        className="btn btn--small"
                        aria-label={textosVentas.detalleDe(p.factura)}
                        onClick={() => setFactura(p.factura)}
                      >
                        {textosVentas.detalle}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <MasFilas lista={lista} mostrando={textosVentas.mostrando} mostrarMas={textosVentas.mostrarMas} />
        </EstadoLista>
      </section>
      <ListaProductosFactura factura={factura} onClose={cerrar} />
    </div>
  );
}
