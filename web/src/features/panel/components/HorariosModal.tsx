import { textosPanel } from '../../../i18n/es/panel';
import { useLoad } from '../../../lib/useLoad';
import { Modal } from '../../../ui/Modal';
import { leerAjustes } from '../ajustes-api';
import { Horarios } from './Horarios';

/**
 * 'Definir Horarios de atención' from the dashboard: her weekly ranges (list, create, edit,
 * delete) with the franjas each yields; her franja length is read with them (without it, the
 * counts are left out).
 */
export function HorariosModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data: ajustes } = useLoad((signal) => leerAjustes(signal), [], { activo: open, alReconectar: false });
  return (
    <Modal open={open} title={textosPanel.horarios.titulo} onClose={onClose} variant="sheet" wide>
      <Horarios activo={open} reparto={ajustes ?? null} />
    </Modal>
  );
}
