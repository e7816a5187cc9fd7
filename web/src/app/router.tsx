import { type ComponentType, lazy } from 'react';
import { matchRoutes, type RouteObject, useRoutes } from 'react-router-dom';
import { type AreaDeTextos, cargarTextos } from '../i18n/es';
import { NotFound } from '../ui/States';
import PublicLayout from './layouts/PublicLayout';
import { Raiz, RUTA } from './raiz';

/**
 * Each screen is its own chunk (React.lazy): staff code is never loaded on public routes. The
 * screen's text areas load first, since its modules may read them as they are evaluated.
 * `handle.precargar` starts that load before React renders (see `precargarRuta`).
 * (scripts/bundle-report.mjs reads the `page(() => import('…'), 'area')` calls below.)
 */
const page = (load: () => Promise<{ default: ComponentType }>, ...textos: AreaDeTextos[]) => {
  let carga: Promise<{ default: ComponentType }> | undefined;
  const precargar = () => {
    carga ??= cargarTextos(...textos).then(load);
    return carga;
  };
  const Screen = lazy(precargar);
  return { element: <Screen />, handle: { precargar } };
};
const PERSONAL: AreaDeTextos[] = ['panel', 'admin'];

export const routes: RouteObject[] = [
  {
    element: <Raiz />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, ...page(() => import('../features/directory/pages/HomePage')) },
          { path: RUTA.profesionales, ...page(() => import('../features/directory/pages/ProfesionalesPage')) },
          { path: RUTA.perfil, ...page(() => import('../features/directory/pages/PerfilPage'), 'perfil') },
          { path: 'politicas/:slug', ...page(() => import('../features/legal/PolicyPage'), 'legal') },
          { path: RUTA.tienda, ...page(() => import('../features/store/pages/TiendaPage'), 'tienda') },
          {
            path: 'e-comerce/pedido',
            ...page(() => import('../features/store/pages/ConsultaVentaPage'), 'tienda'),
          },
          {
            path: 'e-comerce/pago/resultado',
            ...page(() => import('../features/store/pages/ResultadoPagoPage'), 'tienda'),
          },
          { path: 'e-comerce/:id', ...page(() => import('../features/store/pages/ProductoPage'), 'tienda') },
          { path: 'login', ...page(() => import('../features/auth/pages/LoginPage'), 'cuentas') },
          { path: 'restablecer', ...page(() => import('../features/auth/pages/ResetPage'), 'cuentas') },
          { path: '*', element: <NotFound /> },
        ],
      },
      {
        path: 'panel',
        ...page(() => import('../features/panel/PanelLayout'), ...PERSONAL),
        children: [
          { index: true, ...page(() => import('../features/panel/pages/DashboardPage'), ...PERSONAL) },
          { path: 'home', ...page(() => import('../features/panel/pages/DashboardPage'), ...PERSONAL) },
          {
            path: 'ecomerce/productos',
            ...page(() => import('../features/admin/pages/ProductosPage'), ...PERSONAL),
          },
          { path: 'ecomerce/marcas', ...page(() => import('../features/admin/pages/MarcasPage'), ...PERSONAL) },
          {
            path: 'ecomerce/caracteristicas',
            ...page(() => import('../features/admin/pages/CaracteristicasPage'), ...PERSONAL),
          },
          {
            path: 'ecomerce/promociones',
            ...page(() => import('../features/admin/pages/PromocionesPage'), ...PERSONAL),
          },
          { path: 'ecomerce/pedidos', ...page(() => import('../features/admin/pages/VentasPage'), ...PERSONAL) },
          { path: 'config', ...page(() => import('../features/admin/pages/ConfigPage'), ...PERSONAL) },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

/**
 * Starts loading the chunks of the screens that `pathname` shows, before the first render: the
 * chunk is on its way while React and the router start (as the data router did), not after.
 */
export function precargarRuta(pathname: string) {
  for (const { route } of matchRoutes(routes, pathname) ?? [])
    (route.handle as { precargar?: () => Promise<unknown> } | undefined)?.precargar?.().catch(() => {});
}

/** The app's screens, for a `<BrowserRouter>` (or a `<MemoryRouter>` in tests). */
export function AppRoutes() {
  return useRoutes(routes);
}
