import { type FormEvent, useId, useState } from 'react';
import { textosPanel } from '../../../i18n/es/panel';
import { toast } from '../../../lib/toast';
import { useListaModal } from '../../../lib/useListaModal';
import { Modal } from '../../../ui/Modal';
import { crearMotivo, eliminarMotivo, listarMotivos } from '../api';
import { BotonQuitar, ListaModal } from './ListaModal';

const textos = textosPanel.motivos;

/** 'Listado de Motivos': the reasons patients choose when booking; list, create, delete. */
export function MotivosModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { filas: motivos, enviando, borrando, crear, eliminar } = useListaModal(open, listarMotivos, eliminarMotivo);
  const [nombre, setNombre] = useState('');
  const inputId = useId();

  const enviar = (e: FormEvent) => {
    e.preventDefault();
    if (!nombre.trim()) {
      toast.warning(textos.requerido);
      return;
    }
    crear(async () => {
      await crearMotivo(nombre.trim());
      setNombre('');
    });
  };

  return (
    <Modal open={open} title={textos.titulo} onClose={onClose} variant="sheet">
      <form className="inline-form" onSubmit={enviar} noValidate>
        <div className="field">
          <label htmlFor={inputId}>{textos.nuevo}</label>
          <input id={inputId} value={nombre} maxLength={80} onChange={(e) => setNombre(e.target.value)} />
        </div>
        <button type="submit" className="btn btn--primary" disabled={enviando} aria-busy={enviando}>
          {textos.agregar}
        </button>
      </form>
      <ListaModal filas={motivos} vacio={textos.vacio}>
        <ul className="plain-list" aria-live="polite">
          {motivos?.map((m) => (
            <li key={m.id}>
              <span>{m.nombre}</span>
              <BotonQuitar
                etiqueta={textos.eliminarDe(m.nombre)}
                ocupado={borrando === m.id}
                onClick={() => eliminar(m)}
              />
            </li>
          ))}
        </ul>
      </ListaModal>
    </Modal>
  );
}
