import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { type AreaDeTextos, cargarTextos } from '../i18n/es';
import { ErrorScreen } from '../ui/ErrorScreen';
import { NotFound } from '../ui/States';
import PublicLayout from './layouts/PublicLayout';

/** Each screen is its own chunk: staff code is never loaded on public routes. */
const page =
  (load: () => Promise<{ default: React.ComponentType }>, ...textos: AreaDeTextos[]) =>
  async () => {
    // the screen's texts first: its modules may read them as they load
    await cargarTextos(...textos);
    return { Component: (await load()).default };
  };
const PERSONAL: AreaDeTextos[] = ['panel', 'admin'];

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    errorElement: <ErrorScreen />,
    children: [
      { index: true, lazy: page(() => import('../features/directory/pages/HomePage')) },
      {
        path: 'especialistas/:ciudad?/:especialidad?/:modalidad?',
        lazy: page(() => import('../features/directory/pages/SpecialistsPage')),
      },
      { path: 'doc-detalle/:id', lazy: page(() => import('../features/directory/pages/ProfilePage')) },
      { path: 'politicas/:slug', lazy: page(() => import('../features/legal/PolicyPage'), 'legal') },
      { path: 'e-comerce', lazy: page(() => import('../features/store/pages/StorePage'), 'tienda') },
      { path: 'e-comerce/pedido', lazy: page(() => import('../features/store/pages/OrderLookupPage'), 'tienda') },
      {
        path: 'e-comerce/pago/resultado',
        lazy: page(() => import('../features/store/pages/PaymentResultPage'), 'tienda'),
      },
      { path: 'e-comerce/:id', lazy: page(() => import('../features/store/pages/ProductPage'), 'tienda') },
      { path: 'login', lazy: page(() => import('../features/auth/pages/LoginPage'), 'cuentas') },
      { path: 'restablecer', lazy: page(() => import('../features/auth/pages/ResetPage'), 'cuentas') },
      { path: '*', element: <NotFound /> },
    ],
  },
  {
    path: 'panel',
    errorElement: <ErrorScreen />,
    lazy: page(() => import('../features/panel/PanelLayout'), ...PERSONAL),
    children: [
      { index: true, lazy: page(() => import('../features/panel/pages/DashboardPage'), ...PERSONAL) },
      { path: 'home', lazy: page(() => import('../features/panel/pages/DashboardPage'), ...PERSONAL) },
      { path: 'ecomerce/productos', lazy: page(() => import('../features/admin/pages/ProductsPage'), ...PERSONAL) },
      { path: 'ecomerce/marcas', lazy: page(() => import('../features/admin/pages/BrandsPage'), ...PERSONAL) },
      {
        path: 'ecomerce/caracteristicas',
        lazy: page(() => import('../features/admin/pages/CharacteristicsPage'), ...PERSONAL),
      },
      { path: 'ecomerce/promociones', lazy: page(() => import('../features/admin/pages/PromotionsPage'), ...PERSONAL) },
      { path: 'ecomerce/pedidos', lazy: page(() => import('../features/admin/pages/OrdersPage'), ...PERSONAL) },
      { path: 'config', lazy: page(() => import('../features/admin/pages/ConfigPage'), ...PERSONAL) },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
