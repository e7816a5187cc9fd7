import { useState } from 'react';
import { fechaCorta } from '../../../../../common/fechas';
import type { Cita, Tablero } from '../../../../../common/wire/citas';
import { textosOffline } from '../../../i18n/es/offline';
import { textosPanel } from '../../../i18n/es/panel';
import { telefono } from '../../../lib/format';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';

const T = textosPanel.inicio;
const C = T.columnas;

/** The appointments of the selected card; pending ones can be marked attended or deleted (after a confirmation). */
export function CitasTable({
  titulo,
  citas,
  ventana,
  ocupada,
  porEnviar,
  onAtendido,
  onEliminar,
}: {
  titulo: string;
  citas: Cita[];
  ventana?: Tablero['ventana'];
  ocupada: number | null;
  /** appointments marked attended offline, waiting in the outbox */
  porEnviar?: ReadonlySet<number>;
  onAtendido: (cita: Cita) => void;
  onEliminar: (cita: Cita) => void;
}) {
  const [borrar, setBorrar] = useState<Cita | null>(null);
  return (
    <section className="card citas" id="tabla-citas" aria-labelledby="citas-title">
      <h2 id="citas-title" aria-live="polite">
        {titulo} <span className="badge">{citas.length}</span>
      </h2>
      {ventana && (
        <p className="muted citas__hint">{T.ventana(fechaCorta(ventana.desde), fechaCorta(ventana.hasta))}</p>
      )}
      {citas.length === 0 ? (
        <p className="muted">{T.sinCitas}</p>
      ) : (
        <table className="table table--cards">
          <thead>
            <tr>
              <th scope="col">{C.nombre}</th>
              <th scope="col">{C.telefono}</th>
              <th scope="col">{C.email}</th>
              <th scope="col">{C.motivo}</th>
              <th scope="col">{C.observacion}</th>
              <th scope="col">{C.fecha}</th>
              <th scope="col">{C.inicio}</th>
              <th scope="col">{C.fin}</th>
              <th scope="col">{C.acciones}</th>
            </tr>
          </thead>
          <tbody>
            {citas.map((c) => (
              <tr key={c.id} data-cita={c.id}>
                <td data-label={C.nombre}>{c.nombre}</td>
                <td data-label={C.telefono}>
                  <a href={`tel:${telefono(c.telefono).replace(/\s/g, '')}`}>{telefono(c.telefono)}</a>
                </td>
                <td data-label={C.email} className="citas__email">
                  <a href={`mailto:${c.email}`}>{c.email}</a>
                </td>
                <td data-label={C.motivo}>{c.motivo}</td>
                <td data-label={C.observacion}>{c.observacion}</td>
                <td data-label={C.fecha}>{fechaCorta(c.fecha_cita)}</td>
                <td data-label={C.inicio}>{c.hora_inicio}</td>
                <td data-label={C.fin}>{c.hora_fin}</td>
                <td data-label={C.acciones}>
                  {c.atendido === 1 ? (
                    <span className="badge badge--ok">{T.sinAcciones}</span>
                  ) : porEnviar?.has(c.id) ? (
                    <span className="badge badge--warn">
                      {T.atendida} · {textosOffline.pendienteEnvio}
                    </span>
                  ) : (
                    <span className="citas__actions">
                      <button
                        type="button"
                        className="btn btn--primary btn--small"
                        aria-label={T.atendidoDe(c.nombre)}
                        disabled={ocupada === c.id}
                        onClick={() => onAtendido(c)}
                      >
                        {T.atendido}
                      </button>
                      <button
                        type="button"
                        className="btn btn--small citas__delete"
                        aria-label={T.eliminarDe(c.nombre)}
                        disabled={ocupada === c.id}
                        onClick={() => setBorrar(c)}
                      >
                        {T.eliminar}
                      </button>
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ConfirmDialog
        open={borrar !== null}
        title={T.confirmarTitulo}
        text={borrar ? T.confirmarTexto(borrar.nombre, fechaCorta(borrar.fecha_cita), borrar.hora_inicio) : ''}
        confirmLabel={T.eliminar}
        onCancel={() => setBorrar(null)}
        onConfirm={() => {
          if (borrar) onEliminar(borrar);
          setBorrar(null);
        }}
      />
    </section>
  );
}
