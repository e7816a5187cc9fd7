/**
 * How the paciente pays (issue 37 item 2, decision 0020): the booking sheet asks it, optionally;
 * an EPS or prepagada she does not accept is flagged before booking, with the way on (particular);
 * the choice travels with the booking and the profesional's day view shows it.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cita } from '../../common/wire/citas';
import type { AseguradoraAceptada, Profesional } from '../../common/wire/profesionales';

vi.mock('../../web/src/lib/toast', async () => ({ toast: (await import('./support')).toastMock }));

import PerfilPage from '../../web/src/features/directorio/pages/PerfilPage';
import { useDirectorioUi } from '../../web/src/features/directorio/store';
import { CitaBloque } from '../../web/src/features/panel/components/CitaBloque';
import { db } from '../../web/src/lib/db';
import { fechaLarga } from '../../web/src/lib/format';
import { profesionalDePrueba } from './profesional-fixture';
import { type Call, callsTo, despejar, json, mockApi, renderRoutes } from './support';

const CATALOGO: AseguradoraAceptada[] = [
  { id: 1, nombre: 'Particular', slug: 'particular', tipo: 'particular' },
  { id: 2, nombre: 'Nueva EPS', slug: 'nueva-eps', tipo: 'eps' },
  { id: 3, nombre: 'EPS Sura', slug: 'eps-sura', tipo: 'eps' },
  { id: 14, nombre: 'Colsanitas', slug: 'colsanitas', tipo: 'prepagada' },
];
/** Ana Rojas accepts Nueva EPS only (not particular on her list: paying herself is always possible). */
const ana = (over: Partial<Profesional> = {}) => profesionalDePrueba({ aseguradoras: [CATALOGO[1]], ...over });

function montar(
  p: Profesional,
  crear = ({ body }: Call) =>
    json(201, {
      succes: {
        id: 99,
        fecha_cita: body?.fecha_cita,
        hora_inicio: body?.hora_inicio,
        hora_fin: '08:30',
        gestion: 'g'.repeat(43),
        modalidad: 1,
        enlace_video: '',
      },
    }),
) {
  mockApi({
    'POST /api/medic/find': () =>
      json(200, {
        succes: [p],
        calificacion: [],
        motivos: [{ id: 3, nombre: 'Control', duracion_minutos: null, precio: null }],
        horarios: [],
      }),
    'GET /api/aseguradoras': () => json(200, { succes: CATALOGO }),
    'GET /api/comentario/all/medic': () => json(200, { succes: [] }),
    'GET /api/medic/disponibilidad': () => json(200, { succes: [{ id: 11, hora_inicio: '08:00', hora_fin: '08:30' }] }),
    'GET /api/medic/disponibilidad/mes': () => json(503, { error: 'unavailable', message: 'No disponible' }),
    'POST /api/cita/create': crear,
  });
  renderRoutes([{ path: '/doc-detalle/:id', element: <PerfilPage /> }], '/doc-detalle/7');
}

const comoPaga = () => screen.getByLabelText('¿Cómo pagará la consulta? (opcional)') as HTMLSelectElement;

/** Chooses a kind and, for an EPS or a prepagada, which one (once the catalogue has arrived). */
async function elegirPago(tipo: string, slug?: string) {
  fireEvent.change(comoPaga(), { target: { value: tipo } });
  if (!slug) return;
  const cual = (await screen.findByLabelText(
    tipo === 'eps' ? '¿Cuál EPS?' : '¿Cuál medicina prepagada?',
  )) as HTMLSelectElement;
  await within(cual).findByRole('option', { name: CATALOGO.find((a) => a.slug === slug)?.nombre });
  fireEvent.change(cual, { target: { value: slug } });
  return cual;
}

/** Reason, first visit, the day, the franja and the paciente's data: the form, ready to send. */
async function hastaElFormulario() {
  fireEvent.change(screen.getByLabelText('Motivo de la consulta'), { target: { value: '3' } });
  fireEvent.change(screen.getByLabelText('¿Es su primera vez con el especialista?'), { target: { value: 'no' } });
  fireEvent.click(screen.getByRole('button', { name: fechaLarga('2026-11-05') }));
  fireEvent.click(await screen.findByRole('button', { name: '8:00 – 8:30 a. m.' }));
  const form = await screen.findByRole('dialog', { name: 'Datos de la cita' });
  fireEvent.change(within(form).getByLabelText('Nombre completo'), { target: { value: 'Pedro Pérez' } });
  fireEvent.change(within(form).getByLabelText('Celular de contacto'), { target: { value: '3109876543' } });
  fireEvent.change(within(form).getByLabelText('Correo electrónico'), { target: { value: 'pedro@example.co' } });
  fireEvent.click(within(form).getByRole('checkbox', { name: /Autorizo el tratamiento/ }));
  return form;
}

const AVISO_SURA = /^Este especialista no atiende con EPS Sura; puede agendar como particular\./;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-04T03:00:00Z'));
  // a wide screen: the booking panel is on the page
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

describe('the booking sheet asks how the paciente pays', () => {
  it('asks it optionally, and reads the catalogue only once an EPS or a prepagada is chosen', async () => {
    montar(ana());
    await screen.findByRole('heading', { level: 1, name: 'Ana Rojas' });
    expect(comoPaga().value).toBe('');
    expect(
      within(comoPaga())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Prefiero no indicarlo', 'Particular', 'EPS', 'Medicina prepagada']);
    expect(callsTo('GET /api/aseguradoras')).toHaveLength(0);
    const cual = await elegirPago('prepagada', 'colsanitas');
    // only the kind chosen is listed
    expect(within(cual as HTMLSelectElement).queryByRole('option', { name: 'Nueva EPS' })).toBeNull();
  });

  it('flags an EPS she does not accept before booking, and books as particular in one tap', async () => {
    montar(ana());
    await screen.findByRole('heading', { level: 1, name: 'Ana Rojas' });
    const cual = await elegirPago('eps', 'eps-sura');
    const aviso = screen.getByText(AVISO_SURA);
    expect(aviso.closest('[role="status"]')).toBeTruthy();
    expect(cual?.getAttribute('aria-describedby')).toBe(aviso.id);

    fireEvent.click(screen.getByRole('button', { name: 'Agendar como particular' }));
    expect(comoPaga().value).toBe('particular');
    expect(screen.queryByText(AVISO_SURA)).toBeNull();
    expect(screen.queryByLabelText('¿Cuál EPS?')).toBeNull();

    // one she accepts is not flagged
    await elegirPago('eps', 'nueva-eps');
    expect(screen.queryByText(/no atiende con/)).toBeNull();
  });

  it('flags nothing from a copy of her profile saved before she listed aseguradoras', async () => {
    montar(ana({ aseguradoras: undefined }));
    await screen.findByRole('heading', { level: 1, name: 'Ana Rojas' });
    await elegirPago('eps', 'eps-sura');
    expect(screen.queryByText(/no atiende con/)).toBeNull();
  });

  it('sends the aseguradora chosen with the booking and shows it in the form', async () => {
    montar(ana());
    await screen.findByRole('heading', { level: 1, name: 'Ana Rojas' });
    await elegirPago('eps', 'nueva-eps');
    const form = await hastaElFormulario();
    const fila = within(form).getByText('Forma de pago').parentElement as HTMLElement;
    expect(within(fila).getByText('EPS · Nueva EPS')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Registrar Cita' }));
    await screen.findByRole('heading', { name: 'Cita agendada' });
    expect(callsTo('POST /api/cita/create')[0].body).toMatchObject({ aseguradora: 'nueva-eps', motivo: 3 });
  });

  it("sends 'particular' as such", async () => {
    montar(ana());
    await screen.findByRole('heading', { level: 1, name: 'Ana Rojas' });
    await elegirPago('particular');
    const form = await hastaElFormulario();
    expect(within(form).getByText('Particular')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Registrar Cita' }));
    await screen.findByRole('heading', { name: 'Cita agendada' });
    expect(callsTo('POST /api/cita/create')[0].body).toMatchObject({ aseguradora: 'particular' });
  });

  it('sends nothing of it when she does not say, nor when she says EPS without which', async () => {
    montar(ana());
    await screen.findByRole('heading', { level: 1, name: 'Ana Rojas' });
    // an EPS without saying which says nothing either
    await elegirPago('eps');
    const otro = await hastaElFormulario();
    expect(within(otro).queryByText('Forma de pago')).toBeNull();
    fireEvent.click(within(otro).getByRole('button', { name: 'Registrar Cita' }));
    await screen.findByRole('heading', { name: 'Cita agendada' });
    expect(callsTo('POST /api/cita/create')[0].body).not.toHaveProperty('aseguradora');
  });

  it("shows the server's refusal of the aseguradora beside it in the form, and focuses it", async () => {
    const mensaje =
      'Este especialista no atiende con Nueva EPS; puede agendar como particular o sin indicar cómo pagará.';
    montar(ana(), () => json(422, { error: 'validation', message: mensaje, errors: { aseguradora: [mensaje] } }));
    await screen.findByRole('heading', { level: 1, name: 'Ana Rojas' });
    await elegirPago('eps', 'nueva-eps');
    const form = await hastaElFormulario();
    fireEvent.click(within(form).getByRole('button', { name: 'Registrar Cita' }));
    const error = await within(form).findByText(mensaje);
    expect(error.closest('div')?.textContent).toContain('Forma de pago');
    await waitFor(() => expect(document.activeElement).toBe(error));
  });
});

describe("the profesional's day view", () => {
  const cita = (over: Partial<Cita>): Cita => ({
    id: 1,
    nombre: 'Carlos Pérez',
    telefono: '3001234567',
    email: 'c@example.co',
    motivo: 'Control',
    observacion: '',
    fecha_cita: '2026-11-05',
    hora_inicio: '09:00',
    hora_fin: '09:30',
    atendido: 0,
    estado: 'pendiente',
    cancelada_por: '',
    cancelacion_motivo: '',
    primera_visita: 'no',
    modalidad: 1,
    enlace_video: '',
    ...over,
  });

  it('says how the paciente pays when she said, and nothing otherwise (nor in the week line)', () => {
    const { container, rerender } = render(
      <CitaBloque cita={cita({ aseguradora: 'Nueva EPS', aseguradora_tipo: 'eps' })} />,
    );
    expect(screen.getByText('EPS · Nueva EPS')).toBeTruthy();
    rerender(<CitaBloque cita={cita({ aseguradora: 'Colsanitas', aseguradora_tipo: 'prepagada' })} />);
    expect(screen.getByText('Prepagada · Colsanitas')).toBeTruthy();
    rerender(<CitaBloque cita={cita({ aseguradora: 'Particular', aseguradora_tipo: 'particular' })} />);
    expect(screen.getByText('Pago particular')).toBeTruthy();
    rerender(<CitaBloque cita={cita({ aseguradora: 'Particular', aseguradora_tipo: 'particular' })} compacta />);
    expect(screen.queryByText('Pago particular')).toBeNull();
    // an offline copy saved before issue 37, or a cita where she did not say
    rerender(<CitaBloque cita={cita({})} />);
    expect(container.querySelector('.cita-bloque__pago')).toBeNull();
    rerender(<CitaBloque cita={cita({ aseguradora: '', aseguradora_tipo: '' })} />);
    expect(container.querySelector('.cita-bloque__pago')).toBeNull();
  });
});
