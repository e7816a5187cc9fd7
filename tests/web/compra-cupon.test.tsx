import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CompraModal } from '../../web/src/features/tienda/components/CompraModal';
import { useTiendaUi } from '../../web/src/features/tienda/store';
import { agregarAlCarrito } from '../../web/src/lib/carrito';
import { db } from '../../web/src/lib/db';
import { mockApi, producto, resetUi, respuesta, ventaCreada } from './tienda-helpers';

const TENSIOMETRO = producto({ id: 3, nombre: 'Tensiómetro digital', precio: 60_000 });
const SOACHA = { codigo: '25754', nombre: 'Soacha', departamento: 'Cundinamarca', envio: 12_000 };
const condiciones = { envio_gratis_desde: 0, dias_entrega_min: 2, dias_entrega_max: 4 };
/** The amounts' lines as read aloud, spaces normalised (cop() puts a no-break space after '$'). */
const cuentasDe = (el: HTMLElement) => (el.parentElement?.textContent ?? '').replace(/\s/g, ' ');
const aplicado = { codigo: 'VERANO10', tipo: 'porcentaje', valor: 10, productos: 60_000, descuento: 6_000 };

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

/** Fills the buyer's fields and picks Soacha from the combobox. */
async function llenar(d: ReturnType<typeof within>) {
  fireEvent.change(d.getByLabelText('Nombre'), { target: { value: 'Luz' } });
  fireEvent.change(d.getByLabelText('Apellido'), { target: { value: 'Mora' } });
  fireEvent.change(d.getByLabelText('Correo electrónico'), { target: { value: 'luz@correo.co' } });
  fireEvent.change(d.getByLabelText('Teléfono celular'), { target: { value: '3001234567' } });
  fireEvent.change(d.getByRole('combobox', { name: 'Ciudad' }), { target: { value: 'soacha' } });
  fireEvent.click(await d.findByRole('option', { name: /Soacha/ }));
  fireEvent.change(d.getByLabelText('Dirección de entrega'), { target: { value: 'Calle 1' } });
  fireEvent.click(d.getByRole('checkbox'));
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

describe('the discount code of the compra form', () => {
  it('asks the server about the code with the cart and the e-mail, and shows the discount before paying', async () => {
    const calls = mockApi({
      '/api/ciudades': () => ({ succes: [SOACHA], condiciones }),
      '/api/cupones/revisar': () => ({ succes: aplicado }),
    });
    const d = abrir();
    await llenar(d);
    const campo = await d.findByLabelText('Código de descuento (opcional)');
    fireEvent.change(campo, { target: { value: ' verano10 ' } });
    // Enter applies the code; it does not create the venta
    fireEvent.keyDown(campo, { key: 'Enter' });
    expect(await d.findByText('Código VERANO10 aplicado: −$ 6.000 en sus productos.')).toBeTruthy();
    const revision = JSON.parse(String(calls.find((c) => c.path === '/api/cupones/revisar')?.init.body));
    expect(revision).toEqual({ cupon: 'verano10', productos: [{ id: 3, cantidad: 1 }], email: 'luz@correo.co' });
    expect(calls.filter((c) => c.path === '/api/compras/new')).toHaveLength(0);
    expect(cuentasDe(d.getByText('Descuento (código VERANO10)'))).toMatch(
      /Productos \(IVA incluido\)\$ 60\.000Envío\$ 12\.000Descuento \(código VERANO10\)−\$ 6\.000Total\$ 66\.000/,
    );
  });

  it('says under the field why the server refused the code, and keeps the total without it', async () => {
    mockApi({
      '/api/ciudades': () => ({ succes: [SOACHA], condiciones }),
      '/api/cupones/revisar': () =>
        respuesta(422, {
          error: 'validation',
          message: 'El código «VIEJO» venció el 09/03/2031.',
          errors: { cupon: ['El código «VIEJO» venció el 09/03/2031.'] },
        }),
    });
    const d = abrir();
    const campo = await d.findByLabelText('Código de descuento (opcional)');
    fireEvent.change(campo, { target: { value: 'viejo' } });
    fireEvent.click(d.getByRole('button', { name: 'Aplicar' }));
    expect(await d.findByText('El código «VIEJO» venció el 09/03/2031.')).toBeTruthy();
    expect(campo.getAttribute('aria-invalid')).toBe('true');
    expect(d.queryByText(/^Descuento/)).toBeNull();
  });

  it('asks for a code before asking the server', async () => {
    const calls = mockApi({ '/api/ciudades': () => ({ succes: [SOACHA], condiciones }) });
    const d = abrir();
    fireEvent.click(await d.findByRole('button', { name: 'Aplicar' }));
    expect(await d.findByText('Escriba el código de descuento.')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/cupones/revisar')).toHaveLength(0);
  });

  it('sends the code applied with the compra and shows the discount the server answers', async () => {
    const calls = mockApi({
      '/api/ciudades': () => ({ succes: [SOACHA], condiciones }),
      '/api/cupones/revisar': () => ({ succes: aplicado }),
      '/api/compras/new': () =>
        respuesta(201, {
          succes: ventaCreada({
            factura: 'CS-CUPON111',
            // 60.000 − 6.000 at 19 %: base 45.378 and IVA 8.622 on 54.000
            impuestos: [{ tarifa: 19, base: 45_378, iva: 8_622 }],
            subtotal: 45_378,
            iva: 8_622,
            envio: 12_000,
            descuento: 6_000,
            cupon: 'VERANO10',
            total: 66_000,
          }),
        }),
    });
    const d = abrir();
    await llenar(d);
    fireEvent.change(d.getByLabelText('Código de descuento (opcional)'), { target: { value: 'verano10' } });
    fireEvent.click(d.getByRole('button', { name: 'Aplicar' }));
    await d.findByText(/Código VERANO10 aplicado/);
    fireEvent.click(d.getByRole('button', { name: 'Crear pedido' }));
    expect(await d.findByText('CS-CUPON111')).toBeTruthy();
    const cuerpo = JSON.parse(String(calls.find((c) => c.path === '/api/compras/new')?.init.body));
    expect(cuerpo.cupon).toBe('VERANO10');
    expect(cuentasDe(d.getByText('Total a pagar'))).toMatch(
      /^Productos \(IVA incluido\)\$ 60\.000Descuento \(código VERANO10\)−\$ 6\.000Subtotal sin IVA\$ 45\.378IVA\$ 8\.622.*Envío\$ 12\.000Total a pagar\$ 66\.000$/,
    );
  });

  it('drops the code when the compra finds its last use gone, saying so under the field', async () => {
    const agotado = 'El código «VERANO10» ya se usó todas las veces permitidas.';
    mockApi({
      '/api/ciudades': () => ({ succes: [SOACHA], condiciones }),
      '/api/cupones/revisar': () => ({ succes: aplicado }),
      '/api/compras/new': () =>
        respuesta(409, { error: 'cupon_agotado', message: agotado, errors: { cupon: [agotado] } }),
    });
    const d = abrir();
    await llenar(d);
    fireEvent.change(d.getByLabelText('Código de descuento (opcional)'), { target: { value: 'verano10' } });
    fireEvent.click(d.getByRole('button', { name: 'Aplicar' }));
    await d.findByText(/Código VERANO10 aplicado/);
    fireEvent.click(d.getByRole('button', { name: 'Crear pedido' }));
    await waitFor(() => expect(d.getAllByText(agotado).length).toBeGreaterThan(0));
    expect(d.queryByText(/Código VERANO10 aplicado/)).toBeNull();
    expect(cuentasDe(d.getByText('Envío'))).toMatch(/Total\$ 72\.000/);
  });
});
