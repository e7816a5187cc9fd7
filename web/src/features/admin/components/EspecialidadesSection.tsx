import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { t } from '../../../i18n/es';
import {
  actualizarEspecialidad,
  crearEspecialidad,
  type Especialidad,
  eliminarEspecialidad,
  listarEspecialidades,
} from '../api';
import { useLista } from '../useLista';
import { CampoEnLinea } from './CampoEnLinea';
import { Confirmar } from './Confirmar';
import { EstadoLista } from './EstadoLista';

const A = t.admin;
const T = A.config.especialidades;

/** Especialidades: the 'Nuevo +' form, names edited in place, 'Eliminar' after confirming. */
export function EspecialidadesSection() {
  const lista = useLista(listarEspecialidades);
  const [nombre, setNombre] = useState('');
  const [enviando, setEnviando] = useState(false);
  const [borrando, setBorrando] = useState<Especialidad | null>(null);

  const crear = async (e: FormEvent) => {
    e.preventDefault();
    if (!nombre.trim()) {
      toast.error(T.falta);
      return;
    }
    setEnviando(true);
    try {
      await crearEspecialidad(nombre.trim());
      setNombre('');
      await lista.recargar();
    } catch {
      // the client showed why (a duplicate name, for instance)
    } finally {
      setEnviando(false);
    }
  };

  const borrar = async () => {
    const esp = borrando;
    setBorrando(null);
    if (!esp) return;
    try {
      await eliminarEspecialidad(esp.id);
      await lista.recargar();
    } catch {
      // the client showed why (a specialty in use cannot be deleted)
    }
  };

  return (
    <section className="admin-section card" aria-labelledby="esp-titulo">
      <h2 id="esp-titulo">{T.titulo}</h2>
      <form className="admin-inline-form" onSubmit={crear} noValidate>
        <div className="field">
          <label htmlFor="esp-nueva">{T.nueva}</label>
          <input id="esp-nueva" value={nombre} maxLength={100} onChange={(e) => setNombre(e.target.value)} />
        </div>
        <button type="submit" className="btn btn--primary" disabled={enviando}>
          {T.nuevo}
        </button>
      </form>
      <p className="muted">{A.comun.seGuardaAlSalir}</p>
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
            {lista.filas?.map((esp) => (
              <tr key={esp.id}>
                <td data-label={A.comun.id}>{esp.id}</td>
                <td data-label={A.comun.nombre}>
                  <CampoEnLinea
                    valor={esp.nombre}
                    etiqueta={A.comun.nombreDe(esp.nombre)}
                    avisoVacio={T.sinTexto}
                    onGuardar={async (n) => lista.reemplazar(await actualizarEspecialidad({ ...esp, nombre: n }))}
                  />
                </td>
                <td data-label={A.comun.acciones}>
                  <button
                    type="button"
                    className="btn btn--small admin-danger"
                    aria-label={A.comun.eliminarDe(esp.nombre)}
                    onClick={() => setBorrando(esp)}
                  >
                    {A.comun.eliminar}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </EstadoLista>
      <Confirmar
        que={borrando ? T.que(borrando.nombre) : null}
        onConfirmar={borrar}
        onCancelar={() => setBorrando(null)}
      />
    </section>
  );
}
