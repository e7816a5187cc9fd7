import { useLiveQuery } from 'dexie-react-hooks';
import { textosCitas } from '../../../i18n/es/citas';
import { listarCitas, olvidarCita } from '../../../lib/citas-guardadas';
import { fechaLarga } from '../../../lib/format';
import { CitaItem } from './CitaItem';

const textos = textosCitas.mis;

/**
 * The citas kept on this device (booked or opened here), upcoming first; readable offline. Its own
 * chunk (it brings IndexedDB's code), loaded once the screen is painted.
 */
export default function CitasGuardadas() {
  const citas = useLiveQuery(() => listarCitas(), []);
  if (!citas) return null;
  return (
    <section aria-labelledby="citas-guardadas">
      <h2 id="citas-guardadas">{textos.enDispositivo}</h2>
      <p className="muted">{textos.enDispositivoAyuda}</p>
      {citas.length === 0 ? (
        <p role="status">{textos.ninguna}</p>
      ) : (
        <ul className="mis-citas__lista">
          {citas.map(({ cita, gestion }) => (
            <CitaItem key={cita.id} cita={cita} gestion={gestion}>
              <button
                type="button"
                className="btn btn--ghost btn--small"
                aria-label={textos.olvidarDe(cita.profesional.nombre, fechaLarga(cita.fecha_cita))}
                onClick={() => olvidarCita(cita.id)}
              >
                {textos.olvidar}
              </button>
            </CitaItem>
          ))}
        </ul>
      )}
    </section>
  );
}
