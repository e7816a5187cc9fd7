import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { t } from '../../../i18n/es';
import { Modal } from '../../../ui/Modal';
import { Loading } from '../../../ui/States';
import { crearMotivo, eliminarMotivo, listarMotivos, type Motivo } from '../api';

const T = t.panel.motivos;

/** 'Listado de Motivos': the reasons patients choose when booking; list, create, delete. */
export function MotivosModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [motivos, setMotivos] = useState<Motivo[] | null>(null);
  const [nombre, setNombre] = useState('');
  const [enviando, setEnviando] = useState(false);
  const [borrando, setBorrando] = useState<number | null>(null);
  const inputId = useId();

  const recargar = useCallback(
    (signal?: AbortSignal) =>
      listarMotivos(signal).then(setMotivos, (err: Error) => {
        if (err.name !== 'AbortError') setMotivos([]);
      }),
    [],
  );

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    recargar(controller.signal);
    return () => controller.abort();
  }, [open, recargar]);

  const crear = async (e: FormEvent) => {
    e.preventDefault();
    if (!nombre.trim()) {
      toast.warning(T.requerido);
      return;
    }
    setEnviando(true);
    try {
      await crearMotivo(nombre.trim());
      setNombre('');
      await recargar();
    } catch {
      // the client showed the server's reason
    } finally {
      setEnviando(false);
    }
  };

  const eliminar = async (m: Motivo) => {
    setBorrando(m.id);
    try {
      await eliminarMotivo(m.id);
      await recargar();
    } catch {
      // the spec's failure toast is already shown
    } finally {
      setBorrando(null);
    }
  };

  return (
    <Modal open={open} title={T.titulo} onClose={onClose} variant="sheet">
      <form className="inline-form" onSubmit={crear} noValidate>
        <div className="field">
          <label htmlFor={inputId}>{T.nuevo}</label>
          <input id={inputId} value={nombre} maxLength={80} onChange={(e) => setNombre(e.target.value)} />
        </div>
        <button type="submit" className="btn btn--primary" disabled={enviando} aria-busy={enviando}>
          {T.agregar}
        </button>
      </form>
      {motivos === null ? (
        <Loading />
      ) : motivos.length === 0 ? (
        <p className="muted">{T.vacio}</p>
      ) : (
        <ul className="plain-list" aria-live="polite">
          {motivos.map((m) => (
            <li key={m.id}>
              <span>{m.nombre}</span>
              <button
                type="button"
                className="btn btn--small"
                aria-label={T.eliminarDe(m.nombre)}
                disabled={borrando === m.id}
                onClick={() => eliminar(m)}
              >
                {t.acciones.eliminar}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
