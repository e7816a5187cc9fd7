import { type KeyboardEvent, useState } from 'react';
import { toast } from '../../../lib/toast';
import { useBorrador } from '../../../lib/useBorrador';
import { edicionEnLinea } from '../logic';

type Props = {
  valor: string;
  /** the accessible name of the cell's input */
  etiqueta: string;
  /** saves the trimmed new value; a rejection puts the stored value back */
  onGuardar: (valor: string) => Promise<unknown>;
  /** the warning shown when the cell is left blank (the value is then put back); without it, blank is saved as '' */
  avisoVacio?: string;
  inputMode?: 'text' | 'numeric';
  className?: string;
};

/**
 * A table cell edited in place: leaving it (blur, Enter) saves a changed, non-blank value;
 * a blank one is refused with `avisoVacio` and the stored value comes back; Escape undoes.
 */
export function CampoEnLinea({ valor, etiqueta, onGuardar, avisoVacio, inputMode = 'text', className }: Props) {
  const [borrador, setBorrador] = useBorrador(valor);
  const [guardando, setGuardando] = useState(false);

  const salir = async () => {
    const edicion = edicionEnLinea(valor, borrador);
    if (edicion.accion === 'nada') return setBorrador(valor);
    if (edicion.accion === 'vacio' && avisoVacio !== undefined) {
      toast.warning(avisoVacio);
      return setBorrador(valor);
    }
    setGuardando(true);
    try {
      await onGuardar(edicion.accion === 'vacio' ? '' : edicion.valor);
    } catch {
      setBorrador(valor); // the client already showed the error toast
    } finally {
      setGuardando(false);
    }
  };

  const teclas = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') e.currentTarget.blur();
    if (e.key === 'Escape') {
      setBorrador(valor);
      e.stopPropagation();
    }
  };

  return (
    <input
      className={`input admin-inline${className ? ` ${className}` : ''}`}
      aria-label={etiqueta}
      value={borrador}
      inputMode={inputMode}
      aria-busy={guardando}
      onChange={(e) => setBorrador(e.target.value)}
      onBlur={salir}
      onKeyDown={teclas}
    />
  );
}
