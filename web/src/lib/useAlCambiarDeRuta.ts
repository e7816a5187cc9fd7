import { useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Calls `alCambiar` when the address's path changes (a menu closes on a new screen). It runs
 * while rendering, not in an effect: an effect on the path also runs on mount, and React runs
 * the effects still pending before a click's update, so a click that came right after the menu
 * appeared was undone (open, then closed by the mount's effect).
 */
export function useAlCambiarDeRuta(alCambiar: () => void) {
  const { pathname } = useLocation();
  const [vista, setVista] = useState(pathname);
  if (vista !== pathname) {
    setVista(pathname);
    alCambiar();
  }
}
