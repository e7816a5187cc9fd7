import { useCallback, useState } from 'react';
import { t } from '../../../i18n/es';
import { eliminarPromocion, listarPromociones, type Promocion } from '../api';
import { Confirmar } from '../components/Confirmar';
import { Encabezado } from '../components/Encabezado';
import { EstadoLista } from '../components/EstadoLista';
import { PromocionModal } from '../components/PromocionModal';
import { useLista } from '../useLista';
import '../admin.css';
import { Icono } from '../components/Icono';

const A = t.admin;
const T = A.promociones;

/** `/panel/ecomerce/promociones`: list with the Activo/Inactivo badge, create, update, delete. */
export default function PromotionsPage() {
  const lista = useLista(listarPromociones);
  const [modo, setModo] = useState<null | 'nueva' | number>(null);
  const [borrando, setBorrando] = useState<Promocion | null>(null);
  const cerrar = useCallback(() => setModo(null), []);

  const borrar = async () => {
    const p = borrando;
    setBorrando(null);
    if (!p) return;
    try {
      await eliminarPromocion(p.id);
      await lista.recargar();
    } catch {
      // the client showed why (a promotion in use cannot be deleted)
    }
  };

  return (
    <div className="admin">
      <Encabezado titulo={T.titulo}>
        <button type="button" className="btn btn--primary" onClick={() => setModo('nueva')}>
          {T.crear}
        </button>
      </Encabezado>
      <section className="admin-section" aria-labelledby="promos-titulo">
        <h2 id="promos-titulo">{T.lista}</h2>
        <EstadoLista filas={lista.filas} fallo={lista.fallo} recargar={lista.recargar} vacio={T.vacio}>
          <table className="table table--cards">
            <thead>
              <tr>
                <th scope="col">{A.comun.id}</th>
                <th scope="col">{A.comun.nombre}</th>
                <th scope="col">{T.columnas.descuento}</th>
                <th scope="col">{T.columnas.estado}</th>
                <th scope="col">{A.comun.acciones}</th>
              </tr>
            </thead>
            <tbody>
              {lista.filas?.map((p) => (
                <tr key={p.id}>
                  <td data-label={A.comun.id}>{p.id}</td>
                  <td data-label={A.comun.nombre}>{p.nombre}</td>
                  <td data-label={T.columnas.descuento}>{T.porcentaje(p.porcentaje)}</td>
                  <td data-label={T.columnas.estado}>
                    <span className={`badge ${p.activo === 1 ? 'badge--ok' : 'badge--danger'}`}>
                      {p.activo === 1 ? A.comun.activo : A.comun.inactivo}
                    </span>
                  </td>
                  <td data-label={A.comun.acciones}>
                    <div className="admin-row-actions">
                      <button
                        type="button"
                        className="btn btn--small"
                        aria-label={A.comun.editarDe(p.nombre)}
                        onClick={() => setModo(p.id)}
                      >
                        <Icono nombre="editar" /> {A.comun.editar}
                      </button>
                      <button
                        type="button"
                        className="btn btn--small admin-danger"
                        aria-label={A.comun.eliminarDe(p.nombre)}
                        onClick={() => setBorrando(p)}
                      >
                        <Icono nombre="eliminar" /> {A.comun.eliminar}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </EstadoLista>
      </section>
      <PromocionModal modo={modo} onClose={cerrar} onGuardada={() => lista.recargar()} />
      <Confirmar
        que={borrando ? T.que(borrando.nombre) : null}
        onConfirmar={borrar}
        onCancelar={() => setBorrando(null)}
      />
    </div>
  );
}
