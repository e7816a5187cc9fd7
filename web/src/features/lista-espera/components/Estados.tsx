import { Link } from 'react-router-dom';
import { textosComun } from '../../../i18n/es/comun';
import { textosListaEspera } from '../../../i18n/es/lista-espera';
import type { ApiError } from '../../../lib/api-client';

/** While the page reads what its link opens. */
export function Cargando({ texto }: { texto: string }) {
  return (
    <div className="container page espera" role="status" aria-live="polite">
      <p className="muted">{texto}</p>
    </div>
  );
}

/** A link that opens nothing (unknown, or copied incomplete): says so and leads home. */
export function EnlaceNoValido({ titulo, texto }: { titulo: string; texto: string }) {
  return (
    <section className="container page espera state" aria-labelledby="espera-invalido">
      <h1 id="espera-invalido">{titulo}</h1>
      <p>{texto}</p>
      <Link className="btn btn--primary" to="/">
        {textosListaEspera.oferta.inicio}
      </Link>
    </section>
  );
}

/** The read failed (the network, the server): why, and a way to try again. */
export function ErrorDeCarga({
  titulo,
  error,
  onReintentar,
}: {
  titulo: string;
  error: ApiError;
  onReintentar: () => void;
}) {
  return (
    <div className="container page espera">
      <h1>{titulo}</h1>
      <p role="alert">{error.network ? textosComun.estados.requiereConexion : error.message}</p>
      <button type="button" className="btn btn--primary" onClick={onReintentar}>
        {textosListaEspera.oferta.reintentar}
      </button>
    </div>
  );
}
