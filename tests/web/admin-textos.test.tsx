import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Producto } from '../../common/wire/productos';

const toastMock = vi.hoisted(() =>
  Object.assign(vi.fn(), {
    warning: vi.fn(),
    success: vi.fn(),
    error: vi.fn(),
    loading: vi.fn(() => 'id'),
    dismiss: vi.fn(),
  }),
);
vi.mock('../../web/src/lib/toast', () => ({ toast: toastMock }));

import ProductosPage from '../../web/src/features/admin/pages/ProductosPage';
import { type Llamada, type RutasFalsas, servidorFalso } from './support';

let llamadas: Llamada[] = [];
const servidor = (rutas: RutasFalsas) => {
  llamadas = servidorFalso(rutas);
};

const producto = (extra: Partial<Producto> = {}): Producto => ({
  id: 7,
  nombre: 'Ibuprofeno 400 mg',
  id_marca: 1,
  nombre_marca: 'Genfar',
  id_promocion: 0,
  nombre_promocion: '',
  porcentaje: 0,
  precio: 8_900,
  precio_final: 8_900,
  estado: '1',
  imagen1: 'productos/a.png',
  imagen2: '',
  imagen3: '',
  imagen4: '',
  id_caract: 0,
  nombre_caract: '',
  caracteristica: '',
  ficha_tecnica: '**Composición:** ibuprofeno 400 mg.',
  uso_adecuado: 'Tomar una tableta cada 8 horas.',
  aviso_legal: 'Venta libre.',
  stock: null,
  stock_minimo: 1,
  iva: 19,
  disponible: null,
  created_at: '2026-01-01T00:00:00.000Z',
  ...extra,
});

const catalogos = {
  'GET /api/marcas/index': { succes: [{ id: 1, nombre: 'Genfar' }] },
  'GET /api/promocion/index': { succes: [] },
  'GET /api/caracteristica/all': { succes: [] },
};

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.setItem('token', 'tok');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the products screen's 'Editar textos'", () => {
  it('opens the three texts prefilled, previews **bold** live, posts the whole row with the texts changed and shows the refreshed list', async () => {
    let guardado = producto();
    servidor({
      ...catalogos,
      'GET /api/producto/index': () => ({ succes: [guardado], total: 1, page: 1, limit: 50 }),
      'POST /api/producto/update': (body: Producto) => {
        guardado = { ...guardado, ...body };
        return { succes: guardado };
      },
    });
    render(<ProductosPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Editar textos de Ibuprofeno 400 mg' }));
    const dialog = screen.getByRole('dialog', { name: 'Textos de Ibuprofeno 400 mg' });
    expect((within(dialog).getByLabelText('Ficha técnica') as HTMLTextAreaElement).value).toBe(
      '**Composición:** ibuprofeno 400 mg.',
    );
    expect((within(dialog).getByLabelText('Información legal') as HTMLTextAreaElement).value).toBe('Venta libre.');
    const uso = within(dialog).getByLabelText('Uso adecuado') as HTMLTextAreaElement;
    expect(uso.value).toBe('Tomar una tableta cada 8 horas.');

    fireEvent.change(uso, { target: { value: 'Tomar **una tableta** cada 8 horas <b>ya</b>' } });
    expect(within(dialog).getByText('una tableta').tagName).toBe('STRONG');
    expect(dialog.querySelector('b')).toBeNull();

    const lecturas = llamadas.filter((l) => l.path === '/api/producto/index').length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const updates = llamadas.filter((l) => l.path === '/api/producto/update').map((l) => l.body);
    // without its stock fields: only a stock change posts them (issue 21)
    const { stock: _s, stock_minimo: _m, disponible: _d, ...fila } = producto();
    expect(updates).toEqual([{ ...fila, uso_adecuado: 'Tomar **una tableta** cada 8 horas <b>ya</b>' }]);
    expect(llamadas.filter((l) => l.path === '/api/producto/index').length).toBe(lecturas + 1);
    expect(toastMock.loading).toHaveBeenCalledWith('Guardando textos');
    expect(toastMock.success).toHaveBeenCalledWith('Textos del producto actualizados', expect.anything());

    // opened again, it shows the stored texts
    fireEvent.click(screen.getByRole('button', { name: 'Editar textos de Ibuprofeno 400 mg' }));
    const otra = screen.getByRole('dialog', { name: 'Textos de Ibuprofeno 400 mg' });
    expect((within(otra).getByLabelText('Uso adecuado') as HTMLTextAreaElement).value).toBe(
      'Tomar **una tableta** cada 8 horas <b>ya</b>',
    );
  });

  it('keeps the modal and what was typed open when the server refuses, with the support error toast', async () => {
    servidor({
      ...catalogos,
      'GET /api/producto/index': { succes: [producto()], total: 1, page: 1, limit: 50 },
      'POST /api/producto/update': () => new Response(JSON.stringify({ message: 'fallo' }), { status: 500 }),
    });
    render(<ProductosPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Editar textos de Ibuprofeno 400 mg' }));
    const dialog = screen.getByRole('dialog', { name: 'Textos de Ibuprofeno 400 mg' });
    fireEvent.change(within(dialog).getByLabelText('Información legal'), { target: { value: 'Nuevo aviso' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(toastMock.error).toHaveBeenCalled());
    expect(toastMock.error.mock.calls[0][0]).toBe('Se generó un error, comuníquese con soporte');
    expect(screen.getByRole('dialog', { name: 'Textos de Ibuprofeno 400 mg' })).toBeTruthy();
    expect((within(dialog).getByLabelText('Información legal') as HTMLTextAreaElement).value).toBe('Nuevo aviso');
    expect(within(dialog).getByRole('button', { name: 'Guardar' })).toHaveProperty('disabled', false);
  });
});
