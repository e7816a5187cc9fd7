import { create } from 'zustand';

/**
 * UI state of the store (no server data): which panel is open. The filters live in the
 * address (see useFiltros.ts), so a filtered list can be shared and the back button undoes a filter.
 */
type StoreUi = {
  carritoAbierto: boolean;
  checkoutAbierto: boolean;
  /** the filter menu on small screens */
  filtrosAbiertos: boolean;
  setCarritoAbierto: (abierto: boolean) => void;
  setCheckoutAbierto: (abierto: boolean) => void;
  setFiltrosAbiertos: (abierto: boolean) => void;
};

export const useStoreUi = create<StoreUi>((set) => ({
  carritoAbierto: false,
  checkoutAbierto: false,
  filtrosAbiertos: false,
  setCarritoAbierto: (carritoAbierto) => set({ carritoAbierto }),
  setCheckoutAbierto: (checkoutAbierto) => set({ checkoutAbierto }),
  setFiltrosAbiertos: (filtrosAbiertos) => set({ filtrosAbiertos }),
}));
