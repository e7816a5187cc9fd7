import { Link } from 'react-router-dom';
import { slug } from '../../../../../common/texto';
import { textosDirectorio } from '../../../i18n/es/directorio';
import { rutaProfesionales } from '../paths';

/**
 * The tiles' pictograms (24×24, decorative): symbols of one cached file (public/especialidades.svg),
 * kept out of the home's JavaScript.
 */
const ICONOS = '/especialidades.svg';

/** Specialty explorer: six tiles to the list filtered by specialty, and 'see all'. */
export function EspecialidadTiles() {
  return (
    <section className="container tiles" aria-labelledby="explora-titulo">
      <h2 id="explora-titulo">{textosDirectorio.inicio.especialidadesTitulo}</h2>
      <ul className="tiles__grid">
        {textosDirectorio.mosaicos.map((nombre) => (
          <li key={nombre}>
            <Link className="tile card" to={rutaProfesionales('todas', nombre, '0')}>
              <svg className="tile__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <use href={`${ICONOS}#${slug(nombre)}`} />
              </svg>
              <span>{nombre}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p>
        <Link className="btn" to={rutaProfesionales('todas', 'todas', '0')}>
          {textosDirectorio.inicio.verTodas}
        </Link>
      </p>
    </section>
  );
}
