import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { textosComun } from '../i18n/es/comun';
import { conMarca, useTitulo } from '../lib/useTitulo';

export function Loading({ label = textosComun.estados.cargando }: { label?: string }) {
  return (
    <div className="state state--loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

export function Empty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="state state--empty" role="status">
      <p className="state__title">{title}</p>
      {children}
    </div>
  );
}

export function NotFound({
  title = textosComun.errores.noEncontradoTitulo,
  text = textosComun.errores.noEncontrado,
}: {
  title?: string;
  text?: string;
}) {
  useTitulo(conMarca(title));
  return (
    <section className="container state state--notfound" aria-labelledby="nf-title">
      <p className="state__code" aria-hidden="true">
        404
      </p>
      <h1 id="nf-title">{title}</h1>
      <p>{text}</p>
      <Link className="btn btn--primary" to="/">
        {textosComun.errores.volverInicio}
      </Link>
    </section>
  );
}
