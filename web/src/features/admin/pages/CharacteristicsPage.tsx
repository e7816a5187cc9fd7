import { useState } from 'react';
import { t } from '../../../i18n/es';
import {
  actualizarCaracteristica,
  type Caracteristica,
  crearCaracteristica,
  eliminarCaracteristica,
  listarCaracteristicas,
} from '../api';
import { CampoEnLinea } from '../components/CampoEnLinea';
import { Confirmar } from '../components/Confirmar';
import { Encabezado } from '../components/Encabezado';
import { EstadoLista } from '../components/EstadoLista';
import { NombreModal } from '../components/NombreModal';
import { useLista } from '../useLista';
import '../admin.css';
import { Icono } from '../components/Icono';

const A = t.admin;
const T = A.caracteristicas;

/** `/panel/ecomerce/caracteristicas`: names edited in place (saved on leaving the cell), create, delete. */
export default function CharacteristicsPage() {
  const lista = useLista(listarCaracteristicas);
  const [creando, setCreando] = useState(false);
  const [borrando, setBorrando] = useState<Caracteristica | null>(null);

  const borrar = async () => {
    const c = borrando;
    setBorrando(null);
    if (!c) return;
    try {
      await eliminarCaracteristica(c.id);
      await lista.recargar();
    } catch {
      // the client showed why (one in use cannot be deleted)
    }
  };

  return (
    <div className="admin">
      <Encabezado titulo={T.titulo}>
        <button type="button" className="btn btn--primary" onClick={() => setCreando(true)}>
          {T.crear}
        </button>
      </Encabezado>
      <section className="admin-section" aria-labelledby="caract-titulo">
        <h2 id="caract-titulo">{T.lista}</h2>
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
              {lista.filas?.map((c) => (
                <tr key={c.id}>
                  <td data-label={A.comun.id}>{c.id}</td>
                  <td data-label={A.comun.nombre}>
                    <CampoEnLinea
                      valor={c.nombre}
                      etiqueta={A.comun.nombreDe(c.nombre)}
                      avisoVacio={T.obligatorio}
                      onGuardar={async (nombre) => lista.reemplazar(await actualizarCaracteristica({ ...c, nombre }))}
                    />
                  </td>
                  <td data-label={A.comun.acciones}>
                    <button
                      type="button"
                      className="btn btn--small admin-danger"
                      aria-label={A.comun.eliminarDe(c.nombre)}
                      onClick={() => setBorrando(c)}
                    >
                      <Icono nombre="eliminar" /> {A.comun.eliminar}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </EstadoLista>
      </section>

      <NombreModal
        open={creando}
        titulo={T.nueva}
        etiqueta={A.comun.nombre}
        boton={T.crearBoton}
        avisoVacio={T.obligatorio}
        onClose={() => setCreando(false)}
        onGuardar={async (nombre) => {
          await crearCaracteristica(nombre);
          await lista.recargar();
        }}
      />
      <Confirmar
        que={borrando ? T.que(borrando.nombre) : null}
        onConfirmar={borrar}
        onCancelar={() => setBorrando(null)}
      />
    </div>
  );
}
