import { type ComponentType, lazy } from 'react';
import { matchRoutes, type RouteObject, useRoutes } from 'react-router-dom';
import { NotFound } from '../ui/States';
import PublicLayout from './layouts/PublicLayout';
import { Raiz, RUTA } from './raiz';

/**
 * Each screen is its own chunk (React.lazy): staff code is never loaded on public routes. A
 * screen's chunk carries the text catalogues it imports (i18n/es/<area>.ts).
 * `handle.precargar` starts that load before React renders (see `precargarRuta`).
 */
const page = (load: () => Promise<{ default: ComponentType }>) => {
  let carga: Promise<{ default: ComponentType }> | undefined;
  const precargar = () => {
    carga ??= load();
    return carga;
  };
  const Screen = lazy(precargar);
  return { element: <Screen />, handle: { precargar } };
};
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
          { path: 'login', ...page(() => import('../features/auth/pages/LoginPage')) },
          { path: 'restablecer', ...page(() => import('../features/auth/pages/ResetPage')) },
          { path: '*', element: <NotFound /> },
        ],
      },
      {
        path: 'panel',
        ...page(() => import('../features/panel/PanelLayout')),
        children: [
          { index: true, ...page(() => import('../features/panel/pages/InicioPage')) },
          { path: 'home', ...page(() => import('../features/panel/pages/InicioPage')) },
          { path: 'agenda/*', ...page(() => import('../features/panel/pages/AgendaPage')) },
          {
            path: 'ecomerce/productos',
            ...page(() => import('../features/admin/pages/ProductosPage')),
          },
          { path: 'ecomerce/marcas', ...page(() => import('../features/admin/pages/MarcasPage')) },
          {
            path: 'ecomerce/caracteristicas',
            ...page(() => import('../features/admin/pages/CaracteristicasPage')),
          },
          {
            path: 'ecomerce/promociones',
            ...page(() => import('../features/admin/pages/PromocionesPage')),
          },
          { path: 'ecomerce/cupones', ...page(() => import('../features/admin/pages/CuponesPage')) },
          { path: 'ecomerce/pedidos', ...page(() => import('../features/admin/pages/VentasPage')) },
          { path: 'ecomerce/envios', ...page(() => import('../features/admin/pages/EnviosPage')) },
          { path: 'ecomerce/resumen', ...page(() => import('../features/admin/pages/ResumenVentasPage')) },
          { path: 'config', ...page(() => import('../features/admin/pages/ConfigPage')) },
          { path: 'comentarios', ...page(() => import('../features/admin/pages/ComentariosPage')) },
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
