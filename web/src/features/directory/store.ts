import { create } from 'zustand';
import type { Modalidad } from './api';

/** UI state of the directory (no server data): the home search panel and the booking overlay. */
type DirectoryUi = {
  /** visit type of the search panel: 1 presencial, 2 virtual */
  tipo: Exclude<Modalidad, '0'>;
  /** specialty and city names chosen in the search panel ('' = all) */
  especialidad: string;
  ciudad: string;
  /** the booking overlay on small screens */
  reservaAbierta: boolean;
  setBusqueda: (cambio: Partial<Pick<DirectoryUi, 'tipo' | 'especialidad' | 'ciudad'>>) => void;
  setReservaAbierta: (abierta: boolean) => void;
};

export const useDirectoryUi = create<DirectoryUi>((set) => ({
  tipo: '1',
  especialidad: '',
  ciudad: '',
  reservaAbierta: false,
  setBusqueda: (cambio) => set(cambio),
  setReservaAbierta: (reservaAbierta) => set({ reservaAbierta }),
}));
