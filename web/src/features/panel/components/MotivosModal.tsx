import { lazy, Suspense, useEffect } from 'react';
import { textosPanel } from '../../../i18n/es/panel';
import { Modal } from '../../../ui/Modal';
import { Loading } from '../../../ui/States';

const cargar = () => import('./Motivos');
const Motivos = lazy(() => cargar().then((m) => ({ default: m.Motivos })));

/**
 * 'Listado de Motivos' from the dashboard: her motivos with their duration and price; list,
 * create, delete. Its content is the agenda screen's own (a chunk asked for once the dashboard is drawn).
 */
export function MotivosModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  useEffect(() => {
    cargar().catch(() => {});
  }, []);
  return (
    <Modal open={open} title={textosPanel.motivos.titulo} onClose={onClose} variant="sheet">
      <Suspense fallback={<Loading />}>
        <Motivos activo={open} />
      </Suspense>
    </Modal>
  );
}
