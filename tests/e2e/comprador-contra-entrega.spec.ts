import { describe, expect, it } from 'vitest';
import { correoA } from './buzon';
import { carritoCon, crearVenta, sinToasts, tarjetas, tiendaCargada } from './comprador-support';
import { BASE, expectAccessible, expectNoConsoleErrors, login, open, setupBrowser } from './support';

setupBrowser();

describe('Paying on delivery', () => {
  it('A buyer in Bello pays on delivery', async () => {
    const email = `marta.bello.${Date.now()}@example.co`;
    const { page, context, errors } = await open('/e-comerce');
    await tiendaCargada(page);
    await page.getByRole('searchbox', { name: 'Buscar productos' }).fill('gasas');
    await expect.poll(() => tarjetas(page)).toEqual(['Gasas estériles 7,5 × 7,5 cm']);
    await page.getByRole('button', { name: 'Agregar Gasas estériles 7,5 × 7,5 cm al carrito' }).click();
    await carritoCon(page, 1).click();
    await page
      .getByRole('dialog', { name: 'Carrito de compras' })
      .getByRole('button', { name: 'Finalizar compra' })
      .click();

    // Bello is in Antioquia, where the store takes cash on delivery up to $ 300.000 (the demo's)
    const { resumen, factura } = await crearVenta(page, email, {
      ciudad: 'bello',
      opcion: /^Bello/,
      antes: async (datos) => {
        const medio = datos.getByRole('group', { name: 'Medio de pago' });
        expect(await medio.getByRole('radio', { name: /Pagar en línea/ }).isChecked()).toBe(true);
        await medio.getByText(/para pedidos de hasta \$\s300\.000/).waitFor();
        await medio.getByRole('radio', { name: /Pago contra entrega/ }).check();
        await sinToasts(page);
        await expectAccessible(page);
      },
    });
    await resumen.getByText(`Pedido ${factura} confirmado: lo pagará en efectivo al recibirlo.`).waitFor();
    expect(await resumen.getByRole('button', { name: /^Pagar/ }).count()).toBe(0);
    // nothing to pay now: the cart is empty
    await carritoCon(page, 0).waitFor();
    await sinToasts(page);
    await expectAccessible(page);
    expect((await correoA(email, /Recibimos su pedido/)).texto).toContain('Lo pagará en efectivo cuando lo reciba');
    expectNoConsoleErrors(errors);
    await context.close();

    // staff prepare and ship it unpaid, then record the cash received at the door
    const token = await login('admin@citasalud.co');
    const panel = await open('/politicas/terminos');
    await panel.page.evaluate((tk) => localStorage.setItem('token', tk), token);
    await panel.page.goto(`${BASE}/panel/ecomerce/pedidos?q=${factura}`);
    const fila = panel.page.getByRole('row').filter({ hasText: factura });
    await fila.getByText('Pago contra entrega').waitFor();
    const entrega = panel.page.getByRole('combobox', { name: `Estado de entrega de la factura ${factura}` });
    await entrega.selectOption('preparando');
    await expect.poll(() => entrega.inputValue()).toBe('preparando');
    await entrega.selectOption('enviado');
    const envio = panel.page.getByRole('dialog', { name: `Enviar el pedido ${factura}` });
    await envio.getByLabel('Transportadora').fill('Servientrega');
    await envio.getByLabel('Número de guía').fill('7000 5555 1234');
    await envio.getByRole('button', { name: 'Marcar como enviado' }).click();
    await expect.poll(() => entrega.inputValue()).toBe('enviado');

    await panel.page.getByRole('button', { name: `Pagado al entregar: factura ${factura}` }).click();
    const pago = panel.page.getByRole('dialog', { name: `Pago al entregar del pedido ${factura}` });
    const recibido = pago.getByLabel('Valor recibido (pesos)');
    const total = Number(await recibido.inputValue());
    expect(total).toBeGreaterThan(5_500);
    await sinToasts(panel.page);
    await expectAccessible(panel.page);
    await pago.getByRole('button', { name: 'Registrar el pago' }).click();
    await fila.getByText(/Recibido en efectivo/).waitFor();
    await fila.getByText('Entregado', { exact: true }).waitFor();
    await fila.getByText('Pagado', { exact: true }).waitFor();
    const comprobante = await correoA(email, /Comprobante de pago/);
    expect(comprobante.texto).toContain(factura);
    expectNoConsoleErrors(panel.errors);
    await panel.context.close();

    // her look-up: paid on delivery and delivered
    const consulta = await open(`/e-comerce/pedido?factura=${factura}`);
    await consulta.page.getByLabel('Correo electrónico').fill(email);
    await consulta.page.getByRole('button', { name: 'Consultar' }).click();
    const seguimiento = consulta.page.getByRole('region', { name: 'Seguimiento del pedido' });
    await seguimiento.waitFor();
    expect(await seguimiento.locator('li strong').allTextContents()).toEqual([
      'Pedido recibido',
      'En preparación',
      'Enviado',
      'Pagado al entregar',
      'Entregado',
    ]);
    expectNoConsoleErrors(consulta.errors);
    await consulta.context.close();
  });
});
