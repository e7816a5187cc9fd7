import { useState } from 'react';

/**
 * Deleting a row of a staff list after asking: `pedir(fila)` opens the `Confirmar` dialog
 * (spread `dialogo` on it); confirming calls `eliminar`, then `despues` (reload the list…).
 * A refusal leaves the list as it was: the client already showed the specification's toast.
 */
export function useBorrado<T extends { nombre: string }>({
  eliminar,
  describir,
  despues,
}: {
  eliminar: (fila: T) => Promise<unknown>;
  /** what is deleted, for the question ('la marca Genfar') */
  describir: (nombre: string) => string;
  despues: () => unknown;
}) {
  const [borrando, setBorrando] = useState<T | null>(null);

  const onConfirmar = async () => {
    const fila = borrando;
    setBorrando(null);
    if (!fila) return;
    try {
      await eliminar(fila);
      await despues();
    } catch {
      // the client showed why (a row in use cannot be deleted)
    }
  };

  return {
    pedir: (fila: T) => setBorrando(fila),
    dialogo: {
      que: borrando ? describir(borrando.nombre) : null,
      onConfirmar,
      onCancelar: () => setBorrando(null),
    },
  };
}
