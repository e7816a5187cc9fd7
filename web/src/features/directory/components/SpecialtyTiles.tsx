import { Link } from 'react-router-dom';
import { t } from '../../../i18n/es';
import { rutaEspecialistas } from '../paths';

const T = t.directorio;

/** Specialty explorer: six tiles to the list filtered by specialty, and 'see all'. */
export function SpecialtyTiles() {
  return (
    <section className="container tiles" aria-labelledby="explora-titulo">
      <h2 id="explora-titulo">{T.inicio.especialidadesTitulo}</h2>
      <ul className="tiles__grid">
        {T.mosaicos.map(([nombre, simbolo]) => (
          <li key={nombre}>
            <Link className="tile card" to={rutaEspecialistas('todas', nombre, '0')}>
              <span className="tile__icon" aria-hidden="true">
                {simbolo}
              </span>
              <span>{nombre}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p>
        <Link className="btn" to={rutaEspecialistas('todas', 'todas', '0')}>
          {T.inicio.verTodas}
        </Link>
      </p>
    </section>
  );
}
