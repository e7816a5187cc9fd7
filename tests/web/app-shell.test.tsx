import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type ComponentType, lazy } from 'react';
import { Link, MemoryRouter, type RouteObject, useRoutes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../web/src/lib/toast', async () => ({ toast: (await import('./support')).toastMock }));

import { routes } from '../../web/src/app/router';
import { TransitionLink } from '../../web/src/ui/TransitionLink';
import { despejar, json, renderRoutes, stubFetch } from './support';

/** The app's root route (error screen, loading state, end of view transitions) around `children`. */
const conRaiz = (children: RouteObject[]): RouteObject[] => [{ element: routes[0].element, children }];

/** A screen chunk that arrives when the test says so (or fails, as after a deploy); `solicitado` when React asks for it. */
function chunk() {
  let llegar!: (c: { default: ComponentType }) => void;
  let fallar!: (e: Error) => void;
  const promesa = new Promise<{ default: ComponentType }>((res, rej) => {
    llegar = res;
    fallar = rej;
  });
  const solicitado = vi.fn();
  const Pantalla = lazy(() => {
    solicitado();
    return promesa;
  });
  return { Pantalla, llegar, fallar, solicitado };
}

function Rutas({ rutas }: { rutas: RouteObject[] }) {
  return useRoutes(rutas);
}

beforeEach(() => {
  stubFetch().mockResolvedValue(json(404, { error: 'not_found', message: 'Ruta no encontrada' }));
});
afterEach(despejar);

/** A screen that fails while rendering. */
function Rota(): never {
  throw new Error('dato inesperado');
}

describe("the app's routes", () => {
  it("opens a screen's own chunk inside the site's header and footer", async () => {
    renderRoutes(routes, '/politicas/terminos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Términos y condiciones' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Navegación principal' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('shows the not-found page for an address the app does not have', async () => {
    renderRoutes(routes, '/no-existe/aqui');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeTruthy();
  });

  it('sends a visitor without a session from a panel screen to the home page', async () => {
    const { donde } = renderRoutes(routes, '/panel/home');
    await waitFor(() => expect(donde().pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: /especialista/i })).toBeTruthy();
  });
});

describe('the error screen', () => {
  beforeEach(() => {
    // React reports the errors a boundary caught
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows when a screen cannot load its chunk, links home with a reload, and clears at another address', async () => {
    const roto = chunk();
    render(
      <MemoryRouter initialEntries={['/roto']}>
        <Link to="/sano">ir a otra</Link>
        <Rutas
          rutas={conRaiz([
            { path: '/roto', element: <roto.Pantalla /> },
            { path: '/sano', element: <p>pantalla sana</p> },
          ])}
        />
      </MemoryRouter>,
    );
    act(() => roto.fallar(new TypeError('Failed to fetch dynamically imported module: /assets/Perfil-x1.js')));

    expect(await screen.findByRole('heading', { level: 1, name: 'Algo salió mal' })).toBeTruthy();
    expect(screen.getByText('Error: Failed to fetch dynamically imported module: /assets/Perfil-x1.js')).toBeTruthy();
    const inicio = screen.getByRole('link', { name: 'Volver al inicio' });
    expect(inicio.getAttribute('href')).toBe('/');

    fireEvent.click(screen.getByRole('link', { name: 'ir a otra' }));
    expect(await screen.findByText('pantalla sana')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Algo salió mal' })).toBeNull();
  });

  it('shows when a screen throws while rendering', async () => {
    renderRoutes(conRaiz([{ path: '/', element: <Rota /> }]), '/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Algo salió mal' })).toBeTruthy();
    expect(screen.getByText('Error: dato inesperado')).toBeTruthy();
  });
});

describe("a specialist card's link (view transition)", () => {
  let startViewTransition: ReturnType<typeof vi.fn>;
  let actualizado: Promise<void> | undefined;
  beforeEach(() => {
    actualizado = undefined;
    startViewTransition = vi.fn((actualizar: () => Promise<void>) => {
      actualizado = actualizar();
      return { updateCallbackDone: actualizado, ready: actualizado, finished: actualizado, skipTransition() {} };
    });
    Object.defineProperty(document, 'startViewTransition', { value: startViewTransition, configurable: true });
  });
  afterEach(() => {
    delete (document as Partial<Document>).startViewTransition;
  });
  const movimiento = (reducido: boolean) =>
    vi.stubGlobal(
      'matchMedia',
      vi.fn(() => ({ matches: reducido })),
    );

  function abrirLista() {
    const perfil = chunk();
    renderRoutes(
      conRaiz([
        { path: '/', element: <TransitionLink to="/doc-detalle/7">Ana Rojas</TransitionLink> },
        { path: '/doc-detalle/:id', element: <perfil.Pantalla /> },
      ]),
      '/',
    );
    return perfil;
  }

  it("keeps the list until the profile's chunk is there, then ends the transition on the profile", async () => {
    movimiento(false);
    const perfil = abrirLista();
    fireEvent.click(screen.getByRole('link', { name: 'Ana Rojas' }));

    expect(startViewTransition).toHaveBeenCalledTimes(1);
    let terminado = false;
    void actualizado?.then(() => {
      terminado = true;
    });
    // React tried to draw the profile and asked for its chunk, still on its way: the list stays and
    // the transition waits (once React's pending work and the promises it resolved have run)
    await vi.waitFor(() => expect(perfil.solicitado).toHaveBeenCalled());
    await act(async () => {});
    expect(screen.getByRole('link', { name: 'Ana Rojas' })).toBeTruthy();
    expect(terminado).toBe(false);

    await act(async () => perfil.llegar({ default: () => <h1>Perfil de Ana</h1> }));
    expect(await screen.findByRole('heading', { name: 'Perfil de Ana' })).toBeTruthy();
    await waitFor(() => expect(terminado).toBe(true));
  });

  it('navigates without a transition when the person asks for reduced motion', async () => {
    movimiento(true);
    const perfil = abrirLista();
    perfil.llegar({ default: () => <h1>Perfil de Ana</h1> });
    fireEvent.click(screen.getByRole('link', { name: 'Ana Rojas' }));
    expect(await screen.findByRole('heading', { name: 'Perfil de Ana' })).toBeTruthy();
    expect(startViewTransition).not.toHaveBeenCalled();
  });
});
