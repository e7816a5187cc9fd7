import type { ReactNode } from 'react';
import { textosAdmin } from '../../../i18n/es/admin';
import { Empty, Loading } from '../../../ui/States';

/** Loading, failure (with retry) and empty states of a staff list; the list itself otherwise. */
export function EstadoLista({
  filas,
  fallo,
  recargar,
  vacio,
  children,
}: {
  filas: unknown[] | null;
  fallo: boolean;
  recargar: () => void;
  vacio: string;
  children: ReactNode;
}) {
  if (filas === null && fallo)
    return (
      <div className="state" role="alert">
        <p className="state__title">{textosAdmin.comun.errorCarga}</p>
        <button type="button" className="btn btn--primary" onClick={recargar}>
          {textosAdmin.comun.reintentar}
        </button>
      </div>
    );
  if (filas === null) return <Loading />;
  if (filas.length === 0) return <Empty title={vacio} />;
  return <>{children}</>;
}
