import { type FormEvent, useEffect, useId, useState } from 'react';
import { textosPanel } from '../../../i18n/es/panel';
import { ApiError } from '../../../lib/api-client';
import { problemasClave } from '../../../lib/clave';
import { CampoClave } from '../../../ui/CampoClave';
import { Modal } from '../../../ui/Modal';
import { type AvisosClave, avisosClave, enfocarAviso, NuevaClave } from '../../../ui/NuevaClave';
import { cambiarClave } from '../api';

const textos = textosPanel.clave;
type Avisos = AvisosClave & { actual?: string };

/** 'Cambiar contraseña': the current one and the new one twice; this session stays open. */
export function ClaveModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [actual, setActual] = useState('');
  const [nueva, setNueva] = useState('');
  const [confirmacion, setConfirmacion] = useState('');
  const [avisos, setAvisos] = useState<Avisos>({});
  const [enviando, setEnviando] = useState(false);
  const id = useId();

  // every opening starts empty: passwords are never kept around
  useEffect(() => {
    if (!open) return;
    setActual('');
    setNueva('');
    setConfirmacion('');
    setAvisos({});
  }, [open]);

  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    const nuevos: Avisos = {
      actual: actual ? undefined : textos.actualVacia,
      ...avisosClave(problemasClave(nueva, confirmacion), textos),
    };
    if (!nuevos.nueva && actual && nueva === actual) nuevos.nueva = textos.igual;
    setAvisos(nuevos);
    if (nuevos.actual) {
      document.getElementById(`${id}-actual`)?.focus();
      return;
    }
    if (nuevos.nueva || nuevos.confirmacion) {
      enfocarAviso(id, nuevos);
      return;
    }
    setEnviando(true);
    try {
      await cambiarClave(actual, nueva);
      onClose();
    } catch (err) {
      // the client showed each field message as a toast; keep them beside their fields too
      if (err instanceof ApiError && err.errors)
        setAvisos({ actual: err.errors.actual?.join(' '), nueva: err.errors.nueva?.join(' ') });
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Modal open={open} title={textos.titulo} onClose={onClose}>
      <form onSubmit={enviar} noValidate aria-describedby={`${id}-intro`}>
        <p id={`${id}-intro`} className="muted">
          {textos.intro}
        </p>
        <CampoClave
          id={`${id}-actual`}
          name="actual"
          nueva={false}
          label={textos.actual}
          error={avisos.actual}
          value={actual}
          onChange={setActual}
        />
        <NuevaClave
          id={id}
          textos={textos}
          nueva={nueva}
          confirmacion={confirmacion}
          onNueva={setNueva}
          onConfirmacion={setConfirmacion}
          avisos={avisos}
        />
        <button type="submit" className="btn btn--primary btn--block" disabled={enviando} aria-busy={enviando}>
          {enviando ? textos.guardando : textos.guardar}
        </button>
      </form>
    </Modal>
  );
}
