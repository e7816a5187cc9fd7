import { useState } from 'react';
import type { Marca } from '../../../../../common/wire/marcas';
import { textosAdmin } from '../../../i18n/es/admin';
import type { Lista } from '../../../lib/useLista';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { actualizarMarca, crearMarca, eliminarMarca } from '../api';
import { useBorrado } from '../useBorrado';
import { BotonEditar, BotonEliminar } from './BotonesFila';
import { EstadoLista } from './EstadoLista';
import { CrearNombreModal, NombreModal } from './NombreModal';
import { TablaAdmin } from './TablaAdmin';

const textos = textosAdmin.marcas;

/**
 * 'Lista de Marcas:' (ID, Nombre, Acciones: edit, delete after confirming) with the
 * 'Crear Nueva Marca' modal and the edit form. Used by the brands screen and the products one.
 */
export function MarcasPanel({
  lista,
  onCambio,
  headingLevel = 2,
}: {
  lista: Lista<Marca>;
  /** after a brand was renamed or deleted (the products screen reloads its rows) */
  onCambio?: () => void;
  headingLevel?: 2 | 3;
}) {
  const [creando, setCreando] = useState(false);
  const [editando, setEditando] = useState<Marca | null>(null);
  const borrado = useBorrado<Marca>({
    eliminar: (m) => eliminarMarca(m.id),
    describir: textos.que,
    despues: async () => {
      await lista.reload();
      onCambio?.();
    },
  });
  const Titulo = `h${headingLevel}` as const;

  return (
    <section className="admin-section" aria-labelledby="marcas-titulo">
      <div className="admin-section__head">
        <Titulo id="marcas-titulo">{textos.lista}</Titulo>
        <button type="button" className="btn btn--primary" onClick={() => setCreando(true)}>
          {textos.crear}
        </button>
      </div>
      <EstadoLista filas={lista.filas} fallo={lista.fallo} recargar={lista.reload} vacio={textos.vacio}>
        <TablaAdmin
          filas={lista.filas ?? []}
          columnas={[
            { titulo: textosAdmin.comun.id, celda: (m) => m.id },
            { titulo: textosAdmin.comun.nombre, celda: (m) => m.nombre },
            {
              titulo: textosAdmin.comun.acciones,
              celda: (m) => (
                <div className="admin-row-actions">
                  <BotonEditar nombre={m.nombre} onClick={() => setEditando(m)} />
                  <BotonEliminar nombre={m.nombre} onClick={() => borrado.pedir(m)} />
                </div>
              ),
            },
          ]}
        />
      </EstadoLista>

      <CrearNombreModal
        open={creando}
        textos={textos}
        onClose={() => setCreando(false)}
        onCrear={async (nombre) => {
          await crearMarca(nombre);
          await lista.reload();
        }}
      />
      <NombreModal
        open={editando !== null}
        titulo={textos.editarTitulo}
        etiqueta={textos.nombreMarca}
        boton={textos.actualizar}
        inicial={editando?.nombre ?? ''}
        avisoVacio={textos.obligatorio}
        botonCerrar
        onClose={() => setEditando(null)}
        onGuardar={async (nombre) => {
          if (!editando) return;
          lista.reemplazar(await actualizarMarca({ ...editando, nombre }));
          onCambio?.();
        }}
      />
      <ConfirmDialog {...borrado.dialogo} />
    </section>
  );
}
