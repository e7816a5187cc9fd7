import type { ReactNode } from 'react';
import type { Profesional } from '../../../../../common/wire/profesionales';
import { textosDirectorio } from '../../../i18n/es/directorio';
import { Stars } from '../../../ui/Stars';
import { TransitionLink } from '../../../ui/TransitionLink';
import { nombreCompleto } from '../api';
import { rutaPerfil } from '../paths';
import { Imagen } from './Imagen';

/**
 * A specialist in a grid: photo, name, specialty, city, modalities, rating; the whole card links to
 * the profile. `primera`: among the cards a phone shows first, whose photo is the page's largest
 * paint: loaded at once. `children`: lines the results page adds under the rating (DatosConsulta).
 */
export function ProfesionalCard({
  profesional,
  headingLevel = 3,
  primera = false,
  children,
}: {
  profesional: Profesional;
  headingLevel?: 2 | 3;
  primera?: boolean;
  children?: ReactNode;
}) {
  const nombre = nombreCompleto(profesional);
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  return (
    <article className="doc-card card">
      <Imagen
        src={profesional.fotoperfil}
        alt=""
        className="doc-card__photo"
        eager={primera}
        transitionName={`medico-${profesional.id}`}
      />
      <div className="doc-card__body">
        <Heading className="doc-card__name">
          <TransitionLink to={rutaPerfil(profesional.id)} className="doc-card__link">
            {nombre}
          </TransitionLink>
        </Heading>
        <p className="doc-card__cargo">{profesional.cargo}</p>
        <p className="doc-card__meta">
          {profesional.ciudad && <span>{profesional.ciudad}</span>}
          {profesional.presencial === 1 && <span className="badge">{textosDirectorio.modalidades['1']}</span>}
          {profesional.virtual === 1 && <span className="badge badge--ok">{textosDirectorio.modalidades['2']}</span>}
        </p>
        <p className="doc-card__rating">
          <Stars value={profesional.promedio} label={textosDirectorio.estrellas(profesional.promedio)} size="sm" />
          <span className="muted">{textosDirectorio.comentariosCuenta(profesional.comentarios)}</span>
        </p>
        {children}
      </div>
    </article>
  );
}
