import { t } from '../../../i18n/es';

/**
 * Under a paged staff table: how many rows are shown of how many match (announced politely when
 * it changes) and the button that asks the server for the next page.
 */
export function MasFilas({
  vistos,
  total,
  cargando,
  onMas,
  mostrando,
  mostrarMas,
}: {
  vistos: number;
  total: number;
  cargando: boolean;
  onMas: () => void;
  mostrando: (vistos: number, total: number) => string;
  mostrarMas: string;
}) {
  return (
    <div className="admin-more">
      <p className="muted" aria-live="polite">
        {mostrando(vistos, total)}
      </p>
      {vistos < total && (
        <button type="button" className="btn" onClick={onMas} disabled={cargando}>
          {cargando ? t.admin.comun.cargandoMas : mostrarMas}
        </button>
      )}
    </div>
  );
}
