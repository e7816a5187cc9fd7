import { Link, useParams } from 'react-router-dom';
import type { PolicySlug } from '../../i18n/es/legal';
import { textosLegal } from '../../i18n/es/legal';
import { conMarca, useTitulo } from '../../lib/useTitulo';
import { NotFound } from '../../ui/States';

export default function PolicyPage() {
  const { slug = '' } = useParams();
  const page = textosLegal.paginas[slug as PolicySlug];
  // an unknown policy: the 404 sets its own
  useTitulo(page && conMarca(page.titulo));
  if (!page) return <NotFound text={textosLegal.noExiste} />;
  return (
    <article className="container prose" aria-labelledby="politica-titulo">
      <h1 id="politica-titulo">{page.titulo}</h1>
      <p className="muted">{textosLegal.version}</p>
      {page.secciones.map(([titulo, texto]) => (
        <section key={titulo}>
          <h2>{titulo}</h2>
          <p>{texto}</p>
        </section>
      ))}
      <p>
        <Link to="/">{textosLegal.volver}</Link>
      </p>
    </article>
  );
}
