/**
 * Issue 21 item 5 on the web: a declined or abandoned pago can be paid again from the result page
 * or the look-up ('Pagar de nuevo'), and the cart stays on the device until the payment is seen
 * approved.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VentaWompi } from '../../common/wire/compras';
import ConsultaVentaPage from '../../web/src/features/tienda/pages/ConsultaVentaPage';
import ResultadoPagoPage from '../../web/src/features/tienda/pages/ResultadoPagoPage';
import { guardarVenta, ultimaVenta } from '../../web/src/features/tienda/sesion';
import { agregarAlCarrito, leerCarrito } from '../../web/src/lib/carrito';
import { db } from '../../web/src/lib/db';
import { mockApi, producto, respuesta, ventaCreada } from './tienda-helpers';

const VITAMINA = producto({ id: 1, nombre: 'Vitamina C', precio: 12_900 });
const GASAS = producto({ id: 2, nombre: 'Gasas estériles', precio: 5_500 });
const OTRO = producto({ id: 3, nombre: 'Termómetro', precio: 30_000 });

const creada = (extra: Partial<VentaWompi> = {}) =>
  ventaCreada({
    subtotal: 10_840,
    iva: 2_060,
    total: 12_900,
    tax_in_cents: { vat: 206_000 },
    amount_in_cents: 1_290_000,
    ...extra,
  });
const estado = (status_pago: string, status_pago_texto: string) => ({
  succes: { factura: 'CS-ABCD2345', reference: 'CS1', status_pago, status_pago_texto, total: 12_900 },
});
const consulta = (status_pago: string, status_pago_texto: string) => ({
  succes: {
    factura: 'CS-ABCD2345',
    status_pago,
    status_pago_texto,
    status_entrega: 'pendiente',
    status_entrega_texto: 'Pendiente',
    total: 12_900,
    created_at: '2031-01-01T15:00:00.000Z',
    productos: [],
  },
});

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

/** Wompi's widget as a stand-in: records its options. */
function widget() {
  const opciones: Record<string, unknown>[] = [];
  window.WidgetCheckout = class {
    constructor(o: Record<string, unknown>) {
      opciones.push(o);
    }
    open() {}
  } as unknown as typeof window.WidgetCheckout;
  return opciones;
}

beforeEach(async () => {
  await db.carrito.clear();
  sessionStorage.clear();
  await agregarAlCarrito(VITAMINA);
  await agregarAlCarrito(GASAS);
  // checkout of this tab: the order was made from the Vitamina C line
  guardarVenta({
    ...creada(),
    status_pago: 'pendiente',
    email: 'laura@correo.co',
    nombreCompleto: 'Laura Gómez',
    telefono: '3001234567',
    lineasCarrito: [{ id: 1, cantidad: 1 }],
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete window.WidgetCheckout;
});

describe('Pagar de nuevo', () => {
  it('on the result page of a declined payment asks the server for a new pago and opens Wompi with it', async () => {
    const opciones = widget();
    const calls = mockApi({
      '/api/pagos/wompi/verificar': () => estado('rechazado', 'Pago rechazado'),
      '/api/pagos/nuevo': () => ({ succes: creada({ reference: 'CS1700000000000123456-2' }) }),
    });
    abrir('/e-comerce/pago/resultado?factura=CS-ABCD2345');
    fireEvent.click(await screen.findByRole('button', { name: 'Pagar de nuevo' }));
    await waitFor(() => expect(opciones).toHaveLength(1));
    const solicitud = calls.find((c) => c.path === '/api/pagos/nuevo');
    expect(solicitud?.init.method).toBe('POST');
    expect(JSON.parse(String(solicitud?.init.body))).toEqual({ factura: 'CS-ABCD2345' });
    expect(opciones[0]).toMatchObject({
      reference: 'CS1700000000000123456-2',
      amountInCents: 1_290_000,
      customerData: { email: 'laura@correo.co', fullName: 'Laura Gómez' },
    });
    expect(ultimaVenta()).toMatchObject({ reference: 'CS1700000000000123456-2', status_pago: 'pendiente' });
    // declined: the cart is still there to pay with
    expect(await leerCarrito()).toHaveLength(2);
  });

  it("shows the server's reason when the pago cannot be made (a product sold out)", async () => {
    widget();
    mockApi({
      '/api/pagos/wompi/verificar': () => estado('rechazado', 'Pago rechazado'),
      '/api/pagos/nuevo': () =>
        respuesta(409, {
          error: 'sin_stock',
          message: '«Vitamina C» está agotado. Quítelo del carrito para continuar.',
        }),
    });
    abrir('/e-comerce/pago/resultado?factura=CS-ABCD2345');
    fireEvent.click(await screen.findByRole('button', { name: 'Pagar de nuevo' }));
    expect(await screen.findByText(/«Vitamina C» está agotado/)).toBeTruthy();
  });

  it("is not offered for an approved payment, which takes the order's lines out of the cart", async () => {
    mockApi({ '/api/pagos/wompi/verificar': () => estado('aprobado', 'Pagado') });
    await agregarAlCarrito(OTRO);
    abrir('/e-comerce/pago/resultado?factura=CS-ABCD2345');
    expect(await screen.findByText('Pago aprobado')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pagar de nuevo' })).toBeNull();
    // only the paid order's line leaves; what the buyer added since stays
    await waitFor(async () => expect((await leerCarrito()).map((l) => l.id)).toEqual([2, 3]));
  });

  it('is offered by the look-up for a declined order, with the e-mail typed there', async () => {
    sessionStorage.clear(); // another tab: nothing of the checkout is known here
    const opciones = widget();
    mockApi({
      '/api/ventas/consulta': () => consulta('rechazado', 'Pago rechazado'),
      '/api/pagos/nuevo': () => ({ succes: creada({ reference: 'CS1700000000000123456-2' }) }),
    });
    abrir('/e-comerce/pedido?factura=CS-ABCD2345');
    fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: 'Laura@Correo.co' } });
    fireEvent.click(screen.getByRole('button', { name: 'Consultar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Pagar de nuevo' }));
    await waitFor(() => expect(opciones).toHaveLength(1));
    expect(opciones[0]).toMatchObject({ reference: 'CS1700000000000123456-2' });
    // without the buyer's name and phone, Wompi's widget asks for them itself
    expect(opciones[0]).not.toHaveProperty('customerData');
  });

  it('the look-up of an approved order takes its lines out of the cart, and offers no new pago', async () => {
    mockApi({ '/api/ventas/consulta': () => consulta('aprobado', 'Pagado') });
    abrir('/e-comerce/pedido?factura=CS-ABCD2345');
    fireEvent.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText('Pagado')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pagar de nuevo' })).toBeNull();
    await waitFor(async () => expect((await leerCarrito()).map((l) => l.id)).toEqual([2]));
  });
});
