import { type RouteObject, useRoutes } from 'react-router-dom';
import { NotFound } from '../ui/States';
import PublicLayout from './layouts/PublicLayout';
import { page, precargarEn } from './pagina';
import { Raiz, RUTA } from './raiz';

/** The paciente's cita and her Mis citas: one chunk (features/citas/pages/CitasPage.tsx). */
const citas = page(() => import('../features/citas/pages/CitasPage'));
export const routes: RouteObject[] = [
  {
    element: <Raiz />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, ...page(() => import('../features/directorio/pages/HomePage')) },
          { path: RUTA.profesionales, ...page(() => import('../features/directorio/pages/ProfesionalesPage')) },
          { path: RUTA.perfil, ...page(() => import('../features/directorio/pages/PerfilPage')) },
          { path: 'politicas/:slug', ...page(() => import('../features/legal/PolicyPage')) },
          { path: RUTA.tienda, ...page(() => import('../features/tienda/pages/TiendaPage')) },
          {
            path: 'e-comerce/pedido',
            ...page(() => import('../features/tienda/pages/ConsultaVentaPage')),
          },
          {
            path: 'e-comerce/pago/resultado',
            ...page(() => import('../features/tienda/pages/ResultadoPagoPage')),
          },
          { path: 'e-comerce/:id', ...page(() => import('../features/tienda/pages/ProductoPage')) },
          { path: 'mi-cita/:token', ...citas },
          { path: 'mis-citas/:token?', ...citas },
          { path: 'comentario/:token', ...page(() => import('../features/citas/pages/ComentarioPage')) },
          {
            path: 'lista-espera/oferta/:token',
            ...page(() => import('../features/lista-espera/pages/OfertaPage')),
          },
          { path: 'lista-espera/salir/:token', ...page(() => import('../features/lista-espera/pages/SalirPage')) },
          { path: 'login', ...page(() => import('../features/auth/pages/LoginPage')) },
          { path: 'restablecer', ...page(() => import('../features/auth/pages/ResetPage')) },
          { path: '*', element: <NotFound /> },
        ],
      },
      // the back office's own table, with its frame, in its own chunk (rutas-panel.tsx)
      { path: 'panel/*', ...page(() => import('./rutas-panel')) },
    ],
  },
];

/**
 * Starts loading the chunks of the screens that `pathname` shows, before the first render: the
 * chunk is on its way while React and the router start (as the data router did), not after.
 */
export function precargarRuta(pathname: string) {
  precargarEn(routes, pathname);
}

/** The app's screens, for a `<BrowserRouter>` (or a `<MemoryRouter>` in tests). */
export function AppRoutes() {
  return useRoutes(routes);
}
