/**
 * What the browser's routes (router.tsx) and the server's drawing of the first screen
 * (servidor.tsx) share, so both draw the same tree: the root of every route and the public
 * screens' paths.
 */
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { olvidarRespuestasIniciales } from '../lib/iniciales';
import { ErrorBoundary } from '../ui/ErrorScreen';
import { useFinDeTransicion } from '../ui/TransitionLink';
import { useScrollDeRuta } from './useScrollDeRuta';

export const RUTA = {
  profesionales: 'especialistas/:ciudad?/:especialidad?/:modalidad?',
  perfil: 'doc-detalle/:id',
  tienda: 'e-comerce',
} as const;

/**
 * While the panel's chunk loads the page stays empty. Public screens load inside the public
 * frame's own boundary (PublicLayout): header and footer, prerendered into index.html at build
 * (web/build/shell.ts), stay painted, and the footer sits below the first screen (main is a
 * screen tall), so nothing painted in view is pushed away. Later navigations run in a React
 * transition: the screen on view stays until the next one is ready.
 */
const cargando = <div aria-busy="true" />;

/** Every route's root: the error screen (cleared by the next location), the loading state, the scroll. */
export function Raiz() {
  const { pathname } = useLocation();
  useFinDeTransicion();
  useScrollDeRuta();
  // the answers the page came with are the first screen's: the next one asks the server
  const primera = useRef(pathname);
  useEffect(() => {
    if (pathname !== primera.current) olvidarRespuestasIniciales();
  }, [pathname]);
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={cargando}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
