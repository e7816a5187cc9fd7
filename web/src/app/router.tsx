import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ErrorScreen } from '../ui/ErrorScreen';
import { NotFound } from '../ui/States';
import PublicLayout from './layouts/PublicLayout';

/** Each screen is its own chunk: staff code is never loaded on public routes. */
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

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
      { path: 'politicas/:slug', lazy: page(() => import('../features/legal/PolicyPage')) },
      { path: 'e-comerce', lazy: page(() => import('../features/store/pages/StorePage')) },
      { path: 'e-comerce/pedido', lazy: page(() => import('../features/store/pages/OrderLookupPage')) },
      { path: 'e-comerce/pago/resultado', lazy: page(() => import('../features/store/pages/PaymentResultPage')) },
      { path: 'e-comerce/:id', lazy: page(() => import('../features/store/pages/ProductPage')) },
      { path: 'login', lazy: page(() => import('../features/auth/pages/LoginPage')) },
      { path: '*', element: <NotFound /> },
    ],
  },
  {
    path: 'panel',
    errorElement: <ErrorScreen />,
    lazy: page(() => import('../features/panel/PanelLayout')),
    children: [
      { index: true, lazy: page(() => import('../features/panel/pages/DashboardPage')) },
      { path: 'home', lazy: page(() => import('../features/panel/pages/DashboardPage')) },
      { path: 'ecomerce/productos', lazy: page(() => import('../features/admin/pages/ProductsPage')) },
      { path: 'ecomerce/marcas', lazy: page(() => import('../features/admin/pages/BrandsPage')) },
      { path: 'ecomerce/caracteristicas', lazy: page(() => import('../features/admin/pages/CharacteristicsPage')) },
      { path: 'ecomerce/promociones', lazy: page(() => import('../features/admin/pages/PromotionsPage')) },
      { path: 'ecomerce/pedidos', lazy: page(() => import('../features/admin/pages/OrdersPage')) },
      { path: 'config', lazy: page(() => import('../features/admin/pages/ConfigPage')) },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
