import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../web/src/lib/toast', async () => ({ toast: (await import('./support')).toastMock }));

import PanelLayout from '../../web/src/features/panel/PanelLayout';
import { useCuentaActual } from '../../web/src/lib/cuenta-actual';
import { borrarPrivados } from '../../web/src/lib/guardado-offline';
import { getToken } from '../../web/src/lib/session';
import { accionDeCuenta, despejar, json, renderRoutes, stubFetch } from './support';

function Quien() {
  const { user } = useCuentaActual();
  return <p>pantalla de {user.nombre}</p>;
}

function renderPanel(path: string) {
  return renderRoutes(
    [
      { path: '/', element: <p>inicio público</p> },
      {
        path: '/panel',
        element: <PanelLayout />,
        children: [
          { path: 'home', element: <Quien /> },
          { path: 'config', element: <p>configuración de personal</p> },
          { path: 'ecomerce/productos', element: <p>productos de personal</p> },
        ],
      },
    ],
    path,
  ).donde;
}

const cuenta = (rol: number) => ({ id: 3, rol, nombre: 'Laura', apellido: 'Gómez', name: 'Laura', email: 'l@x.co' });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(async () => {
  // no account kept offline from an earlier test
  await borrarPrivados();
  fetchMock = stubFetch();
});
afterEach(despejar);

describe('the panel shell', () => {
  it('sends a visitor without a session home without asking the server', async () => {
    const donde = renderPanel('/panel/home');
    await screen.findByText('inicio público');
    expect(donde().pathname).toBe('/');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('forgets a token the server refuses and sends the visitor home', async () => {
    localStorage.setItem('token', 'vencido');
    fetchMock.mockResolvedValue(json(401, { error: 'unauthorized', message: 'Inicie sesión.' }));
    const donde = renderPanel('/panel/home');
    await screen.findByText('inicio público');
    expect(donde().pathname).toBe('/');
    expect(getToken()).toBeNull();
  });

  it("shows the professional's name, only the home link, and hands the account to the screen", async () => {
    localStorage.setItem('token', 'tok');
    fetchMock.mockResolvedValue(json(200, cuenta(0)));
    renderPanel('/panel/home');
    await screen.findByText('pantalla de Laura');
    // the header names the screen in the product's Spanish, never «Dashboard»
    expect(document.querySelector('.panel__title')?.textContent).toBe('Inicio');
    expect(screen.queryByText('Dashboard')).toBeNull();
    expect(screen.getByText('Laura Gómez')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Navegación del panel' });
    expect(nav.querySelector('a[href="/panel/home"]')).not.toBeNull();
    expect(nav.querySelector('a[href="/panel/ecomerce/productos"]')).toBeNull();
    expect(nav.querySelector('a[href="/panel/config"]')).toBeNull();
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toMatch(/\/api\/users$/);
    expect(init.headers.Authorization).toBe('Bearer tok');
  });

  it('sends a professional reaching a staff route to the dashboard', async () => {
    localStorage.setItem('token', 'tok');
    fetchMock.mockResolvedValue(json(200, cuenta(0)));
    const donde = renderPanel('/panel/config');
    await screen.findByText('pantalla de Laura');
    expect(donde().pathname).toBe('/panel/home');
    expect(screen.queryByText('configuración de personal')).toBeNull();
  });

  it('shows staff the store and configuration links and lets them in', async () => {
    localStorage.setItem('token', 'tok');
    fetchMock.mockResolvedValue(json(200, cuenta(1)));
    renderPanel('/panel/ecomerce/productos');
    await screen.findByText('productos de personal');
    const nav = screen.getByRole('navigation', { name: 'Navegación del panel' });
    for (const href of ['productos', 'marcas', 'caracteristicas', 'promociones', 'pedidos', 'envios'])
      expect(nav.querySelector(`a[href="/panel/ecomerce/${href}"]`)).not.toBeNull();
    expect(nav.querySelector('a[href="/panel/config"]')).not.toBeNull();
  });

  it('logs out on the server, forgets the token, tells the offline layer and goes home', async () => {
    localStorage.setItem('token', 'tok');
    fetchMock.mockImplementation(async (url: URL) =>
      url.pathname === '/api/users' ? json(200, cuenta(0)) : json(200, { succes: 'Sesión cerrada con éxito.' }),
    );
    const wiped = vi.fn();
    window.addEventListener('citasalud:logout', wiped);
    const donde = renderPanel('/panel/home');
    await accionDeCuenta('Cerrar sesión');
    await screen.findByText('inicio público');
    expect(donde().pathname).toBe('/');
    expect(getToken()).toBeNull();
    expect(wiped).toHaveBeenCalledTimes(1);
    const logout = fetchMock.mock.calls.find(([u]) => u.pathname === '/api/user/logout');
    expect(logout?.[1].method).toBe('POST');
    expect(logout?.[1].headers.Authorization).toBe('Bearer tok');
    window.removeEventListener('citasalud:logout', wiped);
  });

  it('keeps the session and offers a retry when the server cannot be reached and no account was kept', async () => {
    localStorage.setItem('token', 'tok');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(json(200, cuenta(0)));
    renderPanel('/panel/home');
    fireEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    await screen.findByText('pantalla de Laura');
    expect(getToken()).toBe('tok');
  });

  it('keeps the session when the answer is cut off mid-body (a reload, a dropped connection)', async () => {
    localStorage.setItem('token', 'tok');
    const cortada = json(200, cuenta(0));
    vi.spyOn(cortada, 'text').mockRejectedValue(new TypeError('network error'));
    fetchMock.mockResolvedValueOnce(cortada).mockResolvedValue(json(200, cuenta(0)));
    renderPanel('/panel/home');
    fireEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    await screen.findByText('pantalla de Laura');
    expect(getToken()).toBe('tok');
  });

  it('keeps the session when the server fails (5xx): it did not refuse the token', async () => {
    localStorage.setItem('token', 'tok');
    fetchMock
      .mockResolvedValueOnce(json(503, { error: 'server_error', message: 'Intente más tarde.' }))
      .mockResolvedValue(json(200, cuenta(0)));
    renderPanel('/panel/home');
    fireEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    await screen.findByText('pantalla de Laura');
    expect(getToken()).toBe('tok');
  });
});
