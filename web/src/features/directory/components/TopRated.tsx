import { t } from '../../../i18n/es';
import { useLoad } from '../../../lib/carga';
import { useRespuestaInicial } from '../../../lib/iniciales';
import { Empty, Loading } from '../../../ui/States';
import { directorioApi, lecturas } from '../api';
import { ProfesionalCard } from './ProfesionalCard';

const T = t.directorio.inicio;

/** The featured, active specialists (the server filters `destacado=1` and active). */
export function TopRated() {
  const { data, error, loading, reload } = useLoad(
    (signal) => directorioApi.destacados(signal),
    [],
    useRespuestaInicial(lecturas.destacados()),
  );
  return (
    <section className="container top-rated" aria-labelledby="destacados-titulo" aria-busy={loading}>
      <h2 id="destacados-titulo">{T.destacadosTitulo}</h2>
      {loading && !data ? (
        <Loading label={t.estados.cargando} />
      ) : error && !data ? (
        <Empty title={t.errores.generico}>
          <button type="button" className="btn" onClick={reload}>
            {t.estados.reintentar}
          </button>
        </Empty>
      ) : data && data.length > 0 ? (
        <ul className="grid doc-grid">
          {data.map((m) => (
            <li key={m.id}>
              <ProfesionalCard profesional={m} />
            </li>
          ))}
        </ul>
      ) : (
        <Empty title={T.sinDestacados} />
      )}
    </section>
  );
}
