import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CalendarioPrivado } from '../../common/wire/agenda';

vi.mock('../../web/src/lib/toast', async () => ({ toast: (await import('./support')).toastMock }));

import { routes } from '../../web/src/app/router';
import CalendarioPage from '../../web/src/features/panel/pages/CalendarioPage';
import { borrarPrivados } from '../../web/src/lib/guardado-offline';
import { callsTo, despejar, json, mockApi, renderRoutes, toastMock } from './support';

afterEach(despejar);

const URL_FEED = 'https://citasalud.test/api/agenda/calendario/abc123.ics';
const nuevo: CalendarioPrivado = { activo: true, url: URL_FEED };

/** The feed's state on the server: reading it never answers the address again. */
function api(inicial: boolean) {
  let activo = inicial;
  mockApi({
    'GET /api/agenda/calendario': () => json(200, { succes: { activo, url: null } }),
    'POST /api/agenda/calendario': () => {
      activo = true;
      return json(200, { succes: nuevo });
    },
    'POST /api/agenda/calendario/revocar': () => {
      activo = false;
      return json(200, { succes: { activo: false, url: null } });
    },
  });
}

const escribir = vi.fn(async (_texto: string) => {});
beforeEach(() => {
  escribir.mockClear();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: escribir }, configurable: true });
});

describe('Calendario en tu teléfono', () => {
  it('creates the private address and shows it once, to copy or open in a calendar app', async () => {
    api(false);
    render(<CalendarioPage />);
    expect(await screen.findByText('Sin crear')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Revocar el calendario' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Crear mi calendario privado' }));

    const direccion = (await screen.findByLabelText('Dirección de tu calendario')) as HTMLInputElement;
    expect(direccion.value).toBe(URL_FEED);
    await waitFor(() => expect(document.activeElement).toBe(direccion));
    expect(screen.getByText('Activo')).toBeTruthy();
    expect(callsTo('POST /api/agenda/calendario')).toHaveLength(1);
    expect(toastMock.success).toHaveBeenCalledWith('Calendario privado listo', expect.anything());

    fireEvent.click(screen.getByRole('button', { name: 'Copiar' }));
    await waitFor(() => expect(toastMock.success).toHaveBeenCalledWith('Dirección copiada'));
    expect(escribir).toHaveBeenCalledWith(URL_FEED);
    expect(screen.getByRole('link', { name: 'Agregar al Calendario de Apple' }).getAttribute('href')).toBe(
      'webcal://citasalud.test/api/agenda/calendario/abc123.ics',
    );
    expect(screen.getByRole('link', { name: 'Agregar a Google Calendar' }).getAttribute('href')).toBe(
      `https://calendar.google.com/calendar/r?cid=${encodeURIComponent('webcal://citasalud.test/api/agenda/calendario/abc123.ics')}`,
    );
    expect(screen.getByText('Cómo agregarlo en Google Calendar')).toBeTruthy();
    expect(screen.getByText(/Añadir calendario suscrito/)).toBeTruthy();
  });

  it('revokes an active address only after confirming', async () => {
    api(true);
    render(<CalendarioPage />);
    expect(await screen.findByText('Activo')).toBeTruthy();
    expect(screen.queryByLabelText('Dirección de tu calendario')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Revocar el calendario' }));
    const dialogo = screen.getByRole('dialog', { name: 'Revocar el calendario' });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    expect(callsTo('POST /api/agenda/calendario/revocar')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Revocar el calendario' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revocar' }));
    expect(await screen.findByText('Sin crear')).toBeTruthy();
    expect(callsTo('POST /api/agenda/calendario/revocar')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Crear mi calendario privado' })).toBeTruthy();
  });

  it('makes a new address after warning that the old one stops working', async () => {
    api(true);
    render(<CalendarioPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Generar una dirección nueva' }));
    const dialogo = screen.getByRole('dialog', { name: 'Generar una dirección nueva' });
    expect(within(dialogo).getByText(/La dirección actual deja de funcionar/)).toBeTruthy();
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Generar dirección nueva' }));
    expect(((await screen.findByLabelText('Dirección de tu calendario')) as HTMLInputElement).value).toBe(URL_FEED);
    expect(callsTo('POST /api/agenda/calendario')).toHaveLength(1);
  });

  it('offers a retry when the state cannot be read', async () => {
    let veces = 0;
    mockApi({
      'GET /api/agenda/calendario': () =>
        ++veces === 1
          ? json(503, { error: 'unavailable', message: 'No disponible' })
          : json(200, { succes: { activo: false, url: null } }),
    });
    render(<CalendarioPage />);
    expect(await screen.findByText('No fue posible consultar tu calendario privado.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('button', { name: 'Crear mi calendario privado' })).toBeTruthy();
  });
});

describe("the agenda's screens in the panel", () => {
  beforeEach(() => borrarPrivados());

  it("opens each screen from the professional's side bar", async () => {
    localStorage.setItem('token', 'tok');
    mockApi({
      'GET /api/users': () =>
        json(200, { id: 3, rol: 0, nombre: 'Laura', apellido: 'Gómez', name: 'Laura', email: 'l@x.co' }),
      'GET /api/ausencias': () => json(200, { succes: { ausencias: [], festivos: [], atiende_festivos: 0 } }),
      'GET /api/agenda/calendario': () => json(200, { succes: { activo: false, url: null } }),
    });
    renderRoutes(routes, '/panel/agenda/ausencias');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ausencias y festivos' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Navegación del panel' });
    const enlace = within(nav).getByRole('link', { name: 'Ausencias y festivos' });
    expect(enlace.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Horarios y ajustes' }).getAttribute('aria-current')).toBeNull();
    fireEvent.click(within(nav).getByRole('link', { name: 'Calendario en tu teléfono' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Calendario en tu teléfono' })).toBeTruthy();
  });

  it('leaves the agenda links out of a staff side bar', async () => {
    localStorage.setItem('token', 'tok');
    mockApi({
      'GET /api/users': () =>
        json(200, { id: 1, rol: 1, nombre: 'Ana', apellido: 'Admin', name: 'Ana', email: 'a@x.co' }),
      'GET /api/medic/all/private': () => json(503, { error: 'unavailable', message: 'No disponible' }),
    });
    renderRoutes(routes, '/panel/home');
    const nav = await screen.findByRole('navigation', { name: 'Navegación del panel' });
    expect(within(nav).queryByRole('link', { name: 'Horarios y ajustes' })).toBeNull();
  });
});
