import { useShallow } from 'zustand/react/shallow';
import { t } from '../../../i18n/es';
import type { Opcion } from '../api';
import { hayFiltros } from '../filters';
import { useStoreUi } from '../store';

const T = t.tienda.filtros;

type Chip = { clave: string; texto: string; quitar: () => void };

/** The selected filters as removable chips, and 'Limpiar filtros'. */
export function FilterChips({
  marcas,
  caracteristicas,
}: {
  marcas: readonly Opcion[];
  caracteristicas: readonly Opcion[];
}) {
  const f = useStoreUi(
    useShallow((s) => ({
      q: s.q,
      marcas: s.marcas,
      caracteristicas: s.caracteristicas,
      precios: s.precios,
      descuento: s.descuento,
    })),
  );
  const { alternar, setDescuento, setQ, limpiar } = useStoreUi(
    useShallow((s) => ({ alternar: s.alternar, setDescuento: s.setDescuento, setQ: s.setQ, limpiar: s.limpiar })),
  );
  if (!hayFiltros(f)) return null;
  const nombre = (lista: readonly Opcion[], id: number) => lista.find((o) => o.id === id)?.nombre ?? String(id);
  const chips: Chip[] = [
    ...(f.q.trim() ? [{ clave: 'q', texto: T.busqueda(f.q.trim()), quitar: () => setQ('') }] : []),
    ...f.marcas.map((id) => ({ clave: `m${id}`, texto: nombre(marcas, id), quitar: () => alternar('marcas', id) })),
    ...f.caracteristicas.map((id) => ({
      clave: `c${id}`,
      texto: nombre(caracteristicas, id),
      quitar: () => alternar('caracteristicas', id),
    })),
    ...f.precios.map((r) => ({ clave: `p${r}`, texto: T.rangos[r], quitar: () => alternar('precios', r) })),
    ...(f.descuento ? [{ clave: 'd', texto: T.descuento, quitar: () => setDescuento(false) }] : []),
  ];
  return (
    <div className="chips">
      <ul className="chips__lista" aria-label={T.seleccionados}>
        {chips.map((c) => (
          <li key={c.clave}>
            <button type="button" className="chip chip--boton" aria-label={T.quitar(c.texto)} onClick={c.quitar}>
              {c.texto}
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn--ghost btn--small" onClick={limpiar}>
        {T.limpiar}
      </button>
    </div>
  );
}
