import { type FormEvent, useEffect, useId, useState } from 'react';
import { t } from '../../../i18n/es';
import { toast } from '../../../lib/toast';
import { Modal } from '../../../ui/Modal';

type Props = {
  open: boolean;
  titulo: string;
  etiqueta: string;
  boton: string;
  inicial?: string;
  /** the warning shown (and the field marked) when the name is blank */
  avisoVacio: string;
  /** resolves when saved (the modal then closes); a rejection keeps it open */
  onGuardar: (nombre: string) => Promise<unknown>;
  onClose: () => void;
  /** show a 'Cerrar' button beside the submit (the brand edit form of the specification) */
  botonCerrar?: boolean;
};

/** A one-field form in a modal: create or rename a brand, characteristic… */
export function NombreModal({
  open,
  titulo,
  etiqueta,
  boton,
  inicial = '',
  avisoVacio,
  onGuardar,
  onClose,
  botonCerrar,
}: Props) {
  const [nombre, setNombre] = useState(inicial);
  const [invalido, setInvalido] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const id = useId();
  useEffect(() => {
    if (open) {
      setNombre(inicial);
      setInvalido(false);
    }
  }, [open, inicial]);

  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    if (!nombre.trim()) {
      setInvalido(true);
      toast.warning(avisoVacio);
      return;
    }
    setEnviando(true);
    try {
      await onGuardar(nombre.trim());
      onClose();
    } catch {
      // the client showed the error toast; the form stays open to retry
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Modal open={open} title={titulo} onClose={onClose}>
      <form onSubmit={enviar} noValidate>
        <div className="field">
          <label htmlFor={`${id}-nombre`}>{etiqueta}</label>
          <input
            id={`${id}-nombre`}
            value={nombre}
            required
            maxLength={100}
            aria-invalid={invalido || undefined}
            aria-describedby={invalido ? `${id}-error` : undefined}
            onChange={(e) => {
              setNombre(e.target.value);
              setInvalido(false);
            }}
          />
          {invalido && (
            <p id={`${id}-error`} className="field__error">
              {avisoVacio}
            </p>
          )}
        </div>
        <div className="admin-actions">
          {botonCerrar && (
            <button type="button" className="btn" onClick={onClose}>
              {t.admin.comun.cerrar}
            </button>
          )}
          <button type="submit" className="btn btn--primary" disabled={enviando}>
            {enviando ? t.admin.comun.guardando : boton}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** The 'Nueva …' form of a list of names (brands, characteristics): create, then `onCreada` (reload). */
export function CrearNombreModal({
  open,
  textos,
  onCrear,
  onClose,
}: {
  open: boolean;
  textos: { nueva: string; crearBoton: string; obligatorio: string };
  /** creates the row and reloads the list; a rejection keeps the form open */
  onCrear: (nombre: string) => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <NombreModal
      open={open}
      titulo={textos.nueva}
      etiqueta={t.admin.comun.nombre}
      boton={textos.crearBoton}
      avisoVacio={textos.obligatorio}
      onClose={onClose}
      onGuardar={onCrear}
    />
  );
}
