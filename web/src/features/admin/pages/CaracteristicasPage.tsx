import { useState } from 'react';
import { textosAdmin } from '../../../i18n/es/admin';
import { useLista } from '../../../lib/useLista';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { actualizarCaracteristica, crearCaracteristica, eliminarCaracteristica, listarCaracteristicas } from '../api';
import { BotonEliminar } from '../components/BotonesFila';
import { CampoEnLinea } from '../components/CampoEnLinea';
import { Encabezado } from '../components/Encabezado';
import { EstadoLista } from '../components/EstadoLista';
import { CrearNombreModal } from '../components/NombreModal';
import { TablaAdmin } from '../components/TablaAdmin';
import { useBorrado } from '../useBorrado';
import '../admin.css';
import type { Caracteristica } from '../../../../../common/wire/caracteristicas';

const textos = textosAdmin.caracteristicas;

/** `/panel/ecomerce/caracteristicas`: names edited in place (saved on leaving the cell), create, delete. */
export default function CaracteristicasPage() {
  const lista = useLista(listarCaracteristicas);
  const [creando, setCreando] = useState(false);
  const borrado = useBorrado<Caracteristica>({
    eliminar: (c) => eliminarCaracteristica(c.id),
    describir: textos.que,
    despues: lista.reload,
  });

  return (
    <div className="admin">
      <Encabezado titulo={textos.titulo}>
        <button type="button" className="btn btn--primary" onClick={() => setCreando(true)}>
          {textos.crear}
        </button>
      </Encabezado>
      <section className="admin-section" aria-labelledby="caract-titulo">
        <h2 id="caract-titulo">{textos.lista}</h2>
        <p className="muted">{textosAdmin.comun.seGuardaAlSalir}</p>
        <EstadoLista filas={lista.filas} fallo={lista.fallo} recargar={lista.reload} vacio={textos.vacio}>
          <TablaAdmin
            filas={lista.filas ?? []}
            columnas={[
              { titulo: textosAdmin.comun.id, celda: (c) => c.id },
              {
                titulo: textosAdmin.comun.nombre,
                celda: (c) => (
                  <CampoEnLinea
                    valor={c.nombre}
                    etiqueta={textosAdmin.comun.nombreDe(c.nombre)}
                    avisoVacio={textos.obligatorio}
                    onGuardar={async (nombre) => lista.reemplazar(await actualizarCaracteristica({ ...c, nombre }))}
                  />
                ),
              },
              {
                titulo: textosAdmin.comun.acciones,
                celda: (c) => <BotonEliminar nombre={c.nombre} onClick={() => borrado.pedir(c)} />,
              },
            ]}
          />
        </EstadoLista>
      </section>

      <CrearNombreModal
        open={creando}
        textos={textos}
        onClose={() => setCreando(false)}
        onCrear={async (nombre) => {
          await crearCaracteristica(nombre);
          await lista.reload();
        }}
      />
      <ConfirmDialog {...borrado.dialogo} />
    </div>
  );
}
