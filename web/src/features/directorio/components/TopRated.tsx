import { textosComun } from '../../../i18n/es/comun';
import { textosDirectorio } from '../../../i18n/es/directorio';
import { useRespuestaInicial } from '../../../lib/iniciales';
import { useLoad } from '../../../lib/useLoad';
import { Empty, Loading } from '../../../ui/States';
import { directorioApi, lecturas } from '../api';
import { ProfesionalCard } from './ProfesionalCard';

const textos = textosDirectorio.inicio;

/** The featured, active specialists (the server filters `destacado=1` and active). */
export function TopRated() {
  const { data, error, loading, reload } = useLoad((signal) => directorioApi.destacados(signal), [], {
    inicial: useRespuestaInicial(lecturas.destacados()),
  });
  return (
    <section className="container top-rated" aria-labelledby="destacados-titulo" aria-busy={loading}>
      <h2 id="destacados-titulo">{textos.destacadosTitulo}</h2>
      {loading && !data ? (
        <Loading label={textosComun.estados.cargando} />
      ) : error && !data ? (
        <Empty title={textosComun.errores.generico}>
          <button type="button" className="btn" onClick={reload}>
            {textosComun.estados.reintentar}
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
        <Empty title={textos.sinDestacados} />
      )}
    </section>
  );
}
