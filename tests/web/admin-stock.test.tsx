import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Producto } from '../../common/wire/productos';

vi.mock('../../web/src/lib/toast', async () => ({ toast: (await import('./support')).toastMock }));

import ProductosPage from '../../web/src/features/admin/pages/ProductosPage';
import { despejar, type Llamada, type RutasFalsas, servidorFalso, toastMock } from './support';

let llamadas: Llamada[] = [];
const servidor = (rutas: RutasFalsas) => {
  llamadas = servidorFalso(rutas);
};

const producto = (extra: Partial<Producto> = {}): Producto => ({
  id: 7,
  nombre: 'Tensiómetro',
  id_marca: 1,
  nombre_marca: 'Omron',
  id_promocion: 0,
  nombre_promocion: '',
  porcentaje: 0,
  precio: 90_000,
  precio_final: 90_000,
  estado: '1',
  imagen1: '',
  imagen2: '',
  imagen3: '',
  imagen4: '',
  id_caract: 0,
  nombre_caract: '',
  caracteristica: '',
  ficha_tecnica: '',
  uso_adecuado: '',
  aviso_legal: '',
  stock: 5,
  stock_minimo: 2,
  iva: 19,
  disponible: 3,
  created_at: '2026-01-01T00:00:00.000Z',
  ...extra,
});

const catalogo = (filas: Producto[], extra: Record<string, unknown> = {}) =>
  servidor({
    'GET /api/producto/index': { succes: filas, total: filas.length, page: 1, limit: 50 },
    'GET /api/marcas/index': { succes: [{ id: 1, nombre: 'Omron' }] },
    'GET /api/promocion/index': { succes: [] },
    'GET /api/caracteristica/all': { succes: [] },
    ...extra,
  });

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.setItem('token', 'tok');
});
afterEach(despejar);

describe('stock on the staff products screen', () => {
  it('shows the stock, what is left and the minimum; a blank stock posts "sin control de inventario"', async () => {
    let guardado = producto();
    catalogo([guardado], {
      'POST /api/producto/update': (body: Record<string, unknown>) => {
        guardado = { ...guardado, stock: null, disponible: null };
        return { succes: { ...guardado, nombre: body.nombre } };
      },
    });
    render(<ProductosPage />);
    const stock = (await screen.findByRole('textbox', { name: 'Stock de Tensiómetro' })) as HTMLInputElement;
    expect(stock.value).toBe('5');
    expect(screen.getByText('Disponibles: 3')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Stock mínimo de Tensiómetro' }) as HTMLInputElement).value).toBe('2');

    fireEvent.change(stock, { target: { value: '' } });
    fireEvent.blur(stock);
    await waitFor(() => expect(screen.getByText('Sin control de inventario')).toBeTruthy());
    const [update] = llamadas.filter((l) => l.path === '/api/producto/update');
    expect(update.body).toMatchObject({ id: 7, stock: '' });
    expect(update.body).not.toHaveProperty('disponible');
  });

  it('refuses a stock that is not whole units before sending it', async () => {
    catalogo([producto()]);
    render(<ProductosPage />);
    const stock = await screen.findByRole('textbox', { name: 'Stock de Tensiómetro' });
    fireEvent.change(stock, { target: { value: '2,5' } });
    fireEvent.blur(stock);
    await waitFor(() =>
      expect(toastMock.warning).toHaveBeenCalledWith(
        'Escriba un número entero de unidades entre 0 y 1.000.000, o déjelo vacío.',
      ),
    );
    expect(llamadas.filter((l) => l.path === '/api/producto/update')).toHaveLength(0);
  });

  it('the new product form sends the stock and its minimum', async () => {
    catalogo([], { 'POST /api/producto/create': { succes: producto(), message: 'ok' } });
    URL.createObjectURL = vi.fn(() => `blob:${Math.random()}`);
    URL.revokeObjectURL = vi.fn();
    render(<ProductosPage />);
    await screen.findByText('Aún no hay productos. Cree el primero con «Crear Nuevo Producto».');
    fireEvent.click(screen.getByRole('button', { name: 'Crear Nuevo Producto' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Crear Nuevo Producto' }));
    fireEvent.change(dialog.getByLabelText('Nombre'), { target: { value: 'Tensiómetro' } });
    fireEvent.change(dialog.getByLabelText('Precio (pesos, sin decimales)'), { target: { value: '90000' } });
    fireEvent.change(dialog.getByLabelText('Marca'), { target: { value: '1' } });
    fireEvent.change(dialog.getByLabelText('Stock (unidades)'), { target: { value: '12' } });
    fireEvent.change(dialog.getByLabelText('Stock mínimo'), { target: { value: '3' } });
    const png = new File([new Uint8Array(10)], 'a.png', { type: 'image/png' });
    fireEvent.change(dialog.getByLabelText('Imágenes (de 1 a 4)'), { target: { files: [png] } });
    fireEvent.click(dialog.getByRole('button', { name: 'Guardar producto' }));

    await waitFor(() => expect(llamadas.some((l) => l.path === '/api/producto/create')).toBe(true));
    const form = llamadas.find((l) => l.path === '/api/producto/create')?.body as FormData;
    expect(form.get('stock')).toBe('12');
    expect(form.get('stock_minimo')).toBe('3');
    // IVA 19 % unless chosen otherwise
    expect(form.get('iva')).toBe('19');
  });

  it('the new product form offers the IVA classes and sends the one chosen', async () => {
    catalogo([], { 'POST /api/producto/create': { succes: producto(), message: 'ok' } });
    URL.createObjectURL = vi.fn(() => `blob:${Math.random()}`);
    URL.revokeObjectURL = vi.fn();
    render(<ProductosPage />);
    await screen.findByText('Aún no hay productos. Cree el primero con «Crear Nuevo Producto».');
    fireEvent.click(screen.getByRole('button', { name: 'Crear Nuevo Producto' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Crear Nuevo Producto' }));
    const iva = dialog.getByLabelText('IVA') as HTMLSelectElement;
    expect([...iva.options].map((o) => o.textContent)).toEqual(['19 %', '5 %', 'Excluido (0 %)']);
    fireEvent.change(dialog.getByLabelText('Nombre'), { target: { value: 'Gasas' } });
    fireEvent.change(dialog.getByLabelText('Precio (pesos, sin decimales)'), { target: { value: '5500' } });
    fireEvent.change(dialog.getByLabelText('Marca'), { target: { value: '1' } });
    fireEvent.change(iva, { target: { value: '0' } });
    const png = new File([new Uint8Array(10)], 'a.png', { type: 'image/png' });
    fireEvent.change(dialog.getByLabelText('Imágenes (de 1 a 4)'), { target: { files: [png] } });
    fireEvent.click(dialog.getByRole('button', { name: 'Guardar producto' }));
    await waitFor(() => expect(llamadas.some((l) => l.path === '/api/producto/create')).toBe(true));
    const form = llamadas.find((l) => l.path === '/api/producto/create')?.body as FormData;
    expect(form.get('iva')).toBe('0');
  });
});
