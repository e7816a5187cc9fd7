import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../web/src/lib/toast', async () => ({ toast: (await import('./support')).toastMock }));

import VentasPage from '../../web/src/features/admin/pages/VentasPage';
import { type Call, callsTo, despejar, json, mockApi, renderRoutes } from './support';

const renderVentas = () =>
  renderRoutes([{ path: '/panel/ecomerce/pedidos', element: <VentasPage /> }], '/panel/ecomerce/pedidos');

const venta = (over: Record<string, unknown> = {}) => ({
  id: 7,
  factura: 'CS-SOACHA07',
  nombre: 'Sofía',
  apellidos: 'Pérez',
  telefono_cliente: '3001234567',
  email: 'sofia@correo.co',
  direccion: 'Calle 45',
  ciudad: 'Soacha',
  status_pago: 'aprobado',
  status_pago_texto: 'Pagado',
  status_entrega: 'preparando',
  status_entrega_texto: 'En preparación',
  total: 72_000,
  created_at: '2026-11-20T15:00:00.000Z',
  pago_duplicado: false,
  ...over,
});

/** The list with one order, and the status change answering the order as the body moved it. */
function servidor(fila: ReturnType<typeof venta>) {
  mockApi({
    'GET /api/ventas/index': () => json(200, { succes: [fila], total: 1, page: 1, limit: 50 }),
    'POST /api/ventas/update/status': (call: Call) => {
      const b = call.body as Record<string, string>;
      const pagado = b.status_entrega === 'cancelado' && fila.status_pago === 'aprobado';
      return json(200, {
        succes: {
          ...fila,
          status_entrega: b.status_entrega,
          status_pago: pagado ? 'reembolso_pendiente' : fila.status_pago,
        },
      });
    },
    'POST /api/ventas/reembolso': () => json(200, { succes: { ...fila, status_pago: 'reembolsado' } }),
  });
}

const entrega = () => screen.getByLabelText('Estado de entrega de la factura CS-SOACHA07');

beforeEach(() => localStorage.setItem('token', 'tok'));
afterEach(despejar);

describe('cancelling a paid order from the orders screen', () => {
  it('asks for confirmation and a reason; Volver changes nothing; the reason is sent', async () => {
    servidor(venta());
    renderVentas();
    await waitFor(() => expect(entrega()).toBeTruthy());

    fireEvent.change(entrega(), { target: { value: 'cancelado' } });
    const dialogo = await screen.findByRole('dialog', { name: 'Cancelar el pedido CS-SOACHA07' });
    expect(dialogo.textContent).toMatch(/sus unidades vuelven al stock y el pago queda con reembolso pendiente/);
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo('POST /api/ventas/update/status')).toHaveLength(0);
    expect((entrega() as HTMLSelectElement).value).toBe('preparando');

    fireEvent.change(entrega(), { target: { value: 'cancelado' } });
    const otra = await screen.findByRole('dialog', { name: 'Cancelar el pedido CS-SOACHA07' });
    fireEvent.click(within(otra).getByRole('button', { name: 'Cancelar el pedido' }));
    expect(await within(otra).findByText('Escriba el motivo (al menos 3 caracteres).')).toBeTruthy();
    expect(callsTo('POST /api/ventas/update/status')).toHaveLength(0);

    fireEvent.change(within(otra).getByLabelText('Motivo de la cancelación'), {
      target: { value: 'El producto llegó dañado' },
    });
    fireEvent.click(within(otra).getByRole('button', { name: 'Cancelar el pedido' }));
    await waitFor(() => expect(callsTo('POST /api/ventas/update/status')).toHaveLength(1));
    expect(callsTo('POST /api/ventas/update/status')[0].body).toEqual({
      id: 7,
      status_entrega: 'cancelado',
      motivo: 'El producto llegó dañado',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // the row now waits for its refund, which staff record from it
    fireEvent.click(await screen.findByRole('button', { name: 'Registrar el reembolso de la factura CS-SOACHA07' }));
    const reembolso = await screen.findByRole('dialog', { name: 'Reembolso del pedido CS-SOACHA07' });
    fireEvent.change(within(reembolso).getByLabelText('Nota o referencia (opcional)'), {
      target: { value: 'Transferencia 5521' },
    });
    fireEvent.click(within(reembolso).getByRole('button', { name: 'Registrar reembolso' }));
    await waitFor(() => expect(callsTo('POST /api/ventas/reembolso')).toHaveLength(1));
    expect(callsTo('POST /api/ventas/reembolso')[0].body).toEqual({ id: 7, nota: 'Transferencia 5521' });
  });

  it('cancels an unpaid order at once, without asking for a reason', async () => {
    servidor(venta({ status_pago: 'pendiente', status_entrega: 'pendiente' }));
    renderVentas();
    await waitFor(() => expect(entrega()).toBeTruthy());
    fireEvent.change(entrega(), { target: { value: 'cancelado' } });
    await waitFor(() => expect(callsTo('POST /api/ventas/update/status')).toHaveLength(1));
    expect(callsTo('POST /api/ventas/update/status')[0].body).toEqual({ id: 7, status_entrega: 'cancelado' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('shipping an order from the orders screen', () => {
  it('asks for the carrier and the tracking number before sending them', async () => {
    servidor(venta());
    renderVentas();
    await waitFor(() => expect(entrega()).toBeTruthy());
    fireEvent.change(entrega(), { target: { value: 'enviado' } });
    const dialogo = await screen.findByRole('dialog', { name: 'Enviar el pedido CS-SOACHA07' });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Marcar como enviado' }));
    expect(await within(dialogo).findByText('Escriba la transportadora.')).toBeTruthy();
    expect(within(dialogo).getByText('Escriba el número de guía.')).toBeTruthy();
    expect(callsTo('POST /api/ventas/update/status')).toHaveLength(0);

    fireEvent.change(within(dialogo).getByLabelText('Transportadora'), { target: { value: ' Servientrega ' } });
    fireEvent.change(within(dialogo).getByLabelText('Número de guía'), { target: { value: '700012345678' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Marcar como enviado' }));
    await waitFor(() => expect(callsTo('POST /api/ventas/update/status')).toHaveLength(1));
    expect(callsTo('POST /api/ventas/update/status')[0].body).toEqual({
      id: 7,
      status_entrega: 'enviado',
      transportadora: 'Servientrega',
      guia: '700012345678',
    });
  });
});
