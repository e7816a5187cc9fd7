import { useCallback, useState } from 'react';
import { textosAdmin } from '../../../i18n/es/admin';
import { useLista } from '../../../lib/useLista';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { eliminarPromocion, listarPromociones } from '../api';
import { BotonEditar, BotonEliminar } from '../components/BotonesFila';
import { Encabezado } from '../components/Encabezado';
import { EstadoLista } from '../components/EstadoLista';
import { PromocionModal } from '../components/PromocionModal';
import { TablaAdmin } from '../components/TablaAdmin';
import { useBorrado } from '../useBorrado';
import '../admin.css';
import type { Promocion } from '../../../../../common/wire/promociones';

const textos = textosAdmin.promociones;

/** `/panel/ecomerce/promociones`: list with the Activo/Inactivo badge, create, update, delete. */
export default function PromocionesPage() {
  const lista = useLista(listarPromociones);
  const [modo, setModo] = useState<null | 'nueva' | number>(null);
  const borrado = useBorrado<Promocion>({
    eliminar: (p) => eliminarPromocion(p.id),
    describir: textos.que,
    despues: lista.reload,
  });
  const cerrar = useCallback(() => setModo(null), []);

  return (
    <div className="admin">
      <Encabezado titulo={textos.titulo}>
        <button type="button" className="btn btn--primary" onClick={() => setModo('nueva')}>
          {textos.crear}
        </button>
      </Encabezado>
      <section className="admin-section" aria-labelledby="promos-titulo">
        <h2 id="promos-titulo">{textos.lista}</h2>
        <EstadoLista filas={lista.filas} fallo={lista.fallo} recargar={lista.reload} vacio={textos.vacio}>
          <TablaAdmin
            filas={lista.filas ?? []}
            columnas={[
              { titulo: textosAdmin.comun.id, celda: (p) => p.id },
              { titulo: textosAdmin.comun.nombre, celda: (p) => p.nombre },
              { titulo: textos.columnas.descuento, celda: (p) => textos.porcentaje(p.porcentaje) },
              {
                titulo: textos.columnas.estado,
                celda: (p) => (
                  <span className={`badge ${p.activo === 1 ? 'badge--ok' : 'badge--danger'}`}>
                    {p.activo === 1 ? textosAdmin.comun.activo : textosAdmin.comun.inactivo}
                  </span>
                ),
              },
              {
                titulo: textosAdmin.comun.acciones,
                celda: (p) => (
                  <div className="admin-row-actions">
                    <BotonEditar nombre={p.nombre} onClick={() => setModo(p.id)} />
                    <BotonEliminar nombre={p.nombre} onClick={() => borrado.pedir(p)} />
                  </div>
                ),
              },
            ]}
          />
        </EstadoLista>
      </section>
      <PromocionModal modo={modo} onClose={cerrar} onGuardada={() => lista.reload()} />
      <ConfirmDialog {...borrado.dialogo} />
    </div>
  );
}
