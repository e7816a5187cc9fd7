import { t } from '../../../i18n/es';
import { Stars } from '../../../ui/Stars';
import { TransitionLink } from '../../../ui/TransitionLink';
import { type Medico, nombreCompleto } from '../api';
import { rutaPerfil } from '../paths';
import { Photo } from './Photo';

const T = t.directorio;

/** A specialist in a grid: photo, name, specialty, city, modalities, rating; the whole card links to the profile. */
/** `primera`: among the cards a phone shows first, whose photo is the page's largest paint: loaded at once. */
export function SpecialistCard({
  medico,
  headingLevel = 3,
  primera = false,
}: {
  medico: Medico;
  headingLevel?: 2 | 3;
  primera?: boolean;
}) {
  const nombre = nombreCompleto(medico);
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  return (
    <article className="doc-card card">
      <Photo
        src={medico.fotoperfil}
        alt=""
        className="doc-card__photo"
        eager={primera}
        transitionName={`medico-${medico.id}`}
      />
      <div className="doc-card__body">
        <Heading className="doc-card__name">
          <TransitionLink to={rutaPerfil(medico.id)} className="doc-card__link">
            {nombre}
          </TransitionLink>
        </Heading>
        <p className="doc-card__cargo">{medico.cargo}</p>
        <p className="doc-card__meta">
          {medico.ciudad && <span>{medico.ciudad}</span>}
          {medico.presencial === 1 && <span className="badge">{T.modalidades['1']}</span>}
          {medico.virtual === 1 && <span className="badge badge--ok">{T.modalidades['2']}</span>}
        </p>
        <p className="doc-card__rating">
          <Stars value={medico.promedio} label={T.estrellas(medico.promedio)} size="sm" />
          <span className="muted">{T.opinionesCuenta(medico.comentarios)}</span>
        </p>
      </div>
    </article>
  );
}
