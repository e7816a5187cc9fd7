/** Issue 33 item 4: staff filter the orders left unpaid, pending and vencidas (decision 0021). */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../web/src/lib/toast', async () => ({ toast: (await import('./support')).toastMock }));

import VentasPage from '../../web/src/features/admin/pages/VentasPage';
import { callsTo, despejar, json, mockApi, renderRoutes } from './support';

const vencida = {
  id: 8,
  factura: 'CS-VENCIDA8',
  nombre: 'Marta',
  apellidos: 'Ruiz',
  telefono_cliente: '3001234567',
  email: 'marta@correo.co',
  direccion: 'Calle 45',
  ciudad: 'Bello',
  status_pago: 'vencido',
  status_pago_texto: 'Vencido sin pago',
  status_entrega: 'pendiente',
  total: 50_000,
  created_at: '2026-01-05T04:30:00.000Z',
};

beforeEach(() => {
  localStorage.setItem('token', 'tok');
  mockApi({
    'GET /api/ventas/index': (call) =>
      json(200, { succes: [vencida], total: 1, page: Number(call.query.page), limit: 50 }),
  });
});
afterEach(despejar);

describe('the orders screen, unpaid orders', () => {
  it('offers the pending and vencidas together, and each apart', async () => {
    const { donde } = renderRoutes(
      [{ path: '/panel/ecomerce/pedidos', element: <VentasPage /> }],
      '/panel/ecomerce/pedidos',
    );
    await screen.findByText('CS-VENCIDA8');
    const pago = screen.getByLabelText('Estado del pago') as HTMLSelectElement;
    const opciones = [...pago.options].map((o) => o.textContent);
    expect(opciones).toContain('Sin pagar (pendientes y vencidos)');
    expect(opciones).toContain('Vencido sin pago');
    fireEvent.change(pago, { target: { value: 'pendiente,vencido' } });
    await waitFor(() => expect(new URLSearchParams(donde().search).get('status_pago')).toBe('pendiente,vencido'));
    await waitFor(() => expect(callsTo('GET /api/ventas/index').at(-1)?.query.status_pago).toBe('pendiente,vencido'));
    // an unpaid order can only be cancelled
    const entrega = screen.getByRole('combobox', { name: 'Estado de entrega de la factura CS-VENCIDA8' });
    expect([...(entrega as HTMLSelectElement).options].map((o) => o.value)).toEqual(['pendiente', 'cancelado']);
  });
});
