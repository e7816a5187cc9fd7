import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { useOnReconnect } from '../../lib/online';
import { clearToken } from '../../lib/session';

export type Lista<T> = {
  filas: T[] | null;
  /** the load failed (the client already showed why) */
  fallo: boolean;
  recargar: () => Promise<void>;
  /** replace one row by id after a write answered it */
  reemplazar: (fila: T & { id: number }) => void;
  setFilas: (filas: T[]) => void;
};

/**
 * A server list of a staff screen: loaded on mount (aborted on unmount), reloaded after a
 * write or when the connection comes back, rows replaced in place when a write answers the
 * stored row. An expired session clears the token so the panel shell sends the visitor away.
 */
export function useLista<T extends { id: number }>(cargar: (o: { signal?: AbortSignal }) => Promise<T[]>): Lista<T> {
  const [filas, setFilas] = useState<T[] | null>(null);
  const [fallo, setFallo] = useState(false);
  const cargarRef = useRef(cargar);
  cargarRef.current = cargar;

  const leer = useCallback(async (signal?: AbortSignal) => {
    try {
      setFilas(await cargarRef.current({ signal }));
      setFallo(false);
    } catch (err) {
      if ((err as Error).name === 'AbortError') return;
      if (err instanceof ApiError && err.status === 401) clearToken();
      setFallo(true);
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    leer(controller.signal);
    return () => controller.abort();
  }, [leer]);

  const reemplazar = useCallback(
    (nueva: T) => setFilas((actuales) => actuales?.map((f) => (f.id === nueva.id ? nueva : f)) ?? actuales),
    [],
  );
  const recargar = useCallback(() => leer(), [leer]);
  // back online: read the list again
  useOnReconnect(() => void leer());
  return { filas, fallo, recargar, reemplazar, setFilas };
}
