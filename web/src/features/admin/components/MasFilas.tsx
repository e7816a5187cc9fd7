import { textosAdmin } from '../../../i18n/es/admin';
import type { ListaPaginada } from '../../../lib/useLista';

/**
 * Under a paged staff table: how many rows are shown of how many match (announced politely when
 * it changes) and the button that asks the server for the next page.
 */
export function MasFilas({
  lista,
  mostrando,
  mostrarMas,
}: {
  lista: Pick<ListaPaginada<{ id: number }>, 'filas' | 'total' | 'loading' | 'cargarMas'>;
  mostrando: (vistos: number, total: number) => string;
  mostrarMas: string;
}) {
  const { total, loading: cargando, cargarMas: onMas } = lista;
  const vistos = lista.filas?.length ?? 0;
  return (
    <div className="admin-more">
      <p className="muted" aria-live="polite">
        {mostrando(vistos, total)}
      </p>
      {vistos < total && (
        <button type="button" className="btn" onClick={onMas} disabled={cargando}>
          {cargando ? textosAdmin.comun.cargandoMas : mostrarMas}
        </button>
      )}
    </div>
  );
}
