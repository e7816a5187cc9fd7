import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The list of a panel modal (schedules, reasons): read each time the modal opens (aborted
 * when it closes), read again after a create or a delete. A failed read shows the empty list;
 * a refused write leaves it as it was (the client already showed the specification's toast).
 */
export function useListaModal<T extends { id: number }>(
  open: boolean,
  listar: (signal?: AbortSignal) => Promise<T[]>,
  eliminarPorId: (id: number) => Promise<unknown>,
) {
  const [filas, setFilas] = useState<T[] | null>(null);
  const [enviando, setEnviando] = useState(false);
  const [borrando, setBorrando] = useState<number | null>(null);
  const listarRef = useRef(listar);
  listarRef.current = listar;

  const recargar = useCallback(
    (signal?: AbortSignal) =>
      listarRef.current(signal).then(setFilas, (err: Error) => {
        if (err.name !== 'AbortError') setFilas([]);
      }),
    [],
  );

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    recargar(controller.signal);
    return () => controller.abort();
  }, [open, recargar]);

  /** runs `guardar` (create, then clear the form) and reads the list again */
  const crear = async (guardar: () => Promise<unknown>) => {
    setEnviando(true);
    try {
      await guardar();
      await recargar();
    } catch {
      // the client showed the server's reason (e.g. an overlap)
    } finally {
      setEnviando(false);
    }
  };

  const eliminar = async (fila: T) => {
    setBorrando(fila.id);
    try {
      await eliminarPorId(fila.id);
      await recargar();
    } catch {
      // the spec's failure toast is already shown
    } finally {
      setBorrando(null);
    }
  };

  return { filas, enviando, borrando, crear, eliminar };
}
