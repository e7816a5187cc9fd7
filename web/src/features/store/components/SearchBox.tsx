import { useId } from 'react';
import { t } from '../../../i18n/es';
import { useStoreUi } from '../store';

const T = t.tienda.tienda;

/** The search box: updates the query at once; the result list follows as a deferred value. */
export function SearchBox() {
  const q = useStoreUi((s) => s.q);
  const setQ = useStoreUi((s) => s.setQ);
  const id = useId();
  return (
    <search className="tienda__buscar">
      <label htmlFor={id} className="sr-only">
        {T.buscar}
      </label>
      <input
        id={id}
        className="input"
        type="search"
        value={q}
        placeholder={T.buscarAyuda}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(e) => setQ(e.target.value)}
      />
    </search>
  );
}
