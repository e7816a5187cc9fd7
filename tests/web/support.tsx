/**
 * Shared by the web's screen tests: the toast double, JSON answers, a fake API keyed by
 * `METHOD /path`, the browser's connection, a router render and the clean slate after each test.
 * The store's own fixtures live in `tienda-helpers.tsx`.
 *
 * The toast double replaces the app's toasts (web/src/lib/toast) through each file's one-line mock:
 *   vi.mock('../../web/src/lib/toast', async () => ({ toast: (await import('./support')).toastMock }));
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { type Location, MemoryRouter, type RouteObject, useLocation, useRoutes } from 'react-router-dom';
import { vi } from 'vitest';

export const toastMock = Object.assign(vi.fn(), {
  warning: vi.fn(),
  success: vi.fn(),
  error: vi.fn(),
  loading: vi.fn(() => 'id'),
  dismiss: vi.fn(),
});

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A bare `fetch` double, for tests that answer with `mockResolvedValue`/`mockImplementation`. */
export function stubFetch() {
  const fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export type Call = { key: string; url: URL; query: Record<string, string>; body?: Record<string, unknown> };
type Handler = (call: Call) => Response | Promise<Response>;
let calls: Call[] = [];

/** While `red.caida` holds, every request fails as a browser without connection does. */
export const red = { caida: false };

/** Replaces fetch: `routes['GET /api/x']` answers that call; anything else is a 404. */
export function mockApi(routes: Record<string, Handler>) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      const call: Call = {
        key: `${init?.method ?? 'GET'} ${url.pathname}`,
        url,
        query: Object.fromEntries(url.searchParams),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      if (red.caida) throw new TypeError('Failed to fetch');
      calls.push(call);
      const handler = routes[call.key];
      return handler ? handler(call) : json(404, { error: 'not_found', message: 'Ruta no encontrada' });
    }),
  );
}
export const callsTo = (key: string) => calls.filter((c) => c.key === key);

export type Llamada = { method: string; path: string; body: unknown };
export type RutasFalsas = Record<string, unknown | ((body: any) => unknown)>;

/**
 * A fake server for the staff screens: `rutas['POST /api/x']` answers that call with 200 and its
 * value as JSON (a function gets the body: JSON parsed, FormData as is; a Response is sent as it
 * is); anything else is a 404. Answers the list of calls it sees, in order.
 */
export function servidorFalso(rutas: RutasFalsas): Llamada[] {
  const llamadas: Llamada[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = new URL(url).pathname;
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
      llamadas.push({ method, path, body });
      const ruta = rutas[`${method} ${path}`];
      if (ruta === undefined) return new Response(JSON.stringify({ message: 'no' }), { status: 404 });
      const data = typeof ruta === 'function' ? await (ruta as (b: unknown) => unknown)(body) : ruta;
      if (data instanceof Response) return data;
      return new Response(JSON.stringify(data), { status: 200 });
    }),
  );
  return llamadas;
}

/** The browser's connection: offline fails every request and says so; back online fires `online`. */
export function conexion(online: boolean) {
  red.caida = !online;
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

function Rutas({ routes, onLocation }: { routes: RouteObject[]; onLocation: (l: Location) => void }) {
  const location = useLocation();
  useLayoutEffect(() => {
    onLocation(location);
  }, [location, onLocation]);
  return useRoutes(routes);
}

/**
 * Renders `routes` in a memory router (the app's declarative router) opened at `path`; gives the
 * render result and `donde()`, the location the router is at now.
 */
export function renderRoutes(routes: RouteObject[], path: string) {
  let actual: Location | undefined;
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <Rutas routes={routes} onLocation={(l) => (actual = l)} />
    </MemoryRouter>,
  );
  return { ...result, donde: () => actual as Location };
}

/** After each test: unmount, restore fetch and other globals, forget mock calls, empty storage, back online. */
export function despejar() {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  localStorage.clear();
  red.caida = false;
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
}

/** Opens the panel's account menu ('Mi cuenta') and chooses one of its actions. */
export async function accionDeCuenta(nombre: string | RegExp) {
  fireEvent.click(await screen.findByRole('button', { name: 'Mi cuenta' }));
  fireEvent.click(screen.getByRole('button', { name: nombre }));
}
