import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ResultadoPagoPage from '../../web/src/features/tienda/pages/ResultadoPagoPage';
import { mockApi, respuesta } from './tienda-helpers';

const abrir = (query: string) =>
  render(
    <MemoryRouter initialEntries={[`/e-comerce/pago/resultado${query}`]}>
      <Routes>
        <Route path="/e-comerce/pago/resultado" element={<ResultadoPagoPage />} />
      </Routes>
    </MemoryRouter>,
  );

const estado = (status_pago: string, status_pago_texto: string) => ({
  succes: { factura: 'CS-ABCD2345', reference: 'CS1', status_pago, status_pago_texto, total: 22_610 },
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the payment result page', () => {
  it('waits while the payment is pending, asking every 3 s, and stops once it is approved', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let ronda = 0;
    const calls = mockApi({
      '/api/pagos/wompi/verificar': () =>
        ++ronda < 3 ? estado('pendiente', 'Pendiente de pago') : estado('aprobado', 'Pagado'),
    });
    abrir('?factura=CS-ABCD2345&id=tx-9');
    expect(await screen.findByText('Esperando confirmación del pago…')).toBeTruthy();
    expect(screen.getByText('CS-ABCD2345')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(await screen.findByText('Pago aprobado')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(calls).toHaveLength(3);
    // the provider's transaction id goes with the first question only
    expect(calls.map((c) => c.url.searchParams.get('id'))).toEqual(['tx-9', null, null]);
    expect(calls.every((c) => c.url.searchParams.get('factura') === 'CS-ABCD2345')).toBe(true);
  });

  it('says a declined payment left the order unpaid', async () => {
    mockApi({ '/api/pagos/wompi/verificar': () => estado('rechazado', 'Pago rechazado') });
    abrir('?factura=CS-ABCD2345');
    expect(await screen.findByText('Pago rechazado')).toBeTruthy();
    expect(screen.getByText(/Su pedido quedó sin pagar/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Consultar mi pedido' }).getAttribute('href')).toBe(
      '/e-comerce/pedido?factura=CS-ABCD2345',
    );
  });

  it('stops after about a minute of pending and offers to ask again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = mockApi({ '/api/pagos/wompi/verificar': () => estado('pendiente', 'Pendiente de pago') });
    abrir('?factura=CS-ABCD2345');
    await screen.findByText('Esperando confirmación del pago…');
    for (let i = 0; i < 25; i++) await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(await screen.findByText(/Aún no recibimos la confirmación/)).toBeTruthy();
    expect(calls).toHaveLength(20);
    expect(screen.getByRole('button', { name: 'Consultar de nuevo' })).toBeTruthy();
  });

  it('explains when the order is unknown', async () => {
    mockApi({ '/api/pagos/wompi/verificar': () => respuesta(404, { message: 'Pedido no encontrado' }) });
    abrir('?factura=CS-NOEXISTE');
    expect(await screen.findByText('No encontramos el pedido de este pago.')).toBeTruthy();
  });
});
