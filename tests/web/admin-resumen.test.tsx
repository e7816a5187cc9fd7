import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../web/src/lib/toast', async () => ({ toast: (await import('./support')).toastMock }));

import ResumenVentasPage from '../../web/src/features/admin/pages/ResumenVentasPage';
import PanelLayout from '../../web/src/features/panel/PanelLayout';
import { borrarPrivados } from '../../web/src/lib/guardado-offline';
import { type Call, callsTo, despejar, json, mockApi, renderRoutes } from './support';

const serie = (dias: number) =>
  Array.from({ length: dias }, (_, i) => ({
    fecha: `2026-01-${String(i + 1).padStart(2, '0')}`,
    ventas: i,
    ingresos: i * 1000,
  }));

const resumen = (dias: number, over: Record<string, unknown> = {}) => ({
  dias,
  desde: '2026-01-01',
  hasta: `2026-01-${String(dias).padStart(2, '0')}`,
  ingresos: 1_250_000,
  ventas: 42,
  pagadas: 30,
  por_pago: { aprobado: 30, pendiente: 10, rechazado: 2 },
  por_entrega: { pendiente: 20, enviado: 15, entregado: 7 },
  por_enviar: 12,
  top_productos: [
    { producto_id: 1, nombre_produto: 'Glucómetro', cantidad: 9, ingresos: 450_000 },
    { producto_id: 2, nombre_produto: 'Tensiómetro', cantidad: 1, ingresos: 90_000 },
  ],
  serie: serie(dias),
  stock_bajo: [],
  ...over,
});

let responder = (call: Call) => json(200, { succes: resumen(Number(call.query.dias)) });
beforeEach(async () => {
  await borrarPrivados();
  localStorage.setItem('token', 'tok');
  responder = (call) => json(200, { succes: resumen(Number(call.query.dias)) });
  mockApi({
    'GET /api/ventas/resumen': (call) => responder(call),
    'GET /api/users': () =>
      json(200, { id: 1, rol: 1, nombre: 'Olga', apellido: 'Ruiz', name: 'Olga', email: 'o@x.co' }),
  });
});
afterEach(despejar);

const abrir = (path = '/panel/ecomerce/resumen') =>
  renderRoutes([{ path: '/panel/ecomerce/resumen', element: <ResumenVentasPage /> }], path);

describe('the sales summary', () => {
  it('shows revenue, orders, what is left to ship, orders by status and the best sellers', async () => {
    abrir();
    await screen.findByText('Ingresos (pagados)');
    expect(callsTo('GET /api/ventas/resumen')[0].query).toEqual({ dias: '7' });
    const cifra = (titulo: string) => screen.getByText(titulo).closest('.resumen-cifra') as HTMLElement;
    expect(within(cifra('Ingresos (pagados)')).getByText(/1\.250\.000/)).toBeTruthy();
    expect(within(cifra('Pedidos')).getByText('42')).toBeTruthy();
    expect(within(cifra('Por enviar')).getByText('12')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver los pedidos pagados por enviar' }).getAttribute('href')).toBe(
      '/panel/ecomerce/pedidos?status_pago=aprobado&orden=estado&dir=asc',
    );
    const enviados = screen.getByText('Enviado').closest('div') as HTMLElement;
    expect(within(enviados).getByText('15')).toBeTruthy();
    expect(screen.getByText('Pago rechazado')).toBeTruthy();
    const top = screen.getByRole('heading', { name: 'Productos más vendidos' }).parentElement as HTMLElement;
    expect(
      within(top)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Glucómetro'), expect.stringContaining('Tensiómetro')]);
    expect(within(top).getByText(/9 unidades/)).toBeTruthy();
    const stock = screen.getByRole('heading', { name: 'Poco inventario' }).parentElement as HTMLElement;
    expect(within(stock).queryAllByRole('listitem')).toEqual([]);
  });

  it('draws one bar per day, each naming its day and amount', async () => {
    abrir('/panel/ecomerce/resumen?dias=30');
    const grafica = await screen.findByRole('img', { name: /Ingresos por día/ });
    const barras = grafica.querySelectorAll('rect');
    expect(barras).toHaveLength(30);
    expect(barras[29].querySelector('title')?.textContent).toMatch(/^30\/01\/2026: .*29\.000.*\(29 pedidos\)$/);
    // the first and last day under the axis, as a Colombian reads them; the period likewise
    expect(grafica.parentElement?.querySelector('.resumen-grafica__dias')?.textContent).toBe('01/0130/01');
    expect(screen.getByText('Del 01/01/2026 al 30/01/2026')).toBeTruthy();
    expect(Number(barras[29].getAttribute('height'))).toBeGreaterThan(Number(barras[1].getAttribute('height')));
    expect(Number(barras[0].getAttribute('height'))).toBe(0);
  });

  it('switches between today, 7 and 30 days, keeping the choice in the URL', async () => {
    const { donde } = abrir();
    await screen.findByText('Ingresos (pagados)');
    fireEvent.click(screen.getByRole('button', { name: 'Hoy' }));
    await waitFor(() => expect(callsTo('GET /api/ventas/resumen').at(-1)?.query).toEqual({ dias: '1' }));
    expect(donde().search).toBe('?dias=1');
    expect(screen.getByRole('button', { name: 'Hoy' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Últimos 30 días' }));
    await waitFor(() => expect(callsTo('GET /api/ventas/resumen').at(-1)?.query).toEqual({ dias: '30' }));
  });

  it('says a period without orders has none, instead of two empty lists', async () => {
    responder = (call) =>
      json(200, {
        succes: resumen(Number(call.query.dias), {
          ingresos: 0,
          ventas: 0,
          pagadas: 0,
          por_pago: {},
          por_entrega: {},
          por_enviar: 0,
          top_productos: [],
        }),
      });
    abrir();
    const estados = (await screen.findByRole('heading', { name: 'Pedidos por estado' })).parentElement as HTMLElement;
    expect(within(estados).getByText('Sin pedidos en este periodo.')).toBeTruthy();
    expect(within(estados).queryByRole('heading', { name: 'Entrega' })).toBeNull();
  });

  it('lists low-stock products once the server sends them', async () => {
    responder = (call) =>
      json(200, {
        succes: resumen(Number(call.query.dias), { stock_bajo: [{ id: 3, nombre: 'Termómetro', stock: 2 }] }),
      });
    abrir();
    const seccion = (await screen.findByRole('heading', { name: 'Poco inventario' })).parentElement as HTMLElement;
    expect(within(seccion).getByText('Termómetro')).toBeTruthy();
    expect(within(seccion).getByText('Quedan 2')).toBeTruthy();
  });
});

describe('where staff land', () => {
  it('sends staff from the panel home to the sales summary', async () => {
    const { donde } = renderRoutes(
      [
        {
          path: '/panel',
          element: <PanelLayout />,
          children: [
            { path: 'home', element: <p>agenda</p> },
            { path: 'ecomerce/resumen', element: <ResumenVentasPage /> },
          ],
        },
      ],
      '/panel/home',
    );
    await screen.findByRole('heading', { name: 'Resumen de ventas' });
    expect(donde().pathname).toBe('/panel/ecomerce/resumen');
    expect(screen.queryByText('agenda')).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Navegación del panel' });
    expect(nav.querySelector('a[href="/panel/ecomerce/resumen"]')).not.toBeNull();
  });
});
