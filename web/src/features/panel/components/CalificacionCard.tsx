import type { Calificacion } from '../../../../../common/wire/profesionales';
import { textosPanel } from '../../../i18n/es/panel';
import { estrellas } from '../agenda';

const textos = textosPanel.inicio;

/** Five stars, the rounded average filled. */
export function Stars({ value }: { value: number }) {
  return (
    <span className="stars" role="img" aria-label={textos.estrellas(value)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} aria-hidden="true" className={n <= value ? 'stars__on' : 'stars__off'}>
          ★
        </span>
      ))}
    </span>
  );
}

/** The average rating, shown rounded as the spec asks. */
export function CalificacionCard({ calificacion }: { calificacion?: Calificacion }) {
  const valor = estrellas(calificacion?.promedio);
  return (
    <section className="card rating" aria-labelledby="rating-title">
      <h2 id="rating-title">{textos.calificacion}</h2>
      <p className="rating__value">
        <span className="rating__n">{valor}</span>
        <Stars value={valor} />
      </p>
      <p className="muted">{textos.totalComentarios(calificacion?.total ?? 0)}</p>
    </section>
  );
}
