/**
 * Every screen names itself in the document title (what a screen reader announces on arriving, and
 * what the tab, the history and a bookmark say), a 404 included.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../web/src/lib/toast', async () => ({ toast: (await import('./support')).toastMock }));

import LoginPage from '../../web/src/features/auth/pages/LoginPage';
import ResetPage from '../../web/src/features/auth/pages/ResetPage';
import PolicyPage from '../../web/src/features/legal/PolicyPage';
import { nombreDeRuta } from '../../web/src/features/panel/components/PanelNav';
import PanelLayout from '../../web/src/features/panel/PanelLayout';
import ProductoPage from '../../web/src/features/tienda/pages/ProductoPage';
import { borrarPrivados } from '../../web/src/lib/guardado-offline';
import { NotFound } from '../../web/src/ui/States';
import { despejar, json, mockApi, renderRoutes } from './support';

const titulo = (esperado: string) => waitFor(() => expect(document.title).toBe(esperado));

beforeEach(() => {
  document.title = 'antes';
});
afterEach(despejar);

describe('the document title of each screen', () => {
  it('the sign-in page, and the registration once it is chosen', async () => {
    renderRoutes([{ path: '/login', element: <LoginPage /> }], '/login');
    await titulo('Iniciar sesión · CitaSalud');
    fireEvent.click(screen.getByRole('button', { name: 'Registro' }));
    await titulo('Crear una cuenta de profesional · CitaSalud');
  });

  it('the password reset page', async () => {
    renderRoutes([{ path: '/restablecer', element: <ResetPage /> }], '/restablecer?token=abc');
    await titulo('Restablecer contraseña · CitaSalud');
  });

  it('a policy by its own name, and an unknown one as a 404', async () => {
    const rutas = [{ path: '/politicas/:slug', element: <PolicyPage /> }];
    const { unmount } = renderRoutes(rutas, '/politicas/tratamiento-de-datos');
    await titulo('Política de tratamiento de datos personales · CitaSalud');
    unmount();
    renderRoutes(rutas, '/politicas/no-existe');
    await titulo('Página no encontrada · CitaSalud');
  });

  it('an unknown product says so, not the store’s title', async () => {
    mockApi({ 'POST /api/producto/find': () => json(404, { error: 'not_found', message: 'No existe' }) });
    renderRoutes([{ path: '/e-comerce/:id', element: <ProductoPage /> }], '/e-comerce/999');
    await screen.findByRole('heading', { name: 'Producto no encontrado' });
    await titulo('Producto no encontrado · CitaSalud');
  });

  it('each panel screen by the name of its link; a path of no screen by its 404', async () => {
    expect(nombreDeRuta('/panel/ecomerce/pedidos')).toBe('Pedidos');
    expect(nombreDeRuta('/panel/agenda/ausencias/')).toBe('Ausencias y festivos');
    expect(nombreDeRuta('/panel/agenda')).toBe('Horarios y ajustes');
    expect(nombreDeRuta('/panel/home')).toBe('Inicio');
    expect(nombreDeRuta('/panel/agenda/otra')).toBeUndefined();

    await borrarPrivados();
    localStorage.setItem('token', 'tok');
    mockApi({
      'GET /api/users': () =>
        json(200, { id: 3, rol: 1, nombre: 'Ana', apellido: 'Ruiz', name: 'Ana', email: 'a@x.co' }),
    });
    const rutas = [
      {
        path: '/panel',
        element: <PanelLayout />,
        children: [
          { path: 'ecomerce/pedidos', element: <p>lista de ventas</p> },
          { path: '*', element: <NotFound /> },
        ],
      },
    ];
    const { unmount } = renderRoutes(rutas, '/panel/ecomerce/pedidos');
    await screen.findByText('lista de ventas');
    await titulo('Pedidos · Panel · CitaSalud');
    unmount();
    renderRoutes(rutas, '/panel/no-existe');
    await screen.findByRole('heading', { name: 'Página no encontrada' });
    await titulo('Página no encontrada · CitaSalud');
  });
});
