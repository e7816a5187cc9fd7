/**
 * Issue 33 item 2 on the web (decision 0023): the checkout offers pago contra entrega only for a
 * ciudad whose departamento has it and a cart within its maximum; a venta so created needs no
 * payment now, confirms itself and leaves the cart.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VentaContraEntrega } from '../../common/wire/compras';
import { CompraModal } from '../../web/src/features/tienda/components/CompraModal';
import { useTiendaUi } from '../../web/src/features/tienda/store';
import { agregarAlCarrito, leerCarrito } from '../../web/src/lib/carrito';
import { db } from '../../web/src/lib/db';
import { mockApi, producto, resetUi, respuesta, ventaCreada } from './tienda-helpers';

const TENSIOMETRO = producto({ id: 3, nombre: 'Tensiómetro digital', precio: 60_000 });
const BELLO = {
  codigo: '05088',
  nombre: 'Bello',
  departamento: 'Antioquia',
  envio: 12_000,
  contra_entrega_hasta: 300_000,
};
const PASTO = { codigo: '52001', nombre: 'Pasto', departamento: 'Nariño', envio: 15_000, contra_entrega_hasta: 0 };
const condiciones = { envio_gratis_desde: 0, dias_entrega_min: 2, dias_entrega_max: 4 };

const enEfectivo: VentaContraEntrega = {
  id: 11,
  factura: 'CS-BELLO234',
  metodo_pago: 'contra_entrega',
  status_pago: 'contra_entrega',
  impuestos: [{ tarifa: 19, base: 60_504, iva: 11_496 }],
  subtotal: 60_504,
  iva: 11_496,
  envio: 12_000,
  descuento: 0,
  cupon: '',
  redondeo: 0,
  total: 72_000,
  ciudad: 'Bello',
  ciudad_codigo: '05088',
  documento: '',
  productos: [
    {
      nombre_produto: 'Tensiómetro digital',
      nombre_marca: 'Marca',
      nombre_promocion: '',
      cantidad: 1,
      valor_unitario: 60_000,
      procentaje_aplicado: 0,
      iva: 19,
      total: 60_000,
    },
  ],
};

function abrir() {
  useTiendaUi.setState({ compraAbierta: true });
  render(
    <MemoryRouter>
      <CompraModal />
      <Toaster />
    </MemoryRouter>,
  );
  return within(screen.getByRole('dialog'));
}

/** Fills the form and picks `ciudad` from the combobox. */
async function llenar(d: ReturnType<typeof abrir>, ciudad: string) {
  fireEvent.change(d.getByLabelText('Nombre'), { target: { value: 'Marta' } });
  fireEvent.change(d.getByLabelText('Apellido'), { target: { value: 'Ruiz' } });
  fireEvent.change(d.getByLabelText('Correo electrónico'), { target: { value: 'marta@correo.co' } });
  fireEvent.change(d.getByLabelText('Teléfono celular'), { target: { value: '3001234567' } });
  fireEvent.change(d.getByRole('combobox', { name: 'Ciudad' }), { target: { value: ciudad.toLowerCase() } });
  fireEvent.click(await d.findByRole('option', { name: new RegExp(ciudad) }));
  fireEvent.change(d.getByLabelText('Dirección de entrega'), { target: { value: 'Calle 50 # 40-20' } });
  fireEvent.click(d.getByRole('checkbox'));
}

const cuerpoDe = (calls: ReturnType<typeof mockApi>) =>
  JSON.parse(String(calls.find((c) => c.path === '/api/compras/new')?.init.body));

beforeEach(async () => {
  await db.carrito.clear();
  sessionStorage.clear();
  resetUi();
  await agregarAlCarrito(TENSIOMETRO);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('pago contra entrega at checkout', () => {
  it('is offered in Bello: chosen, the venta is confirmed with nothing to pay now and leaves the cart', async () => {
    const calls = mockApi({
      '/api/ciudades': () => ({ succes: [BELLO], condiciones }),
      '/api/compras/new': () => respuesta(201, { succes: enEfectivo }),
    });
    const d = abrir();
    expect(d.queryByRole('group', { name: 'Medio de pago' })).toBeNull();
    await llenar(d, 'Bello');
    const grupo = within(d.getByRole('group', { name: 'Medio de pago' }));
    expect((grupo.getByRole('radio', { name: /Pagar en línea/ }) as HTMLInputElement).checked).toBe(true);
    const efectivo = grupo.getByRole('radio', { name: 'Pago contra entrega' });
    const ayuda = document.getElementById(efectivo.getAttribute('aria-describedby') ?? '');
    expect(ayuda?.textContent).toMatch(/para pedidos de hasta \$\s300\.000/);
    fireEvent.click(efectivo);
    fireEvent.click(d.getByRole('button', { name: 'Crear pedido' }));

    expect(await d.findByText('Pedido CS-BELLO234 confirmado: lo pagará en efectivo al recibirlo.')).toBeTruthy();
    expect(cuerpoDe(calls)).toMatchObject({ ciudad: '05088', metodo_pago: 'contra_entrega' });
    expect(d.queryByRole('button', { name: /^Pagar/ })).toBeNull();
    expect(d.getByRole('link', { name: 'Consultar mi pedido' }).getAttribute('href')).toBe(
      '/e-comerce/pedido?factura=CS-BELLO234',
    );
    await waitFor(async () => expect(await leerCarrito()).toEqual([]));
  });

  it('is not offered where staff do not allow it, and the compra goes to Wompi as before', async () => {
    const calls = mockApi({
      '/api/ciudades': () => ({ succes: [PASTO], condiciones }),
      '/api/compras/new': () => respuesta(201, { succes: ventaCreada({ factura: 'CS-PASTO234' }) }),
    });
    const d = abrir();
    await llenar(d, 'Pasto');
    expect(d.queryByRole('group', { name: 'Medio de pago' })).toBeNull();
    fireEvent.click(d.getByRole('button', { name: 'Crear pedido' }));
    expect(await d.findByRole('button', { name: /^Pagar/ })).toBeTruthy();
    expect(cuerpoDe(calls)).not.toHaveProperty('metodo_pago');
    expect(await leerCarrito()).toHaveLength(1);
  });

  it('is not offered for a cart over the maximum, even if chosen before the cart grew', async () => {
    const calls = mockApi({
      '/api/ciudades': () => ({ succes: [{ ...BELLO, contra_entrega_hasta: 100_000 }], condiciones }),
      '/api/compras/new': () => respuesta(201, { succes: ventaCreada() }),
    });
    const d = abrir();
    await llenar(d, 'Bello');
    fireEvent.click(d.getByRole('radio', { name: /Pago contra entrega/ }));
    // a second unit: 120.000 + envío, over the 100.000 of Antioquia
    await agregarAlCarrito(TENSIOMETRO);
    await waitFor(() => expect(d.queryByRole('group', { name: 'Medio de pago' })).toBeNull());
    fireEvent.click(d.getByRole('button', { name: 'Crear pedido' }));
    await d.findByRole('button', { name: /^Pagar/ });
    expect(cuerpoDe(calls)).not.toHaveProperty('metodo_pago');
  });

  it("shows the server's refusal of the method beside the form", async () => {
    mockApi({
      '/api/ciudades': () => ({ succes: [BELLO], condiciones }),
      '/api/compras/new': () =>
        respuesta(422, {
          message: 'Hay datos inválidos en la solicitud.',
          errors: { metodo_pago: ['El pago contra entrega no está disponible en Antioquia.'] },
        }),
    });
    const d = abrir();
    await llenar(d, 'Bello');
    fireEvent.click(d.getByRole('radio', { name: /Pago contra entrega/ }));
    fireEvent.click(d.getByRole('button', { name: 'Crear pedido' }));
    expect(await d.findByText('El pago contra entrega no está disponible en Antioquia.')).toBeTruthy();
  });
});
