import { t } from '../../../i18n/es';
import { Modal } from '../../../ui/Modal';

/** A yes/no question before a destructive action; 'Cancelar' gets the focus first. */
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
          {t.acciones.cancelar}
        </button>
        <button type="button" className="btn btn--danger" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
