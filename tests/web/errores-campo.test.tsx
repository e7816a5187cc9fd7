/**
 * Issue 21: an ordinary field mistake is told in the server's Spanish words, on or near the
 * field, never as "… comunícate con soporte"; only a failure of the server or the network gets
 * the screen's generic text. The API client (one funnel for every toast), the staff's new product
 * form and the store's checkout (its own test file carries the checkout's field).
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../web/src/lib/toast', async () => ({ toast: (await import('./support')).toastMock }));

import ProductosPage from '../../web/src/features/admin/pages/ProductosPage';
import { api } from '../../web/src/lib/api-client';
import { despejar, json, mockApi, stubFetch, toastMock } from './support';

const SOPORTE = 'Se generó un error, comuníquese con soporte';
const ERROR = 'No se pudo guardar';

beforeEach(() => {
  vi.clearAllMocks();
});
afterEach(despejar);

describe('the API client’s error toasts', () => {
  it("shows a field's refusal in the server's words, without the screen's text", async () => {
    stubFetch().mockResolvedValue(
      json(422, { message: 'Datos inválidos', errors: { email: ['El correo electrónico no es válido.'] } }),
    );
    await expect(api.post('/api/x', { a: 1 }, { toasts: { loading: 'Guardando', error: ERROR } })).rejects.toThrow();
    expect(toastMock.error).toHaveBeenCalledTimes(1);
    expect(toastMock.error).toHaveBeenCalledWith('El correo electrónico no es válido.', { id: 'id' });
  });

  it('keeps the screen’s text over the reason for a refusal that names no field', async () => {
    stubFetch().mockResolvedValue(json(409, { error: 'conflict', message: 'Ya existe.' }));
    await expect(api.post('/api/x', {}, { toasts: { error: ERROR } })).rejects.toThrow();
    expect(toastMock.error).toHaveBeenCalledWith(ERROR, expect.objectContaining({ description: 'Ya existe.' }));
  });

  it('says "comuníquese con soporte" only when the server or the network failed', async () => {
    const fetchMock = stubFetch();
    const guardar = () => api.post('/api/x', {}, { toasts: { errorServidor: SOPORTE } });

    fetchMock.mockResolvedValueOnce(json(409, { error: 'conflict', message: 'La marca no existe.' }));
    await expect(guardar()).rejects.toThrow();
    expect(toastMock.error).toHaveBeenLastCalledWith('La marca no existe.', { id: undefined });

    fetchMock.mockResolvedValueOnce(json(500, { error: 'internal', message: 'Error interno.' }));
    await expect(guardar()).rejects.toThrow();
    expect(toastMock.error).toHaveBeenLastCalledWith(
      SOPORTE,
      expect.objectContaining({ description: 'Error interno.' }),
    );

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(guardar()).rejects.toThrow();
    expect(toastMock.error).toHaveBeenLastCalledWith(SOPORTE, expect.anything());
  });
});

describe("the staff's new product form", () => {
  it("shows the server's refusal under the field it names, and no support toast", async () => {
    localStorage.setItem('token', 'tok');
    URL.createObjectURL = vi.fn(() => `blob:${Math.random()}`);
    URL.revokeObjectURL = vi.fn();
    const marcaNoExiste = 'La marca seleccionada no existe.';
    mockApi({
      'GET /api/producto/index': () => json(200, { succes: [], total: 0, page: 1, limit: 50 }),
      'GET /api/marcas/index': () => json(200, { succes: [{ id: 1, nombre: 'Genfar' }] }),
      'GET /api/promocion/index': () => json(200, { succes: [] }),
      'GET /api/caracteristica/all': () => json(200, { succes: [] }),
    });
    const fetchMock = vi.mocked(fetch);
    const base = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) =>
      new URL(String(input)).pathname === '/api/producto/create'
        ? json(422, { message: 'Datos inválidos', errors: { id_marca: [marcaNoExiste] } })
        : (base as typeof fetch)(input, init),
    );
    render(<ProductosPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Crear Nuevo Producto' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Crear Nuevo Producto' }));
    fireEvent.change(dialog.getByLabelText('Nombre'), { target: { value: 'Ibuprofeno 400 mg' } });
    fireEvent.change(dialog.getByLabelText(/Precio/), { target: { value: '8900' } });
    await waitFor(() => expect(dialog.getByRole('option', { name: 'Genfar' })).toBeTruthy());
    fireEvent.change(dialog.getByLabelText('Marca'), { target: { value: '1' } });
    fireEvent.change(dialog.getByLabelText('Imágenes (de 1 a 4)'), {
      target: { files: [new File([new Uint8Array(10)], 'f.png', { type: 'image/png' })] },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Guardar producto' }));

    const marca = dialog.getByLabelText('Marca');
    await waitFor(() => expect(marca.getAttribute('aria-invalid')).toBe('true'));
    const descrita = (marca.getAttribute('aria-describedby') ?? '').split(' ').map((i) => document.getElementById(i));
    expect(descrita.map((n) => n?.textContent)).toContain(marcaNoExiste);
    expect(toastMock.error).toHaveBeenCalledWith(marcaNoExiste, expect.anything());
    expect(JSON.stringify(toastMock.error.mock.calls)).not.toMatch(/soporte/);
    expect((dialog.getByLabelText('Nombre') as HTMLInputElement).value).toBe('Ibuprofeno 400 mg');
  });
});
