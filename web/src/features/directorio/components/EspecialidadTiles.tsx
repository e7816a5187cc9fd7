import { Link } from 'react-router-dom';
import { slug } from '../../../../../common/texto';
import { textosDirectorio } from '../../../i18n/es/directorio';
import { rutaProfesionales } from '../paths';

/** Simple pictograms (24×24) for the six tiles; decorative. */
const ICONOS: Record<string, string> = {
  odontologia:
    'M7 3C4.5 3 3 5 3 7.5c0 2 .8 3.5 1.5 5 .6 1.4.8 3 1.2 5 .3 1.6.8 3.5 2 3.5s1.5-1.8 1.8-3.5c.3-1.5.8-3 2.5-3s2.2 1.5 2.5 3c.3 1.7.6 3.5 1.8 3.5s1.7-1.9 2-3.5c.4-2 .6-3.6 1.2-5 .7-1.5 1.5-3 1.5-5C21 5 19.5 3 17 3c-2 0-3 1-5 1S9 3 7 3z',
  cardiologia:
    'M12 21s-7.5-4.6-9.5-9.3C1.2 8.4 3.2 4.5 7 4.5c2.1 0 3.6 1.2 5 3 1.4-1.8 2.9-3 5-3 3.8 0 5.8 3.9 4.5 7.2C19.5 16.4 12 21 12 21z',
  dermatologia: 'M12 2.5S5 10 5 14.5a7 7 0 0 0 14 0C19 10 12 2.5 12 2.5z',
  urologia:
    'M15 3c-3.5 0-5 2.5-5 5 0 1.5.8 2.2.8 3.5S9 13.5 7.5 13.5 4 15 4 17.5 6 22 9.5 22C15 22 20 16 20 9.5 20 5.5 18 3 15 3z',
  ortopedia:
    'M6.5 2.5a3 3 0 0 0-2.6 4.5A3 3 0 1 0 8 11.2l4.8 4.8a3 3 0 1 0 4.2 4.2 3 3 0 1 0 2.9-4.6 3 3 0 0 0-4.1-2.6L11 8.2a3 3 0 0 0-4.5-5.7z',
  ginecologia:
    'M12 3a5.5 5.5 0 0 0-1 10.9V16H8.5v2H11v3h2v-3h2.5v-2H13v-2.1A5.5 5.5 0 0 0 12 3zm0 2a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7z',
};

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
                <path fillRule="evenodd" d={ICONOS[slug(nombre)]} />
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
