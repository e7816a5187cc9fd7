import type { Cita } from '../../../../../common/wire/citas';
import { textosPanel } from '../../../i18n/es/panel';
import { abierta, filtrarCitas } from '../agenda';
import { EstadoCita } from './EstadoCita';

const textos = textosPanel.inicio;

/** Today's appointments in time order, each with its status: what a professional checks first on the phone. */
export function AgendaHoy({
  citas,
  ahora,
  porEnviar,
}: {
  citas: Cita[];
  ahora: Date;
  /** appointments marked attended offline, waiting in the outbox */
  porEnviar?: ReadonlySet<number>;
}) {
  const hoy = filtrarCitas(citas, 'hoy', ahora);
  return (
    <section className="card agenda" aria-labelledby="agenda-title">
      <h2 id="agenda-title">{textos.agendaHoy}</h2>
      {hoy.length === 0 ? (
        <p className="muted">{textos.agendaVacia}</p>
      ) : (
        <ol className="agenda__list">
          {hoy.map((c) => (
            <li key={c.id} className={abierta(c) ? 'agenda__item' : 'agenda__item agenda__item--done'}>
              <span className="agenda__hora">
                {c.hora_inicio}–{c.hora_fin}
              </span>
              <span className="agenda__who">
                <strong>{c.nombre}</strong>
                <span className="muted">{c.motivo}</span>
              </span>
              <EstadoCita cita={c} porEnviar={porEnviar?.has(c.id)} conMotivo={false} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
