import { textosComun } from '../i18n/es/comun';
import { Modal } from './Modal';

/** A yes/no question before a destructive action; 'Cancelar' comes first and gets the focus. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal open={open} title={title} onClose={onCancel}>
      <p>{text}</p>
      <div className="confirm__actions">
        <button type="button" className="btn" onClick={onCancel}>
          {textosComun.acciones.cancelar}
        </button>
        <button type="button" className="btn btn--danger" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
