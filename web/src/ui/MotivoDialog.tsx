import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../lib/api-client';
import { CampoTextoLargo } from './CampoTextoLargo';
import { Modal } from './Modal';

export const MOTIVO_MIN = 3;
export const MOTIVO_MAX = 500;

/** The reason's problem before sending, or null: trimmed, 3 to 500 characters. */
export function problemaMotivo(motivo: string, textos: { corto: string; largo: string }): string | null {
  const limpio = motivo.trim();
  if (limpio.length < MOTIVO_MIN) return textos.corto;
  if (limpio.length > MOTIVO_MAX) return textos.largo;
  return null;
}

/** What a refusal says about the reason: its field's message, else the server's message. */
const mensajeDe = (err: unknown) =>
  err instanceof ApiError ? (err.errors ? Object.values(err.errors).flat()[0] : undefined) || err.message : null;

/**
 * A destructive action that needs a reason (cancel a cita, hide a comentario): the reason is
 * required (3..500 characters, checked before sending), 'Volver' leaves without doing anything,
 * and a refusal is shown beside the reason with the dialog still open. Labelled, focus trapped (Modal).
 */
export function MotivoDialog({
  open,
  title,
  text,
  label,
  hint,
  textos,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  text: string;
  label: string;
  hint: string;
  textos: { corto: string; largo: string; volver: string; confirmar: string; enviando: string };
  /** sends the trimmed reason; a rejection keeps the dialog open with its message */
  onConfirm: (motivo: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const id = useId();
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const campo = useRef<HTMLTextAreaElement>(null);

  // each opening starts empty, with the focus in the reason (after Modal focused its first control)
  useEffect(() => {
    if (!open) return;
    setMotivo('');
    setError(null);
    campo.current?.focus();
  }, [open]);

  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    if (enviando) return;
    const problema = problemaMotivo(motivo, textos);
    if (problema) {
      setError(problema);
      campo.current?.focus();
      return;
    }
    setEnviando(true);
    try {
      await onConfirm(motivo.trim());
      onClose();
    } catch (err) {
      setError(mensajeDe(err));
      campo.current?.focus();
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Modal open={open} title={title} onClose={onClose}>
      <form onSubmit={enviar} noValidate>
        <p>{text}</p>
        <CampoTextoLargo
          id={`${id}-motivo`}
          label={label}
          hint={hint}
          error={error}
          valor={motivo}
          onValor={setMotivo}
          onLimpiarError={() => setError(null)}
          min={MOTIVO_MIN}
          max={MOTIVO_MAX}
          campo={campo}
        />
        <div className="confirm__actions">
          <button type="button" className="btn" onClick={onClose}>
            {textos.volver}
          </button>
          <button type="submit" className="btn btn--danger" disabled={enviando}>
            {enviando ? textos.enviando : textos.confirmar}
          </button>
        </div>
      </form>
    </Modal>
  );
}
