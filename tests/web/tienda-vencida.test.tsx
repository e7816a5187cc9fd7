/**
 * Issue 33 item 4 on the web (decision 0021): the e-mail of a venta vencida leads to its payment
 * page, which says so and offers 'Pagar de nuevo'; the look-up offers it too; the staff's orders
 * list filters the pending and vencidas together.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ConsultaVentaPage from '../../web/src/features/tienda/pages/ConsultaVentaPage';
import ResultadoPagoPage from '../../web/src/features/tienda/pages/ResultadoPagoPage';
import { mockApi, respuesta } from './tienda-helpers';

const vencida = {
  succes: {
    factura: 'CS-VENCE234',
    reference: 'CS1',
    status_pago: 'vencido',
    status_pago_texto: 'Vencido sin pago',
    total: 45_900,
  },
};

function abrir(ruta: string) {
  return render(
    <MemoryRouter initialEntries={[ruta]}>
      <Toaster />
      <Routes>
        <Route path="/e-comerce/pago/resultado" element={<ResultadoPagoPage />} />
        <Route path="/e-comerce/pedido" element={<ConsultaVentaPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('a venta vencida', () => {
  it("the e-mail's link says the order expired, asks once and offers to pay it again", async () => {
    const calls = mockApi({ '/api/pagos/wompi/verificar': () => vencida });
    abrir('/e-comerce/pago/resultado?factura=CS-VENCE234');
    expect(await screen.findByText('Su pedido venció sin pago')).toBeTruthy();
    expect(screen.getByText(/liberamos los productos/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pagar de nuevo' })).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/pagos/wompi/verificar')).toHaveLength(1);
  });

  it("paying again when a product ran out shows the server's reason", async () => {
    mockApi({
      '/api/pagos/wompi/verificar': () => vencida,
      '/api/pagos/nuevo': () =>
        respuesta(409, {
          error: 'sin_stock',
          message: 'No podemos cobrar este pedido porque ya no tenemos todas sus unidades. «Gasas» está agotado.',
        }),
    });
    abrir('/e-comerce/pago/resultado?factura=CS-VENCE234');
    fireEvent.click(await screen.findByRole('button', { name: 'Pagar de nuevo' }));
    expect(await screen.findByText(/No podemos cobrar este pedido/)).toBeTruthy();
  });

  it('the look-up offers to pay it again', async () => {
    mockApi({
      '/api/ventas/consulta': () => ({
        succes: {
          factura: 'CS-VENCE234',
          status_pago: 'vencido',
          status_pago_texto: 'Vencido sin pago',
          status_entrega: 'pendiente',
          status_entrega_texto: 'Pendiente',
          total: 45_900,
          created_at: '2031-01-01T15:00:00.000Z',
          productos: [],
        },
      }),
    });
    abrir('/e-comerce/pedido?factura=CS-VENCE234');
    fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: 'ana@correo.co' } });
    fireEvent.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText('Vencido sin pago')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pagar de nuevo' })).toBeTruthy());
  });
});
