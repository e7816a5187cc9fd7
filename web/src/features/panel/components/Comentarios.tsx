import { bogotaNow, fechaCorta } from '../../../../../common/fechas';
import type { ComentarioVerificado } from '../../../../../common/wire/comentarios';
import { textosPanel } from '../../../i18n/es/panel';
import { Stars } from './CalificacionCard';

const textos = textosPanel.inicio;

/** Comments left by clients this professional attended. */
export function Comentarios({ comentarios }: { comentarios: ComentarioVerificado[] }) {
  return (
    <section className="card comentarios" aria-labelledby="comentarios-title">
      <h2 id="comentarios-title">{textos.comentarios}</h2>
      {comentarios.length === 0 ? (
        <p className="muted">{textos.sinComentarios}</p>
      ) : (
        <ul className="comentarios__list">
          {comentarios.map((c) => (
            <li key={c.id}>
              <p className="comentarios__head">
                <strong>{c.nombre}</strong>
                <Stars value={Math.round(c.calificacion)} />
                <time dateTime={c.created_at} className="muted">
                  {fechaCorta(bogotaNow(new Date(c.created_at)).fecha)}
                </time>
              </p>
              <p>{c.observacion}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
