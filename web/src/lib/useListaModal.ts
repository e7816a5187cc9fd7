import { useRef, useState } from 'react';
import { useLoad } from './useLoad';

/**
 * `useLoad` of the list of a panel modal (schedules, reasons): read each time the modal opens
 * (aborted when it closes), read again after a create or a delete. A failed read shows the empty
 * list; a refused write leaves it as it was (the client already showed the specification's toast).
 */
export function useListaModal<T extends { id: number }>(
  open: boolean,
  listar: (signal?: AbortSignal) => Promise<T[]>,
  eliminarPorId: (id: number) => Promise<unknown>,
) {
  const [enviando, setEnviando] = useState(false);
  const [borrando, setBorrando] = useState<number | null>(null);
  const listarRef = useRef(listar);
  listarRef.current = listar;
  const { data, error, reload } = useLoad((signal) => listarRef.current(signal), [], {
    activo: open,
    alReconectar: false,
  });
  const filas = error ? [] : (data ?? null);

  /** runs `guardar` (create, then clear the form) and reads the list again */
  const crear = async (guardar: () => Promise<unknown>) => {
    setEnviando(true);
    try {
      await guardar();
      await reload();
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
      await reload();
    } catch {
      // the spec's failure toast is already shown
    } finally {
      setBorrando(null);
    }
  };

  return { filas, enviando, borrando, crear, eliminar };
}
