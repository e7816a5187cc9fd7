import { useState } from 'react';
import { textosAdmin } from '../../i18n/es/admin';

const textos = textosAdmin.comun;

/**
 * Deleting a row of a staff list after asking: `pedir(fila)` opens the `ConfirmDialog`
 * (ui/ConfirmDialog.tsx: spread `dialogo` on it); confirming calls `eliminar`, then `despues` (reload the list…).
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

  const onConfirm = async () => {
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
      open: borrando !== null,
      title: textos.confirmarEliminar,
      text: borrando ? textos.preguntaEliminar(describir(borrando.nombre)) : '',
      confirmLabel: textos.eliminar,
      onConfirm,
      onCancel: () => setBorrando(null),
    },
  };
}
