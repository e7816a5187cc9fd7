/**
 * The first screen drawn in the Worker (issue 11, largest paint): worker/paginas/pagina.ts reads
 * what the screen reads first (common/primeras-lecturas.ts) and calls `dibujar` through the seam
 * `@seam/first-screen` (common/primera-pantalla.ts), which renders the
 * same tree the browser hydrates (main.tsx: the router, every route's root, the public frame and
 * the screen) with those answers. Only the public screens listed below: the Worker leaves every
 * other page to the browser. Imported by the Worker, never by the app.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static.edge';
import { type RouteObject, StaticRouter, useRoutes } from 'react-router-dom';
import type { PrimeraPantalla, Respuestas } from '../../../common/primera-pantalla';
import HomePage from '../features/directorio/pages/HomePage';
import PerfilPage from '../features/directorio/pages/PerfilPage';
import ProfesionalesPage from '../features/directorio/pages/ProfesionalesPage';
import ProductoPage from '../features/tienda/pages/ProductoPage';
import TiendaPage from '../features/tienda/pages/TiendaPage';
import { RespuestasIniciales } from '../lib/iniciales';
import { Avisos } from '../ui/Avisos';
import PublicLayout from './layouts/PublicLayout';
import { Raiz, RUTA } from './raiz';

const rutas: RouteObject[] = [
  {
    element: <Raiz />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: RUTA.profesionales, element: <ProfesionalesPage /> },
          { path: RUTA.perfil, element: <PerfilPage /> },
          { path: RUTA.tienda, element: <TiendaPage /> },
          { path: `${RUTA.tienda}/:id`, element: <ProductoPage /> },
        ],
      },
    ],
  },
];

function Rutas() {
  return useRoutes(rutas);
}

/**
 * The HTML of #root for `url` (path and query), drawn with `respuestas` (named as
 * lib/api-client's `claveLectura` names them); waits for every part of the screen.
 */
export async function dibujar(url: string, respuestas: Respuestas): Promise<string> {
  let fallo: unknown;
  // prerender, not a stream: it waits for every lazy part and writes each in place (parts written
  // apart are moved by inline scripts, which the CSP blocks)
  const { prelude } = await prerender(
    <StrictMode>
      <RespuestasIniciales.Provider value={respuestas}>
        <StaticRouter location={url}>
          <Rutas />
        </StaticRouter>
      </RespuestasIniciales.Provider>
      <Avisos />
    </StrictMode>,
    {
      // every part in place, however big (React writes big ones apart, moved by a script)
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        fallo ??= error;
      },
    },
  );
  const html = await new Response(prelude).text();
  // a part that failed would be drawn by the browser instead, with an error in its console
  if (fallo) throw fallo;
  return html;
}

/** What the Worker is told this module is (the seam `@seam/first-screen`): the type check holds it to that. */
export const declarado = { dibujar } satisfies PrimeraPantalla;
