import { useId, useState } from 'react';
import { fechaCorta } from '../../../../../common/fechas';
import { hora12 } from '../../../../../common/hora';
import type { Cita, Tablero } from '../../../../../common/wire/citas';
import { textosAgenda } from '../../../i18n/es/agenda';
import { textosPanel } from '../../../i18n/es/panel';
import { telefono } from '../../../lib/format';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { MotivoDialog } from '../../../ui/MotivoDialog';
import { abierta, puedeAtendido, puedeNoAsistio } from '../agenda';
import { EstadoCita } from './EstadoCita';

const textos = textosPanel.inicio;
const textosColumnas = textos.columnas;
const cuando = (c: Cita) => [c.nombre, fechaCorta(c.fecha_cita), c.hora_inicio] as const;

/**
 * The citas of the selected card, each with its status. An open cita can be cancelled with a
 * reason the paciente is told; from its start it can be marked attended (offline too: the outbox
 * keeps it) or, until 5 days after, 'No asistió'. Cancel and 'No asistió' need the connection and say so.
 */
export function CitasTable({
  titulo,
  citas,
  ventana,
  ahora,
  online,
  ocupada,
  porEnviar,
  onAtendido,
  onCancelar,
  onNoAsistio,
}: {
  titulo: string;
  citas: Cita[];
  ventana?: Tablero['ventana'];
  ahora: Date;
  online: boolean;
  ocupada: number | null;
  /** appointments marked attended offline, waiting in the outbox */
  porEnviar?: ReadonlySet<number>;
  onAtendido: (cita: Cita) => void;
  /** resolves once the server cancelled it; a rejection keeps the dialog open with its reason */
  onCancelar: (cita: Cita, motivo: string) => Promise<unknown>;
  onNoAsistio: (cita: Cita) => void;
}) {
  const [cancelar, setCancelar] = useState<Cita | null>(null);
  const [noAsistio, setNoAsistio] = useState<Cita | null>(null);
  const notaId = useId();
  return (
    <section className="card citas" id="tabla-citas" aria-labelledby="citas-title">
      <h2 id="citas-title" aria-live="polite" tabIndex={-1}>
        {titulo} <span className="badge">{citas.length}</span>
      </h2>
      {ventana && (
        <p className="muted citas__hint">{textos.ventana(fechaCorta(ventana.desde), fechaCorta(ventana.hasta))}</p>
      )}
      {!online && (
        <p id={notaId} className="offline-note citas__offline">
          {textos.sinConexionAccion}
        </p>
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
              <th scope="col">{textosColumnas.estado}</th>
              <th scope="col">{textosColumnas.acciones}</th>
            </tr>
          </thead>
          <tbody>
            {citas.map((c) => {
              const enEspera = porEnviar?.has(c.id) ?? false;
              const acciones = abierta(c) && c.atendido !== 1 && !enEspera;
              const sinRed = online ? undefined : notaId;
              return (
                <tr key={c.id} data-cita={c.id}>
                  <td data-label={textosColumnas.nombre}>{c.nombre}</td>
                  <td data-label={textosColumnas.telefono}>
                    <a href={`tel:${telefono(c.telefono).replace(/\s/g, '')}`}>{telefono(c.telefono)}</a>
                  </td>
                  <td data-label={textosColumnas.email} className="citas__email">
                    <a href={`mailto:${c.email}`}>{c.email}</a>
                  </td>
                  <td data-label={textosColumnas.motivo}>
                    {c.motivo}
                    {c.modalidad === 2 && (
                      <>
                        {' '}
                        <span className="badge cita-bloque__virtual">{textosAgenda.virtual}</span>
                      </>
                    )}
                  </td>
                  <td data-label={textosColumnas.observacion}>{c.observacion}</td>
                  <td data-label={textosColumnas.fecha}>{fechaCorta(c.fecha_cita)}</td>
                  <td data-label={textosColumnas.inicio}>{hora12(c.hora_inicio)}</td>
                  <td data-label={textosColumnas.fin}>{hora12(c.hora_fin)}</td>
                  <td data-label={textosColumnas.estado}>
                    <EstadoCita cita={c} porEnviar={enEspera} />
                  </td>
                  <td data-label={textosColumnas.acciones}>
                    {acciones && (
                      <span className="citas__actions">
                        {puedeAtendido(c, ahora) && (
                          <button
                            type="button"
                            className="btn btn--primary btn--small"
                            aria-label={textos.atendidoDe(c.nombre)}
                            disabled={ocupada === c.id}
                            onClick={() => onAtendido(c)}
                          >
                            {textos.atendido}
                          </button>
                        )}
                        {puedeNoAsistio(c, ahora) && (
                          <button
                            type="button"
                            className="btn btn--small"
                            aria-label={textos.noAsistioDe(c.nombre)}
                            aria-describedby={sinRed}
                            disabled={!online || ocupada === c.id}
                            onClick={() => setNoAsistio(c)}
                          >
                            {textos.noAsistio}
                          </button>
                        )}
                        <button
                          type="button"
                          className="btn btn--small citas__delete"
                          aria-label={textos.cancelarDe(c.nombre)}
                          aria-describedby={sinRed}
                          disabled={!online || ocupada === c.id}
                          onClick={() => setCancelar(c)}
                        >
                          {textos.cancelar}
                        </button>
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <MotivoDialog
        open={cancelar !== null}
        title={textos.cancelarDialogo.titulo}
        text={cancelar ? textos.cancelarDialogo.texto(...cuando(cancelar)) : ''}
        label={textos.cancelarDialogo.motivo}
        hint={textos.cancelarDialogo.ayuda}
        textos={textos.cancelarDialogo}
        onConfirm={(motivo) => (cancelar ? onCancelar(cancelar, motivo) : Promise.resolve())}
        onClose={() => setCancelar(null)}
      />
      <ConfirmDialog
        open={noAsistio !== null}
        title={textos.noAsistioDialogo.titulo}
        text={noAsistio ? textos.noAsistioDialogo.texto(...cuando(noAsistio)) : ''}
        confirmLabel={textos.noAsistioDialogo.confirmar}
        onCancel={() => setNoAsistio(null)}
        onConfirm={() => {
          if (noAsistio) onNoAsistio(noAsistio);
          setNoAsistio(null);
        }}
      />
    </section>
  );
}
