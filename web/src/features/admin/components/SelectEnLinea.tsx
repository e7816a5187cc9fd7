import { useState } from 'react';
import { useBorrador } from '../../../lib/useBorrador';

type Props = {
  valor: string;
  opciones: { value: string; label: string }[];
  etiqueta: string;
  /** saves the new value; a rejection puts the stored value back */
  onGuardar: (valor: string) => Promise<unknown>;
};

/** A select in a table row, saved when it is left (blur) with a different value, like the text cells. */
export function SelectEnLinea({ valor, opciones, etiqueta, onGuardar }: Props) {
  const [borrador, setBorrador] = useBorrador(valor);
  const [guardando, setGuardando] = useState(false);

  const salir = async () => {
    if (borrador === valor) return;
    setGuardando(true);
    try {
      await onGuardar(borrador);
    } catch {
      setBorrador(valor); // the client already showed the error toast
    } finally {
      setGuardando(false);
    }
  };

  return (
    <select
      className="input admin-inline"
      aria-label={etiqueta}
      aria-busy={guardando}
      value={borrador}
      onChange={(e) => setBorrador(e.target.value)}
      onBlur={salir}
    >
      {opciones.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
