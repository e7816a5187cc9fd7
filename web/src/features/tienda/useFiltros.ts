import { createContext, useContext, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useFiltrosInmediatos } from '../../lib/filtros-inmediatos';
import { type Filtros, filtrosDeUrl, type Orden, type RangoId, urlDeFiltros } from './filters';

type Grupo = 'marcas' | 'caracteristicas' | 'precios';

const alternarEn = <T extends number>(lista: readonly T[], id: T) =>
  lista.includes(id) ? lista.filter((x) => x !== id) : [...lista, id];

const claveUrl = (f: Filtros) => urlDeFiltros(f).toString();

const sinFiltros: Filtros = { q: '', marcas: [], caracteristicas: [], precios: [], descuento: false };

/**
 * The store's filters, kept in the address: a ticked box or a removed chip is a new history
 * entry (the back button undoes it, the address can be shared); the typed search replaces the
 * current entry, so typing does not fill the history. Shown as asked for at once, two quick
 * clicks both counting (lib/filtros-inmediatos.ts). Used once, by the page; its parts read it
 * through `useFiltros()`.
 */
export function useFiltrosDeUrl() {
  const [params, setParams] = useSearchParams();
  const deUrl = useMemo(() => filtrosDeUrl(params), [params]);
  const [filtros, cambiar] = useFiltrosInmediatos(deUrl, claveUrl, (f, replace) =>
    setParams(urlDeFiltros(f), { replace, preventScrollReset: true }),
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
      setOrden: (orden: Orden | undefined) => cambiar((f) => ({ ...f, orden })),
      /** the typed search (replaces the history entry) */
      setQ: (q: string) => cambiar((f) => ({ ...f, q }), true),
      /** a removed search chip (a new history entry, like the other chips) */
      quitarQ: () => cambiar((f) => ({ ...f, q: '' })),
      /** the filters go, the order stays */
      limpiar: () => cambiar((f) => ({ ...sinFiltros, orden: f.orden })),
    }),
    [cambiar],
  );
  return useMemo(() => ({ filtros, ...acciones }), [filtros, acciones]);
}

export type FiltrosTienda = ReturnType<typeof useFiltrosDeUrl>;

export const FiltrosContext = createContext<FiltrosTienda | null>(null);

/** The store page's filters and their actions (inside `<FiltrosContext.Provider>`). */
export function useFiltros(): FiltrosTienda {
  const valor = useContext(FiltrosContext);
  if (!valor) throw new Error('useFiltros() fuera de la tienda');
  return valor;
}
