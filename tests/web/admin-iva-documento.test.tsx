import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Producto } from '../../common/wire/productos';
import type { VentaAdmin } from '../../common/wire/ventas';

vi.mock('../../web/src/lib/toast', async () => ({ toast: (await import('./support')).toastMock }));

import ProductosPage from '../../web/src/features/admin/pages/ProductosPage';
import VentasPage from '../../web/src/features/admin/pages/VentasPage';
import { despejar, type Llamada, renderRoutes, servidorFalso } from './support';

let llamadas: Llamada[] = [];

const producto: Producto = {
  id: 7,
  nombre: 'Gasas estériles',
  id_marca: 1,
  nombre_marca: 'Tecnoquímicas',
  id_promocion: 0,
  nombre_promocion: '',
  porcentaje: 0,
  precio: 5_500,
  precio_final: 5_500,
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
  stock: 20,
  stock_minimo: 2,
  iva: 19,
  disponible: 20,
  created_at: '2026-01-01T00:00:00.000Z',
};

const venta = (extra: Partial<VentaAdmin> = {}): VentaAdmin => ({
  id: 9,
  factura: 'CS-DOC9',
  nombre: 'Sofía',
  apellidos: 'Pérez',
  telefono_cliente: '3001234567',
  email: 'sofia@correo.co',
  documento: '900123456-8',
  ciudad: 'Soacha',
  direccion: 'Calle 45',
  status_pago: 'aprobado',
  status_pago_texto: 'Pagado',
  status_entrega: 'pendiente',
  status_entrega_texto: 'Pendiente',
  total: 50_000,
  created_at: '2026-01-05T04:30:00.000Z',
  pago_duplicado: false,
  metodo_pago: 'wompi',
  recibido: null,
  ...extra,
});

beforeEach(() => localStorage.setItem('token', 'tok'));
afterEach(despejar);

describe('the IVA class in the staff products table', () => {
  it('shows each product class and posts the row with the class chosen in its cell', async () => {
    llamadas = servidorFalso({
      'GET /api/producto/index': { succes: [producto], total: 1, page: 1, limit: 50 },
      'GET /api/marcas/index': { succes: [{ id: 1, nombre: 'Tecnoquímicas' }] },
      'GET /api/promocion/index': { succes: [] },
      'GET /api/caracteristica/all': { succes: [] },
      'POST /api/producto/update': (body: Producto) => ({ succes: { ...producto, iva: body.iva }, message: 'ok' }),
    });
    render(<ProductosPage />);
    // the table settles once the brands arrived (the row's brand cell lists them); then its cell
    await screen.findByRole('option', { name: 'Tecnoquímicas' });
    const iva = (await screen.findByRole('combobox', { name: 'IVA de Gasas estériles' })) as HTMLSelectElement;
    expect(iva.value).toBe('19');
    expect([...iva.options].map((o) => o.textContent)).toEqual(['19 %', '5 %', 'Excluido (0 %)']);

    fireEvent.change(iva, { target: { value: '0' } });
    fireEvent.blur(iva);
    // a loaded machine (the whole web suite in parallel) can take more than waitFor's default second
    await waitFor(() => expect(llamadas.filter((l) => l.path === '/api/producto/update')).toHaveLength(1), {
      timeout: 5000,
    });
    const [update] = llamadas.filter((l) => l.path === '/api/producto/update');
    expect(update.body).toMatchObject({ id: 7, iva: 0, nombre: 'Gasas estériles' });
    // the stock is not posted back when it is not the change
    expect(update.body).not.toHaveProperty('stock');
    await waitFor(() => expect(iva.value).toBe('0'));
  });
});

describe("the buyer's documento on the staff orders screen", () => {
  const abrir = (ventas: VentaAdmin[]) => {
    llamadas = servidorFalso({
      'GET /api/ventas/index': { succes: ventas, total: ventas.length, page: 1, limit: 50 },
      'POST /api/ventas/index/productos': { succes: [] },
    });
    return renderRoutes([{ path: '/panel/ecomerce/pedidos', element: <VentasPage /> }], '/panel/ecomerce/pedidos');
  };

  it('shows it in the list and in the detail, and says when the buyer gave none', async () => {
    abrir([venta(), venta({ id: 10, factura: 'CS-SIN10', documento: '' })]);
    const fila = (await screen.findByText('CS-DOC9')).closest('tr') as HTMLElement;
    // in the buyer's cell, beside the name, phone and address
    expect(within(fila).getByText('900123456-8').closest('td')?.dataset.label).toBe('Comprador');
    const sin = screen.getByText('CS-SIN10').closest('tr') as HTMLElement;
    expect(within(sin).getByText('Sin documento')).toBeTruthy();

    fireEvent.click(within(fila).getByRole('button', { name: 'Detalle de la factura CS-DOC9' }));
    const dialog = await screen.findByRole('dialog', { name: 'Productos de la factura' });
    expect(within(dialog).getByText('Documento del comprador: 900123456-8')).toBeTruthy();
  });
});
