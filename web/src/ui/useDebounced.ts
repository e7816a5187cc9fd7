import { useEffect, useState } from 'react';

/**
 * `valor`, once it has not changed for `ms`: a search box asks the server once per pause in the
 * typing, not once per letter.
 */
export function useDebounced<T>(valor: T, ms = 250): T {
  const [demorado, setDemorado] = useState(valor);
  useEffect(() => {
    const espera = setTimeout(() => setDemorado(valor), ms);
    return () => clearTimeout(espera);
  }, [valor, ms]);
  return demorado;
}
