import { useEffect, useId, useRef } from 'react';
import { CampoTextoLargo } from './CampoTextoLargo';
import { Modal } from './Modal';
import { useTextoLargo } from './useTextoLargo';

export const MOTIVO_MIN = 3;
export const MOTIVO_MAX = 500;

/** The reason's problem before sending, or null: trimmed, 3 to 500 characters. */
export function problemaMotivo(motivo: string, textos: { corto: string; largo: string }): string | null {
  const limpio = motivo.trim();
  if (limpio.length < MOTIVO_MIN) return textos.corto;
  if (limpio.length > MOTIVO_MAX) return textos.largo;
  return null;
}

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
  const campo = useRef<HTMLTextAreaElement>(null);
  const motivo = useTextoLargo(
    campo,
    (texto) => problemaMotivo(texto, textos),
    async (texto) => {
      await onConfirm(texto);
      onClose();
    },
  );
  const { reiniciar } = motivo;

  // each opening starts empty, with the focus in the reason (after Modal focused its first control)
  useEffect(() => {
    if (!open) return;
    reiniciar();
    campo.current?.focus();
  }, [open, reiniciar]);

  return (
    <Modal open={open} title={title} onClose={onClose}>
      <form onSubmit={motivo.onSubmit} noValidate>
        <p>{text}</p>
        <CampoTextoLargo
          id={`${id}-motivo`}
          label={label}
          hint={hint}
          error={motivo.error}
          valor={motivo.valor}
          onValor={motivo.setValor}
          onLimpiarError={motivo.limpiarError}
          min={MOTIVO_MIN}
          max={MOTIVO_MAX}
          campo={campo}
        />
        <div className="confirm__actions">
          <button type="button" className="btn" onClick={onClose}>
            {textos.volver}
          </button>
          <button type="submit" className="btn btn--danger" disabled={motivo.enviando}>
            {motivo.enviando ? textos.enviando : textos.confirmar}
          </button>
        </div>
      </form>
    </Modal>
  );
}
