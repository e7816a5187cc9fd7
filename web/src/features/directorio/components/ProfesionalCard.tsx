import { cop } from '../../../../../common/dinero';
import type { Profesional } from '../../../../../common/wire/profesionales';
import { textosDirectorio } from '../../../i18n/es/directorio';
import { Stars } from '../../../ui/Stars';
import { TransitionLink } from '../../../ui/TransitionLink';
import { nombreCompleto } from '../api';
import { rutaPerfil } from '../paths';
import { Imagen } from './Imagen';

/** How many aseguradoras a card names before "y N más". */
const ASEGURADORAS_EN_TARJETA = 2;

/**
 * A specialist in a grid: photo, name, specialty, city, modalities, rating, the next free slot,
 * the price and the aseguradoras she accepts; the whole card links to the profile.
 */
/** `primera`: among the cards a phone shows first, whose photo is the page's largest paint: loaded at once. */
export function ProfesionalCard({
  profesional,
  headingLevel = 3,
  primera = false,
}: {
  profesional: Profesional;
  headingLevel?: 2 | 3;
  primera?: boolean;
}) {
  const nombre = nombreCompleto(profesional);
  // rows saved by an older version (offline copies) may lack the fields of issue 20
  const aseguradoras = profesional.aseguradoras ?? [];
  const precio = profesional.precio_consulta ?? null;
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
        <p className={`doc-card__proxima${profesional.proxima_disponible ? '' : ' muted'}`}>
          {textosDirectorio.proximaCita(profesional.proxima_disponible)}
        </p>
        {precio !== null && <p className="doc-card__precio">{textosDirectorio.precio(cop(precio))}</p>}
        {aseguradoras.length > 0 && (
          <p className="doc-card__aseguradoras muted">
            {textosDirectorio.aseguradoras(
              aseguradoras.slice(0, ASEGURADORAS_EN_TARJETA).map((a) => a.nombre),
              aseguradoras.length - ASEGURADORAS_EN_TARJETA,
            )}
          </p>
        )}
      </div>
    </article>
  );
}
