import { textosDirectorio } from '../../../i18n/es/directorio';

const textos = textosDirectorio.inicio;

/** How to book, in three steps. */
export function HowTo() {
  return (
    <section className="container howto" aria-labelledby="como-titulo">
      <h2 id="como-titulo">{textos.pasosTitulo}</h2>
      <ol className="howto__steps">
        {textos.pasos.map(([titulo, texto], i) => (
          <li key={titulo} className="card howto__step">
            <span className="howto__num" aria-hidden="true">
              {i + 1}
            </span>
            <h3>{titulo}</h3>
            <p>{texto}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
