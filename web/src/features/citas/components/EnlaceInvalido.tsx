import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { textosCitas } from '../../../i18n/es/citas';

/** A private link that is unknown or expired: says so and leads to Mis citas (or what `children` offers). */
export function EnlaceInvalido({ titulo, texto, children }: { titulo: string; texto: string; children?: ReactNode }) {
  return (
    <section className="container page cita state" aria-labelledby="enlace-invalido">
      <h1 id="enlace-invalido">{titulo}</h1>
      <p>{texto}</p>
      {children ?? (
        <Link className="btn btn--primary" to="/mis-citas">
          {textosCitas.cita.irMisCitas}
        </Link>
      )}
    </section>
  );
}
