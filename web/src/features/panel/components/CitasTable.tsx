import { useState } from 'react';
import { fechaCorta } from '../../../../../common/fechas';
import type { Cita, Tablero } from '../../../../../common/wire/citas';
import { textosOffline } from '../../../i18n/es/offline';
import { textosPanel } from '../../../i18n/es/panel';
import { telefono } from '../../../lib/format';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';

const textos = textosPanel.inicio;
const textosColumnas = textos.columnas;

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
        <p className="muted citas__hint">{textos.ventana(fechaCorta(ventana.desde), fechaCorta(ventana.hasta))}</p>
      )}
      {citas.length === 0 ? (
        <p className="muted">{textos.sinCitas}</p>
      ) : (
        <table className="table table--cards">
          <thead>
            <tr>
              <th scope="col">{textosColumnas.nombre}</th>
              <th scope="col">{textosColumnas.telefono}</th>
              <th scope="col">{textosColumnas.email}</th>
              <th scope="col">{textosColumnas.motivo}</th>
              <th scope="col">{textosColumnas.observacion}</th>
              <th scope="col">{textosColumnas.fecha}</th>
              <th scope="col">{textosColumnas.inicio}</th>
              <th scope="col">{textosColumnas.fin}</th>
              <th scope="col">{textosColumnas.acciones}</th>
            </tr>
          </thead>
          <tbody>
            {citas.map((c) => (
              <tr key={c.id} data-cita={c.id}>
                <td data-label={textosColumnas.nombre}>{c.nombre}</td>
                <td data-label={textosColumnas.telefono}>
                  <a href={`tel:${telefono(c.telefono).replace(/\s/g, '')}`}>{telefono(c.telefono)}</a>
                </td>
                <td data-label={textosColumnas.email} className="citas__email">
                  <a href={`mailto:${c.email}`}>{c.email}</a>
                </td>
                <td data-label={textosColumnas.motivo}>{c.motivo}</td>
                <td data-label={textosColumnas.observacion}>{c.observacion}</td>
                <td data-label={textosColumnas.fecha}>{fechaCorta(c.fecha_cita)}</td>
                <td data-label={textosColumnas.inicio}>{c.hora_inicio}</td>
                <td data-label={textosColumnas.fin}>{c.hora_fin}</td>
                <td data-label={textosColumnas.acciones}>
                  {c.atendido === 1 ? (
                    <span className="badge badge--ok">{textos.sinAcciones}</span>
                  ) : porEnviar?.has(c.id) ? (
                    <span className="badge badge--warn">
                      {textos.atendida} · {textosOffline.pendienteEnvio}
                    </span>
                  ) : (
                    <span className="citas__actions">
                      <button
                        type="button"
                        className="btn btn--primary btn--small"
                        aria-label={textos.atendidoDe(c.nombre)}
                        disabled={ocupada === c.id}
                        onClick={() => onAtendido(c)}
                      >
                        {textos.atendido}
                      </button>
                      <button
                        type="button"
                        className="btn btn--small citas__delete"
                        aria-label={textos.eliminarDe(c.nombre)}
                        disabled={ocupada === c.id}
                        onClick={() => setBorrar(c)}
                      >
                        {textos.eliminar}
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
        title={textos.confirmarTitulo}
        text={borrar ? textos.confirmarTexto(borrar.nombre, fechaCorta(borrar.fecha_cita), borrar.hora_inicio) : ''}
        confirmLabel={textos.eliminar}
        onCancel={() => setBorrar(null)}
        onConfirm={() => {
          if (borrar) onEliminar(borrar);
          setBorrar(null);
        }}
      />
    </section>
  );
}
