import { textosPanel } from '../../../i18n/es/panel';
import { useLoad } from '../../../lib/useLoad';
import { Modal } from '../../../ui/Modal';
import { leerAjustes } from '../ajustes-api';
import { Motivos } from './Motivos';

/** 'Listado de Motivos' from the dashboard: her motivos with their duration and price; list, create, delete. */
export function MotivosModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data: ajustes } = useLoad((signal) => leerAjustes(signal), [], { activo: open, alReconectar: false });
  return (
    <Modal open={open} title={textosPanel.motivos.titulo} onClose={onClose} variant="sheet">
      <Motivos activo={open} duracionFranja={ajustes?.duracion_franja ?? null} />
    </Modal>
  );
}
