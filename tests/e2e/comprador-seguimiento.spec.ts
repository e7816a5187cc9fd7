import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { correoA } from './buzon';
import { apiCall, BASE, expectAccessible, expectNoConsoleErrors, login, open, setupBrowser } from './support';

setupBrowser();

type Producto = { id: number; nombre: string };

/** Luz's order to Soacha (envío and IVA in its total), paid through the local sandbox. */
async function ventaPagadaEnSoacha(email: string) {
  const catalogo = await apiCall<{ succes: Producto[] }>('/api/producto/index');
  const producto = catalogo.json.succes.find((p) => p.nombre === 'Termómetro digital') ?? catalogo.json.succes[0];
  const compra = await apiCall<{ succes: { factura: string; reference: string; envio: number; iva: number } }>(
    '/api/compras/new',
    {
      body: {
        token: randomUUID(),
        productos: [{ id: producto.id, cantidad: 1 }],
        nombre: 'Luz Marina',
        apellido: 'Soacha Prueba',
        email,
        telefono: '3115551234',
        ciudad: 'Soacha',
        direccion: 'Calle 13 # 7-20, barrio San Mateo',
        acepta_tratamiento: '1',
      },
    },
  );
  expect(compra.status).toBe(201);
  expect(compra.json.succes.iva).toBeGreaterThan(0);
  const { factura, reference } = compra.json.succes;
  const pago = await fetch(`${BASE}/api/pagos/sandbox/${encodeURIComponent(reference)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'tarjeta=4242424242424242',
    redirect: 'manual',
  });
  expect(pago.status).toBe(303);
  return factura;
}

describe('Following an order', () => {
  it('A buyer in Soacha pays shipping and IVA and follows her order to delivery', async () => {
    const email = `luz.sigue.${Date.now()}@example.co`;
    const factura = await ventaPagadaEnSoacha(email);

    // staff move it along from the orders screen: preparando → enviado (carrier, guía) → entregado
    const token = await login('admin@citasalud.co');
    const panel = await open('/politicas/terminos');
    await panel.page.evaluate((tk) => localStorage.setItem('token', tk), token);
    await panel.page.goto(`${BASE}/panel/ecomerce/pedidos?q=${factura}`);
    const entrega = panel.page.getByRole('combobox', { name: `Estado de entrega de la factura ${factura}` });
    await entrega.waitFor();
    await entrega.selectOption('preparando');
    await expect.poll(() => entrega.inputValue()).toBe('preparando');
    expect((await correoA(email, /Estamos preparando su pedido/)).texto).toContain(factura);

    await entrega.selectOption('enviado');
    const envio = panel.page.getByRole('dialog', { name: `Enviar el pedido ${factura}` });
    await envio.getByLabel('Transportadora').fill('Servientrega');
    await envio.getByLabel('Número de guía').fill('7000 1234 5678');
    await expectAccessible(panel.page);
    await envio.getByRole('button', { name: 'Marcar como enviado' }).click();
    await expect.poll(() => entrega.inputValue()).toBe('enviado');
    const enCamino = await correoA(email, /va en camino/);
    expect(enCamino.texto).toContain('salió con la transportadora Servientrega. Número de guía: 700012345678.');

    await entrega.selectOption('entregado');
    await panel.page.getByRole('row').filter({ hasText: factura }).getByText('Entregado', { exact: true }).waitFor();
    expect((await correoA(email, /fue entregado/)).texto).toContain(`/e-comerce/pedido?factura=${factura}`);

    // the order's history for staff: each step with who made it
    await panel.page.getByRole('button', { name: `Detalle de la factura ${factura}` }).click();
    const historial = panel.page.getByRole('region', { name: 'Historial del pedido' });
    await historial.getByText('Entregado').waitFor();
    expect((await historial.textContent())?.replace(/\s/g, ' ')).toContain('Servientrega, guía 700012345678');
    expectNoConsoleErrors(panel.errors);
    await panel.context.close();

    // the buyer's look-up shows the timeline
    const { page, context, errors } = await open(`/e-comerce/pedido?factura=${factura}`);
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByRole('button', { name: 'Consultar' }).click();
    const seguimiento = page.getByRole('region', { name: 'Seguimiento del pedido' });
    await seguimiento.waitFor();
    expect(await seguimiento.locator('li strong').allTextContents()).toEqual([
      'Pedido recibido',
      'Pago aprobado',
      'En preparación',
      'Enviado',
      'Entregado',
    ]);
    await seguimiento.getByText('Número de guía: 700012345678').waitFor();
    await expectAccessible(page);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
