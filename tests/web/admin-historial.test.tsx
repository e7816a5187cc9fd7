import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CambioProducto } from '../../common/wire/producto-historial';
import type { Producto } from '../../common/wire/productos';

vi.mock('../../web/src/lib/toast', () => ({
  toast: Object.assign(vi.fn(), {
    warning: vi.fn(),
    success: vi.fn(),
    error: vi.fn(),
    loading: vi.fn(() => 'id'),
    dismiss: vi.fn(),
  }),
}));

import ProductosPage from '../../web/src/features/admin/pages/ProductosPage';
import { type Llamada, servidorFalso } from './support';

const producto: Producto = {
  id: 7,
  nombre: 'Glucómetro Accu-Chek',
  id_marca: 1,
  nombre_marca: 'Roche',
  id_promocion: 0,
  nombre_promocion: '',
  porcentaje: 0,
  precio: 39_900,
  precio_final: 39_900,
  estado: '0',
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
  stock: 12,
  stock_minimo: 1,
  iva: 5,
  disponible: 12,
  created_at: '2026-01-01T00:00:00.000Z',
};

let id = 100;
const cambio = (extra: Partial<CambioProducto>): CambioProducto => ({
  id: id--,
  producto_id: 7,
  cuenta_id: 3,
  cuenta_nombre: 'Laura Gómez',
  accion: 'cambiar',
  origen: 'panel',
  campo: 'precio',
  antes: null,
  despues: null,
  created_at: '2026-03-03T15:15:00.000Z',
  ...extra,
});

const rutas = (paginas: CambioProducto[][], total: number) => {
  let leidas = 0;
  return {
    'GET /api/marcas/index': { succes: [{ id: 1, nombre: 'Roche' }] },
    'GET /api/promocion/index': { succes: [] },
    'GET /api/caracteristica/all': { succes: [] },
    'GET /api/producto/index': { succes: [producto], total: 1, page: 1, limit: 50 },
    'GET /api/producto/historial': () => {
      leidas += 1;
      return { succes: paginas[leidas - 1] ?? [], total, page: leidas, limit: 20 };
    },
  };
};

let llamadas: Llamada[] = [];
beforeEach(() => {
  localStorage.setItem('token', 'tok');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const abrir = async () => {
  render(<ProductosPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Historial de cambios de Glucómetro Accu-Chek' }));
  return screen.findByRole('dialog', { name: 'Historial de Glucómetro Accu-Chek' });
};

describe("the products screen's historial", () => {
  it('shows who changed what and when, the newest first, in words and pesos, and pages back', async () => {
    const primera = [
      cambio({ campo: 'precio', antes: '45000', despues: '39900' }),
      cambio({ campo: 'estado', antes: '1', despues: '0' }),
      cambio({ campo: 'stock', antes: '', despues: '12' }),
      cambio({ campo: 'iva', antes: '19', despues: '5', cuenta_nombre: 'Soporte', origen: 'csv' }),
      cambio({ campo: 'promocion', antes: 'Mes de la salud', despues: '' }),
      cambio({ campo: 'ficha_tecnica' }),
      cambio({ campo: 'imagen2' }),
    ];
    const segunda = [
      cambio({ accion: 'crear', campo: null, despues: 'Glucómetro', created_at: '2026-01-01T05:00:00Z' }),
    ];
    llamadas = servidorFalso(rutas([primera, segunda], 8));
    const dialogo = await abrir();

    const lista = await within(dialogo).findByRole('list');
    const lineas = within(lista)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('.admin-historial__que')?.textContent);
    expect(lineas).toEqual([
      'Precio: $\u00a045.000 → $\u00a039.900',
      'Estado: Activo → Inactivo',
      'Stock: Sin control de inventario → 12',
      'IVA: 19 % → 5 %',
      'Promoción: Mes de la salud → Sin promoción',
      'Ficha técnica: se cambió el texto',
      'Imagen 2: se subió una imagen nueva',
    ]);
    const [precio] = within(lista).getAllByRole('listitem');
    expect(within(precio).getByText('Laura Gómez')).toBeTruthy();
    // 15:15 UTC is 10:15 in Bogotá, whatever the test machine's zone
    const cuando = precio.querySelector('time');
    expect(cuando?.getAttribute('datetime')).toBe('2026-03-03T15:15:00.000Z');
    expect(cuando?.textContent).toMatch(/10:15/);
    expect(within(lista).getAllByRole('listitem')[3].textContent).toContain('Importación CSV');
    expect(within(dialogo).getByText('Mostrando 7 de 8 cambios')).toBeTruthy();

    fireEvent.click(within(dialogo).getByRole('button', { name: 'Mostrar cambios anteriores' }));
    expect(await within(dialogo).findByText('Producto creado: «Glucómetro»')).toBeTruthy();
    expect(within(dialogo).queryByRole('button', { name: 'Mostrar cambios anteriores' })).toBeNull();
    const pedidas = llamadas.filter((l) => l.path === '/api/producto/historial');
    expect(pedidas).toHaveLength(2);
  });

  it('says so when the product has no change recorded, and closes with Escape', async () => {
    llamadas = servidorFalso(rutas([[]], 0));
    const dialogo = await abrir();
    expect(await within(dialogo).findByText('Este producto aún no tiene cambios registrados.')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
