import type { CambioProducto } from '../../../../../common/wire/producto-historial';
import type { Producto } from '../../../../../common/wire/productos';
import { textosHistorialProducto } from '../../../i18n/es/historial-producto';
import { useFallo } from '../../../lib/useFallo';
import { type Pagina, usePaginada } from '../../../lib/usePaginada';
import { Modal } from '../../../ui/Modal';
import { cuandoCambio, describirCambio } from '../describir-cambio';
import { leerHistorial } from '../historial-api';
import { EstadoLista } from './EstadoLista';
import { MasFilas } from './MasFilas';

const textos = textosHistorialProducto;

/**
 * A producto's historial: each change by the staff, the newest first, with who made it and when
 * ("Precio: $ 45.000 → $ 39.900 — Laura Gómez · 3 mar 2026, 10:15 a. m."), 20 at a time; read each
 * time the modal opens, so a change just saved is there.
 */
export function HistorialModal({ producto, onClose }: { producto: Producto | null; onClose: () => void }) {
  const id = producto?.id ?? 0;
  const { vigente, error, loading, reload, cargarMas } = usePaginada<Pagina<CambioProducto>>(
    async (page, signal) => {
      const r = await leerHistorial(id, page, { signal });
      return { items: r.succes, total: r.total, page: r.page };
    },
    String(id),
    { activo: producto !== null, alReconectar: false },
  );
  const fallo = useFallo(error, loading);
  const filas = vigente?.items ?? null;
  return (
    <Modal open={producto !== null} title={producto ? textos.titulo(producto.nombre) : ''} onClose={onClose}>
      <p className="muted">{textos.descripcion}</p>
      <EstadoLista filas={filas} fallo={fallo} recargar={reload} vacio={textos.vacio}>
        <ol className="admin-historial">
          {filas?.map((c) => (
            <li key={c.id}>
              <p className="admin-historial__que">{describirCambio(c)}</p>
              <p className="muted admin-historial__quien">
                <span>{c.cuenta_nombre || textos.cuentaSinNombre}</span>
                <time dateTime={c.created_at}>{cuandoCambio(c.created_at)}</time>
                {c.origen === 'csv' && <span>{textos.porCsv}</span>}
              </p>
            </li>
          ))}
        </ol>
        <MasFilas
          lista={{ filas, total: vigente?.total ?? 0, loading, cargarMas }}
          mostrando={textos.mostrando}
          mostrarMas={textos.mostrarMas}
        />
      </EstadoLista>
    </Modal>
  );
}
