import { Outlet } from 'react-router-dom';

/** Placeholder until the accounts issue lands: the panel shell (session guard, side bar). */
export default function PanelLayout() {
  return (
    <main id="contenido">
      <Outlet />
    </main>
  );
}
