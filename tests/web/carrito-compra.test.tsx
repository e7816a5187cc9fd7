import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VentaWompi } from '../../common/wire/compras';
import { CompraModal } from '../../web/src/features/tienda/components/CompraModal';
import { guardarVenta, ultimaVenta } from '../../web/src/features/tienda/sesion';
import { useTiendaUi } from '../../web/src/features/tienda/store';
import { pagar } from '../../web/src/features/tienda/wompi';
import { agregarAlCarrito, incrementar, leerCarrito, vaciarCarrito } from '../../web/src/lib/carrito';
import { db } from '../../web/src/lib/db';
import { mockApi, producto, resetUi, respuesta, ventaCreada } from './tienda-helpers';

const VITAMINA = producto({ id: 1, nombre: 'Vitamina C', precio: 12_900, porcentaje: 10 });
const GASAS = producto({ id: 2, nombre: 'Gasas estériles', precio: 5_500 });

const venta = (extra: Partial<VentaWompi> = {}): VentaWompi =>
  ventaCreada({
    productos: [
      {
        nombre_produto: 'Vitamina C',
        nombre_marca: 'Genfar',
        nombre_promocion: 'Semana',
        cantidad: 1,
        valor_unitario: 12_900,
        procentaje_aplicado: 10,
        iva: 19,
        total: 11_610,
      },
      {
        nombre_produto: 'Gasas estériles',
        nombre_marca: 'Genfar',
        nombre_promocion: '',
        cantidad: 2,
        valor_unitario: 5_500,
        procentaje_aplicado: 0,
        iva: 19,
        total: 11_000,
      },
    ],
    ...extra,
  });

function abrirCompra() {
  useTiendaUi.setState({ compraAbierta: true });
  return render(
    <MemoryRouter initialEntries={['/e-comerce']}>
      <Routes>
        <Route path="/e-comerce" element={<CompraModal />} />
        <Route path="/e-comerce/pago/resultado" element={<p>pagina de resultado</p>} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
}
const dialogo = () => within(screen.getByRole('dialog'));

/** The ciudad search answers Medellín; its calls are dropped from `calls` once the ciudad is chosen. */
const MEDELLIN = { codigo: '05001', nombre: 'Medellín', departamento: 'Antioquia', envio: 0 };
const CONDICIONES = { envio_gratis_desde: 0, dias_entrega_min: 2, dias_entrega_max: 5 };
let llamadas: ReturnType<typeof mockApi> = [];
const mockCompra = (rutas: Parameters<typeof mockApi>[0]) => {
  llamadas = mockApi({ '/api/ciudades': () => ({ succes: [MEDELLIN], condiciones: CONDICIONES }), ...rutas });
  return llamadas;
};

/** Fills every field and ticks the consent, once the cart has loaded (the submit is enabled). */
async function llenar() {
  const d = dialogo();
  await waitFor(() => expect(d.getAllByText(/22\.610/)[0]).toBeTruthy());
  fireEvent.change(d.getByLabelText('Nombre'), { target: { value: 'Laura' } });
  fireEvent.change(d.getByLabelText('Apellido'), { target: { value: 'Gómez' } });
  fireEvent.change(d.getByLabelText('Correo electrónico'), { target: { value: 'Laura@Correo.co' } });
  fireEvent.change(d.getByLabelText('Teléfono celular'), { target: { value: '+57 300 123 4567' } });
  fireEvent.change(d.getByRole('combobox', { name: 'Ciudad' }), { target: { value: 'mede' } });
  fireEvent.click(await d.findByRole('option', { name: /Medellín/ }));
  for (let i = llamadas.length - 1; i >= 0; i--) if (llamadas[i].path === '/api/ciudades') llamadas.splice(i, 1);
  fireEvent.change(d.getByLabelText('Dirección de entrega'), { target: { value: 'Cra 1 # 2-3' } });
  fireEvent.click(d.getByRole('checkbox'));
}

beforeEach(async () => {
  await db.carrito.clear();
  sessionStorage.clear();
  resetUi();
  await agregarAlCarrito(VITAMINA);
  await agregarAlCarrito(GASAS);
  await incrementar(2);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete window.WidgetCheckout;
});

describe('the checkout', () => {
  it('asks for every field and the consent before sending anything', async () => {
    const calls = mockCompra({});
    abrirCompra();
    // the ciudad is a search over every municipality, not a list of 20 capitals
    expect(dialogo().getByRole('combobox', { name: 'Ciudad' }).getAttribute('aria-expanded')).toBe('false');
    expect(dialogo().getByRole('link', { name: 'política de tratamiento de datos' }).getAttribute('href')).toBe(
      '/politicas/tratamiento-de-datos',
    );
    await waitFor(() => expect(dialogo().getAllByText(/22\.610/)[0]).toBeTruthy());
    fireEvent.change(dialogo().getByLabelText('Nombre'), { target: { value: 'Laura' } });
    fireEvent.click(dialogo().getByRole('button', { name: 'Crear pedido' }));
    expect(await screen.findByText('Debe completar toda la información solicitada')).toBeTruthy();
    expect(dialogo().getByLabelText('Apellido').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('creates the order with the cart lines, keeps the cart until the payment is approved, shows the server total', async () => {
    const calls = mockCompra({ '/api/compras/new': () => respuesta(201, { succes: venta() }) });
    abrirCompra();
    await llenar();
    fireEvent.click(dialogo().getByRole('button', { name: 'Crear pedido' }));
    expect(await dialogo().findByText('CS-ABCD2345')).toBeTruthy();
    expect(dialogo().getByRole('heading', { name: 'Su pedido' })).toBeTruthy();
    expect(dialogo().getByText(/Total a pagar/).parentElement?.textContent).toMatch(/22\.610/);

    const body = JSON.parse(String(calls[0].init.body));
    expect(calls[0].init.method).toBe('POST');
    expect(body).toMatchObject({
      productos: [
        { id: 1, cantidad: 1 },
        { id: 2, cantidad: 2 },
      ],
      nombre: 'Laura',
      apellido: 'Gómez',
      email: 'Laura@Correo.co',
      telefono: '3001234567',
      ciudad: '05001',
      direccion: 'Cra 1 # 2-3',
      acepta_tratamiento: '1',
    });
    expect(body.token).toMatch(/^[0-9a-f-]{36}$/);
    expect(body).not.toHaveProperty('valort');
    // a declined pago can be paid again: the cart is emptied only once the payment is approved
    expect((await leerCarrito()).map((l) => [l.id, l.cantidad])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    expect(ultimaVenta()).toMatchObject({
      factura: 'CS-ABCD2345',
      email: 'laura@correo.co',
      lineasCarrito: [
        { id: 1, cantidad: 1 },
        { id: 2, cantidad: 2 },
      ],
    });
  });

  it("shows a field the server refuses under that field, in the server's words, with no support toast", async () => {
    const mensaje = 'El correo electrónico no es válido.';
    mockCompra({
      '/api/compras/new': () => respuesta(422, { message: 'Datos inválidos', errors: { email: [mensaje] } }),
    });
    abrirCompra();
    await llenar();
    fireEvent.click(dialogo().getByRole('button', { name: 'Crear pedido' }));
    const correo = dialogo().getByLabelText('Correo electrónico');
    await waitFor(() => expect(correo.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(String(correo.getAttribute('aria-describedby')))?.textContent).toBe(mensaje);
    // the toast says the same, and nothing about support
    await waitFor(() => expect(screen.getAllByText(mensaje)).toHaveLength(2));
    expect(screen.queryByText(/soporte/)).toBeNull();
    expect(await leerCarrito()).toHaveLength(2);
  });

  it('keeps the cart after a failure and retries with the same purchase token', async () => {
    let intento = 0;
    const calls = mockCompra({
      '/api/compras/new': () =>
        ++intento === 1
          ? respuesta(503, { error: 'db', message: 'Base de datos no disponible' })
          : respuesta(201, { succes: venta() }),
    });
    abrirCompra();
    await llenar();
    fireEvent.click(dialogo().getByRole('button', { name: 'Crear pedido' }));
    expect(await screen.findByText('Se generó un error al realizar su compra, comuníquese con soporte')).toBeTruthy();
    expect(await leerCarrito()).toHaveLength(2);
    fireEvent.click(dialogo().getByRole('button', { name: 'Crear pedido' }));
    expect(await dialogo().findByText('CS-ABCD2345')).toBeTruthy();
    const [a, b] = calls.map((c) => JSON.parse(String(c.init.body)).token);
    expect(a).toBe(b);
  });

  it('needs a connection: offline it says so, sends nothing and keeps the cart', async () => {
    const enLinea = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const calls = mockCompra({ '/api/compras/new': () => respuesta(201, { succes: venta() }) });
    abrirCompra();
    expect(dialogo().getByRole('alert').textContent).toMatch(/necesita conexión a internet/);
    await llenar();
    const enviar = dialogo().getByRole('button', { name: 'Crear pedido' }) as HTMLButtonElement;
    expect(enviar.disabled).toBe(true);
    const form = enviar.closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    // back online, the same form sends: the only request the server sees, with the whole cart
    enLinea.mockReturnValue(true);
    fireEvent.submit(form);
    expect(await dialogo().findByText('CS-ABCD2345')).toBeTruthy();
    expect(calls.map((c) => c.path)).toEqual(['/api/compras/new']);
    expect(JSON.parse(String(calls[0].init.body)).productos).toHaveLength(2);
  });

  it('opens the Wompi widget with the server amount, reference and signature, then shows the result', async () => {
    mockCompra({ '/api/compras/new': () => respuesta(201, { succes: venta() }) });
    const opciones: unknown[] = [];
    window.WidgetCheckout = class {
      constructor(o: unknown) {
        opciones.push(o);
      }
      open(cb: (r: { transaction: { id: string } }) => void) {
        cb({ transaction: { id: 'tx-123' } });
      }
    } as unknown as typeof window.WidgetCheckout;
    abrirCompra();
    await llenar();
    fireEvent.click(dialogo().getByRole('button', { name: 'Crear pedido' }));
    fireEvent.click(await dialogo().findByRole('button', { name: /^Pagar/ }));
    expect(await screen.findByText('pagina de resultado')).toBeTruthy();
    expect(opciones[0]).toEqual({
      currency: 'COP',
      amountInCents: 2_261_000,
      reference: 'CS1700000000000123456',
      publicKey: 'pub_test_x',
      signature: { integrity: 'f'.repeat(64) },
      // the IVA inside the amount, as Wompi's tax-in-cents:vat
      taxInCents: { vat: 361_000 },
      redirectUrl: `${window.location.origin}/e-comerce/pago/resultado?factura=CS-ABCD2345`,
      customerData: {
        email: 'laura@correo.co',
        fullName: 'Laura Gómez',
        phoneNumber: '3001234567',
        phoneNumberPrefix: '+57',
      },
    });
  });

  it('offers to pay an unpaid order of this tab when the cart is empty or its own, and a new order otherwise', async () => {
    mockApi({});
    guardarVenta({ ...venta(), email: 'a@b.co', nombreCompleto: 'A B', telefono: '3001234567' });
    abrirCompra();
    expect(await dialogo().findByRole('button', { name: 'Crear pedido' })).toBeTruthy();
    // a change of the cart is written after the modal's read of it, and shown after it
    await incrementar(1);
    await waitFor(() => expect(dialogo().getAllByText(/34\.220/)[0]).toBeTruthy()); // 2 × 11.610 + 2 × 5.500
    expect(dialogo().queryByText('CS-ABCD2345')).toBeNull();
    cleanup();

    await vaciarCarrito();
    abrirCompra();
    expect(await dialogo().findByText('CS-ABCD2345')).toBeTruthy();
    expect(dialogo().getByRole('button', { name: /^Pagar/ })).toBeTruthy();
    cleanup();

    // the cart kept after checkout is the order's own: that order, not a second one
    await agregarAlCarrito(VITAMINA);
    guardarVenta({
      ...venta(),
      email: 'a@b.co',
      nombreCompleto: 'A B',
      telefono: '3001234567',
      lineasCarrito: [{ id: 1, cantidad: 1 }],
    });
    abrirCompra();
    expect(await dialogo().findByText('CS-ABCD2345')).toBeTruthy();
  });

  it('sends the buyer to the local sandbox page when no provider keys are configured', async () => {
    const salidas: string[] = [];
    const rutas: string[] = [];
    const p = {
      ...venta({ sandbox: true, checkout_url: '/api/pagos/sandbox/CS1' }),
      email: 'a@b.co',
      nombreCompleto: 'A B',
      telefono: '3001234567',
    };
    await pagar(
      p,
      (r) => rutas.push(r),
      (u) => salidas.push(u),
    );
    expect(salidas).toEqual(['/api/pagos/sandbox/CS1']);
    expect(rutas).toEqual([]);
  });
});
