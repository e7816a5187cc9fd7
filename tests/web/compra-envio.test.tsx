import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VentaCreada } from '../../common/wire/compras';
import { CompraModal } from '../../web/src/features/tienda/components/CompraModal';
import { useTiendaUi } from '../../web/src/features/tienda/store';
import { agregarAlCarrito } from '../../web/src/lib/carrito';
import { db } from '../../web/src/lib/db';
import { mockApi, producto, resetUi, respuesta } from './tienda-helpers';

const TENSIOMETRO = producto({ id: 3, nombre: 'Tensiómetro digital', precio: 60_000 });
const SOACHA = { codigo: '25754', nombre: 'Soacha', departamento: 'Cundinamarca', envio: 12_000 };
const SOATA = { codigo: '15755', nombre: 'Soatá', departamento: 'Boyacá', envio: 15_000 };
/** The amounts' lines as read aloud, spaces normalised (cop() puts a no-break space after '$'). */
const cuentasDe = (el: HTMLElement) => (el.parentElement?.textContent ?? '').replace(/\s/g, ' ');
const condiciones = (gratis = 0) => ({ envio_gratis_desde: gratis, dias_entrega_min: 2, dias_entrega_max: 4 });

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

describe('the compra ciudad combobox', () => {
  it('asks the server once per pause in the typing and offers its municipalities as options', async () => {
    const calls = mockApi({ '/api/ciudades': () => ({ succes: [SOACHA, SOATA], condiciones: condiciones() }) });
    const d = abrir();
    const caja = d.getByRole('combobox', { name: 'Ciudad' });
    fireEvent.change(caja, { target: { value: 's' } });
    fireEvent.change(caja, { target: { value: 'so' } });
    fireEvent.change(caja, { target: { value: 'soa' } });
    const opciones = await d.findAllByRole('option');
    expect(opciones.map((o) => o.textContent)).toEqual(['SoachaCundinamarca', 'SoatáBoyacá']);
    expect(calls.map((c) => c.url.searchParams.get('q'))).toEqual(['soa']);
    expect(caja.getAttribute('aria-expanded')).toBe('true');
    expect(caja.getAttribute('aria-activedescendant')).toBe(opciones[0].id);
    expect(d.getByRole('status').textContent).toBe('2 municipios encontrados.');
  });

  it('moves with the arrows and picks with Enter, then shows envío, total and delivery days', async () => {
    mockApi({ '/api/ciudades': () => ({ succes: [SOACHA, SOATA], condiciones: condiciones() }) });
    const d = abrir();
    const caja = d.getByRole('combobox', { name: 'Ciudad' }) as HTMLInputElement;
    expect(await d.findByText('Elija su ciudad para ver el costo del envío.')).toBeTruthy();
    fireEvent.change(caja, { target: { value: 'soa' } });
    await d.findAllByRole('option');
    fireEvent.keyDown(caja, { key: 'ArrowDown' });
    fireEvent.keyDown(caja, { key: 'ArrowUp' });
    fireEvent.keyDown(caja, { key: 'Enter' });
    expect(caja.value).toBe('Soacha (Cundinamarca)');
    expect(caja.getAttribute('aria-expanded')).toBe('false');
    expect(cuentasDe(d.getByText('Envío'))).toMatch(
      /Productos \(IVA incluido\)\$ 60\.000Envío\$ 12\.000Total\$ 72\.000/,
    );
    expect(d.getByText(/Envío a Soacha \(Cundinamarca\)\. Entrega en 2 a 4 días hábiles\./)).toBeTruthy();
  });

  it('estimates the total the server will charge, with the peso of rounding in the buyer’s favour', async () => {
    // 45.900 at 19 % is no base plus its IVA (38.571 + 7.328 = 45.899): the server charges 45.899
    await db.carrito.clear();
    await agregarAlCarrito(producto({ id: 4, nombre: 'Colágeno', precio: 45_900, iva: 19 }));
    mockApi({ '/api/ciudades': () => ({ succes: [SOACHA], condiciones: condiciones() }) });
    const d = abrir();
    fireEvent.change(d.getByRole('combobox', { name: 'Ciudad' }), { target: { value: 'soacha' } });
    fireEvent.click(await d.findByRole('option', { name: /Soacha/ }));
    expect(cuentasDe(d.getByText('Envío'))).toBe(
      'Productos (IVA incluido)$ 45.900Envío$ 12.000Redondeo a su favor−$ 1Total$ 57.899',
    );
  });

  it('makes envío free from the store threshold and says from how much', async () => {
    mockApi({ '/api/ciudades': () => ({ succes: [SOACHA], condiciones: condiciones(50_000) }) });
    const d = abrir();
    fireEvent.change(d.getByRole('combobox', { name: 'Ciudad' }), { target: { value: 'soacha' } });
    fireEvent.click(await d.findByRole('option', { name: /Soacha/ }));
    expect(cuentasDe(d.getByText('Envío'))).toMatch(/EnvíoGratisTotal\$ 60\.000/);
    expect(d.getByText(/Envío gratis en compras desde \$ 50\.000\./)).toBeTruthy();
  });

  it('sends nothing while the ciudad typed was not chosen from the list', async () => {
    const calls = mockApi({ '/api/ciudades': () => ({ succes: [SOACHA], condiciones: condiciones() }) });
    const d = abrir();
    await waitFor(() => expect(d.getAllByText(/60\.000/)[0]).toBeTruthy());
    fireEvent.change(d.getByLabelText('Nombre'), { target: { value: 'Luz' } });
    // typed, never chosen from the list
    fireEvent.change(d.getByRole('combobox', { name: 'Ciudad' }), { target: { value: 'Soacha' } });
    fireEvent.change(d.getByLabelText('Apellido'), { target: { value: 'Mora' } });
    fireEvent.change(d.getByLabelText('Correo electrónico'), { target: { value: 'luz@correo.co' } });
    fireEvent.change(d.getByLabelText('Teléfono celular'), { target: { value: '3001234567' } });
    fireEvent.change(d.getByLabelText('Dirección de entrega'), { target: { value: 'Calle 1' } });
    fireEvent.click(d.getByRole('checkbox'));
    fireEvent.click(d.getByRole('button', { name: 'Crear pedido' }));
    expect(await screen.findByText('Debe completar toda la información solicitada')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/compras/new')).toHaveLength(0);
  });
});

describe('the venta created', () => {
  it("sends the ciudad's code and the documento, and shows the server's subtotal, IVA, envío and total", async () => {
    const venta: VentaCreada = {
      id: 9,
      factura: 'CS-SOACHA22',
      metodo_pago: 'wompi',
      reference: 'CS1',
      status_pago: 'pendiente',
      impuestos: [{ tarifa: 19, base: 50_420, iva: 9_580 }],
      subtotal: 50_420,
      iva: 9_580,
      envio: 12_000,
      descuento: 0,
      cupon: '',
      redondeo: 0,
      total: 72_000,
      tax_in_cents: { vat: 958_000 },
      ciudad: 'Soacha',
      ciudad_codigo: '25754',
      documento: '900123456-8',
      amount_in_cents: 7_200_000,
      currency: 'COP',
      signature: { integrity: 'f'.repeat(64) },
      public_key: 'pub_test_x',
      sandbox: false,
      productos: [],
    };
    const calls = mockApi({
      '/api/ciudades': () => ({ succes: [SOACHA], condiciones: condiciones() }),
      '/api/compras/new': () => respuesta(201, { succes: venta }),
    });
    const d = abrir();
    await waitFor(() => expect(d.getAllByText(/60\.000/)[0]).toBeTruthy());
    fireEvent.change(d.getByLabelText('Nombre'), { target: { value: 'Luz' } });
    fireEvent.change(d.getByLabelText('Apellido'), { target: { value: 'Mora' } });
    fireEvent.change(d.getByLabelText('Correo electrónico'), { target: { value: 'luz@correo.co' } });
    fireEvent.change(d.getByLabelText('Teléfono celular'), { target: { value: '3001234567' } });
    fireEvent.change(d.getByRole('combobox', { name: 'Ciudad' }), { target: { value: 'soacha' } });
    fireEvent.click(await d.findByRole('option', { name: /Soacha/ }));
    fireEvent.change(d.getByLabelText('Dirección de entrega'), { target: { value: 'Calle 1' } });
    fireEvent.change(d.getByLabelText('Cédula o NIT (opcional)'), { target: { value: '900123456-8' } });
    fireEvent.click(d.getByRole('checkbox'));
    fireEvent.click(d.getByRole('button', { name: 'Crear pedido' }));
    expect(await d.findByText('CS-SOACHA22')).toBeTruthy();
    const cuerpo = JSON.parse(String(calls.find((c) => c.path === '/api/compras/new')?.init.body));
    expect(cuerpo).toMatchObject({ ciudad: '25754', documento: '900123456-8' });
    expect(cuentasDe(d.getByText('Total a pagar'))).toMatch(
      /Subtotal sin IVA\$ 50\.420IVA\$ 9\.580Base gravable al 19 %\$ 50\.420IVA al 19 %\$ 9\.580Envío\$ 12\.000Total a pagar\$ 72\.000/,
    );
  });
});
