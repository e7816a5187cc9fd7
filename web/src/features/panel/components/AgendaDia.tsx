import type { CSSProperties } from 'react';
import { horaDe, minutosDe } from '../../../../../common/fechas';
import { hora12 } from '../../../../../common/hora';
import type { Cita } from '../../../../../common/wire/citas';
import { textosAgenda } from '../../../i18n/es/agenda';
import { abierta } from '../agenda';
import { lugares, marcoDelDia } from '../vistas';
import { CitaBloque } from './CitaBloque';

const textos = textosAgenda;
/** CSS custom properties: minutes on the day's time line (panel.css turns them into lengths). */
const en = (props: Record<string, number>) =>
  Object.fromEntries(Object.entries(props).map(([k, v]) => [`--${k}`, v])) as CSSProperties;

/**
 * A day on a time line: each cita a block placed by its start and end, and on today a line at
 * the current minute. For assistive technology it is one list in time order, the current time
 * an item among the citas.
 */
export function AgendaDia({
  citas,
  etiqueta,
  ahora,
  porEnviar,
}: {
  /** the day's live citas */
  citas: Cita[];
  /** the day as words ('martes, 3 de noviembre de 2026') */
  etiqueta: string;
  /** the current minute (HH:MM) when the day is today, else null */
  ahora: string | null;
  porEnviar?: ReadonlySet<number>;
}) {
  const minuto = ahora === null ? null : minutosDe(ahora);
  const { desde, hasta } = marcoDelDia(citas, minuto);
  const lugar = lugares(citas, desde);
  const horas = Array.from({ length: (hasta - desde) / 60 + 1 }, (_, i) => desde + i * 60);
  const antes = citas.filter((c) => minutosDe(c.hora_inicio) <= (minuto ?? -1)).length;

  const lineaAhora = minuto !== null && (
    <li key="ahora" className="agenda-dia__ahora" style={en({ inicio: minuto - desde })}>
      <span className="sr-only">{textos.horaActual}</span>
      <span className="agenda-dia__ahora-hora">{ahora && hora12(ahora)}</span>
    </li>
  );
  const bloques = citas.map((c) => (
    <li
      key={c.id}
      className={abierta(c) ? 'agenda-dia__cita' : 'agenda-dia__cita agenda-dia__cita--cerrada'}
      data-cita={c.id}
      data-virtual={c.modalidad === 2 || undefined}
      style={en(lugar.get(c.id) ?? { inicio: 0, duracion: 30, carril: 0, carriles: 1 })}
    >
      <CitaBloque cita={c} porEnviar={porEnviar?.has(c.id)} />
    </li>
  ));

  return (
    <div className="agenda-dia__marco">
      <div className="agenda-dia" style={en({ minutos: hasta - desde })}>
        <div className="agenda-dia__horas" aria-hidden="true">
          {horas.map((m) => (
            <span key={m} style={en({ inicio: m - desde })}>
              {hora12(horaDe(m))}
            </span>
          ))}
        </div>
        <ol className="agenda-dia__citas" aria-label={textos.lineaDelDia(etiqueta)}>
          {[...bloques.slice(0, antes), lineaAhora, ...bloques.slice(antes)]}
        </ol>
        {citas.length === 0 && <p className="agenda-dia__vacio muted">{textos.vacio}</p>}
      </div>
    </div>
  );
}
