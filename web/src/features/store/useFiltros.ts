import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type Filtros, filtrosDeUrl, type RangoId, urlDeFiltros } from './filters';

type Grupo = 'marcas' | 'caracteristicas' | 'precios';

const alternarEn = <T extends number>(lista: readonly T[], id: T) =>
  lista.includes(id) ? lista.filter((x) => x !== id) : [...lista, id];

const sinFiltros: Filtros = { q: '', marcas: [], caracteristicas: [], precios: [], descuento: false };

/**
 * The store's filters, kept in the address: a ticked box or a removed chip is a new history
 * entry (the back button undoes it, the address can be shared); the typed search replaces the
 * current entry, so typing does not fill the history.
 */
export function useFiltros() {
  const [params, setParams] = useSearchParams();
  const filtros = useMemo(() => filtrosDeUrl(params), [params]);
  const cambiar = useCallback(
    (cambio: (f: Filtros) => Filtros, replace = false) =>
      setParams((actuales) => urlDeFiltros(cambio(filtrosDeUrl(actuales))), { replace, preventScrollReset: true }),
    [setParams],
  );
  const acciones = useMemo(
    () => ({
      alternar: (grupo: Grupo, id: number) =>
        cambiar((f) =>
          grupo === 'precios'
            ? { ...f, precios: alternarEn(f.precios, id as RangoId) }
            : { ...f, [grupo]: alternarEn(f[grupo], id) },
        ),
      setDescuento: (descuento: boolean) => cambiar((f) => ({ ...f, descuento })),
      /** the typed search (replaces the history entry) */
      setQ: (q: string) => cambiar((f) => ({ ...f, q }), true),
      /** a removed search chip (a new history entry, like the other chips) */
      quitarQ: () => cambiar((f) => ({ ...f, q: '' })),
      limpiar: () => cambiar(() => sinFiltros),
    }),
    [cambiar],
  );
  return { filtros, ...acciones };
}
