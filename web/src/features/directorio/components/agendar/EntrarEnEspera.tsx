import { lazy, Suspense, useId, useState } from 'react';
import { textosPerfil } from '../../../../i18n/es/perfil';
import type { PropsEspera } from './ListaEsperaForm';

/** The form and its texts load only when she opens it: the profile's bytes stay as they were. */
const ListaEsperaForm = lazy(() => import('./ListaEsperaForm'));

const textos = textosPerfil.agendar.espera;

/**
 * Under the booking calendar: when the days she wants are full, a disclosure opens the form to
 * enter the profesional's lista de espera (issue 35), in place, with what she already chose.
 */
export function EntrarEnEspera(props: PropsEspera) {
  const id = useId();
  const [abierta, setAbierta] = useState(false);
  return (
    <div className="booking__espera">
      <p className="booking__label">{textos.pregunta}</p>
      <button
        type="button"
        className="btn btn--ghost btn--block"
        aria-expanded={abierta}
        aria-controls={`${id}-espera`}
        onClick={() => setAbierta((a) => !a)}
      >
        {textos.boton}
      </button>
      <div id={`${id}-espera`}>
        {abierta && (
          <Suspense fallback={<p role="status" className="muted" />}>
            <ListaEsperaForm {...props} onCerrar={() => setAbierta(false)} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
