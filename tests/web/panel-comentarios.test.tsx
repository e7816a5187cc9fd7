import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ComentarioProfesional, ComentarioVerificado } from '../../common/wire/comentarios';

vi.mock('../../web/src/lib/toast', async () => ({ toast: (await import('./support')).toastMock }));

import { ComentariosProfesional } from '../../web/src/features/panel/components/ComentariosProfesional';
import { type Call, callsTo, conexion, despejar, json, mockApi, toastMock } from './support';

const comentario = (id: number, over: Partial<ComentarioProfesional> = {}): ComentarioProfesional => ({
  id,
  user: 7,
  nombre: `Paciente ${id}`,
  calificacion: 4,
  observacion: `Opinión ${id}`,
  created_at: '2026-10-01T15:00:00.000Z',
  verificado: 1,
  respuesta: '',
  respuesta_at: null,
  oculto: 0,
  oculto_motivo: '',
  ...over,
});
const item = (nombre: string) => screen.getByText(nombre).closest('li') as HTMLElement;

beforeEach(() => {
  localStorage.setItem('token', 'tok');
});
afterEach(despejar);

describe("the profesional's comentarios", () => {
  it('lists every one: verified or not, hidden with the reason, and her answer where she gave one', async () => {
    mockApi({
      'GET /api/medic/comentarios': () =>
        json(200, {
          succes: [
            comentario(1, { nombre: 'Ana' }),
            comentario(2, { nombre: 'Beto', verificado: 0 }),
            comentario(3, { nombre: 'Caro', oculto: 1, oculto_motivo: 'Lenguaje ofensivo' }),
            comentario(4, {
              nombre: 'Dani',
              respuesta: 'Gracias por tu confianza.',
              respuesta_at: '2026-10-02T15:00:00Z',
            }),
          ],
        }),
    });
    render(<ComentariosProfesional guardados={[]} />);
    await screen.findByText('Ana');
    expect(callsTo('GET /api/medic/comentarios')[0].query).toMatchObject({ page: '1' });
    expect(within(item('Ana')).getByText('Verificada')).toBeTruthy();
    expect(within(item('Beto')).getByText('No verificada')).toBeTruthy();
    expect(within(item('Caro')).getByText('Oculto')).toBeTruthy();
    expect(within(item('Caro')).getByText('Oculto por el equipo de CitaSalud. Motivo: Lenguaje ofensivo')).toBeTruthy();
    expect(within(item('Dani')).getByText('Tu respuesta pública')).toBeTruthy();
    expect(within(item('Dani')).getByText('Gracias por tu confianza.')).toBeTruthy();
    expect(within(item('Dani')).queryByRole('button', { name: /Responder/ })).toBeNull();
    expect(within(item('Ana')).getByRole('img', { name: '4 de 5 estrellas' })).toBeTruthy();
  });

  it('answers once: checks the answer, posts it, shows it and offers no second form', async () => {
    mockApi({
      'GET /api/medic/comentarios': () => json(200, { succes: [comentario(1, { nombre: 'Ana' })] }),
      'POST /api/comentario/responder': ({ body }: Call) =>
        json(200, {
          succes: comentario(1, {
            nombre: 'Ana',
            respuesta: String(body?.respuesta),
            respuesta_at: '2026-11-01T12:00:00Z',
          }),
        }),
    });
    render(<ComentariosProfesional guardados={[]} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Responder a Ana' }));
    const form = screen.getByRole('form', { name: 'Responder a Ana' });
    const campo = within(form).getByLabelText('Tu respuesta');
    expect(document.activeElement).toBe(campo);
    fireEvent.change(campo, { target: { value: 'ok' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Publicar respuesta' }));
    expect(within(form).getByText('Escribe tu respuesta (al menos 3 caracteres).')).toBeTruthy();
    expect(callsTo('POST /api/comentario/responder')).toHaveLength(0);

    fireEvent.change(campo, { target: { value: '  Gracias, Ana.  ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Publicar respuesta' }));
    // (the textarea holds the same text: wait for the published answer's heading)
    await waitFor(() => expect(within(item('Ana')).getByText('Tu respuesta pública')).toBeTruthy());
    expect(within(item('Ana')).getByText('Gracias, Ana.').tagName).toBe('P');
    expect(callsTo('POST /api/comentario/responder').map((c) => c.body)).toEqual([
      { id: 1, respuesta: 'Gracias, Ana.' },
    ]);
    expect(toastMock.success).toHaveBeenCalledWith('Tu respuesta quedó publicada.', expect.anything());
    expect(within(item('Ana')).queryByRole('button', { name: /Responder/ })).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
    // the form is gone: the focus goes to the answer that replaced it
    expect(document.activeElement?.textContent).toBe('Tu respuesta públicaGracias, Ana.');
  });

  it("keeps the form with the server's reason when the answer is refused", async () => {
    const mensaje = 'Este comentario ya tiene tu respuesta.';
    mockApi({
      'GET /api/medic/comentarios': () => json(200, { succes: [comentario(1, { nombre: 'Ana' })] }),
      'POST /api/comentario/responder': () => json(409, { error: 'conflict', message: mensaje }),
    });
    render(<ComentariosProfesional guardados={[]} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Responder a Ana' }));
    const form = screen.getByRole('form', { name: 'Responder a Ana' });
    fireEvent.change(within(form).getByLabelText('Tu respuesta'), { target: { value: 'Gracias' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Publicar respuesta' }));
    expect(await within(form).findByText(mensaje)).toBeTruthy();
  });

  it('asks for the next page while pages come full', async () => {
    const todos = Array.from({ length: 60 }, (_, i) => comentario(i + 1));
    mockApi({
      'GET /api/medic/comentarios': ({ query }: Call) => {
        const page = Number(query.page);
        return json(200, { succes: todos.slice((page - 1) * 50, page * 50) });
      },
    });
    render(<ComentariosProfesional guardados={[]} />);
    await screen.findByText('Paciente 1');
    expect(screen.getAllByRole('listitem')).toHaveLength(50);
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar más comentarios' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(60));
    expect(callsTo('GET /api/medic/comentarios')[1].query).toMatchObject({ page: '2' });
    expect(screen.queryByRole('button', { name: 'Mostrar más comentarios' })).toBeNull();
  });

  it('offline, shows the saved verified ones without the answer form', async () => {
    mockApi({});
    conexion(false);
    const guardados: ComentarioVerificado[] = [
      { id: 9, nombre: 'Eli', calificacion: 5, observacion: 'Excelente', created_at: '2026-10-01T15:00:00.000Z' },
    ];
    render(<ComentariosProfesional guardados={guardados} />);
    expect(
      await screen.findByText('Sin conexión: estos son los comentarios verificados guardados en este dispositivo.'),
    ).toBeTruthy();
    expect(within(item('Eli')).getByText('Verificada')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Responder/ })).toBeNull();
  });
});
