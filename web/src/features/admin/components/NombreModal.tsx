import { type FormEvent, useEffect, useId, useState } from 'react';
import { textosAdmin } from '../../../i18n/es/admin';
import { toast } from '../../../lib/toast';
import { Field } from '../../../ui/Field';
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
        <Field id={`${id}-nombre`} label={etiqueta} error={invalido && avisoVacio}>
          {(control) => (
            <input
              {...control}
              value={nombre}
              required
              maxLength={100}
              onChange={(e) => {
                setNombre(e.target.value);
                setInvalido(false);
              }}
            />
          )}
        </Field>
        <div className="admin-actions">
          {botonCerrar && (
            <button type="button" className="btn" onClick={onClose}>
              {textosAdmin.comun.cerrar}
            </button>
          )}
          <button type="submit" className="btn btn--primary" disabled={enviando}>
            {enviando ? textosAdmin.comun.guardando : boton}
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
      etiqueta={textosAdmin.comun.nombre}
      boton={textos.crearBoton}
      avisoVacio={textos.obligatorio}
      onClose={onClose}
      onGuardar={onCrear}
    />
  );
}
