import type { Cita } from '../../../../../common/wire/citas';
import { textosAgenda } from '../../../i18n/es/agenda';
import { fechaLarga } from '../../../lib/format';
import { abierta } from '../agenda';
import { citasDelDia } from '../vistas';
import { CitaBloque } from './CitaBloque';

const textos = textosAgenda;
const corta = new Intl.DateTimeFormat('es-CO', { weekday: 'short', day: 'numeric', timeZone: 'UTC' });
const diaCorto = (fecha: string) => {
  const [y, m, d] = fecha.split('-').map(Number);
  return corta.format(new Date(Date.UTC(y, m - 1, d)));
};

/**
 * Seven days, Monday first: seven columns on a wide screen, one short list per day on a phone.
 * A day's name opens it in the day view.
 */
export function AgendaSemana({
  dias,
  citas,
  hoy,
  porEnviar,
  onDia,
}: {
  dias: string[];
  citas: Cita[];
  hoy: string;
  porEnviar?: ReadonlySet<number>;
  onDia: (fecha: string) => void;
}) {
  return (
    <ol className="agenda-semana">
      {dias.map((fecha) => {
        const delDia = citasDelDia(citas, fecha);
        return (
          <li
            key={fecha}
            className="agenda-semana__dia"
            aria-current={fecha === hoy ? 'date' : undefined}
            data-fecha={fecha}
          >
            <h3 className="agenda-semana__titulo">
              <button
                type="button"
                className="agenda-semana__ir"
                onClick={() => onDia(fecha)}
                aria-label={textos.verDia(fechaLarga(fecha))}
              >
                {diaCorto(fecha)}
              </button>{' '}
              <span className="agenda-semana__cuenta">{textos.cuenta(delDia.length)}</span>
            </h3>
            {delDia.length > 0 && (
              <ul className="agenda-semana__citas">
                {delDia.map((c) => (
                  <li
                    key={c.id}
                    className={abierta(c) ? 'agenda-semana__cita' : 'agenda-semana__cita agenda-semana__cita--cerrada'}
                    data-cita={c.id}
                    data-virtual={c.modalidad === 2 || undefined}
                  >
                    <CitaBloque cita={c} porEnviar={porEnviar?.has(c.id)} compacta />
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
