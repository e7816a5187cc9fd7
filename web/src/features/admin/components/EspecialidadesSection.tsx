import { type FormEvent, useState } from 'react';
import type { Especialidad } from '../../../../../common/wire/especialidades';
import { textosAdmin } from '../../../i18n/es/admin';
import { textosConfig } from '../../../i18n/es/config';
import { toast } from '../../../lib/toast';
import { useLista } from '../../../lib/useLista';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { actualizarEspecialidad, crearEspecialidad, eliminarEspecialidad, listarEspecialidades } from '../config-api';
import { useBorrado } from '../useBorrado';
import { BotonEliminar } from './BotonesFila';
import { CampoEnLinea } from './CampoEnLinea';
import { EstadoLista } from './EstadoLista';
import { TablaAdmin } from './TablaAdmin';

const textos = textosConfig.especialidades;

/** Especialidades: the 'Nuevo +' form, names edited in place, 'Eliminar' after confirming. */
export function EspecialidadesSection() {
  const lista = useLista(listarEspecialidades);
  const [nombre, setNombre] = useState('');
  const [enviando, setEnviando] = useState(false);
  const borrado = useBorrado<Especialidad>({
    eliminar: (esp) => eliminarEspecialidad(esp.id),
    describir: textos.que,
    despues: lista.reload,
  });

  const crear = async (e: FormEvent) => {
    e.preventDefault();
    if (!nombre.trim()) {
      toast.error(textos.falta);
      return;
    }
    setEnviando(true);
    try {
      await crearEspecialidad(nombre.trim());
      setNombre('');
      await lista.reload();
    } catch {
      // the client showed why (a duplicate name, for instance)
    } finally {
      setEnviando(false);
    }
  };

  return (
    <section className="admin-section card" aria-labelledby="esp-titulo">
      <h2 id="esp-titulo">{textos.titulo}</h2>
      <form className="admin-inline-form" onSubmit={crear} noValidate>
        <div className="field">
          <label htmlFor="esp-nueva">{textos.nueva}</label>
          <input id="esp-nueva" value={nombre} maxLength={100} onChange={(e) => setNombre(e.target.value)} />
        </div>
        <button type="submit" className="btn btn--primary" disabled={enviando}>
          {textos.nuevo}
        </button>
      </form>
      <p className="muted">{textosAdmin.comun.seGuardaAlSalir}</p>
      <EstadoLista filas={lista.filas} fallo={lista.fallo} recargar={lista.reload} vacio={textos.vacio}>
        <TablaAdmin
          filas={lista.filas ?? []}
          columnas={[
            { titulo: textosAdmin.comun.id, celda: (esp) => esp.id },
            {
              titulo: textosAdmin.comun.nombre,
              celda: (esp) => (
                <CampoEnLinea
                  valor={esp.nombre}
                  etiqueta={textosAdmin.comun.nombreDe(esp.nombre)}
                  avisoVacio={textos.sinTexto}
                  onGuardar={async (n) => lista.reemplazar(await actualizarEspecialidad({ ...esp, nombre: n }))}
                />
              ),
            },
            {
              titulo: textosAdmin.comun.acciones,
              celda: (esp) => <BotonEliminar nombre={esp.nombre} icono={false} onClick={() => borrado.pedir(esp)} />,
            },
          ]}
        />
      </EstadoLista>
      <ConfirmDialog {...borrado.dialogo} />
    </section>
  );
}
