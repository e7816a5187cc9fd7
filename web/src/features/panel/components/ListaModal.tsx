import type { ReactNode } from 'react';
import { textosComun } from '../../../i18n/es/comun';
import { Loading } from '../../../ui/States';

/** A panel modal's list: a spinner while it loads, `vacio` when there is none, the list otherwise. */
export function ListaModal({
  filas,
  vacio,
  children,
}: {
  filas: unknown[] | null;
  vacio: string;
  children: ReactNode;
}) {
  if (filas === null) return <Loading />;
  if (filas.length === 0) return <p className="muted">{vacio}</p>;
  return <>{children}</>;
}

/** A row's 'Eliminar' button, named after the row and disabled while its delete runs. */
export function BotonQuitar({
  etiqueta,
  ocupado,
  onClick,
}: {
  etiqueta: string;
  ocupado: boolean;
  onClick: () => void;
}) {
  return (
    <button type="button" className="btn btn--small" aria-label={etiqueta} disabled={ocupado} onClick={onClick}>
      {textosComun.acciones.eliminar}
    </button>
  );
}
