import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { t } from '../i18n/es';
import { NotFound } from './States';

/** The generic fallback screen (route errorElement). */
export function ErrorScreen() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main id="contenido" className="container state state--error">
      <h1>{t.errores.tituloError}</h1>
      <p>{t.errores.detalle(detail)}</p>
      <Link className="btn btn--primary" to="/" reloadDocument>
        {t.errores.volverInicio}
      </Link>
    </main>
  );
}
