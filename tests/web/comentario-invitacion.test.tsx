import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvitacionComentario } from '../../common/wire/gestion';

vi.mock('../../web/src/lib/toast', async () => ({ toast: (await import('./support')).toastMock }));

import ComentarioPage from '../../web/src/features/citas/pages/ComentarioPage';
import { fechaLarga } from '../../web/src/lib/format';
import { type Call, callsTo, despejar, json, mockApi, renderRoutes, toastMock } from './support';

const TOKEN = 'SW52aXRhY2lvbl9hX2NvbWVudGFyX2xhX2NpdGFfNDE';
const RUTA = `/api/comentario/invitacion/${TOKEN}`;
let invitacion: InvitacionComentario;
let comentar: (call: Call) => Response;

const base = (over: Partial<InvitacionComentario> = {}): InvitacionComentario => ({
  profesional: { id: 7, nombre: 'Ana Rojas', especialidad: 'Cardiología' },
  fecha_cita: '2026-10-28',
  nombre: 'Pedro Pérez',
  comentario: null,
  editable_hasta: null,
  ...over,
});

const renderAt = (token = TOKEN) =>
  renderRoutes([{ path: '/comentario/:token', element: <ComentarioPage /> }], `/comentario/${token}`);
const titulo = () => screen.findByRole('heading', { level: 1, name: '¿Cómo te fue con Ana Rojas?' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-03T15:00:00Z'));
  invitacion = base();
  comentar = ({ body }) => {
    invitacion = base({
      comentario: {
        calificacion: Number(body?.calificacion),
        observacion: String(body?.observacion),
        created_at: '2026-11-03T15:00:00.000Z',
      },
      editable_hasta: '2026-12-03T15:00:00.000Z',
    });
    return json(200, { succes: invitacion });
  };
  mockApi({ [`GET ${RUTA}`]: () => json(200, { succes: invitacion }), [`POST ${RUTA}`]: (call) => comentar(call) });
});
afterEach(() => {
  despejar();
  vi.useRealTimers();
});

describe('/comentario/{token}', () => {
  it('sends the stars, the text and the prefilled name, and says it will show as verified', async () => {
    renderAt();
    await titulo();
    expect(
      screen.getByText(
        `Cuéntanos cómo fue tu cita del ${fechaLarga('2026-10-28')}. Tu opinión ayuda a otros pacientes.`,
      ),
    ).toBeTruthy();
    expect((screen.getByLabelText('Tu nombre (se publica)') as HTMLInputElement).value).toBe('Pedro Pérez');
    fireEvent.click(screen.getByLabelText('4 estrellas'));
    fireEvent.change(screen.getByLabelText('Tu opinión'), { target: { value: '  Muy amable y puntual.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publicar mi opinión' }));
    expect(await screen.findByRole('heading', { name: '¡Gracias por tu opinión!' })).toBeTruthy();
    expect(screen.getByText('Aparecerá como opinión verificada en el perfil de Ana Rojas.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver el perfil' }).getAttribute('href')).toBe('/doc-detalle/7');
    expect(callsTo(`POST ${RUTA}`).map((c) => c.body)).toEqual([
      { calificacion: 4, observacion: 'Muy amable y puntual.', nombre: 'Pedro Pérez' },
    ]);
    expect(toastMock.loading).toHaveBeenCalledWith('Guardando tu opinión...');
    // the invitation is read again: the comentario is now editable through the same link
    await waitFor(() => expect(callsTo(`GET ${RUTA}`)).toHaveLength(2));
    fireEvent.click(await screen.findByRole('button', { name: 'Editar mi opinión' }));
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeTruthy();
  });

  it('asks for a rating before sending anything', async () => {
    renderAt();
    await titulo();
    fireEvent.change(screen.getByLabelText('Tu opinión'), { target: { value: 'Bien' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publicar mi opinión' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Elige una calificación de 1 a 5 estrellas.');
    expect(callsTo(`POST ${RUTA}`)).toHaveLength(0);
  });

  it('prefills a comentario already sent and saves the changes until it stops being editable', async () => {
    invitacion = base({
      comentario: { calificacion: 3, observacion: 'Regular', created_at: '2026-10-29T12:00:00.000Z' },
      editable_hasta: '2026-11-28T12:00:00.000Z',
    });
    renderAt();
    await titulo();
    expect((screen.getByLabelText('3 estrellas') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Tu opinión') as HTMLTextAreaElement).value).toBe('Regular');
    expect(screen.getByText('Puedes editar tu opinión hasta el 28 de noviembre de 2026.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('5 estrellas'));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByRole('heading', { name: '¡Gracias por tu opinión!' })).toBeTruthy();
    expect(callsTo(`POST ${RUTA}`)[0].body).toMatchObject({ calificacion: 5, observacion: 'Regular' });
  });

  it('shows a comentario past its editing time without a way to send it', async () => {
    invitacion = base({
      comentario: { calificacion: 3, observacion: 'Regular', created_at: '2026-09-01T12:00:00.000Z' },
      editable_hasta: '2026-10-01T12:00:00.000Z',
    });
    renderAt();
    await titulo();
    expect(screen.getByText('Ya no puedes editar esta opinión.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).toBeNull();
  });

  it('shows the server’s field messages beside their fields', async () => {
    comentar = () =>
      json(422, {
        error: 'validation',
        message: 'La observación es obligatoria.',
        errors: { observacion: ['La observación es obligatoria.'] },
      });
    renderAt();
    await titulo();
    fireEvent.click(screen.getByLabelText('5 estrellas'));
    fireEvent.click(screen.getByRole('button', { name: 'Publicar mi opinión' }));
    await waitFor(() => expect(screen.getByLabelText('Tu opinión').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('La observación es obligatoria.')).toBeTruthy();
  });

  it('an unknown or expired invitation says so', async () => {
    renderAt('otro'.padEnd(43, 'z'));
    expect(await screen.findByRole('heading', { name: 'Este enlace no es válido o ya venció' })).toBeTruthy();
  });
});
