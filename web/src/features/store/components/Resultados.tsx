import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { t } from '../../../i18n/es';
import { Empty } from '../../../ui/States';
import { agregar } from '../acciones';
import type { Producto } from '../api';
import { filtrar, type Indexado } from '../filters';
import { useStoreUi } from '../store';
import { ProductCard } from './ProductCard';

const T = t.tienda.tienda;
const PAGINA = 48;

/**
 * The filtered grid. Filters are read as a deferred value, so the search box stays instant
 * while the list (over the memoized index) catches up; only the first pages of cards render.
 */
export function Resultados({ indice }: { indice: readonly Indexado[] }) {
  const filtros = useStoreUi(
    useShallow((s) => ({
      q: s.q,
      marcas: s.marcas,
      caracteristicas: s.caracteristicas,
      precios: s.precios,
      descuento: s.descuento,
    })),
  );
  const limpiar = useStoreUi((s) => s.limpiar);
  const diferidos = useDeferredValue(filtros);
  const lista = useMemo(() => filtrar(indice, diferidos), [indice, diferidos]);
  const [mostrar, setMostrar] = useState<{ para: Producto[]; n: number }>({ para: lista, n: PAGINA });
  const n = mostrar.para === lista ? mostrar.n : PAGINA;
  const primeraNueva = useRef<number | null>(null);
  const gridRef = useRef<HTMLUListElement>(null);
  const onAgregar = useCallback((p: Producto) => void agregar(p), []);

  useEffect(() => {
    if (primeraNueva.current === null) return;
    gridRef.current?.querySelectorAll<HTMLAnchorElement>('.producto a')[primeraNueva.current]?.focus();
    primeraNueva.current = null;
  });

  if (!lista.length)
    return (
      <Empty title={indice.length ? T.vacio : T.sinProductos}>
        {indice.length > 0 && (
          <>
            <p>{T.vacioTexto}</p>
            <button type="button" className="btn btn--primary" onClick={limpiar}>
              {t.tienda.filtros.limpiar}
            </button>
          </>
        )}
      </Empty>
    );
  const visibles = lista.slice(0, n);
  return (
    <>
      <p className="tienda__conteo" aria-live="polite">
        {T.resultados(visibles.length, lista.length)}
      </p>
      <ul ref={gridRef} className="grid productos" aria-busy={filtros !== diferidos}>
        {visibles.map((p) => (
          <ProductCard key={p.id} p={p} onAgregar={onAgregar} />
        ))}
      </ul>
      {n < lista.length && (
        <div className="tienda__mas">
          <button
            type="button"
            className="btn"
            onClick={() => {
              primeraNueva.current = n;
              setMostrar({ para: lista, n: n + PAGINA });
            }}
          >
            {T.mostrarMas}
          </button>
        </div>
      )}
    </>
  );
}
