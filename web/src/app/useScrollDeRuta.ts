import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where each visited entry of the history was scrolled to, by its location key. */
const posiciones: Record<string, number> = {};
let enVista = '';

/** Scrolls to `y` as soon as the screen is tall enough (its data may still be arriving), for up to ~1 s. */
function volverA(y: number, intentos = 60) {
  scrollTo(0, y);
  if (Math.abs(scrollY - y) > 1 && intentos) requestAnimationFrame(() => volverA(y, intentos - 1));
}

/**
 * Navigation opens a screen at its top, and going back (or forward) returns to where that screen
 * was left. A change of the query or the hash alone (a section's anchor), or an address replaced
 * (a filter, a redirect), keeps the place.
 */
export function useScrollDeRuta() {
  const { key, pathname, hash } = useLocation();
  const tipo = useNavigationType();
  const ruta = useRef(pathname);
  // the first location of a mount is a load (a reload, another app's tests): nothing of it to restore
  const montada = useRef(false);
  useEffect(() => {
    history.scrollRestoration = 'manual';
    const guardar = () => {
      posiciones[enVista] = scrollY;
    };
    addEventListener('scroll', guardar, { passive: true });
    return () => removeEventListener('scroll', guardar);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every committed location
  useLayoutEffect(() => {
    enVista = key;
    const otraRuta = pathname !== ruta.current;
    ruta.current = pathname;
    // a POP to an entry never seen here (the first load, a section's #anchor) keeps its place
    if (tipo === 'POP') {
      if (montada.current && key in posiciones) volverA(posiciones[key]);
    } else if (tipo === 'PUSH' && otraRuta && !hash) scrollTo(0, 0);
    montada.current = true;
  }, [key]);
}
