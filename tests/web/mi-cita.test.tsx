import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CitaGestion } from '../../common/wire/gestion';

vi.mock('../../web/src/lib/toast', async () => ({ toast: (await import('./support')).toastMock }));

import MiCitaPage from '../../web/src/features/citas/pages/MiCitaPage';
import { guardarCita, leerCita } from '../../web/src/lib/citas-guardadas';
import { db } from '../../web/src/lib/db';
import { fechaLarga } from '../../web/src/lib/format';
import { citaGestion, TOKEN } from './citas-helpers';
import { type Call, callsTo, conexion, despejar, json, mockApi, renderRoutes, toastMock } from './support';

const RUTA = `/api/cita/gestion/${TOKEN}`;
let cita: CitaGestion;
let reprogramar: (call: Call) => Response;
let confirmar: () => Response | Promise<Response>;

const renderAt = (path = `/mi-cita/${TOKEN}`) =>
  renderRoutes(
    [
      { path: '/mi-cita/:token', element: <MiCitaPage /> },
      { path: '/mis-citas', element: <h1>Mis citas</h1> },
    ],
    path,
  );

const titulo = () => screen.findByRole('heading', { level: 1, name: 'Tu cita con Ana Rojas' });
const boton = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

beforeEach(async () => {
  await db.citas.clear();
  // 10:00 on 3 November 2026 in Bogotá
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-03T15:00:00Z'));
  cita = citaGestion();
  confirmar = () => json(200, { succes: { ...cita, estado: 'confirmada', confirmada: true } });
  reprogramar = ({ body }) =>
    json(200, {
      succes: { ...cita, fecha_cita: body?.fecha, hora_inicio: body?.hora_inicio, hora_fin: '09:30', secuencia: 1 },
    });
  mockApi({
    [`GET ${RUTA}`]: () => json(200, { succes: cita }),
    [`POST ${RUTA}/reprogramar`]: (call) => reprogramar(call),
    [`POST ${RUTA}/cancelar`]: ({ body }) =>
      json(200, {
        succes: {
          ...cita,
          estado: 'cancelada',
          cancelada_por: 'paciente',
          cancelacion_motivo: body?.motivo ?? '',
          modificable: false,
          motivo_bloqueo: 'La cita está cancelada.',
        },
      }),
    [`POST ${RUTA}/confirmar`]: () => confirmar(),
    'GET /api/medic/disponibilidad/mes': () => json(200, { succes: ['2026-11-12', '2026-11-13'] }),
    'GET /api/medic/disponibilidad': () =>
      json(200, {
        succes: [
          { id: 21, hora_inicio: '09:00', hora_fin: '09:30' },
          { id: 22, hora_inicio: '09:30', hora_fin: '10:00' },
        ],
      }),
  });
});
afterEach(() => {
  despejar();
  vi.useRealTimers();
});

describe('/mi-cita/{token}', () => {
  it('shows who, when, why, where, her phone and the status, and keeps a copy on this device', async () => {
    renderAt();
    expect(await titulo()).toBeTruthy();
    expect(screen.getByText('Cardiología')).toBeTruthy();
    expect(screen.getByText(fechaLarga('2026-11-10'))).toBeTruthy();
    expect(screen.getByText('8:00 – 8:30 a. m.')).toBeTruthy();
    expect(screen.getByText('Control')).toBeTruthy();
    expect(screen.getByText('Presencial')).toBeTruthy();
    expect(screen.getByText('Calle 100 # 15-20, Bogotá')).toBeTruthy();
    expect(screen.getByRole('link', { name: '+57 300 123 4567' }).getAttribute('href')).toBe('tel:+573001234567');
    expect(screen.getByText('Pendiente').className).toContain('badge');
    expect(screen.getByText('Puedes reprogramar o cancelar hasta 2 horas antes de la cita.')).toBeTruthy();
    expect(boton('Reprogramar').disabled).toBe(false);
    await waitFor(async () => expect((await leerCita(TOKEN))?.cita).toEqual(cita));
  });

  it('shows the video call instead of an address for a virtual cita', async () => {
    cita = citaGestion({ modalidad: 'virtual', enlace_virtual: 'https://meet.example.co/abc' });
    renderAt();
    await titulo();
    expect(screen.getByText('Virtual')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Entrar a la videollamada' }).getAttribute('href')).toBe(
      'https://meet.example.co/abc',
    );
    expect(screen.queryByText('Calle 100 # 15-20, Bogotá')).toBeNull();
  });

  it('offers no video call once a virtual cita is cancelled', async () => {
    cita = citaGestion({
      modalidad: 'virtual',
      enlace_virtual: 'https://meet.example.co/abc',
      estado: 'cancelada',
      cancelada_por: 'profesional',
      modificable: false,
      motivo_bloqueo: 'La cita está cancelada.',
    });
    renderAt();
    await titulo();
    expect(screen.getByText('Virtual')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Entrar a la videollamada' })).toBeNull();
    expect(screen.queryByText('Calle 100 # 15-20, Bogotá')).toBeNull();
  });

  it('offers the invite with the cita’s UID and SEQUENCE', async () => {
    cita = citaGestion({ secuencia: 2 });
    const blobs: Blob[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = (b: Blob) => {
      blobs.push(b);
      return 'blob:x';
    };
    URL.revokeObjectURL = () => {};
    try {
      renderAt();
      await titulo();
      fireEvent.click(boton('Añadir a mi calendario'));
    } finally {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    }
    const ics = await blobs[0].text();
    expect(ics).toContain(`UID:${cita.uid}`);
    expect(ics).toContain('SEQUENCE:2');
    expect(ics).toContain('METHOD:PUBLISH');
  });

  it('disables reprogramar and cancelar with the server’s reason when the cita can no longer change', async () => {
    cita = citaGestion({ modificable: false, motivo_bloqueo: 'Faltan menos de 2 horas para la cita.' });
    renderAt();
    await titulo();
    const motivo = screen.getByText('Faltan menos de 2 horas para la cita.');
    for (const name of ['Reprogramar', 'Cancelar cita']) {
      expect(boton(name).disabled).toBe(true);
      expect(boton(name).getAttribute('aria-describedby')).toBe(motivo.id);
    }
    expect(boton('Añadir a mi calendario').disabled).toBe(false);
  });

  it('says who cancelled and why, and offers to book again', async () => {
    cita = citaGestion({
      estado: 'cancelada',
      cancelada_por: 'profesional',
      cancelacion_motivo: 'Incapacidad médica',
      modificable: false,
      motivo_bloqueo: 'La cita está cancelada.',
    });
    renderAt();
    await titulo();
    expect(screen.getByText('Cancelada')).toBeTruthy();
    expect(screen.getByText(/La canceló el especialista\. Motivo: Incapacidad médica/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Agendar una nueva cita' }).getAttribute('href')).toBe('/doc-detalle/7');
    expect(boton('Quitar de mi calendario')).toBeTruthy();
  });

  it('reprograms on the booking calendar: the month and the day are read, the new franja is posted', async () => {
    renderAt();
    await titulo();
    fireEvent.click(boton('Reprogramar'));
    const dialog = await screen.findByRole('dialog', { name: 'Reprogramar la cita' });
    await waitFor(() => expect(callsTo('GET /api/medic/disponibilidad/mes')).toHaveLength(1));
    expect(callsTo('GET /api/medic/disponibilidad/mes')[0].query).toEqual({ id: '7', mes: '2026-11', motivo: '1' });
    const vacio = await within(dialog).findByRole('button', {
      name: `${fechaLarga('2026-11-11')}, sin disponibilidad`,
    });
    expect(vacio.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: fechaLarga('2026-11-12') }));
    fireEvent.click(await within(dialog).findByRole('button', { name: '9:30 – 10:00 a. m.' }));
    expect(callsTo('GET /api/medic/disponibilidad')[0].query).toEqual({ id: '7', fecha: '2026-11-12', motivo: '1' });
    expect(within(dialog).getByText(`Nueva fecha: ${fechaLarga('2026-11-12')}, 9:30 – 10:00 a. m.`)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar el cambio' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(`POST ${RUTA}/reprogramar`).map((c) => c.body)).toEqual([
      { fecha: '2026-11-12', hora_inicio: '09:30' },
    ]);
    expect(screen.getByText(fechaLarga('2026-11-12'))).toBeTruthy();
    expect(toastMock.success).toHaveBeenCalledWith(
      'Listo: reprogramamos tu cita. Te enviamos la confirmación por correo.',
      expect.anything(),
    );
  });

  it('a franja taken meanwhile (409) says the server’s message, reads the day again and leaves the cita as it was', async () => {
    reprogramar = () => json(409, { error: 'conflict', message: 'Ese horario ya fue reservado. Elige otro.' });
    renderAt();
    await titulo();
    fireEvent.click(boton('Reprogramar'));
    const dialog = await screen.findByRole('dialog', { name: 'Reprogramar la cita' });
    fireEvent.click(await within(dialog).findByRole('button', { name: fechaLarga('2026-11-12') }));
    fireEvent.click(await within(dialog).findByRole('button', { name: '9:30 – 10:00 a. m.' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar el cambio' }));
    const alerta = await within(dialog).findByRole('alert');
    expect(alerta.textContent).toBe('Ese horario ya fue reservado. Elige otro.');
    await waitFor(() => expect(callsTo('GET /api/medic/disponibilidad')).toHaveLength(2));
    expect(await within(dialog).findByRole('button', { name: '9:00 – 9:30 a. m.' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.getByText(fechaLarga('2026-11-10'))).toBeTruthy();
    expect(screen.getByText('8:00 – 8:30 a. m.')).toBeTruthy();
  });

  it('cancels with the optional reason, and without one posts none', async () => {
    renderAt();
    await titulo();
    fireEvent.click(boton('Cancelar cita'));
    let dialog = await screen.findByRole('dialog', { name: 'Cancelar la cita' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Volver' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(`POST ${RUTA}/cancelar`)).toHaveLength(0);

    fireEvent.click(boton('Cancelar cita'));
    dialog = await screen.findByRole('dialog', { name: 'Cancelar la cita' });
    fireEvent.change(within(dialog).getByLabelText('Motivo (opcional)'), { target: { value: '  Viaje  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sí, cancelar la cita' }));
    expect(await screen.findByText('Cancelada')).toBeTruthy();
    expect(callsTo(`POST ${RUTA}/cancelar`).map((c) => c.body)).toEqual([{ motivo: 'Viaje' }]);
    expect(screen.getByText(/La cancelaste tú\. Motivo: Viaje/)).toBeTruthy();
    expect(boton('Reprogramar').disabled).toBe(true);
    expect(toastMock.loading).toHaveBeenCalledWith('Cancelando tu cita...');
  });

  it('a dialog left open when the connection drops says it needs one and cannot be sent', async () => {
    renderAt();
    await titulo();
    fireEvent.click(boton('Cancelar cita'));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar la cita' });
    conexion(false);
    expect(within(dialog).getByRole('status').textContent).toBe('Reprogramar o cancelar necesita conexión a internet.');
    const enviar = within(dialog).getByRole('button', { name: 'Sí, cancelar la cita' }) as HTMLButtonElement;
    expect(enviar.disabled).toBe(true);
    fireEvent.click(enviar);
    expect(callsTo(`POST ${RUTA}/cancelar`)).toHaveLength(0);
  });

  it('posts an empty body when no reason is given', async () => {
    renderAt();
    await titulo();
    fireEvent.click(boton('Cancelar cita'));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar la cita' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sí, cancelar la cita' }));
    expect(await screen.findByText('Cancelada')).toBeTruthy();
    expect(callsTo(`POST ${RUTA}/cancelar`).map((c) => c.body)).toEqual([{}]);
  });

  it('?confirmar=1 confirms attendance once, even when the cita is read again meanwhile, and says so', async () => {
    let soltar = () => {};
    confirmar = () =>
      new Promise<Response>((r) => {
        soltar = () => r(json(200, { succes: { ...cita, estado: 'confirmada', confirmada: true } }));
      });
    const { donde } = renderRoutes(
      [
        {
          path: '/mi-cita/:token',
          element: (
            <StrictMode>
              <MiCitaPage />
            </StrictMode>
          ),
        },
      ],
      `/mi-cita/${TOKEN}?confirmar=1`,
    );
    await waitFor(() => expect(callsTo(`POST ${RUTA}/confirmar`)).toHaveLength(1));
    // the connection comes back while the confirmation is on its way: the cita is read again
    conexion(false);
    conexion(true);
    await waitFor(() => expect(callsTo(`GET ${RUTA}`)).toHaveLength(2));
    soltar();
    expect(
      await screen.findByText('¡Gracias! Confirmaste tu asistencia. El especialista ya lo ve en su agenda.'),
    ).toBeTruthy();
    expect(screen.getByText('Confirmada')).toBeTruthy();
    await waitFor(() => expect(donde().search).toBe(''));
    expect(callsTo(`POST ${RUTA}/confirmar`)).toHaveLength(1);
  });

  it('?confirmar=1 on a cita already confirmed posts nothing and still says so', async () => {
    cita = citaGestion({ estado: 'confirmada', confirmada: true });
    renderAt(`/mi-cita/${TOKEN}?confirmar=1`);
    expect(await screen.findByText(/Confirmaste tu asistencia\. El especialista/)).toBeTruthy();
    expect(callsTo(`POST ${RUTA}/confirmar`)).toHaveLength(0);
  });

  it('an unknown or expired link says so and leads to Mis citas', async () => {
    renderAt('/mi-cita/desconocido-desconocido-desconocido');
    expect(await screen.findByRole('heading', { name: 'Este enlace no es válido o ya venció' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Ir a Mis citas' }));
    expect(await screen.findByRole('heading', { name: 'Mis citas' })).toBeTruthy();
  });

  it('offline, shows the copy kept on this device with when it was read; the actions say they need a connection', async () => {
    await guardarCita(cita, TOKEN, null, new Date('2026-11-02T20:15:00Z').getTime());
    conexion(false);
    renderAt();
    await titulo();
    expect(
      screen.getByText(
        /Sin conexión: estás viendo la copia guardada en este dispositivo \(leída el 2 de noviembre de 2026/,
      ),
    ).toBeTruthy();
    const motivo = screen.getByText('Reprogramar o cancelar necesita conexión a internet.');
    for (const name of ['Reprogramar', 'Cancelar cita']) {
      expect(boton(name).disabled).toBe(true);
      expect(boton(name).getAttribute('aria-describedby')).toBe(motivo.id);
    }
    expect(boton('Añadir a mi calendario').disabled).toBe(false);
  });

  it('offline without a copy says it needs a connection, and reads again when it comes back', async () => {
    conexion(false);
    renderAt();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Esta acción necesita conexión a internet. Revisa tu conexión e inténtalo de nuevo.',
    );
    conexion(true);
    expect(await titulo()).toBeTruthy();
  });
});
