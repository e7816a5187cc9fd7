import { t } from '../../../i18n/es';
import { Modal } from '../../../ui/Modal';

/** Asks before deleting; 'Cancelar' comes first and gets the focus. */
export function Confirmar({
  que,
  onConfirmar,
  onCancelar,
}: {
  /** what is deleted ('la marca Genfar'); null keeps the dialog closed */
  que: string | null;
  onConfirmar: () => void;
  onCancelar: () => void;
}) {
  const A = t.admin.comun;
  return (
    <Modal open={que !== null} title={A.confirmarEliminar} onClose={onCancelar}>
      <p>{que ? A.preguntaEliminar(que) : ''}</p>
      <div className="admin-actions">
        <button type="button" className="btn" onClick={onCancelar}>
          {A.cancelar}
        </button>
        <button type="button" className="btn btn--danger" onClick={onConfirmar}>
          {A.eliminar}
        </button>
      </div>
    </Modal>
  );
}
