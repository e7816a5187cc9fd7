import { lazy, Suspense, useEffect } from 'react';
import { textosPanel } from '../../../i18n/es/panel';
import { Modal } from '../../../ui/Modal';
import { Loading } from '../../../ui/States';

const cargar = () => import('./Horarios');
const Horarios = lazy(() => cargar().then((m) => ({ default: m.Horarios })));

/**
 * 'Definir Horarios de atención' from the dashboard: her weekly ranges (list, create, edit,
 * delete) with the franjas each yields. Its content is the agenda screen's own (a chunk of its
 * own, asked for once the dashboard is drawn), so the dashboard's bytes do not grow with it.
 */
export function HorariosModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  useEffect(() => {
    cargar().catch(() => {});
  }, []);
  return (
    <Modal open={open} title={textosPanel.horarios.titulo} onClose={onClose} variant="sheet" wide>
      <Suspense fallback={<Loading />}>
        <Horarios activo={open} />
      </Suspense>
    </Modal>
  );
}
