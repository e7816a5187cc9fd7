import { useState } from 'react';
import { t } from '../../../i18n/es';
import { slug, telefono } from '../../../lib/format';
import { Empty } from '../../../ui/States';
import { actualizarMedico, listarMedicos, type Medico } from '../api';
import { useLista } from '../useLista';
import { EstadoLista } from './EstadoLista';

const T = t.admin.config.medicos;
const C = T.columnas;

const PASO = 20;

const coincide = (m: Medico, q: string) => slug(`${m.nombre} ${m.apellido} ${m.email} ${m.cedula}`).includes(q);

/** Médicos: every professional, with Activar/Inactivar and Destacar/No destacar. */
export function MedicosSection() {
  const lista = useLista(listarMedicos);
  const [busqueda, setBusqueda] = useState('');
  const [ocupado, setOcupado] = useState<number | null>(null);
  const [cuantos, setCuantos] = useState(PASO);
  const q = slug(busqueda);
  const encontrados = lista.filas?.filter((m) => !q || coincide(m, q)) ?? null;
  const visibles = encontrados?.slice(0, cuantos) ?? null;

  const cambiar = async (m: Medico, campo: 'activo' | 'destacado') => {
    setOcupado(m.id);
    try {
      lista.reemplazar(await actualizarMedico({ ...m, [campo]: m[campo] === 1 ? 0 : 1 }));
    } catch {
      // the client showed the error toast
    } finally {
      setOcupado(null);
    }
  };

  return (
    <section className="admin-section card" aria-labelledby="medicos-titulo">
      <h2 id="medicos-titulo">{T.titulo}</h2>
      <p className="muted">{T.ayuda}</p>
      <div className="field admin-search">
        <label htmlFor="medicos-buscar">{T.buscar}</label>
        <input
          id="medicos-buscar"
          type="search"
          value={busqueda}
          onChange={(e) => {
            setBusqueda(e.target.value);
            setCuantos(PASO);
          }}
        />
      </div>
      <EstadoLista filas={lista.filas} fallo={lista.fallo} recargar={lista.recargar} vacio={T.vacio}>
        {visibles?.length === 0 ? (
          <Empty title={T.sinResultados} />
        ) : (
          <div className="admin-scroll">
            <table className="table table--cards admin-compacta">
              <thead>
                <tr>
                  <th scope="col">{C.nombre}</th>
                  <th scope="col">{C.apellido}</th>
                  <th scope="col">{C.cedula}</th>
                  <th scope="col">{C.telefono}</th>
                  <th scope="col">{C.email}</th>
                  <th scope="col">{C.especialidad}</th>
                  <th scope="col">{C.direccion}</th>
                  <th scope="col">{C.activo}</th>
                  <th scope="col">{C.opciones}</th>
                </tr>
              </thead>
              <tbody>
                {visibles?.map((m) => {
                  const nombre = `${m.nombre} ${m.apellido}`.trim();
                  return (
                    <tr key={m.id}>
                      <td data-label={C.nombre}>{m.nombre}</td>
                      <td data-label={C.apellido}>{m.apellido}</td>
                      <td data-label={C.cedula} className="admin-nowrap">
                        {m.cedula}
                      </td>
                      <td data-label={C.telefono} className="admin-nowrap">
                        {telefono(m.celular)}
                      </td>
                      <td data-label={C.email} className="admin-nowrap">
                        {m.email}
                      </td>
                      <td data-label={C.especialidad}>{m.cargo}</td>
                      <td data-label={C.direccion}>{[m.direccion, m.ciudad].filter(Boolean).join(', ')}</td>
                      <td data-label={C.activo}>
                        <span className={`badge ${m.activo === 1 ? 'badge--ok' : 'badge--warn'}`}>
                          {m.activo === 1 ? T.si : T.no}
                        </span>{' '}
                        {m.destacado === 1 && <span className="badge">{T.destacado}</span>}
                      </td>
                      <td data-label={C.opciones}>
                        <div className="admin-row-actions">
                          <button
                            type="button"
                            className="btn btn--small"
                            disabled={ocupado === m.id}
                            aria-label={m.activo === 1 ? T.inactivarDe(nombre) : T.activarDe(nombre)}
                            onClick={() => cambiar(m, 'activo')}
                          >
                            {m.activo === 1 ? T.inactivar : T.activar}
                          </button>
                          <button
                            type="button"
                            className="btn btn--small"
                            disabled={ocupado === m.id}
                            aria-label={m.destacado === 1 ? T.noDestacarDe(nombre) : T.destacarDe(nombre)}
                            onClick={() => cambiar(m, 'destacado')}
                          >
                            {m.destacado === 1 ? T.noDestacar : T.destacar}
                          </button>
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            {encontrados && (
              <div className="admin-more">
                <p className="muted" aria-live="polite">
                  {T.mostrando(visibles?.length ?? 0, encontrados.length)}
                </p>
                {encontrados.length > cuantos && (
                  <button type="button" className="btn" onClick={() => setCuantos((n) => n + PASO)}>
                    {T.mostrarMas}
                  </button>
                )}
              </div>
            )}
          </div>
        )}
      </EstadoLista>
    </section>
  );
}
