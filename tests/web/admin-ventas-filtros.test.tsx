import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../web/src/lib/toast', async () => ({ toast: (await import('./support')).toastMock }));

import VentasPage from '../../web/src/features/admin/pages/VentasPage';
import { callsTo, despejar, json, mockApi, renderRoutes } from './support';

const venta = {
  id: 7,
  factura: 'CS-FILTRO7',
  nombre: 'Sofía',
  apellidos: 'Pérez',
  telefono_cliente: '3001234567',
  email: 'sofia@correo.co',
  direccion: 'Calle 45',
  ciudad: 'Soacha',
  status_pago: 'aprobado',
  status_entrega: 'pendiente',
  total: 50_000,
  created_at: '2026-01-05T04:30:00.000Z', // 4 January, 23:30 in Bogotá
};

const abrir = (path = '/panel/ecomerce/pedidos') =>
  renderRoutes([{ path: '/panel/ecomerce/pedidos', element: <VentasPage /> }], path);

beforeEach(() => {
  localStorage.setItem('token', 'tok');
  mockApi({
    'GET /api/ventas/index': (call) =>
      json(200, { succes: [venta], total: 1, page: Number(call.query.page), limit: 50 }),
    'GET /api/ventas/export.csv': () =>
      new Response('\uFEFFFactura;Total\r\nCS-FILTRO7;50000\r\n', {
        status: 200,
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="ventas_2026-01-01_a_2026-01-31.csv"',
        },
      }),
  });
});
afterEach(despejar);

describe('the orders screen keeps its filters in the URL', () => {
  it('reads the filters of the URL it opens at and asks the server for them', async () => {
    abrir('/panel/ecomerce/pedidos?desde=2026-01-01&hasta=2026-01-31&q=sofia&orden=total&dir=asc');
    await screen.findByText('CS-FILTRO7');
    expect(callsTo('GET /api/ventas/index')[0].query).toEqual({
      q: 'sofia',
      desde: '2026-01-01',
      hasta: '2026-01-31',
      orden: 'total',
      dir: 'asc',
      page: '1',
      limit: '50',
    });
    expect((screen.getByLabelText('Desde') as HTMLInputElement).value).toBe('2026-01-01');
    expect((screen.getByLabelText('Hasta') as HTMLInputElement).value).toBe('2026-01-31');
    expect((screen.getByLabelText('Buscar por factura, nombre, teléfono o correo') as HTMLInputElement).value).toBe(
      'sofia',
    );
    expect(screen.getByRole('columnheader', { name: /Total/ }).getAttribute('aria-sort')).toBe('ascending');
    // a phone's «Filtros» button says how many of the filters it holds are on, and opens them
    const mas = screen.getByRole('button', { name: 'Filtros (2)' });
    expect(mas.getAttribute('aria-expanded')).toBe('false');
    const extra = document.getElementById(mas.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(extra.contains(screen.getByLabelText('Desde'))).toBe(true);
    expect(extra.contains(screen.getByLabelText('Estado de entrega'))).toBe(true);
    fireEvent.click(mas);
    expect(mas.getAttribute('aria-expanded')).toBe('true');
    expect(extra.className).toContain('admin-filtros__extra--abierto');
  });

  it('writes each change to the URL, so a reload opens the same list', async () => {
    const { donde, unmount } = abrir();
    await screen.findByText('CS-FILTRO7');
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('Estado del pago'), { target: { value: 'aprobado' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ordenar por total, de mayor a menor' }));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(donde().search))).toEqual({
        desde: '2026-01-01',
        status_pago: 'aprobado',
        orden: 'total',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ordenar por total, de menor a mayor' }));
    await waitFor(() => expect(new URLSearchParams(donde().search).get('dir')).toBe('asc'));
    const url = `${donde().pathname}${donde().search}`;
    unmount();

    abrir(url); // the reload
    await screen.findByText('CS-FILTRO7');
    expect(callsTo('GET /api/ventas/index').at(-1)?.query).toMatchObject({
      desde: '2026-01-01',
      status_pago: 'aprobado',
      orden: 'total',
      dir: 'asc',
    });
    expect((screen.getByLabelText('Estado del pago') as HTMLSelectElement).value).toBe('aprobado');
  });

  it("shows each order's date and time in Bogotá", async () => {
    abrir();
    const fecha = (await screen.findByText('CS-FILTRO7')).closest('tr')?.querySelector('time');
    expect(fecha?.getAttribute('datetime')).toBe('2026-01-05T04:30:00.000Z');
    expect(fecha?.textContent).toMatch(/^4\D.*2026/); // the 4th, not the 5th (UTC)
    expect(fecha?.textContent).toMatch(/11:30/);
  });

  it('downloads the CSV of the current filters (without the sort) under the name the server gives', async () => {
    const crear = vi.fn(() => 'blob:ventas');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: crear, revokeObjectURL: vi.fn() }));
    const clic = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('ventas_2026-01-01_a_2026-01-31.csv');
      expect(this.href).toBe('blob:ventas');
    });
    abrir('/panel/ecomerce/pedidos?desde=2026-01-01&hasta=2026-01-31&orden=total');
    await screen.findByText('CS-FILTRO7');
    fireEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(clic).toHaveBeenCalledTimes(1));
    expect(callsTo('GET /api/ventas/export.csv')[0].query).toEqual({ desde: '2026-01-01', hasta: '2026-01-31' });
    const archivo = (crear.mock.calls[0] as unknown as [Blob])[0];
    expect(await archivo.text()).toContain('CS-FILTRO7;50000');
    clic.mockRestore();
  });
});

describe('the search box of the orders screen', () => {
  it('keeps a trailing space while the buyer name is still being typed', async () => {
    const { donde } = abrir();
    await screen.findByText('CS-FILTRO7');
    const buscar = screen.getByLabelText('Buscar por factura, nombre, teléfono o correo') as HTMLInputElement;
    fireEvent.change(buscar, { target: { value: 'ana ' } });
    await waitFor(() => expect(new URLSearchParams(donde().search).get('q')).toBe('ana'));
    expect(buscar.value).toBe('ana ');
  });
});
