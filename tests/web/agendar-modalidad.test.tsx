import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profesional } from '../../common/wire/profesionales';

vi.mock('../../web/src/lib/toast', async () => ({ toast: (await import('./support')).toastMock }));

import { modalidadesDe } from '../../web/src/features/directorio/components/agendar/CitaControls';
import PerfilPage from '../../web/src/features/directorio/pages/PerfilPage';
import { useDirectorioUi } from '../../web/src/features/directorio/store';
import { leerCita } from '../../web/src/lib/citas-guardadas';
import { db } from '../../web/src/lib/db';
import { fechaLarga } from '../../web/src/lib/format';
import { profesionalDePrueba } from './profesional-fixture';
import { callsTo, despejar, json, mockApi, renderRoutes } from './support';

const profesional = profesionalDePrueba;

/** Two franjas of one horario (a range cut by the profesional's length): they share its id. */
const FRANJAS = [
  { id: 11, hora_inicio: '08:00', hora_fin: '08:40' },
  { id: 11, hora_inicio: '08:40', hora_fin: '09:20' },
];
const ENLACE = 'https://meet.jit.si/citasalud-5f1c2a9e7b';
const GESTION = 'g'.repeat(43);

function montar(p: Profesional) {
  mockApi({
    'POST /api/medic/find': () =>
      json(200, {
        succes: [p],
        calificacion: [],
        motivos: [{ id: 3, nombre: 'Primera valoración', duracion_minutos: 40, precio: null }],
        horarios: [],
      }),
    'GET /api/comentario/all/medic': () => json(200, { succes: [] }),
    'GET /api/medic/disponibilidad': () => json(200, { succes: FRANJAS }),
    'GET /api/medic/disponibilidad/mes': () => json(503, { error: 'unavailable', message: 'No disponible' }),
    'POST /api/cita/create': ({ body }) =>
      json(201, {
        succes: {
          id: 99,
          fecha_cita: body?.fecha_cita,
          hora_inicio: body?.hora_inicio,
          hora_fin: '09:20',
          gestion: GESTION,
          modalidad: body?.modalidad ?? 1,
          enlace_video: body?.modalidad === 2 ? ENLACE : '',
        },
      }),
  });
  renderRoutes([{ path: '/doc-detalle/:id', element: <PerfilPage /> }], '/doc-detalle/7');
}

const dia = (fecha: string) => screen.getByRole('button', { name: fechaLarga(fecha) });

async function agendarLaSegunda() {
  fireEvent.change(screen.getByLabelText('Motivo de la consulta'), { target: { value: '3' } });
  fireEvent.change(screen.getByLabelText('¿Es su primera vez con el especialista?'), { target: { value: 'no' } });
  fireEvent.click(dia('2026-11-05'));
  fireEvent.click(await screen.findByRole('button', { name: '8:40 – 9:20 a. m.' }));
  const form = await screen.findByRole('dialog', { name: 'Datos de la cita' });
  fireEvent.change(within(form).getByLabelText('Nombre completo'), { target: { value: 'Pedro Pérez' } });
  fireEvent.change(within(form).getByLabelText('Celular de contacto'), { target: { value: '3109876543' } });
  fireEvent.change(within(form).getByLabelText('Correo electrónico'), { target: { value: 'pedro@example.co' } });
  fireEvent.click(within(form).getByRole('checkbox', { name: /Autorizo el tratamiento/ }));
  return form;
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-04T03:00:00Z'));
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: true, addEventListener: () => {}, removeEventListener: () => {} })),
  );
  useDirectorioUi.setState({ agendaAbierta: false });
  await db.citas.clear();
});
afterEach(() => {
  despejar();
  vi.useRealTimers();
});

describe('the modality of a booking', () => {
  it('offers Virtual only to a profesional who offers it, in person when she says neither', () => {
    expect(modalidadesDe({ presencial: 1, virtual: 1 })).toEqual(['1', '2']);
    expect(modalidadesDe({ presencial: 1, virtual: 0 })).toEqual(['1']);
    expect(modalidadesDe({ presencial: 0, virtual: 1 })).toEqual(['2']);
    expect(modalidadesDe({ presencial: 0, virtual: 0 })).toEqual(['1']);
  });

  it('sends Virtual as modalidad 2 with the chosen franja’s start, asks the franjas for the motivo, and shows the video link', async () => {
    montar(profesional());
    await screen.findByRole('heading', { level: 1, name: 'Ana Rojas' });
    fireEvent.click(screen.getByRole('tab', { name: 'Virtual' }));
    expect(screen.getByText(/recibirás el enlace al agendar/)).toBeTruthy();
    const form = await agendarLaSegunda();
    expect(callsTo('GET /api/medic/disponibilidad')[0].query).toEqual({ id: '7', fecha: '2026-11-05', motivo: '3' });
    expect(within(form).getByText('Virtual')).toBeTruthy();
    expect(within(form).queryByText('Calle 100 # 15-20, Bogotá')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Registrar Cita' }));

    expect(await screen.findByRole('heading', { name: 'Cita agendada' })).toBeTruthy();
    expect(callsTo('POST /api/cita/create')[0].body).toMatchObject({
      horario: 11,
      hora_inicio: '08:40',
      modalidad: 2,
      motivo: 3,
    });
    const enlace = screen.getByRole('link', { name: 'Entrar a la videollamada' });
    expect(enlace.getAttribute('href')).toBe(ENLACE);
    expect(enlace.getAttribute('rel')).toContain('noopener');
    // kept on this device as the manage page shows it, the link with it (written after the summary shows)
    await waitFor(async () =>
      expect((await leerCita(GESTION))?.cita).toMatchObject({ modalidad: 'virtual', enlace_virtual: ENLACE }),
    );
  });

  it('sends in person as modalidad 1 and shows no Virtual choice when she does not offer it', async () => {
    montar(profesional({ virtual: 0 }));
    await screen.findByRole('heading', { level: 1, name: 'Ana Rojas' });
    expect(screen.queryByRole('tab', { name: 'Virtual' })).toBeNull();
    expect(screen.queryByText('Virtual')).toBeNull();
    const form = await agendarLaSegunda();
    fireEvent.click(within(form).getByRole('button', { name: 'Registrar Cita' }));
    const resumen = within((await screen.findByRole('heading', { name: 'Cita agendada' })).parentElement!);
    expect(callsTo('POST /api/cita/create')[0].body).toMatchObject({ hora_inicio: '08:40', modalidad: 1 });
    expect(resumen.getByText('Presencial')).toBeTruthy();
    expect(resumen.queryByRole('link', { name: 'Entrar a la videollamada' })).toBeNull();
    expect(resumen.getByText('Calle 100 # 15-20, Bogotá')).toBeTruthy();
  });
});
