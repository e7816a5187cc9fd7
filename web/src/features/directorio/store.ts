import { create } from 'zustand';
import type { Modalidad } from './api';

/** UI state of the directory (no server data): the home search panel and the booking overlay. */
type DirectorioUi = {
  /** visit type of the search panel: 0 any (the default: virtual-only professionals are not hidden), 1 presencial, 2 virtual */
  tipo: Modalidad;
  /** specialty and city names chosen in the search panel ('' = all) */
  especialidad: string;
  ciudad: string;
  /** the booking overlay on small screens */
  agendaAbierta: boolean;
  setBusqueda: (cambio: Partial<Pick<DirectorioUi, 'tipo' | 'especialidad' | 'ciudad'>>) => void;
  setAgendaAbierta: (abierta: boolean) => void;
};

export const useDirectorioUi = create<DirectorioUi>((set) => ({
  tipo: '0',
  especialidad: '',
  ciudad: '',
  agendaAbierta: false,
  setBusqueda: (cambio) => set(cambio),
  setAgendaAbierta: (agendaAbierta) => set({ agendaAbierta }),
}));
