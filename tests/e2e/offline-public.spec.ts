import { describe, expect, it } from 'vitest';
import { carritoCon, productoLlamado, tiendaCargada } from './comprador-support';
import { conServiceWorker, enCache, indicador, OFFLINE_ERRORS } from './offline-support';
import { bogota, elegirDia, profesional } from './paciente-support';
import { apiCall, expectAccessible, expectNoConsoleErrors, open, setupBrowser } from './support';

setupBrowser();

type Comentario = { id: number; observacion: string };

describe('The public app without a connection', () => {
  it('A buyer reloads the store offline and still sees its catalogue and the cart', async () => {
    const vitamina = await productoLlamado('Vitamina C 500 mg masticable');
    const { page, context, errors } = await open('/e-comerce');
    await conServiceWorker(page);
    await tiendaCargada(page);
    await page.getByRole('button', { name: `Agregar ${vitamina.nombre} al carrito` }).click();
    await carritoCon(page, 1).waitFor();
    // the first page (asked of the server) went through the service worker and is kept
    await expect
      .poll(async () => (await enCache(page, 'citasalud-catalogo')).some((u) => u.startsWith('/api/producto/index?')))
      .toBe(true);
    const nombres = await page.locator('.productos h3').allTextContents();

    await context.setOffline(true);
    await page.reload();
    await indicador(page).waitFor();
    await tiendaCargada(page);
    // the kept page, honestly labelled, and a search among what is kept
    await page.getByText(/^Sin conexión: le mostramos los productos que ya vio con conexión/).waitFor();
    expect(await page.locator('.productos h3').allTextContents()).toEqual(nombres);
    await page.getByRole('searchbox', { name: 'Buscar productos' }).fill('vitamina c 500');
    await expect.poll(() => page.locator('.productos h3').allTextContents()).toEqual([vitamina.nombre]);
    await page.getByText('Mostrando 1 de 1 producto guardado').waitFor();
    await carritoCon(page, 1).click();
    const carrito = page.getByRole('dialog', { name: 'Carrito de compras' });
    await carrito.locator('.carrito__nombre', { hasText: vitamina.nombre }).waitFor();
    // paying needs the network, and says so
    await carrito
      .getByText(/necesita conexión a internet/)
      .first()
      .waitFor();
    await expectAccessible(page);
    expectNoConsoleErrors(errors, OFFLINE_ERRORS);
    await context.close();
  });

  it('A visitor opens offline a profile visited before, and every public page opens from the cache', async () => {
    const laura = await profesional();
    const { page, context, errors } = await open(`/doc-detalle/${laura.id}`);
    await conServiceWorker(page);
    await page.getByRole('heading', { level: 1, name: `${laura.nombre} ${laura.apellido}` }).waitFor();
    await page.locator('.opinion').first().waitFor();
    const comentarios = await page.locator('.opinion__text').allTextContents();

    await context.setOffline(true);
    await page.reload();
    await indicador(page).waitFor();
    await page.getByRole('heading', { level: 1, name: `${laura.nombre} ${laura.apellido}` }).waitFor();
    await page
      .getByText(/^Información guardada el/)
      .first()
      .waitFor();
    await expect.poll(() => page.locator('.opinion__text').allTextContents()).toEqual(comentarios);
    await expectAccessible(page);
    // booking needs the network, and says so when a day is chosen
    await elegirDia(page, bogota(1));
    await page
      .getByRole('dialog')
      .getByText(/necesita conexión a internet/)
      .waitFor();
    await page.keyboard.press('Escape');

    // the app shell and every screen's code come from the precache: each page opens, says it is offline
    for (const path of ['/', '/especialistas/todas/todas/0', '/politicas/terminos', '/e-comerce/pedido', '/login']) {
      await page.goto(path);
      await indicador(page).waitFor();
      await page.locator('main h1').first().waitFor();
    }
    expectNoConsoleErrors(errors, OFFLINE_ERRORS);
    await context.close();
  });

  it('An opinion written offline waits as pending, survives a reload and reaches the server exactly once', async () => {
    const laura = await profesional();
    const texto = `Escrita sin conexión, enviada al volver (${Date.now()}).`;
    const { page, context, errors } = await open(`/doc-detalle/${laura.id}#comentarios`);
    await conServiceWorker(page);
    const form = page.getByRole('form', { name: 'Deja tu opinión' });
    await form.waitFor();

    await context.setOffline(true);
    await form.getByLabel('Nombre').fill('Paciente sin señal');
    await form.getByLabel('Correo electrónico').fill('sin.senal@example.co');
    await form.getByLabel('Observación').fill(texto);
    await form.getByRole('radio', { name: '5 estrellas' }).check();
    await form.getByRole('button', { name: 'Enviar opinión' }).click();
    const pendientes = page.getByRole('list', { name: 'pendiente de envío' });
    await pendientes.getByText(texto).waitFor();
    expect(await form.getByLabel('Observación').inputValue()).toBe('');

    // still waiting after a reload without a connection
    await page.reload();
    await pendientes.getByText(texto).waitFor();
    await pendientes.getByText('pendiente de envío').waitFor();

    await context.setOffline(false); // fires `online`: the outbox sends it
    await expect.poll(() => pendientes.count()).toBe(0);
    await page.locator('.opinion', { hasText: texto }).waitFor();

    const { json } = await apiCall<{ succes: Comentario[] }>(`/api/comentario/all/medic?id=${laura.id}`);
    expect(json.succes.filter((c) => c.observacion === texto)).toHaveLength(1);
    // and nothing is sent again later (app start, back to the foreground)
    await page.reload();
    await page.locator('.opinion', { hasText: texto }).waitFor();
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const again = await apiCall<{ succes: Comentario[] }>(`/api/comentario/all/medic?id=${laura.id}`);
    expect(again.json.succes.filter((c) => c.observacion === texto)).toHaveLength(1);
    expect(await page.evaluate(() => localStorage.getItem('citasalud:outbox'))).toBeNull();
    expectNoConsoleErrors(errors, OFFLINE_ERRORS);
    await context.close();
  });
});
