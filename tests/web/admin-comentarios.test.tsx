import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ComentarioAdmin } from '../../common/wire/comentarios';

vi.mock('../../web/src/lib/toast', async () => ({ toast: (await import('./support')).toastMock }));

import ComentariosPage from '../../web/src/features/admin/pages/ComentariosPage';
import { isAdminPath } from '../../web/src/lib/cuenta-actual';
import { type Call, callsTo, despejar, json, mockApi, toastMock } from './support';

const comentario = (id: number, over: Partial<ComentarioAdmin> = {}): ComentarioAdmin => ({
  id,
  user: 7,
  profesional: 'Ana Rojas',
  nombre: `Paciente ${id}`,
  calificacion: 3,
  observacion: `Opinión ${id}`,
  created_at: '2026-10-01T15:00:00.000Z',
  verificado: id % 2,
  respuesta: '',
  respuesta_at: null,
  oculto: 0,
  oculto_motivo: '',
  ...over,
});
const TODOS = Array.from({ length: 70 }, (_, i) =>
  comentario(70 - i, i % 10 === 0 ? { oculto: 1, oculto_motivo: 'Datos personales' } : {}),
);

/** The list as the API answers it: filtered by `estado` and `q`, paged by `page`/`limit`. */
const listar = ({ query }: Call) => {
  const page = Number(query.page);
  const limit = Number(query.limit);
  const filas = TODOS.filter(
    (c) =>
      (!query.estado || (query.estado === 'ocultos') === (c.oculto === 1)) &&
      (!query.q || c.nombre.toLowerCase().includes(query.q.toLowerCase())),
  );
  return json(200, { succes: filas.slice((page - 1) * limit, page * limit) });
};
const filas = () => screen.getAllByRole('row').slice(1);
const fila = (nombre: string) => within(screen.getByText(nombre).closest('tr') as HTMLElement);

beforeEach(() => {
  localStorage.setItem('token', 'tok');
});
afterEach(despejar);

describe('the admins’ comentarios screen', () => {
  it('is an admin path: a profesional is sent back to her home', () => {
    expect(isAdminPath('/panel/comentarios')).toBe(true);
    expect(isAdminPath('/panel/home')).toBe(false);
  });

  it('pages 50 at a time and shows each one verified or not, hidden with its reason', async () => {
    mockApi({ 'GET /api/admin/comentarios': listar });
    render(<ComentariosPage />);
    await waitFor(() => expect(filas()).toHaveLength(50));
    expect(callsTo('GET /api/admin/comentarios')[0].query).toEqual({ page: '1', limit: '50' });
    expect(fila('Paciente 70').getByText('Oculto')).toBeTruthy();
    expect(fila('Paciente 70').getByText('Motivo: Datos personales')).toBeTruthy();
    expect(fila('Paciente 70').queryByRole('button', { name: /Ocultar/ })).toBeNull();
    expect(fila('Paciente 69').getByText('Verificada')).toBeTruthy();
    expect(fila('Paciente 68').getByText('No verificada')).toBeTruthy();
    expect(fila('Paciente 68').getByText('Visible')).toBeTruthy();
    expect(fila('Paciente 68').getByText('Ana Rojas')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar más comentarios' }));
    await waitFor(() => expect(filas()).toHaveLength(70));
    expect(callsTo('GET /api/admin/comentarios')[1].query).toMatchObject({ page: '2', limit: '50' });
    expect(screen.queryByRole('button', { name: 'Mostrar más comentarios' })).toBeNull();
  });

  it('reads the server’s total when it sends one', async () => {
    mockApi({
      'GET /api/admin/comentarios': (call) => {
        const page = Number(call.query.page);
        return json(200, { succes: TODOS.slice((page - 1) * 50, page * 50), total: 70, page, limit: 50 });
      },
    });
    render(<ComentariosPage />);
    expect(await screen.findByText('Mostrando 50 de 70 comentarios')).toBeTruthy();
  });

  it('asks the server for the hidden ones, and for a search once typing pauses', async () => {
    mockApi({ 'GET /api/admin/comentarios': listar });
    render(<ComentariosPage />);
    await waitFor(() => expect(filas()).toHaveLength(50));
    fireEvent.change(screen.getByLabelText('Visibilidad'), { target: { value: 'ocultos' } });
    await waitFor(() => expect(filas()).toHaveLength(7));
    expect(callsTo('GET /api/admin/comentarios').at(-1)?.query).toEqual({ estado: 'ocultos', page: '1', limit: '50' });

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.change(screen.getByLabelText('Buscar por profesional, paciente o texto'), {
        target: { value: 'paciente 60' },
      });
      act(() => vi.advanceTimersByTime(300));
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(filas()).toHaveLength(1));
    expect(callsTo('GET /api/admin/comentarios').at(-1)?.query).toMatchObject({ q: 'paciente 60', estado: 'ocultos' });
    fireEvent.change(screen.getByLabelText('Buscar por profesional, paciente o texto'), { target: { value: 'nadie' } });
    expect(await screen.findByText('Ningún comentario coincide con los filtros.')).toBeTruthy();
  });

  it('hides one only with a reason, posts it, and the row shows it hidden with the reason', async () => {
    mockApi({
      'GET /api/admin/comentarios': () => json(200, { succes: [comentario(5, { nombre: 'Marta' })] }),
      'POST /api/comentario/ocultar': ({ body }: Call) =>
        json(200, { succes: comentario(5, { nombre: 'Marta', oculto: 1, oculto_motivo: String(body?.motivo) }) }),
    });
    render(<ComentariosPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ocultar el comentario de Marta' }));
    const dialog = screen.getByRole('dialog', { name: 'Ocultar comentario' });
    const motivo = within(dialog).getByLabelText('Motivo');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ocultar comentario' }));
    expect(within(dialog).getByText('Escribe el motivo (al menos 3 caracteres).')).toBeTruthy();
    expect(callsTo('POST /api/comentario/ocultar')).toHaveLength(0);

    fireEvent.change(motivo, { target: { value: 'Publica el teléfono de otra persona' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ocultar comentario' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo('POST /api/comentario/ocultar').map((c) => c.body)).toEqual([
      { id: 5, motivo: 'Publica el teléfono de otra persona' },
    ]);
    expect(fila('Marta').getByText('Oculto')).toBeTruthy();
    expect(fila('Marta').getByText('Motivo: Publica el teléfono de otra persona')).toBeTruthy();
    expect(fila('Marta').queryByRole('button', { name: /Ocultar/ })).toBeNull();
    expect(toastMock.success).toHaveBeenCalledWith('El comentario quedó oculto.', expect.anything());
  });

  it('keeps the dialog open with the server’s reason when hiding is refused', async () => {
    const mensaje = 'El comentario ya está oculto.';
    mockApi({
      'GET /api/admin/comentarios': () => json(200, { succes: [comentario(5, { nombre: 'Marta' })] }),
      'POST /api/comentario/ocultar': () => json(409, { error: 'conflict', message: mensaje }),
    });
    render(<ComentariosPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ocultar el comentario de Marta' }));
    const dialog = screen.getByRole('dialog', { name: 'Ocultar comentario' });
    fireEvent.change(within(dialog).getByLabelText('Motivo'), { target: { value: 'Spam repetido' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ocultar comentario' }));
    expect(await within(dialog).findByText(mensaje)).toBeTruthy();
    expect(fila('Marta').queryByText('Oculto')).toBeNull();
  });
});
