import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profesional } from '../../common/wire/profesionales';

vi.mock('../../web/src/lib/toast', async () => ({ toast: (await import('./support')).toastMock }));

import sprite from '../../web/public/especialidades.svg?raw';
import { guardarCitaAgendada } from '../../web/src/features/directorio/components/agendar/guardarCitaAgendada';
import HomePage from '../../web/src/features/directorio/pages/HomePage';
import PerfilPage from '../../web/src/features/directorio/pages/PerfilPage';
import ProfesionalesPage from '../../web/src/features/directorio/pages/ProfesionalesPage';
import { useDirectorioUi } from '../../web/src/features/directorio/store';
import { leerCita } from '../../web/src/lib/citas-guardadas';
import { db } from '../../web/src/lib/db';
import { fechaLarga } from '../../web/src/lib/format';
import { citaGestion } from './citas-helpers';
import { type Call, callsTo, despejar, json, mockApi, renderRoutes, toastMock } from './support';

const profesional = (over: Partial<Profesional> = {}): Profesional => ({
  id: 7,
  name: 'Ana Rojas',
  nombre: 'Ana',
  apellido: 'Rojas',
  celular: '3001234567',
  cedula: '',
  fijo: '',
  email: '',
  cargo: 'Cardiología',
  especialidad_id: 0,
  ciudad: 'Bogotá',
  direccion: 'Calle 100 # 15-20',
  publico: 'Adultos',
  mediospago: 'Efectivo, Nequi',
  horarioatencion: 'Lunes a viernes 8:00 a 17:00',
  activo: 1,
  destacado: 1,
  virtual: 1,
  presencial: 1,
  promedio: 4.5,
  comentarios: 2,
  verificados: 1,
  fotoperfil: '',
  foto1: '',
  foto2: '',
  foto3: '',
  foto4: '',
  foto5: '',
  foto6: '',
  foto7: '',
  foto8: '',
  precio_consulta: null,
  aseguradoras: [],
  idiomas: ['es'],
  rethus: '',
  condiciones: '',
  proxima_disponible: null,
  ...over,
});

function Where() {
  const l = useLocation();
  return <output data-testid="ruta">{l.pathname}</output>;
}

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/', element: <HomePage /> },
      {
        path: '/especialistas/:ciudad?/:especialidad?/:modalidad?',
        element: (
          <>
            <ProfesionalesPage />
            <Where />
          </>
        ),
      },
      { path: '/doc-detalle/:id', element: <PerfilPage /> },
    ],
    path,
  ).donde;
}

const wide = (matches: boolean) =>
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches, addEventListener: () => {}, removeEventListener: () => {} })),
  );

beforeEach(() => {
  vi.clearAllMocks();
  useDirectorioUi.setState({ especialidad: '', ciudad: '', agendaAbierta: false });
});
afterEach(() => {
  despejar();
  vi.useRealTimers();
});

describe('Home', () => {
  beforeEach(() =>
    mockApi({
      'GET /api/especialidades/all': () =>
        json(200, {
          succes: [
            { id: 1, nombre: 'Cardiología' },
            { id: 2, nombre: 'Odontología' },
          ],
        }),
      'GET /api/home/all': () => json(200, { succes: [{ id: 1, fondo: 'home/fondo.jpg' }] }),
      'GET /api/medic/all': () => json(200, { succes: [profesional()], total: 1, page: 1, limit: 8 }),
    }),
  );

  it('searches by visit type, specialty and city in the canonical order city/specialty/type', async () => {
    const donde = renderAt('/');
    fireEvent.click(screen.getByRole('radio', { name: 'Virtual' }));
    const especialidad = screen.getByRole('combobox', { name: 'Especialidad' });
    fireEvent.click(especialidad);
    fireEvent.click(await screen.findByRole('option', { name: 'Cardiología' }));
    expect(especialidad.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(screen.getByRole('combobox', { name: 'Ciudad' }));
    fireEvent.click(screen.getByRole('option', { name: 'Bogotá' }));
    fireEvent.click(screen.getByRole('button', { name: 'Buscar especialistas' }));
    await waitFor(() => expect(donde().pathname).toBe('/especialistas/bogota/cardiologia/2'));
  });

  it('preselects no modality: nothing chosen searches every professional, virtual-only ones too', async () => {
    const donde = renderAt('/');
    expect((screen.getByRole('radio', { name: 'Cualquier modalidad' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Presencial' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Buscar especialistas' }));
    await waitFor(() => expect(donde().pathname).toBe('/especialistas/todas/todas/0'));
  });

  it('shows the featured specialists after a loading text, the tiles and the home background', async () => {
    renderAt('/');
    expect(screen.getByText('Cargando información...')).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Ana Rojas' });
    expect(link.getAttribute('href')).toBe('/doc-detalle/7');
    expect(callsTo('GET /api/medic/all')[0].query).toMatchObject({ destacado: '1' });
    expect(screen.getByRole('link', { name: /Odontología/ }).getAttribute('href')).toBe(
      '/especialistas/todas/odontologia/0',
    );
    // each tile's pictogram is a symbol of the cached sprite, and the sprite has one for every tile
    for (const tile of document.querySelectorAll('.tile')) {
      const href = tile.querySelector('use')?.getAttribute('href') ?? '';
      expect(href).toMatch(/^\/especialidades\.svg#[a-z]+$/);
      expect(sprite).toContain(`<symbol id="${href.split('#')[1]}"`);
    }
    expect(document.querySelectorAll('.tile use')).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Ver todas las categorías' }).getAttribute('href')).toBe(
      '/especialistas/todas/todas/0',
    );
    // the app banner comes in its own chunk once the page is on view
    expect(await screen.findByRole('heading', { name: 'Instala CitaSalud' })).toBeTruthy();
    const hero = document.querySelector('.hero') as HTMLElement;
    await waitFor(() => expect(hero.style.getPropertyValue('--fondo')).toBe('url("/storage/home/fondo.jpg")'));
  });
  it('lays the 640 px copy of the home background for phone-sized screens and preloads each copy only where it is laid', async () => {
    // the stylesheet picks the copy (directorio.css: --fondo-movil up to 767 px), so a page drawn
    // by the server is right on every screen; tests/e2e/list-images.spec.ts checks what Chromium downloads
    renderAt('/');
    const hero = document.querySelector('.hero') as HTMLElement;
    await waitFor(() =>
      expect(hero.style.getPropertyValue('--fondo-movil')).toBe('url("/storage/home/fondo.jpg?w=640")'),
    );
    const precargas = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((l) => [
      l.getAttribute('href'),
      l.getAttribute('media'),
    ]);
    expect(precargas).toContainEqual(['/storage/home/fondo.jpg?w=640', '(max-width: 767px)']);
    expect(precargas).toContainEqual(['/storage/home/fondo.jpg', 'not all and (max-width: 767px)']);
  });
});

/** The whole list (one specialist, one specialty to choose), open and loaded. */
async function listaDeUnaCardiologa() {
  mockApi({
    'GET /api/especialidades/all': () => json(200, { succes: [{ id: 1, nombre: 'Cardiología' }] }),
    'GET /api/medic/all': () => json(200, { succes: [profesional()], total: 1, page: 1, limit: 24 }),
  });
  renderAt('/especialistas/todas/todas/0');
  await screen.findByText('Mostrando 1 de 1 especialista');
}

describe('Specialist list', () => {
  const pagina = (page: number, n: number) =>
    Array.from({ length: n }, (_, i) =>
      profesional({ id: page * 100 + i, nombre: `Médico ${page}-${i}`, apellido: '' }),
    );

  it('canonicalises the address, filters by the segments and loads more 24 at a time', async () => {
    mockApi({
      'GET /api/especialidades/all': () => json(200, { succes: [{ id: 1, nombre: 'Cardiología' }] }),
      'GET /api/medic/all': ({ query }) =>
        json(200, {
          succes: pagina(Number(query.page), query.page === '1' ? 24 : 6),
          total: 30,
          page: Number(query.page),
          limit: 24,
        }),
    });
    renderAt('/especialistas/Bogotá/todas/0');
    await waitFor(() => expect(screen.getByTestId('ruta').textContent).toBe('/especialistas/bogota/todas/0'));
    expect(await screen.findByText('Mostrando 24 de 30 especialistas')).toBeTruthy();
    const primera = callsTo('GET /api/medic/all')[0].query;
    expect(primera).toEqual({ ciudad: 'bogota', page: '1', limit: '24' });
    expect(screen.getByRole('heading', { level: 1, name: 'Especialistas' })).toBeTruthy();
    expect(document.title).toContain('Especialistas');
    fireEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByText('Mostrando 30 de 30 especialistas')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(30);
    expect(screen.queryByRole('button', { name: 'Cargar más' })).toBeNull();
    expect(callsTo('GET /api/medic/all').at(-1)?.query.page).toBe('2');
  });

  it('changes the filters on the page and the URL follows', async () => {
    await listaDeUnaCardiologa();
    fireEvent.click(screen.getByRole('radio', { name: 'Virtual' }));
    await waitFor(() => expect(screen.getByTestId('ruta').textContent).toBe('/especialistas/todas/todas/2'));
    fireEvent.click(screen.getByRole('combobox', { name: 'Especialidad' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Cardiología' }));
    await waitFor(() => expect(screen.getByTestId('ruta').textContent).toBe('/especialistas/todas/cardiologia/2'));
    await waitFor(() =>
      expect(callsTo('GET /api/medic/all').at(-1)?.query).toMatchObject({
        especialidad: 'cardiologia',
        modalidad: '2',
      }),
    );
  });

  it('keeps both of two choices made before the address of the first one lands', async () => {
    await listaDeUnaCardiologa();
    fireEvent.click(screen.getByRole('combobox', { name: 'Especialidad' }));
    const cardiologia = await screen.findByRole('option', { name: 'Cardiología' });
    // one act: the router has not applied the first address when the second choice is made
    act(() => {
      fireEvent.click(screen.getByRole('radio', { name: 'Virtual' }));
      fireEvent.click(cardiologia);
    });
    await waitFor(() => expect(screen.getByTestId('ruta').textContent).toBe('/especialistas/todas/cardiologia/2'));
    expect((screen.getByRole('radio', { name: 'Virtual' }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() =>
      expect(callsTo('GET /api/medic/all').at(-1)?.query).toMatchObject({
        especialidad: 'cardiologia',
        modalidad: '2',
      }),
    );
  });

  it('on a phone, keeps the filters behind one button that counts those on', async () => {
    mockApi({
      'GET /api/especialidades/all': () => json(200, { succes: [{ id: 1, nombre: 'Cardiología' }] }),
      'GET /api/medic/all': () => json(200, { succes: [profesional()], total: 1, page: 1, limit: 24 }),
    });
    renderAt('/especialistas/bogota/cardiologia/0');
    await screen.findByText('Mostrando 1 de 1 especialista');
    const boton = screen.getByRole('button', { name: 'Filtros (2)' });
    const filtros = screen.getByRole('form', { name: 'Filtrar especialistas' });
    expect(boton.getAttribute('aria-expanded')).toBe('false');
    expect(boton.getAttribute('aria-controls')).toBe(filtros.id);
    expect(filtros.hasAttribute('data-abierto')).toBe(false);
    fireEvent.click(boton);
    expect(boton.getAttribute('aria-expanded')).toBe('true');
    expect(filtros.hasAttribute('data-abierto')).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Virtual' }));
    expect(await screen.findByRole('button', { name: 'Filtros (3)' })).toBeTruthy();
  });

  it('says what to relax when nothing matches', async () => {
    mockApi({
      'GET /api/especialidades/all': () => json(200, { succes: [] }),
      'GET /api/medic/all': () => json(200, { succes: [], total: 0, page: 1, limit: 24 }),
    });
    renderAt('/especialistas/tunja/cardiologia/2');
    expect(await screen.findByText('No encontramos especialistas con estos filtros.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buscar en todas las ciudades' }).getAttribute('href')).toBe(
      '/especialistas/todas/cardiologia/2',
    );
    expect(screen.getByRole('link', { name: 'Ver todas las especialidades' }).getAttribute('href')).toBe(
      '/especialistas/tunja/todas/2',
    );
    expect(screen.getByRole('link', { name: 'Presencial o virtual' }).getAttribute('href')).toBe(
      '/especialistas/tunja/cardiologia/0',
    );
  });
});

describe('Profile and booking', () => {
  const FRANJAS = [
    { id: 11, hora_inicio: '08:00', hora_fin: '08:30' },
    { id: 12, hora_inicio: '08:30', hora_fin: '09:00' },
  ];
  let citaStatus = 201;
  let libres = FRANJAS;
  let errores422: Record<string, string[]> = {};
  /** the month's days with free slots; by default the read fails (nothing is greyed out) */
  let diasDelMes: (call: Call) => Response | Promise<Response>;

  beforeEach(() => {
    citaStatus = 201;
    libres = FRANJAS;
    errores422 = {};
    diasDelMes = () => json(503, { error: 'unavailable', message: 'No disponible' });
    // 22:00 on 3 November 2026 in Bogotá is already 4 November in UTC
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-04T03:00:00Z'));
    wide(true);
    mockApi({
      'POST /api/medic/find': ({ body }) =>
        body?.id === '7'
          ? json(200, {
              succes: [profesional({ foto1: 'medicos/7/1.jpg' })],
              calificacion: [{ promedio: 4.5, total: 2 }],
              motivos: [{ id: 3, nombre: 'Control' }],
              horarios: FRANJAS,
            })
          : json(404, { error: 'not_found', message: 'Especialista no encontrado' }),
      'GET /api/comentario/all/medic': () =>
        json(200, {
          succes: [
            {
              id: 1,
              nombre: 'Luis',
              calificacion: 5,
              observacion: 'Excelente',
              created_at: '2026-10-01T15:00:00.000Z',
              verificado: 1,
              respuesta: '',
              respuesta_at: null,
            },
            {
              id: 3,
              nombre: 'Nora',
              calificacion: 3,
              observacion: 'Me hicieron esperar',
              created_at: '2026-09-20T15:00:00.000Z',
              verificado: 0,
              respuesta: 'Lamento la espera, Nora; ya ajustamos la agenda.',
              respuesta_at: '2026-09-21T15:00:00.000Z',
            },
          ],
        }),
      'GET /api/medic/disponibilidad': () => json(200, { succes: libres }),
      'GET /api/medic/disponibilidad/mes': (call) => diasDelMes(call),
      'POST /api/cita/create': ({ body }) =>
        citaStatus === 201
          ? json(201, {
              succes: { id: 99, fecha_cita: body?.fecha_cita, hora_inicio: '08:30', hora_fin: '09:00' },
            })
          : citaStatus === 422
            ? json(422, { error: 'validation', message: errores422.telefono?.[0] ?? '', errors: errores422 })
            : json(409, { error: 'conflict', message: 'Ese horario ya fue reservado. Elige otro.' }),
      'POST /api/comentario/create': () =>
        json(201, { succes: { id: 2, nombre: 'Marta', calificacion: 4, observacion: 'Muy bien' } }),
    });
  });

  const dia = (fecha: string) => screen.getByRole('button', { name: fechaLarga(fecha) }) as HTMLButtonElement;
  const elegirMotivo = () => {
    fireEvent.change(screen.getByLabelText('Motivo de la consulta'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('¿Es su primera vez con el especialista?'), { target: { value: 'si' } });
  };

  it('shows the profile: tabs, data with +57, half stars, gallery and verified opinions', async () => {
    renderAt('/doc-detalle/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Rojas' })).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Secciones del perfil' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['#informacion', '#fotos', '#comentarios']);
    expect(screen.getByRole('link', { name: '+57 300 123 4567' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Calificación 4,5 de 5' })).toBeTruthy();
    expect(screen.getByText(/2 opiniones/)).toBeTruthy();
    // the gallery asks for the server's small WebP copies, never the uploaded original
    const imagen = screen.getByRole('img', { name: 'Foto 1 de Ana Rojas' });
    expect(imagen.getAttribute('src')).toBe('/storage/medicos/7/1.jpg?w=320');
    expect(imagen.getAttribute('srcset')).toBe(
      '/storage/medicos/7/1.jpg?w=160 160w, /storage/medicos/7/1.jpg?w=320 320w, /storage/medicos/7/1.jpg?w=640 640w',
    );
    expect(await screen.findByText('Opinión verificada')).toBeTruthy();
  });

  it('labels each opinion verified or not, shows the public answer and says how many are verified', async () => {
    renderAt('/doc-detalle/7');
    await screen.findByText('Opinión verificada');
    expect(screen.getByText(/2 opiniones · 1 verificada/)).toBeTruthy();
    const comentario = (nombre: string) =>
      within(screen.getByRole('heading', { level: 3, name: nombre }).closest('li') as HTMLElement);
    expect(comentario('Luis').getByText('Opinión verificada')).toBeTruthy();
    expect(comentario('Luis').queryByText('Respuesta del especialista')).toBeNull();
    expect(comentario('Nora').getByText('Opinión no verificada')).toBeTruthy();
    expect(comentario('Nora').getByRole('heading', { level: 4, name: 'Respuesta del especialista' })).toBeTruthy();
    expect(comentario('Nora').getByText('Lamento la espera, Nora; ya ajustamos la agenda.')).toBeTruthy();
  });

  it('selects today in Bogotá by default and disables the past days', async () => {
    renderAt('/doc-detalle/7');
    await screen.findByRole('heading', { level: 1, name: 'Ana Rojas' });
    expect(dia('2026-11-03').disabled).toBe(false);
    expect(dia('2026-11-03').getAttribute('aria-pressed')).toBe('true');
    expect(dia('2026-11-02').disabled).toBe(true);
  });

  it("greys out the month's days without a free slot once the month is read, and they open nothing", async () => {
    let responder: (r: Response) => void = () => {};
    diasDelMes = () => new Promise<Response>((r) => (responder = r));
    renderAt('/doc-detalle/7');
    await screen.findByRole('heading', { level: 1, name: 'Ana Rojas' });
    elegirMotivo();
    // the month is read again for the chosen motivo (its duration decides which days have room)
    await waitFor(() =>
      expect(callsTo('GET /api/medic/disponibilidad/mes').at(-1)?.query).toEqual({
        id: '7',
        mes: '2026-11',
        motivo: expect.any(String),
      }),
    );
    // while the month loads, no day is greyed out
    expect(dia('2026-11-06').getAttribute('aria-disabled')).toBeNull();
    responder(json(200, { succes: ['2026-11-05', '2026-11-10'] }));
    const vacio = await screen.findByRole('button', { name: `${fechaLarga('2026-11-06')}, sin disponibilidad` });
    expect(vacio.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: `${fechaLarga('2026-11-03')}, sin disponibilidad` })).toBeTruthy();
    expect(dia('2026-11-05').getAttribute('aria-disabled')).toBeNull();
    expect(dia('2026-11-10').getAttribute('aria-disabled')).toBeNull();
    expect(dia('2026-11-02').disabled).toBe(true); // past days stay plainly disabled
    fireEvent.click(vacio);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo('GET /api/medic/disponibilidad')).toHaveLength(0);
    fireEvent.click(dia('2026-11-05'));
    expect(await screen.findByRole('dialog', { name: 'Disponibilidad Horaria' })).toBeTruthy();
  });

  it("greys out nothing in a month whose read fails: the day's read still tells", async () => {
    diasDelMes = ({ query }) =>
      query.mes === '2026-11'
        ? json(200, { succes: ['2026-11-05'] })
        : json(503, { error: 'unavailable', message: 'No disponible' });
    renderAt('/doc-detalle/7');
    await screen.findByRole('heading', { level: 1, name: 'Ana Rojas' });
    expect(await screen.findByRole('button', { name: `${fechaLarga('2026-11-06')}, sin disponibilidad` })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mes siguiente' }));
    await waitFor(() => expect(callsTo('GET /api/medic/disponibilidad/mes')).toHaveLength(2));
    await act(async () => {});
    expect(callsTo('GET /api/medic/disponibilidad/mes')[1].query).toEqual({ id: '7', mes: '2026-12' });
    expect(screen.queryByRole('button', { name: /sin disponibilidad/ })).toBeNull();
    expect(dia('2026-12-07').getAttribute('aria-disabled')).toBeNull();
    expect(toastMock.error).not.toHaveBeenCalled();
  });

  it('warns and keeps the day unset when no reason or first-visit answer was chosen', async () => {
    renderAt('/doc-detalle/7');
    await screen.findByRole('heading', { level: 1, name: 'Ana Rojas' });
    fireEvent.click(dia('2026-11-05'));
    expect(toastMock.warning).toHaveBeenCalledWith('Seleccione un motivo y si es su primera vez con el especialista.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(dia('2026-11-05').getAttribute('aria-pressed')).toBe('false');
    expect(callsTo('GET /api/medic/disponibilidad')).toHaveLength(0);
  });

  it('books a free slot; a taken slot says so and refreshes the slots', async () => {
    renderAt('/doc-detalle/7');
    await screen.findByRole('heading', { level: 1, name: 'Ana Rojas' });
    elegirMotivo();
    fireEvent.click(dia('2026-11-05'));
    const dialog = await screen.findByRole('dialog', { name: 'Disponibilidad Horaria' });
    expect(within(dialog).getByText(fechaLarga('2026-11-05'))).toBeTruthy();
    // the franjas asked for fit the chosen motivo's duration
    expect(callsTo('GET /api/medic/disponibilidad')[0].query).toEqual({ id: '7', fecha: '2026-11-05', motivo: '3' });
    fireEvent.click(await within(dialog).findByRole('button', { name: '8:30 – 9:00 a. m.' }));

    const form = await screen.findByRole('dialog', { name: 'Datos de la cita' });
    const consentimiento = within(form).getByRole('checkbox', { name: /Autorizo el tratamiento/ }) as HTMLInputElement;
    expect(consentimiento.checked).toBe(false);
    expect(within(form).getByRole('link', { name: 'política de tratamiento de datos' }).getAttribute('href')).toBe(
      '/politicas/tratamiento-de-datos',
    );
    fireEvent.change(within(form).getByLabelText('Nombre completo'), { target: { value: 'Pedro Pérez' } });
    fireEvent.change(within(form).getByLabelText('Celular de contacto'), { target: { value: '3109876543' } });
    fireEvent.change(within(form).getByLabelText('Correo electrónico'), { target: { value: 'pedro@example.co' } });
    fireEvent.click(consentimiento);

    citaStatus = 409;
    libres = [FRANJAS[0]];
    fireEvent.click(within(form).getByRole('button', { name: 'Registrar Cita' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Ese horario ya fue reservado. Elige otro.');
    await waitFor(() => expect(callsTo('GET /api/medic/disponibilidad')).toHaveLength(2));
    expect(await screen.findByRole('button', { name: '8:00 – 8:30 a. m.' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '8:30 – 9:00 a. m.' })).toBeNull();
    expect(toastMock.loading).toHaveBeenCalledWith('Almacenando cita...');
    expect(toastMock.error).toHaveBeenCalledWith(
      'Se generó un error al momento de crear la cita',
      expect.objectContaining({ description: 'Ese horario ya fue reservado. Elige otro.' }),
    );

    citaStatus = 201;
    fireEvent.click(screen.getByRole('button', { name: '8:00 – 8:30 a. m.' }));
    const form2 = await screen.findByRole('dialog', { name: 'Datos de la cita' });
    fireEvent.change(within(form2).getByLabelText('Nombre completo'), { target: { value: 'Pedro Pérez' } });
    fireEvent.change(within(form2).getByLabelText('Celular de contacto'), { target: { value: '3109876543' } });
    fireEvent.change(within(form2).getByLabelText('Correo electrónico'), { target: { value: 'pedro@example.co' } });
    fireEvent.click(within(form2).getByRole('checkbox', { name: /Autorizo el tratamiento/ }));
    fireEvent.click(within(form2).getByRole('button', { name: 'Registrar Cita' }));

    expect(await screen.findByRole('heading', { name: 'Cita agendada' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Añadir a mi calendario' })).toBeTruthy();
    expect(toastMock.success).toHaveBeenCalledWith(
      'Cita guardada con éxito, revisa el correo la confirmación de la cita',
      expect.anything(),
    );
    expect(callsTo('POST /api/cita/create').at(-1)?.body).toEqual({
      nombre: 'Pedro Pérez',
      email: 'pedro@example.co',
      observacion: '',
      fecha_cita: '2026-11-05',
      horario: 11,
      hora_inicio: '08:00',
      modalidad: 1,
      primera_visita: 'si',
      motivo: 3,
      telefono: '3109876543',
      user: 7,
      acepta_tratamiento: '1',
    });
  });

  it('asks for WhatsApp reminders only when ticked; the confirmation links to the manage page and keeps the cita here', async () => {
    const gestion = 'R2VzdGlvbl9kZV9sYV9jaXRhX2FnZW5kYWRhX2FxdWk';
    let leidas = 0;
    mockApi({
      'POST /api/medic/find': () =>
        json(200, {
          succes: [profesional()],
          calificacion: [],
          motivos: [{ id: 3, nombre: 'Control' }],
          horarios: FRANJAS,
        }),
      'GET /api/comentario/all/medic': () => json(200, { succes: [] }),
      'GET /api/medic/disponibilidad': () => json(200, { succes: FRANJAS }),
      'GET /api/medic/disponibilidad/mes': () => json(503, { error: 'unavailable', message: 'No disponible' }),
      'POST /api/cita/create': ({ body }) =>
        json(201, {
          succes: { id: 99, fecha_cita: body?.fecha_cita, hora_inicio: '08:00', hora_fin: '08:30', gestion },
        }),
      [`GET /api/cita/gestion/${gestion}`]: () => {
        leidas++;
        return json(200, {
          succes: { ...citaGestion({ id: 99, fecha_cita: '2026-11-05' }), uid: 'uid-del-servidor@citasalud' },
        });
      },
    });
    await db.citas.clear();
    renderAt('/doc-detalle/7');
    await screen.findByRole('heading', { level: 1, name: 'Ana Rojas' });
    elegirMotivo();
    fireEvent.click(dia('2026-11-05'));
    fireEvent.click(await screen.findByRole('button', { name: '8:00 – 8:30 a. m.' }));
    const form = await screen.findByRole('dialog', { name: 'Datos de la cita' });
    const whatsapp = within(form).getByRole('checkbox', {
      name: 'Quiero recibir recordatorios por WhatsApp al celular que ingresé',
    }) as HTMLInputElement;
    expect(whatsapp.checked).toBe(false);
    expect(whatsapp.required).toBe(false);
    fireEvent.change(within(form).getByLabelText('Nombre completo'), { target: { value: 'Pedro Pérez' } });
    fireEvent.change(within(form).getByLabelText('Celular de contacto'), { target: { value: '3109876543' } });
    fireEvent.change(within(form).getByLabelText('Correo electrónico'), { target: { value: 'pedro@example.co' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: /Autorizo el tratamiento/ }));
    fireEvent.click(whatsapp);
    fireEvent.click(within(form).getByRole('button', { name: 'Registrar Cita' }));

    expect(await screen.findByRole('heading', { name: 'Cita agendada' })).toBeTruthy();
    expect(callsTo('POST /api/cita/create')[0].body).toMatchObject({ acepta_whatsapp: '1', acepta_tratamiento: '1' });
    expect(screen.getByRole('link', { name: 'Gestionar mi cita' }).getAttribute('href')).toBe(`/mi-cita/${gestion}`);
    await waitFor(async () =>
      expect((await leerCita(gestion))?.cita).toMatchObject({ uid: 'uid-del-servidor@citasalud' }),
    );
    expect(leidas).toBe(1);
  });

  it('keeps the booked cita on this device from the booking’s answer when its manage page cannot be read', async () => {
    await db.citas.clear();
    const gestion = 'x'.repeat(43);
    const creada = { id: 99, fecha_cita: '2026-11-05', hora_inicio: '08:00', hora_fin: '08:30', gestion };
    // GET /api/cita/gestion/{token} is not answered here (404)
    const leida = await guardarCitaAgendada(
      { ...creada, email: 'pedro@example.co', motivo: 'Control' } as Parameters<typeof guardarCitaAgendada>[0],
      profesional(),
    );
    expect(leida).toBeNull();
    expect((await leerCita(gestion))?.cita).toMatchObject({
      id: 99,
      estado: 'pendiente',
      inicio: '2026-11-05T13:00:00.000Z',
      motivo: 'Control',
      email: 'pedro@example.co',
      profesional: { id: 7, nombre: 'Ana Rojas', especialidad: 'Cardiología', telefono: '+57 300 123 4567' },
    });
  });

  it("shows the server's field errors beside their fields and focuses the first, the toasts still say them", async () => {
    renderAt('/doc-detalle/7');
    await screen.findByRole('heading', { level: 1, name: 'Ana Rojas' });
    elegirMotivo();
    fireEvent.click(dia('2026-11-05'));
    fireEvent.click(await screen.findByRole('button', { name: '8:00 – 8:30 a. m.' }));
    const form = await screen.findByRole('dialog', { name: 'Datos de la cita' });
    fireEvent.change(within(form).getByLabelText('Nombre completo'), { target: { value: 'Pedro Pérez' } });
    fireEvent.change(within(form).getByLabelText('Celular de contacto'), { target: { value: '12345' } });
    fireEvent.change(within(form).getByLabelText('Correo electrónico'), { target: { value: 'pedro@example' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: /Autorizo el tratamiento/ }));

    citaStatus = 422;
    errores422 = {
      email: ['El correo electrónico no es válido.'],
      telefono: ['El celular debe tener 10 dígitos y empezar por 3.'],
    };
    fireEvent.click(within(form).getByRole('button', { name: 'Registrar Cita' }));
    const telefono = within(form).getByLabelText('Celular de contacto');
    await waitFor(() => expect(document.activeElement).toBe(telefono));
    const descripcion = (control: HTMLElement) =>
      (control.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((idRef) => document.getElementById(idRef)?.textContent);
    expect(telefono.getAttribute('aria-invalid')).toBe('true');
    expect(descripcion(telefono)).toContain('El celular debe tener 10 dígitos y empezar por 3.');
    const correo = within(form).getByLabelText('Correo electrónico');
    expect(correo.getAttribute('aria-invalid')).toBe('true');
    expect(descripcion(correo)).toContain('El correo electrónico no es válido.');
    expect(within(form).getByLabelText('Nombre completo').getAttribute('aria-invalid')).toBeNull();
    expect(toastMock.error).toHaveBeenCalledWith('El celular debe tener 10 dígitos y empezar por 3.');
    expect(toastMock.error).toHaveBeenCalledWith('El correo electrónico no es válido.');

    // correcting the field takes its message away
    fireEvent.change(telefono, { target: { value: '3109876543' } });
    expect(telefono.getAttribute('aria-invalid')).toBeNull();
    expect(within(form).queryByText('El celular debe tener 10 dígitos y empezar por 3.')).toBeNull();

    // a refused slot is said beside the time, and the way to another time takes the focus
    errores422 = { horario: ['Ese horario ya pasó. Elige otro.'] };
    fireEvent.click(within(form).getByRole('button', { name: 'Registrar Cita' }));
    const otraHora = within(form).getByRole('button', { name: 'Elegir otra hora' });
    await waitFor(() => expect(document.activeElement).toBe(otraHora));
    expect(descripcion(otraHora)).toEqual(['Ese horario ya pasó. Elige otro.']);
  });

  it('says when a day has no schedule, and cancelling clears the date', async () => {
    libres = [];
    renderAt('/doc-detalle/7');
    await screen.findByRole('heading', { level: 1, name: 'Ana Rojas' });
    elegirMotivo();
    fireEvent.click(dia('2026-11-08'));
    expect(await screen.findByText('No hay agenda para este día')).toBeTruthy();
    expect(dia('2026-11-08').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(dia('2026-11-08').getAttribute('aria-pressed')).toBe('false');
  });

  it('offline, the booking form says it needs a connection and cannot be sent', async () => {
    renderAt('/doc-detalle/7');
    await screen.findByRole('heading', { level: 1, name: 'Ana Rojas' });
    elegirMotivo();
    fireEvent.click(dia('2026-11-05'));
    fireEvent.click(await screen.findByRole('button', { name: '8:00 – 8:30 a. m.' }));
    await screen.findByRole('dialog', { name: 'Datos de la cita' });
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    window.dispatchEvent(new Event('offline'));
    expect(await screen.findByText(/necesita conexión a internet/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Registrar Cita' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('opens the booking as an overlay from "Agendar cita" on small screens', async () => {
    wide(false);
    renderAt('/doc-detalle/7');
    await screen.findByRole('heading', { level: 1, name: 'Ana Rojas' });
    expect(screen.queryByLabelText('Motivo de la consulta')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Agendar cita' }));
    // awaited: the profile's other loads (opinions, offline copies) may still be settling
    const sheet = await screen.findByRole('dialog', { name: 'Agenda tu cita' });
    expect(within(sheet).getByLabelText('Motivo de la consulta')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('on small screens, the booking confirmation has no sticky bar over it and offers another booking', async () => {
    wide(false);
    renderAt('/doc-detalle/7');
    await screen.findByRole('heading', { level: 1, name: 'Ana Rojas' });
    fireEvent.click(screen.getByRole('button', { name: 'Agendar cita' }));
    await screen.findByRole('dialog', { name: 'Agenda tu cita' });
    elegirMotivo();
    fireEvent.click(dia('2026-11-05'));
    const disponibilidad = await screen.findByRole('dialog', { name: 'Disponibilidad Horaria' });
    fireEvent.click(await within(disponibilidad).findByRole('button', { name: '8:00 – 8:30 a. m.' }));
    const form = await screen.findByRole('dialog', { name: 'Datos de la cita' });
    fireEvent.change(within(form).getByLabelText('Nombre completo'), { target: { value: 'Pedro Pérez' } });
    fireEvent.change(within(form).getByLabelText('Celular de contacto'), { target: { value: '3109876543' } });
    fireEvent.change(within(form).getByLabelText('Correo electrónico'), { target: { value: 'pedro@example.co' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: /Autorizo el tratamiento/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Registrar Cita' }));
    expect(await screen.findByRole('heading', { name: 'Cita agendada' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Agendar cita' })).toBeNull();
    expect(document.querySelector('.booking-bar')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Agendar otra cita' }));
    expect(await screen.findByRole('dialog', { name: 'Agenda tu cita' })).toBeTruthy();
  });

  it('on small screens, the overlay steps aside for the availability and comes back on cancel', async () => {
    wide(false);
    renderAt('/doc-detalle/7');
    await screen.findByRole('heading', { level: 1, name: 'Ana Rojas' });
    fireEvent.click(screen.getByRole('button', { name: 'Agendar cita' }));
    await screen.findByRole('dialog', { name: 'Agenda tu cita' });
    elegirMotivo();
    fireEvent.click(dia('2026-11-05'));
    const dialogs = await screen.findAllByRole('dialog');
    expect(dialogs).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Disponibilidad Horaria' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    const sheet = await screen.findByRole('dialog', { name: 'Agenda tu cita' });
    expect((within(sheet).getByLabelText('Motivo de la consulta') as HTMLSelectElement).value).toBe('3');
  });

  it('leaves an opinion: the form clears, the rating resets and the list reloads', async () => {
    renderAt('/doc-detalle/7');
    await screen.findByText('Opinión verificada');
    const form = screen.getByRole('form', { name: 'Deja tu opinión' });
    fireEvent.change(within(form).getByLabelText('Nombre'), { target: { value: 'Marta' } });
    fireEvent.change(within(form).getByLabelText('Correo electrónico'), { target: { value: 'marta@example.co' } });
    fireEvent.change(within(form).getByLabelText('Observación'), { target: { value: 'Muy bien' } });
    fireEvent.click(within(form).getByRole('radio', { name: '4 estrellas' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar opinión' }));
    await waitFor(() => expect(callsTo('GET /api/comentario/all/medic')).toHaveLength(2));
    const enviado = callsTo('POST /api/comentario/create')[0].body;
    expect(enviado).toMatchObject({ nombre: 'Marta', email: 'marta@example.co', calificacion: 4, user: 7 });
    expect(String(enviado?.idempotency_key)).toMatch(/^[0-9a-f-]{32,36}$/);
    expect((within(form).getByLabelText('Nombre') as HTMLInputElement).value).toBe('');
    expect((within(form).getAllByRole('radio') as HTMLInputElement[]).some((r) => r.checked)).toBe(false);
    expect(toastMock.loading).toHaveBeenCalledWith('Guardando comentario');
    expect(toastMock.success).toHaveBeenCalledWith('Se guardó de forma correcta el comentario', expect.anything());
    // the rating shown in the header is read again
    expect(callsTo('POST /api/medic/find').length).toBeGreaterThanOrEqual(2);
  });

  it('shows a 404 state for an unknown or inactive specialist', async () => {
    renderAt('/doc-detalle/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Especialista no encontrado' })).toBeTruthy();
  });
});
