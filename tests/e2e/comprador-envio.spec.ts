import { describe, expect, it } from 'vitest';
import { correoA } from './buzon';
import { carritoCon, pagarEnSandbox, productoLlamado, sinToasts, tiendaCargada } from './comprador-support';
import { apiCall, expectAccessible, expectNoConsoleErrors, login, open, setupBrowser } from './support';

setupBrowser();

const pesos = (n: number) => new Intl.NumberFormat('es-CO').format(n);

describe('Delivery and IVA', () => {
  it('A buyer in Soacha pays shipping and IVA and finds both, with the seller, on her receipt', async () => {
    // the store: envío to Cundinamarca, free from $ 500.000, and the seller's NIT
    const admin = await login('admin@citasalud.co');
    expect((await apiCall('/api/envios/tarifa', { token: admin, body: { codigo: '25', envio: 9000 } })).status).toBe(
      200,
    );
    const ajustes = await apiCall('/api/tienda/ajustes', {
      token: admin,
      body: { envio_gratis_desde: 500000, nit: '901.234.567-7', razon_social: 'CitaSalud Tienda S.A.S.' },
    });
    expect(ajustes.status).toBe(200);
    const termometro = await productoLlamado('Termómetro digital');
    const total = termometro.precio_final + 9000;

    const { page, context, errors } = await open('/e-comerce');
    await tiendaCargada(page);
    await page.getByRole('searchbox', { name: 'Buscar productos' }).fill('termómetro digital');
    await page.getByRole('button', { name: 'Agregar Termómetro digital al carrito' }).click();
    await carritoCon(page, 1).click();
    await page
      .getByRole('dialog', { name: 'Carrito de compras' })
      .getByRole('button', { name: 'Finalizar compra' })
      .click();

    // the checkout: Soacha is found as she types, and envío and delivery days show before paying
    const datos = page.getByRole('dialog', { name: 'Datos para el envío' });
    await datos.getByLabel('Nombre').fill('Luz Marina');
    await datos.getByLabel('Apellido').fill('Soacha Prueba');
    await datos.getByLabel('Correo electrónico').fill('luz.soacha@example.co');
    await datos.getByLabel('Teléfono celular').fill('311 555 1234');
    await datos.getByRole('combobox', { name: 'Ciudad' }).fill('soa');
    await datos.getByRole('option', { name: /Soacha.*Cundinamarca/ }).click();
    await datos.getByText('Envío a Soacha (Cundinamarca). Entrega en 2 a 5 días hábiles.', { exact: false }).waitFor();
    const estimado = (await datos.locator('.checkout__cuentas').textContent())?.replace(/\s/g, ' ');
    expect(estimado).toContain(`Envío$ ${pesos(9000)}`);
    expect(estimado).toContain(`Total$ ${pesos(total)}`);
    await datos.getByLabel('Dirección de entrega').fill('Calle 13 # 7-20, barrio San Mateo');
    await datos.getByLabel('Cédula o NIT (opcional)').fill('1.023.456.789');
    await datos.getByRole('checkbox').check();
    await expectAccessible(page);
    await datos.getByRole('button', { name: 'Crear pedido' }).click();

    // the venta: the server's breakdown, IVA included in the price
    const resumen = page.getByRole('dialog', { name: 'Su pedido' });
    await resumen.waitFor();
    const factura = (await resumen.locator('dd strong').first().textContent()) ?? '';
    const cuentas = (await resumen.locator('.checkout__cuentas').textContent())?.replace(/\s/g, ' ') ?? '';
    expect(cuentas).toMatch(/Subtotal sin IVA\$ [\d.]+IVA\$ [\d.]+/);
    expect(cuentas).toContain(`Envío$ ${pesos(9000)}`);
    expect(cuentas).toContain(`Total a pagar$ ${pesos(total)}`);
    await sinToasts(page);
    await resumen.getByRole('button', { name: /^Pagar/ }).click();
    await pagarEnSandbox(page, '4242 4242 4242 4242');
    await page.getByText('Pago aprobado').waitFor();

    // the receipt, by e-mail and in the look-up: breakdown, seller and NIT, not a DIAN e-invoice
    const correo = await correoA('luz.soacha@example.co', /Comprobante de pago/);
    const texto = correo.texto.replace(/\s/g, ' ');
    expect(texto).toContain(`Envío: $ ${pesos(9000)}`);
    expect(texto).toMatch(/IVA: \$ [\d.]+/);
    expect(texto).toContain('Vendedor: CitaSalud Tienda S.A.S., NIT 901234567-7.');
    expect(texto).toContain('no es una factura electrónica de venta validada por la DIAN');
    await page.getByRole('link', { name: 'Consultar mi pedido' }).click();
    await page.getByRole('button', { name: 'Consultar' }).click();
    const venta = page.getByRole('region', { name: `Factura ${factura}` });
    await venta.waitFor();
    expect((await venta.locator('.checkout__cuentas').textContent())?.replace(/\s/g, ' ')).toContain(
      `Envío$ ${pesos(9000)}`,
    );
    await venta.getByText(/NIT 901234567-7\. Este comprobante no es una factura electrónica/).waitFor();
    await expectAccessible(page);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
