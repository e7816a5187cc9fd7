import { useState } from 'react';
import { t } from '../../../i18n/es';
import { actualizarMarca, crearMarca, eliminarMarca, type Marca } from '../api';
import type { Lista } from '../useLista';
import { Confirmar } from './Confirmar';
import { EstadoLista } from './EstadoLista';
import { Icono } from './Icono';
import { NombreModal } from './NombreModal';

const A = t.admin;
const T = A.marcas;

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
  const [borrando, setBorrando] = useState<Marca | null>(null);
  const Titulo = `h${headingLevel}` as const;

  const borrar = async () => {
    const marca = borrando;
    setBorrando(null);
    if (!marca) return;
    try {
      await eliminarMarca(marca.id);
      await lista.recargar();
      onCambio?.();
    } catch {
      // the client showed why (a brand in use cannot be deleted)
    }
  };

  return (
    <section className="admin-section" aria-labelledby="marcas-titulo">
      <div className="admin-section__head">
        <Titulo id="marcas-titulo">{T.lista}</Titulo>
        <button type="button" className="btn btn--primary" onClick={() => setCreando(true)}>
          {T.crear}
        </button>
      </div>
      <EstadoLista filas={lista.filas} fallo={lista.fallo} recargar={lista.recargar} vacio={T.vacio}>
        <table className="table table--cards">
          <thead>
            <tr>
              <th scope="col">{A.comun.id}</th>
              <th scope="col">{A.comun.nombre}</th>
              <th scope="col">{A.comun.acciones}</th>
            </tr>
          </thead>
          <tbody>
            {lista.filas?.map((m) => (
              <tr key={m.id}>
                <td data-label={A.comun.id}>{m.id}</td>
                <td data-label={A.comun.nombre}>{m.nombre}</td>
                <td data-label={A.comun.acciones}>
                  <div className="admin-row-actions">
                    <button
                      type="button"
                      className="btn btn--small"
                      aria-label={A.comun.editarDe(m.nombre)}
                      onClick={() => setEditando(m)}
                    >
                      <Icono nombre="editar" /> {A.comun.editar}
                    </button>
                    <button
                      type="button"
                      className="btn btn--small admin-danger"
                      aria-label={A.comun.eliminarDe(m.nombre)}
                      onClick={() => setBorrando(m)}
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

      <NombreModal
        open={creando}
        titulo={T.nueva}
        etiqueta={A.comun.nombre}
        boton={T.crearBoton}
        avisoVacio={T.obligatorio}
        onClose={() => setCreando(false)}
        onGuardar={async (nombre) => {
          await crearMarca(nombre);
          await lista.recargar();
        }}
      />
      <NombreModal
        open={editando !== null}
        titulo={T.editarTitulo}
        etiqueta={T.nombreMarca}
        boton={T.actualizar}
        inicial={editando?.nombre ?? ''}
        avisoVacio={T.obligatorio}
        botonCerrar
        onClose={() => setEditando(null)}
        onGuardar={async (nombre) => {
          if (!editando) return;
          lista.reemplazar(await actualizarMarca({ ...editando, nombre }));
          onCambio?.();
        }}
      />
      <Confirmar
        que={borrando ? T.que(borrando.nombre) : null}
        onConfirmar={borrar}
        onCancelar={() => setBorrando(null)}
      />
    </section>
  );
}
