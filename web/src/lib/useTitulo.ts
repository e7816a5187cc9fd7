import { useEffect } from 'react';
import { textosComun } from '../i18n/es/comun';

/** A screen's title followed by the brand, as every tab and history entry shows it. */
export const conMarca = (titulo: string) => `${titulo} · ${textosComun.marca}`;

/**
 * Sets the document title while the screen is shown: what a screen reader announces on arriving
 * and what the tab, the history and a bookmark say. `undefined` leaves it to an inner screen (a
 * 404 drawn inside a page sets its own).
 */
export function useTitulo(titulo: string | undefined) {
  useEffect(() => {
    if (titulo !== undefined) document.title = titulo;
  }, [titulo]);
}
