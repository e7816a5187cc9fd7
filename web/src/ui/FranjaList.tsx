import type { Franja } from '../../../common/wire/horarios';
import { textosComun } from '../i18n/es/comun';
import type { Loaded } from '../lib/useLoad';
import { Loading } from './States';
import './franjas.css';

export type FranjaLabels = {
  /** the list's legend ('Horarios libres') */
  libres: string;
  /** a day without a free franja */
  vacio: string;
  /** a franja's button: '08:00 – 08:30' */
  franja: (inicio: string, fin: string) => string;
};

/**
 * A day's free franjas as buttons (the booking's and the reschedule's): loading, its failure
 * (offline: that it needs a connection) or a day without any.
 */
export function FranjaList({
  franjas,
  online,
  labels,
  onElegir,
}: {
  franjas: Loaded<Franja[]>;
  online: boolean;
  labels: FranjaLabels;
  onElegir: (franja: Franja) => void;
}) {
  if (franjas.loading) return <Loading />;
  if (franjas.error)
    return (
      <p className="avail__error" role="alert">
        {online ? franjas.error.message : textosComun.estados.requiereConexion}
      </p>
    );
  if (!franjas.data?.length)
    return (
      <p className="avail__vacio" role="status" tabIndex={-1}>
        {labels.vacio}
      </p>
    );
  return (
    <fieldset className="avail__slots">
      <legend>{labels.libres}</legend>
      <ul>
        {franjas.data.map((h) => (
          // several franjas share a horario's id: a franja is its start
          <li key={h.hora_inicio}>
            <button type="button" className="btn avail__slot" onClick={() => onElegir(h)}>
              {labels.franja(h.hora_inicio, h.hora_fin)}
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
