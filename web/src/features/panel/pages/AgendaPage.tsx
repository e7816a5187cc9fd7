import { lazy, Suspense } from 'react';
import { useRoutes } from 'react-router-dom';
import { Loading, NotFound } from '../../../ui/States';

const HorariosPage = lazy(() => import('./HorariosPage'));
const AusenciasPage = lazy(() => import('./AusenciasPage'));
const CalendarioPage = lazy(() => import('./CalendarioPage'));

/**
 * `/panel/agenda/*`, her agenda's configuration: horarios, ajustes and motivos (`/panel/agenda`),
 * ausencias and festivos (`…/ausencias`), the private calendario (`…/calendario`). One route in
 * the app's router (its entry stays as small), each screen its own chunk.
 */
export default function AgendaPage() {
  const pantalla = useRoutes([
    { index: true, element: <HorariosPage /> },
    { path: 'ausencias', element: <AusenciasPage /> },
    { path: 'calendario', element: <CalendarioPage /> },
    { path: '*', element: <NotFound /> },
  ]);
  return <Suspense fallback={<Loading />}>{pantalla}</Suspense>;
}
