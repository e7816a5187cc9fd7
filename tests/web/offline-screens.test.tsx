import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cita, Tablero } from '../../common/wire/citas';
import type { Cuenta } from '../../common/wire/cuentas';

vi.mock('../../web/src/lib/toast', async () => ({ toast: (await import('./support')).toastMock }));

import { InstallBanner } from '../../web/src/features/directorio/components/InstallBanner';
import PerfilPage from '../../web/src/features/directorio/pages/PerfilPage';
import InicioPage from '../../web/src/features/panel/pages/InicioPage';
import { CuentaActualContext } from '../../web/src/lib/cuenta-actual';
import { db } from '../../web/src/lib/db';
import { recordarCuenta } from '../../web/src/lib/guardado-offline';
import { detenerOutbox } from '../../web/src/lib/sync';
import { callsTo, conexion, despejar, json, mockApi, red, renderRoutes, toastMock } from './support';

beforeEach(async () => {
  await Promise.all([db.perfiles.clear(), db.agenda.clear(), db.outbox.clear()]);
});
afterEach(() => {
  detenerOutbox();
  despejar();
  vi.useRealTimers();
});

describe('the install offer', () => {
  type Prompt = Event & { prompt: ReturnType<typeof vi.fn>; userChoice: Promise<{ outcome: string }> };
  const promptEvent = (outcome: 'accepted' | 'dismissed') =>
    Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: vi.fn(async () => {}),
      userChoice: Promise.resolve({ outcome }),
    }) as Prompt;

  it("explains how to install by hand where the browser offers no prompt, with Safari's steps on an iPhone", async () => {
    const { unmount } = render(<InstallBanner />);
    expect(screen.getByRole('heading', { name: 'Instala CitaSalud' })).toBeTruthy();
    const boton = screen.getByRole('button', { name: 'Instalar CitaSalud' });
    expect(boton.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(boton);
    expect(await screen.findByText(/elige «Instalar aplicación»/)).toBeTruthy();
    expect(boton.getAttribute('aria-expanded')).toBe('true');
    unmount();

    const ua = vi
      .spyOn(navigator, 'userAgent', 'get')
      .mockReturnValue(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile Safari/604.1',
      );
    render(<InstallBanner />);
    fireEvent.click(screen.getByRole('button', { name: 'Instalar CitaSalud' }));
    const pasos = await screen.findByRole('heading', { name: 'Cómo instalar en iPhone o iPad' });
    expect(within(pasos.parentElement as HTMLElement).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText(/«Agregar a inicio»/)).toBeTruthy();
    ua.mockRestore();
  });

  it("opens the browser's install prompt, and disappears once the app is installed", async () => {
    render(<InstallBanner />);
    const evento = promptEvent('accepted');
    act(() => {
      window.dispatchEvent(evento);
    });
    expect(evento.defaultPrevented).toBe(true);
    const boton = screen.getByRole('button', { name: 'Instalar CitaSalud' });
    expect(boton.getAttribute('aria-expanded')).toBeNull();
    fireEvent.click(boton);
    await waitFor(() => expect(evento.prompt).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(/elige «Instalar aplicación»/)).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('heading', { name: 'Instala CitaSalud' })).toBeNull();
  });
});

const profesional = {
  id: 7,
  name: 'Ana Rojas',
  nombre: 'Ana',
  apellido: 'Rojas',
  celular: '3001234567',
  cargo: 'Cardiología',
  ciudad: 'Bogotá',
  direccion: 'Calle 100 # 15-20',
  publico: 'Adultos',
  mediospago: 'Efectivo',
  horarioatencion: 'Lunes a viernes',
  activo: 1,
  destacado: 1,
  virtual: 1,
  presencial: 1,
  promedio: 4.5,
  comentarios: 1,
  fotoperfil: null,
  foto1: null,
  foto2: null,
  foto3: null,
  foto4: null,
  foto5: null,
  foto6: null,
  foto7: null,
  foto8: null,
};

describe('a profile offline', () => {
  const comentarios: { id: number; nombre: string; calificacion: number; observacion: string; created_at: string }[] =
    [];
  beforeEach(() => {
    comentarios.splice(0, comentarios.length, {
      id: 1,
      nombre: 'Luis',
      calificacion: 5,
      observacion: 'Excelente',
      created_at: '2026-04-01T15:00:00.000Z',
    });
    mockApi({
      'POST /api/medic/find': () =>
        json(200, {
          succes: [profesional],
          calificacion: [{ promedio: 4.5, total: comentarios.length }],
          motivos: [],
          horarios: [],
        }),
      'GET /api/comentario/all/medic': () => json(200, { succes: [...comentarios].reverse() }),
      'POST /api/comentario/create': ({ body }) => {
        const previo = comentarios.find((c) => c.observacion === body?.observacion);
        if (previo) return json(200, { succes: previo });
        const nuevo = {
          id: comentarios.length + 1,
          nombre: String(body?.nombre),
          calificacion: Number(body?.calificacion),
          observacion: String(body?.observacion),
          created_at: '2026-05-01T15:00:00.000Z',
        };
        comentarios.push(nuevo);
        return json(201, { succes: nuevo });
      },
    });
  });

  const abrir = () => renderRoutes([{ path: '/doc-detalle/:id', element: <PerfilPage /> }], '/doc-detalle/7');

  it('opens from the copy kept when the visitor last opened it, and says when it was saved', async () => {
    const { unmount } = abrir();
    await screen.findByRole('heading', { level: 1, name: 'Ana Rojas' });
    await screen.findByText('Excelente');
    expect(screen.queryByText(/Información guardada el/)).toBeNull();
    await waitFor(async () => expect((await db.perfiles.get(7))?.comentarios).toHaveLength(1));
    unmount();

    conexion(false);
    abrir();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Rojas' })).toBeTruthy();
    expect(await screen.findByText('Excelente')).toBeTruthy();
    expect(screen.getAllByText(/Información guardada el/).length).toBeGreaterThan(0);
  });

  it('says the connection is down and what is kept, for a profile never opened', async () => {
    conexion(false);
    abrir();
    expect(await screen.findByText('Sin conexión: este perfil no está guardado en este dispositivo.')).toBeTruthy();
    expect(screen.getByText(/se pueden ver los perfiles que ya abriste, tus citas y tu carrito/)).toBeTruthy();
    expect(screen.queryByText('No fue posible cargar el perfil.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });

  it('keeps an opinion written offline as pending and sends it once when the connection returns', async () => {
    abrir();
    await screen.findByText('Excelente');
    conexion(false);
    const form = screen.getByRole('form', { name: 'Deja tu opinión' });
    fireEvent.change(within(form).getByLabelText('Nombre'), { target: { value: 'Marta' } });
    fireEvent.change(within(form).getByLabelText('Correo electrónico'), { target: { value: 'marta@example.co' } });
    fireEvent.change(within(form).getByLabelText('Observación'), { target: { value: 'Escrita sin conexión' } });
    fireEvent.click(within(form).getByRole('radio', { name: '4 estrellas' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar opinión' }));

    const pendiente = await screen.findByRole('list', { name: 'pendiente de envío' });
    expect(within(pendiente).getByText('Escrita sin conexión')).toBeTruthy();
    expect(within(pendiente).getByText('pendiente de envío')).toBeTruthy();
    expect((within(form).getByLabelText('Observación') as HTMLTextAreaElement).value).toBe('');
    expect(callsTo('POST /api/comentario/create')).toHaveLength(0);
    // a round started by the write may hold the item ('enviando') until its request fails offline
    await waitFor(async () => {
      const [pending] = await db.outbox.toArray();
      expect(pending).toMatchObject({ kind: 'comentario', owner: null, status: 'pendiente' });
    });
    const [item] = await db.outbox.toArray();

    conexion(true);
    await waitFor(() => expect(screen.queryByRole('list', { name: 'pendiente de envío' })).toBeNull());
    expect(await screen.findByText('Escrita sin conexión')).toBeTruthy();
    const enviados = callsTo('POST /api/comentario/create');
    expect(enviados).toHaveLength(1);
    expect(enviados[0].body).toMatchObject({
      nombre: 'Marta',
      email: 'marta@example.co',
      observacion: 'Escrita sin conexión',
      calificacion: 4,
      user: 7,
      idempotency_key: item.key,
    });
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps an opinion whose request was cut mid-way, without showing it as an error', async () => {
    abrir();
    await screen.findByText('Excelente');
    red.caida = true; // the browser still believes it is online
    const form = screen.getByRole('form', { name: 'Deja tu opinión' });
    fireEvent.change(within(form).getByLabelText('Nombre'), { target: { value: 'Marta' } });
    fireEvent.change(within(form).getByLabelText('Correo electrónico'), { target: { value: 'marta@example.co' } });
    fireEvent.change(within(form).getByLabelText('Observación'), { target: { value: 'Cortada a mitad' } });
    fireEvent.click(within(form).getByRole('radio', { name: '5 estrellas' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar opinión' }));
    const pendiente = await screen.findByRole('list', { name: 'pendiente de envío' });
    expect(within(pendiente).getByText('Cortada a mitad')).toBeTruthy();
    expect(toastMock.error).not.toHaveBeenCalled();
  });
});

describe('the agenda offline', () => {
  const cuenta = { id: 7, rol: 0, nombre: 'Laura', apellido: 'Gómez', name: 'Laura' } as Cuenta;
  // a fixed evening in Bogotá: both citas of the day have started, so 'Atendido' is offered
  const hoy = '2026-11-05';
  const AHORA = new Date('2026-11-05T22:00:00-05:00');
  const cita = (id: number, nombre: string, extra: Partial<Cita> = {}): Cita => ({
    id,
    nombre,
    telefono: '3001234567',
    email: `p${id}@example.co`,
    motivo: 'Control',
    observacion: '',
    fecha_cita: hoy,
    hora_inicio: `0${id}:00`,
    hora_fin: `0${id}:30`,
    atendido: 0,
    estado: 'pendiente',
    cancelada_por: '',
    cancelacion_motivo: '',
    primera_visita: 'no',
    modalidad: 1,
    enlace_video: '',
    ...extra,
  });
  let tablero: Tablero;

  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(AHORA);
    tablero = {
      citas: [cita(8, 'Carlos Pérez'), cita(9, 'Diana Ruiz')],
      resumen: [{ total: 2, atendidos: 0, pendientes: 2, no_asistio: 0, canceladas: 0 }],
      calificacion: [{ promedio: 4, total: 1 }],
      comentarios: [],
      ventana: { desde: '2026-10-01', hasta: '2027-02-01', maximo: 500 },
    };
    mockApi({
      'GET /api/medic/all/private': () => json(200, tablero),
      'GET /api/cita/atendido': ({ url }) => {
        const id = Number(url.searchParams.get('id'));
        tablero = {
          ...tablero,
          citas: tablero.citas.map((c) => (c.id === id ? { ...c, atendido: 1 } : c)),
          resumen: [{ total: 2, atendidos: 1, pendientes: 1, no_asistio: 0, canceladas: 0 }],
        };
        return json(200, { succes: tablero.citas.find((c) => c.id === id) });
      },
    });
    localStorage.setItem('token', 'tok-laura');
    await recordarCuenta(cuenta, 'tok-laura');
  });

  const abrir = (user = cuenta) =>
    render(
      <CuentaActualContext.Provider value={{ user, setCuenta: () => undefined }}>
        <InicioPage />
      </CuentaActualContext.Provider>,
    );
  const tabla = () => within(document.getElementById('tabla-citas') as HTMLElement);

  it("reads today's agenda from the copy kept for this account, and marks 'Atendido' taken offline as pending until sent", async () => {
    const { unmount } = abrir();
    await screen.findByText('Carlos Pérez', { selector: '.cita-bloque__quien' });
    await waitFor(async () => expect((await db.agenda.get(7))?.tablero).toBeTruthy());
    unmount();

    conexion(false);
    abrir();
    expect(await screen.findByText(/Información guardada el/)).toBeTruthy();
    expect(screen.getByTestId('count-hoy').textContent).toBe('2');
    expect(tabla().getByText('Carlos Pérez')).toBeTruthy();
    expect(toastMock.error).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Atendido: cita de Carlos Pérez' }));
    await waitFor(() => expect(tabla().getByText('Atendida · pendiente de envío')).toBeTruthy());
    expect(tabla().queryByRole('button', { name: 'Atendido: cita de Carlos Pérez' })).toBeNull();
    expect(callsTo('GET /api/cita/atendido')).toHaveLength(0);
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining({ key: 'atendido:7:8', kind: 'atendido', owner: 7, payload: { id: 8 } }),
    ]);

    conexion(true);
    await waitFor(() => expect(screen.getByTestId('count-atendidos').textContent).toBe('1'));
    expect(callsTo('GET /api/cita/atendido').map((c) => c.url.searchParams.get('id'))).toEqual(['8']);
    expect(screen.queryByText(/Información guardada el/)).toBeNull();
    expect(tabla().queryByText('Atendida · pendiente de envío')).toBeNull();
    expect(await db.outbox.count()).toBe(0);
  });

  it("never shows another account's agenda", async () => {
    const { unmount } = abrir();
    await screen.findByText('Carlos Pérez', { selector: '.cita-bloque__quien' });
    await waitFor(async () => expect((await db.agenda.get(7))?.tablero).toBeTruthy());
    unmount();

    // another account signs in on this device, then the connection drops
    const pedro = { ...cuenta, id: 8, nombre: 'Pedro' };
    localStorage.setItem('token', 'tok-pedro');
    await recordarCuenta(pedro, 'tok-pedro');
    conexion(false);
    abrir(pedro);
    expect(await screen.findByText('No fue posible cargar su agenda.')).toBeTruthy();
    expect(screen.queryByText('Carlos Pérez')).toBeNull();
  });
});
