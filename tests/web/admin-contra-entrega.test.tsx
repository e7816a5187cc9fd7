/**
 * Issue 33 item 2, the staff's side (decision 0023): they offer pago contra entrega per departamento
 * with a maximum, and record «Pagado al entregar» with the cash received.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TarifaEnvio } from '../../common/wire/envio';
import type { VentaAdmin } from '../../common/wire/ventas';

vi.mock('../../web/src/lib/toast', async () => ({ toast: (await import('./support')).toastMock }));

import EnviosPage from '../../web/src/features/admin/pages/EnviosPage';
import VentasPage from '../../web/src/features/admin/pages/VentasPage';
import { despejar, type Llamada, renderRoutes, servidorFalso, toastMock } from './support';

let llamadas: Llamada[] = [];
const enviadas = (path: string) => llamadas.filter((l) => l.method === 'POST' && l.path === path);

const ANTIOQUIA: TarifaEnvio = {
  codigo: '05',
  nombre: 'Antioquia',
  envio: 12_000,
  contra_entrega: 0,
  contra_entrega_hasta: 0,
};
const AJUSTES = { envio_gratis_desde: 0, dias_entrega_min: 2, dias_entrega_max: 5, nit: '', razon_social: '' };

const venta: VentaAdmin = {
  id: 21,
  factura: 'CS-BELLO777',
  nombre: 'Marta',
  apellidos: 'Ruiz',
  telefono_cliente: '3001234567',
  email: 'marta@correo.co',
  documento: '',
  ciudad: 'Bello',
  direccion: 'Calle 50 # 40-20',
  status_pago: 'contra_entrega',
  status_pago_texto: 'Pago contra entrega',
  status_entrega: 'enviado',
  status_entrega_texto: 'Enviado',
  total: 45_899,
  created_at: '2026-01-05T15:00:00.000Z',
  pago_duplicado: false,
  metodo_pago: 'contra_entrega',
  recibido: null,
};

beforeEach(() => localStorage.setItem('token', 'tok'));
afterEach(despejar);

describe('the envío screen, pago contra entrega', () => {
  it('offers it in a departamento and saves its maximum, each change at once', async () => {
    let fila = ANTIOQUIA;
    llamadas = servidorFalso({
      'GET /api/tienda/ajustes': { succes: AJUSTES },
      'GET /api/envios': { succes: { tarifas: [fila], condiciones: AJUSTES } },
      'POST /api/envios/contra-entrega': (body: Partial<TarifaEnvio>) => {
        fila = { ...fila, ...body };
        return { succes: fila, message: 'Pago contra entrega guardado' };
      },
    });
    render(<EnviosPage />);
    const maximo = (await screen.findByRole('textbox', {
      name: 'Valor máximo de un pedido contra entrega en Antioquia',
    })) as HTMLInputElement;
    fireEvent.change(maximo, { target: { value: '$ 300.000' } });
    fireEvent.blur(maximo);
    await waitFor(() => expect(enviadas('/api/envios/contra-entrega')).toHaveLength(1));
    expect(enviadas('/api/envios/contra-entrega')[0].body).toEqual({ codigo: '05', contra_entrega_hasta: 300_000 });
    const fila05 = maximo.closest('tr') as HTMLElement;
    await within(fila05).findByText(/Pedidos de hasta \$\s300\.000/);

    const ofrecer = within(fila05).getByRole('checkbox', { name: /Ofrecer pago contra entrega en Antioquia/ });
    fireEvent.click(ofrecer);
    await waitFor(() => expect(enviadas('/api/envios/contra-entrega')).toHaveLength(2));
    expect(enviadas('/api/envios/contra-entrega')[1].body).toEqual({ codigo: '05', contra_entrega: 1 });
    await waitFor(() => expect((ofrecer as HTMLInputElement).checked).toBe(true));
    expect(toastMock.success).toHaveBeenCalledWith('Pago contra entrega en Antioquia guardado', { id: 'id' });
  });
});

describe('the orders screen, «Pagado al entregar»', () => {
  it('records the cash received, starting from the total, and shows it on the row', async () => {
    llamadas = servidorFalso({
      'GET /api/ventas/index': { succes: [venta], total: 1, page: 1, limit: 50 },
      'POST /api/ventas/pagado-al-entregar': (body: { recibido: number }) => ({
        succes: {
          ...venta,
          status_pago: 'aprobado',
          status_pago_texto: 'Pagado',
          status_entrega: 'entregado',
          recibido: body.recibido,
        },
      }),
    });
    renderRoutes([{ path: '/panel/ecomerce/pedidos', element: <VentasPage /> }], '/panel/ecomerce/pedidos');
    // shipped and unpaid: it can still be cancelled (refused at the door), not moved to delivered
    const entrega = (await screen.findByRole('combobox', {
      name: 'Estado de entrega de la factura CS-BELLO777',
    })) as HTMLSelectElement;
    expect([...entrega.options].map((o) => o.value)).toEqual(['enviado', 'cancelado']);

    fireEvent.click(screen.getByRole('button', { name: 'Pagado al entregar: factura CS-BELLO777' }));
    const dialogo = within(await screen.findByRole('dialog', { name: 'Pago al entregar del pedido CS-BELLO777' }));
    const recibido = dialogo.getByLabelText('Valor recibido (pesos)') as HTMLInputElement;
    expect(recibido.value).toBe('45899');
    fireEvent.change(recibido, { target: { value: 'mucho' } });
    fireEvent.click(dialogo.getByRole('button', { name: 'Registrar el pago' }));
    expect(await dialogo.findByText('Escriba el valor recibido en pesos enteros, por ejemplo 45900.')).toBeTruthy();
    expect(enviadas('/api/ventas/pagado-al-entregar')).toHaveLength(0);

    fireEvent.change(recibido, { target: { value: '45.900' } });
    fireEvent.click(dialogo.getByRole('button', { name: 'Registrar el pago' }));
    await waitFor(() => expect(enviadas('/api/ventas/pagado-al-entregar')).toHaveLength(1));
    expect(enviadas('/api/ventas/pagado-al-entregar')[0].body).toEqual({ id: 21, recibido: 45_900 });
    expect(await screen.findByText(/Recibido en efectivo: \$\s45\.900/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pagado al entregar: factura/ })).toBeNull();
  });
});
