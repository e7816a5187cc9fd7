import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Oferta } from '../../common/wire/lista-espera';

vi.mock('../../web/src/lib/toast', async () => ({ toast: (await import('./support')).toastMock }));

import ListaEsperaForm from '../../web/src/features/directorio/components/agendar/ListaEsperaForm';
import OfertaPage from '../../web/src/features/lista-espera/pages/OfertaPage';
import { callsTo, despejar, json, mockApi, renderRoutes } from './support';

const TOKEN = 'T2ZlcnRhX2RlX2xhX2xpc3RhX2RlX2VzcGVyYV80Mg';
const RUTA = `/api/lista-espera/oferta/${TOKEN}`;
let oferta: Oferta;

const base = (over: Partial<Oferta> = {}): Oferta => ({
  estado: 'vigente',
  profesional: {
    id: 7,
    nombre: 'Ana Rojas',
    especialidad: 'Cardiología',
    direccion: 'Calle 10 # 5-20',
    ciudad: 'Bogotá',
  },
  motivo: 'Control',
  fecha: '2026-12-03',
  hora_inicio: '09:00',
  hora_fin: '09:30',
  modalidad: 1,
  expira_at: '2026-11-30T13:20:00.000Z',
  ...over,
});

const renderOferta = () =>
  renderRoutes([{ path: '/lista-espera/oferta/:token', element: <OfertaPage /> }], `/lista-espera/oferta/${TOKEN}`);

beforeEach(() => {
  oferta = base();
});
afterEach(() => despejar());

describe('/lista-espera/oferta/{token}', () => {
  it('shows the franja kept for her and until when, takes it and leads to the cita’s manage page', async () => {
    mockApi({
      [`GET ${RUTA}`]: () => json(200, { succes: oferta }),
      [`POST ${RUTA}/aceptar`]: () =>
        json(201, { succes: { id: 9, gestion: 'R2VzdGlvbl9kZV9sYV9jaXRhXzk5OTk5OTk5OQ' } }),
    });
    renderOferta();
    await screen.findByRole('heading', { level: 1, name: 'Se liberó una cita para usted' });
    expect(screen.getByText('Ana Rojas')).toBeTruthy();
    expect(screen.getByText('9:00 – 9:30 a. m.')).toBeTruthy();
    expect(screen.getByText(/La apartamos para usted hasta las 8:20 a\. m\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tomar esta cita' }));
    await screen.findByRole('heading', { level: 1, name: 'Su cita quedó agendada' });
    expect(screen.getByRole('link', { name: 'Ver y gestionar mi cita' }).getAttribute('href')).toBe(
      '/mi-cita/R2VzdGlvbl9kZV9sYV9jaXRhXzk5OTk5OTk5OQ',
    );
    expect(callsTo(`POST ${RUTA}/aceptar`)).toHaveLength(1);
  });

  it('reads it again when taking it is refused, and says it lapsed', async () => {
    mockApi({
      [`GET ${RUTA}`]: () => json(200, { succes: oferta }),
      [`POST ${RUTA}/aceptar`]: () => {
        oferta = base({ estado: 'vencida' });
        return json(409, { error: 'oferta_vencida', message: 'Los 20 minutos de esta oferta ya pasaron.' });
      },
    });
    renderOferta();
    fireEvent.click(await screen.findByRole('button', { name: 'Tomar esta cita' }));
    await screen.findByRole('heading', { level: 1, name: 'Esta oferta venció' });
    expect(screen.queryByRole('button', { name: 'Tomar esta cita' })).toBeNull();
  });

  it('says a link that opens nothing is not valid', async () => {
    mockApi({ [`GET ${RUTA}`]: () => json(404, { error: 'not_found', message: 'El enlace no es válido.' }) });
    renderOferta();
    await screen.findByRole('heading', { level: 1, name: 'Enlace no válido' });
  });
});

describe('the lista de espera form of the booking panel', () => {
  it('sends what she chose and shows each refused field beside it', async () => {
    mockApi({
      'POST /api/lista-espera': () =>
        json(422, {
          message: 'Hay datos inválidos en la solicitud.',
          errors: { hasta: ['La fecha final debe ser igual o posterior a la fecha inicial.'] },
        }),
    });
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <ListaEsperaForm
              profesional={{ id: 7 } as never}
              motivos={[{ id: 3, nombre: 'Control', duracion_minutos: null, precio: null }]}
              seleccion={{ modalidad: '1', motivo: '3', primera: 'si' }}
              dia="2026-12-03"
              max="2027-03-01"
              onCerrar={() => {}}
            />
          ),
        },
      ],
      '/',
    );
    const form = await screen.findByRole('form', { name: 'Lista de espera' });
    expect(form).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Nombre completo'), { target: { value: 'Marta Díaz' } });
    fireEvent.change(screen.getByLabelText('Celular'), { target: { value: '3105550000' } });
    fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: 'marta@correo.co' } });
    fireEvent.click(screen.getByRole('radio', { name: 'En la tarde' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Autorizo el tratamiento/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Entrar en la lista de espera' }));
    await screen.findByText('La fecha final debe ser igual o posterior a la fecha inicial.');
    await waitFor(() => expect(document.activeElement?.getAttribute('type')).toBe('date'));
    const [llamada] = callsTo('POST /api/lista-espera');
    expect(llamada.body).toMatchObject({
      medic: 7,
      motivo: 3,
      desde: '2026-12-03',
      hasta: '2026-12-10',
      franja: 'tarde',
      nombre: 'Marta Díaz',
      telefono: '3105550000',
      email: 'marta@correo.co',
      primera_visita: 'si',
      modalidad: 1,
      acepta_tratamiento: '1',
    });
  });
});
