import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Filters kept in the address (the store's, the directory's), shown as asked for at once.
 *
 * The router applies a new address in a React transition, later than the click: a change made
 * before it lands would otherwise start from the address's old filters and drop the one before
 * it. So the filters shown are kept here (a box is ticked when clicked, two quick choices both
 * count) and follow the address whenever it changes by itself (the back button, a link).
 * `clave` names a set of filters (its address); `ir` asks the router for the address of `f`.
 */
export function useFiltrosInmediatos<F>(
  deUrl: F,
  clave: (f: F) => string,
  ir: (f: F, replace: boolean) => void,
): [F, (cambio: (f: F) => F, replace?: boolean) => void] {
  const [filtros, setFiltros] = useState(deUrl);
  const actuales = useRef(deUrl);
  const enUrl = clave(deUrl);
  /** the address this page last asked for */
  const pedida = useRef(enUrl);
  const ultimos = useRef({ deUrl, clave, ir });
  ultimos.current = { deUrl, clave, ir };

  useEffect(() => {
    if (enUrl === pedida.current) return;
    pedida.current = enUrl;
    actuales.current = ultimos.current.deUrl;
    setFiltros(ultimos.current.deUrl);
  }, [enUrl]);

  const cambiar = useCallback((cambio: (f: F) => F, replace = false) => {
    const nuevos = cambio(actuales.current);
    actuales.current = nuevos;
    pedida.current = ultimos.current.clave(nuevos);
    setFiltros(nuevos);
    ultimos.current.ir(nuevos, replace);
  }, []);
  return [filtros, cambiar];
}
