import { create } from 'zustand';
import type { Filtros, RangoId } from './filters';

type Grupo = 'marcas' | 'caracteristicas' | 'precios';

/** UI state of the store (no server data): filters, and which panel is open. */
type StoreUi = Filtros & {
  carritoAbierto: boolean;
  checkoutAbierto: boolean;
  /** the filter menu on small screens */
  filtrosAbiertos: boolean;
  setQ: (q: string) => void;
  alternar: (grupo: Grupo, id: number) => void;
  setDescuento: (on: boolean) => void;
  limpiar: () => void;
  setCarritoAbierto: (abierto: boolean) => void;
  setCheckoutAbierto: (abierto: boolean) => void;
  setFiltrosAbiertos: (abierto: boolean) => void;
};

const sinFiltros: Filtros = { q: '', marcas: [], caracteristicas: [], precios: [], descuento: false };

const alternarEn = <T extends number>(lista: readonly T[], id: T) =>
  lista.includes(id) ? lista.filter((x) => x !== id) : [...lista, id];

export const useStoreUi = create<StoreUi>((set) => ({
  ...sinFiltros,
  carritoAbierto: false,
  checkoutAbierto: false,
  filtrosAbiertos: false,
  setQ: (q) => set({ q }),
  alternar: (grupo, id) =>
    set((s) =>
      grupo === 'precios' ? { precios: alternarEn(s.precios, id as RangoId) } : { [grupo]: alternarEn(s[grupo], id) },
    ),
  setDescuento: (descuento) => set({ descuento }),
  limpiar: () => set(sinFiltros),
  setCarritoAbierto: (carritoAbierto) => set({ carritoAbierto }),
  setCheckoutAbierto: (checkoutAbierto) => set({ checkoutAbierto }),
  setFiltrosAbiertos: (filtrosAbiertos) => set({ filtrosAbiertos }),
}));
