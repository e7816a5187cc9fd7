import { textosComun } from '../../../i18n/es/comun';
import { textosAgenda } from '../../../i18n/es/panel-agenda';
import { useFallo } from '../../../lib/useFallo';
import { useLoad } from '../../../lib/useLoad';
import { Loading } from '../../../ui/States';
import { leerAjustes } from '../ajustes-api';
import { AjustesForm } from '../components/AjustesForm';
import { Horarios } from '../components/Horarios';
import { Motivos } from '../components/Motivos';
import '../ajustes.css';

const textos = textosAgenda;

/**
 * `/panel/agenda`: when she works (weekly ranges and the franjas each yields), how her agenda is
 * cut and booked (ajustes), and her motivos with their duration and price.
 */
export default function HorariosPage() {
  const { data: ajustes, error, loading, reload, setData } = useLoad((signal) => leerAjustes(signal), []);
  const fallo = useFallo(error, loading);

  return (
    <div className="ajustes">
      <header className="dashboard__head">
        <h1>{textos.paginas.horarios}</h1>
        <p className="muted">{textos.paginas.horariosIntro}</p>
      </header>

      <section className="card ajustes__seccion" aria-labelledby="ajustes-horarios">
        <h2 id="ajustes-horarios">{textos.horarios.seccion}</h2>
        <p className="muted">{textos.horarios.intro}</p>
        <Horarios activo reparto={ajustes ?? null} />
      </section>

      <section className="card ajustes__seccion" aria-labelledby="ajustes-agenda">
        <h2 id="ajustes-agenda">{textos.ajustes.seccion}</h2>
        {!ajustes && !fallo && <Loading />}
        {fallo && !ajustes && (
          <div className="state">
            <p className="state__title">{textos.ajustes.errorCarga}</p>
            <button type="button" className="btn btn--primary" onClick={() => reload()}>
              {textosComun.estados.reintentar}
            </button>
          </div>
        )}
        {ajustes && <AjustesForm ajustes={ajustes} onGuardado={(a) => setData(() => a)} />}
      </section>

      <section className="card ajustes__seccion" aria-labelledby="ajustes-motivos">
        <h2 id="ajustes-motivos">{textos.motivos.seccion}</h2>
        <p className="muted">{textos.motivos.intro}</p>
        <Motivos activo duracionFranja={ajustes?.duracion_franja ?? null} />
      </section>
    </div>
  );
}
