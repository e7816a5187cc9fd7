import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MisCitas } from '../../common/wire/gestion';

vi.mock('../../web/src/lib/toast', async () => ({ toast: (await import('./support')).toastMock }));

import { routes } from '../../web/src/app/router';
import MisCitasPage from '../../web/src/features/citas/pages/MisCitasPage';
import { guardarCita, leerCita, listarCitas } from '../../web/src/lib/citas-guardadas';
import { db } from '../../web/src/lib/db';
import { fechaLarga } from '../../web/src/lib/format';
import { citaGestion } from './citas-helpers';
import { type Call, callsTo, conexion, despejar, json, mockApi, renderRoutes } from './support';

const ACCESO = 'QWNjZXNvX2RlX21pc19jaXRhc19wYXJhX3BydWViYXM';
let pedirEnlace: (call: Call) => Response;
let misCitas: (call: Call) => Response;

const mis: MisCitas = {
  email: 'pedro@example.co',
  expira_at: '2026-11-03T15:30:00.000Z',
  citas: [
    {
      ...citaGestion({ id: 51, fecha_cita: '2026-11-10', inicio: '2026-11-10T13:00:00.000Z' }),
      gestion: 'g-51'.padEnd(43, 'a'),
    },
    {
      ...citaGestion({
        id: 52,
        fecha_cita: '2026-11-20',
        inicio: '2026-11-20T14:00:00.000Z',
        profesional: { ...citaGestion().profesional, id: 9, nombre: 'Luis Gómez', especialidad: 'Odontología' },
      }),
      gestion: 'g-52'.padEnd(43, 'a'),
    },
    {
      ...citaGestion({ id: 50, fecha_cita: '2026-10-01', inicio: '2026-10-01T13:00:00.000Z', estado: 'atendida' }),
      gestion: 'g-50'.padEnd(43, 'a'),
    },
  ],
};

const renderAt = (path: string) =>
  renderRoutes(
    [
      { path: '/mis-citas/:token?', element: <MisCitasPage /> },
      { path: '/mi-cita/:token', element: <h1>Mi cita</h1> },
    ],
    path,
  );

beforeEach(async () => {
  await db.citas.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-03T15:00:00Z'));
  pedirEnlace = () => json(200, { succes: { enviado: true } });
  misCitas = () => json(200, { succes: mis });
  mockApi({
    'POST /api/mis-citas/enlace': (call) => pedirEnlace(call),
    [`POST /api/mis-citas/${ACCESO}`]: (call) => misCitas(call),
  });
});
afterEach(() => {
  despejar();
  vi.useRealTimers();
});

const ENVIADO =
  'Si hay citas con ese correo, te enviamos un enlace para verlas. Revisa tu bandeja de entrada (y el correo no deseado); el enlace vale 30 minutos.';

describe('/mis-citas', () => {
  it('asks for a sign-in link with the e-mail and always says the same', async () => {
    renderAt('/mis-citas');
    fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: ' pedro@example.co ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviarme el enlace' }));
    expect(await screen.findByText(ENVIADO)).toBeTruthy();
    expect(callsTo('POST /api/mis-citas/enlace').map((c) => c.body)).toEqual([{ email: 'pedro@example.co' }]);
    expect(screen.getByLabelText('Correo electrónico').getAttribute('aria-describedby')).toBe(
      screen.getByText(ENVIADO).id,
    );
  });

  it('shows the server’s message when asked too often (429), and asks nothing for an empty e-mail', async () => {
    pedirEnlace = () => json(429, { error: 'too_many', message: 'Demasiados intentos. Espera 10 minutos.' });
    renderAt('/mis-citas');
    fireEvent.click(screen.getByRole('button', { name: 'Enviarme el enlace' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Escribe tu correo electrónico.');
    expect(callsTo('POST /api/mis-citas/enlace')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: 'pedro@example.co' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviarme el enlace' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Demasiados intentos. Espera 10 minutos.'));
  });

  it('lists the citas kept on this device, upcoming first, each to its manage page, and forgets one', async () => {
    await guardarCita(
      citaGestion({ id: 60, fecha_cita: '2026-10-20', inicio: '2026-10-20T13:00:00.000Z' }),
      'tok-60'.padEnd(43, 'x'),
    );
    await guardarCita(
      citaGestion({ id: 61, fecha_cita: '2026-11-12', inicio: '2026-11-12T13:00:00.000Z' }),
      'tok-61'.padEnd(43, 'x'),
    );
    renderAt('/mis-citas');
    const lista = await screen.findByRole('region', { name: 'Guardadas en este dispositivo' });
    const enlaces = await within(lista).findAllByRole('link');
    expect(enlaces.map((a) => a.getAttribute('href'))).toEqual([
      `/mi-cita/${'tok-61'.padEnd(43, 'x')}`,
      `/mi-cita/${'tok-60'.padEnd(43, 'x')}`,
    ]);
    fireEvent.click(
      within(lista).getByRole('button', {
        name: `Quitar de este dispositivo la cita con Ana Rojas del ${fechaLarga('2026-10-20')}`,
      }),
    );
    await waitFor(() => expect(within(lista).getAllByRole('link')).toHaveLength(1));
  });

  it('says so when nothing is kept on this device', async () => {
    renderAt('/mis-citas');
    expect(await screen.findByText('Aún no hay citas guardadas en este dispositivo.')).toBeTruthy();
  });
});

describe('/mis-citas/{token}', () => {
  it('lists every cita of the e-mail, upcoming first then past, each with its status and manage link; keeps them here', async () => {
    renderAt(`/mis-citas/${ACCESO}`);
    expect(await screen.findByText('Citas agendadas con pedro@example.co.')).toBeTruthy();
    const proximas = screen.getByRole('region', { name: 'Próximas' });
    const pasadas = screen.getByRole('region', { name: 'Pasadas' });
    expect(
      within(proximas)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Ana Rojas', 'Luis Gómez']);
    expect(within(proximas).getAllByText('Pendiente')).toHaveLength(2);
    expect(within(pasadas).getByText('Atendida')).toBeTruthy();
    expect(
      within(proximas)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([`/mi-cita/${'g-51'.padEnd(43, 'a')}`, `/mi-cita/${'g-52'.padEnd(43, 'a')}`]);
    await waitFor(async () => expect(await listarCitas()).toHaveLength(3));
    expect((await leerCita('g-50'.padEnd(43, 'a')))?.cita).toMatchObject({ id: 50, estado: 'atendida' });
  });

  it('keeps the lasting link a cita was booked with over the short one of Mis citas', async () => {
    const lasting = 'reserva'.padEnd(43, 'r');
    await guardarCita(citaGestion({ id: 51 }), lasting);
    renderAt(`/mis-citas/${ACCESO}`);
    await screen.findByText('Citas agendadas con pedro@example.co.');
    await waitFor(async () => expect(await listarCitas()).toHaveLength(3));
    const [primera] = await listarCitas();
    expect(primera.gestion).toBe(lasting);
    // the short link finds the same copy
    expect((await leerCita('g-51'.padEnd(43, 'a')))?.cita).toMatchObject({ id: 51 });
  });

  it('an expired link says so and asks for a new one', async () => {
    misCitas = () => json(404, { error: 'not_found', message: 'El enlace venció.' });
    renderAt(`/mis-citas/${ACCESO}`);
    expect(await screen.findByRole('heading', { name: 'Este enlace ya venció o no es válido' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: 'pedro@example.co' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviarme el enlace' }));
    expect(await screen.findByText(ENVIADO)).toBeTruthy();
  });

  it('offline, says the link could not be opened and shows the citas kept on this device', async () => {
    await guardarCita(citaGestion({ id: 61 }), 'tok-61'.padEnd(43, 'x'));
    conexion(false);
    renderAt(`/mis-citas/${ACCESO}`);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Sin conexión: no pudimos abrir el enlace. Estas son las citas guardadas en este dispositivo.',
    );
    const lista = await screen.findByRole('region', { name: 'Guardadas en este dispositivo' });
    expect(
      within(lista)
        .getByRole('link', { name: /Ana Rojas/ })
        .getAttribute('href'),
    ).toBe(`/mi-cita/${'tok-61'.padEnd(43, 'x')}`);
  });
});

describe("the app's routes", () => {
  it('lead to Mis citas from the header and the footer, and open a cita’s and an invitation’s screens', async () => {
    renderRoutes(routes, '/mis-citas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis citas' })).toBeTruthy();
    const header = screen.getByRole('navigation', { name: 'Navegación principal' });
    expect(within(header).getByRole('link', { name: 'Mis citas' }).getAttribute('href')).toBe('/mis-citas');
    const footer = screen.getByRole('navigation', { name: 'Navegación' });
    expect(within(footer).getByRole('link', { name: 'Mis citas' }).getAttribute('href')).toBe('/mis-citas');
    despejar();

    mockApi({});
    renderRoutes(routes, `/mi-cita/${'desconocido'.padEnd(43, 'd')}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Este enlace no es válido o ya venció' })).toBeTruthy();
    despejar();

    mockApi({});
    renderRoutes(routes, `/mis-citas/${ACCESO}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Este enlace ya venció o no es válido' })).toBeTruthy();
    despejar();

    mockApi({});
    renderRoutes(routes, `/comentario/${'desconocido'.padEnd(43, 'd')}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Este enlace no es válido o ya venció' })).toBeTruthy();
  });
});
