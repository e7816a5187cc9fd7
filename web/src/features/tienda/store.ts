import { create } from 'zustand';

/**
 * UI state of the store (no server data): which panel is open. The filters live in the
 * address (see useFiltros.ts), so a filtered list can be shared and the back button undoes a filter.
 */
type TiendaUi = {
  carritoAbierto: boolean;
  compraAbierta: boolean;
  /** the filter menu on small screens */
  filtrosAbiertos: boolean;
  setCarritoAbierto: (abierto: boolean) => void;
  setCompraAbierta: (abierto: boolean) => void;
  setFiltrosAbiertos: (abierto: boolean) => void;
};

export const useTiendaUi = create<TiendaUi>((set) => ({
  carritoAbierto: false,
  compraAbierta: false,
  filtrosAbiertos: false,
  setCarritoAbierto: (carritoAbierto) => set({ carritoAbierto }),
  setCompraAbierta: (compraAbierta) => set({ compraAbierta }),
  setFiltrosAbiertos: (filtrosAbiertos) => set({ filtrosAbiertos }),
}));
