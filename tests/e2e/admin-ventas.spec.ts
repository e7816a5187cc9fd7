import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiCall, BASE, expectAccessible, expectNoConsoleErrors, login, open, setupBrowser } from './support';

setupBrowser();

async function comoAdmin(path: string, opts: { mobile?: boolean } = {}) {
  const token = await login('admin@citasalud.co');
  const opened = await open('/politicas/terminos', opts);
  await opened.page.evaluate((tk) => localStorage.setItem('token', tk), token);
  await opened.page.goto(path);
  return { ...opened, token };
}

/** Whole pesos as the store and the admin show them: "$ 45.900" (spaces made plain). */
const pesos = (valor: number) =>
  new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 0 })
    .format(valor)
    .replace(/\s/g, ' ');

type Producto = { id: number; nombre: string; precio: number; porcentaje: number };
type Venta = { id: number; factura: string; status_pago: string; status_entrega: string };

/** A buyer's order of two units of a discounted product, paid through the local sandbox. */
async function ventaPagada(comprador = { nombre: 'Sofía', apellido: 'Pérez Gómez' }) {
  const catalogo = await apiCall<{ succes: Producto[] }>('/api/producto/index');
  const producto = catalogo.json.succes.find((p) => p.porcentaje > 0) ?? catalogo.json.succes[0];
  const compra = await apiCall<{ succes: { factura: string; reference: string; total: number } }>('/api/compras/new', {
    body: {
      token: randomUUID(),
      productos: [{ ...producto, cantidad: 2 }],
      ...comprador,
      email: 'sofia.e2e@example.co',
      telefono: '3001234567',
      ciudad: 'Bogotá',
      direccion: 'Calle 45 # 12-30',
      acepta_tratamiento: '1',
    },
  });
  expect(compra.status).toBe(201);
  const { factura, reference, total } = compra.json.succes;
  const pago = await fetch(`${BASE}/api/pagos/sandbox/${encodeURIComponent(reference)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'tarjeta=4242424242424242',
    redirect: 'manual',
  });
  expect(pago.status).toBe(303);
  return { factura, total, producto };
}

describe('Staff follow the orders', () => {
  it("change an order's delivery status", async () => {
    const { factura, total, producto } = await ventaPagada();
    const { page, errors, context, token } = await comoAdmin('/panel/ecomerce/pedidos');
    await page.getByRole('heading', { level: 1, name: 'Pedidos' }).waitFor();
    const fila = page.getByRole('row').filter({ hasText: factura });
    await fila.waitFor();
    expect(await fila.textContent()).toContain('Pagado');
    // money as the store shows it: whole pesos, never "45.900,00"
    expect((await fila.textContent())?.replace(/\s/g, ' ')).toContain(pesos(total));
    expect(await fila.textContent()).not.toMatch(/\d,\d\d\b/);
    await expectAccessible(page);

    // the invoice's lines
    await page.getByRole('button', { name: `Detalle de la factura ${factura}` }).click();
    const detalle = page.getByRole('dialog', { name: 'Productos de la factura' });
    await detalle.getByRole('cell', { name: producto.nombre }).waitFor();
    // the amounts end with the total charged (envío and descuento in it), and the detail says where it goes
    const ultima = (await detalle.getByRole('row').last().textContent())?.replace(/\s/g, ' ');
    expect(ultima).toBe(`Total de la factura${pesos(total)}`);
    const envioA = (await detalle.getByRole('region', { name: 'Datos para el envío' }).textContent()) ?? '';
    expect(envioA).toContain('Calle 45 # 12-30');
    expect(envioA).toContain('sofia.e2e@example.co');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => detalle.count()).toBe(0);

    // pendiente → preparando → enviado
    const entrega = page.getByRole('combobox', { name: `Estado de entrega de la factura ${factura}` });
    expect(await entrega.inputValue()).toBe('pendiente');
    await entrega.selectOption('preparando');
    await page.getByText('Se actualizó el estado de entrega').waitFor();
    await expect.poll(() => entrega.inputValue()).toBe('preparando');
    // shipping asks for the carrier and the tracking number (issue 21 item 4)
    await entrega.selectOption('enviado');
    const envio = page.getByRole('dialog', { name: `Enviar el pedido ${factura}` });
    await envio.getByLabel('Transportadora').fill('Coordinadora');
    await envio.getByLabel('Número de guía').fill('55012345');
    await envio.getByRole('button', { name: 'Marcar como enviado' }).click();
    await expect.poll(() => entrega.inputValue()).toBe('enviado');

    const ventas = await apiCall<{ succes: Venta[] }>('/api/ventas/index', { token });
    expect(ventas.json.succes.find((p) => p.factura === factura)).toMatchObject({
      status_pago: 'aprobado',
      status_entrega: 'enviado',
    });
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('find an order by its invoice or the buyer e-mail and by status, the server paging the list', async () => {
    const { factura } = await ventaPagada();
    const { page, errors, context } = await comoAdmin('/panel/ecomerce/pedidos');
    await page.getByRole('row').filter({ hasText: factura }).waitFor();
    await page.getByText(/^Mostrando \d+ de \d+ pedidos?$/).waitFor();

    await page.getByLabel('Buscar por factura, nombre, teléfono o correo').fill(factura.toLowerCase());
    await page.getByText('Mostrando 1 de 1 pedido').waitFor();
    expect(await page.getByRole('row').count()).toBe(2); // head and the order
    await page.getByLabel('Estado del pago', { exact: true }).selectOption('aprobado');
    await page.getByLabel('Estado de entrega', { exact: true }).selectOption('entregado');
    await page.getByText('Ningún pedido coincide con los filtros.').waitFor();
    await page.getByLabel('Estado de entrega', { exact: true }).selectOption('pendiente');
    await page.getByRole('row').filter({ hasText: factura }).waitFor();

    await page.getByLabel('Buscar por factura, nombre, teléfono o correo').fill('sofia.e2e@example.co');
    await expect.poll(() => page.getByRole('row').filter({ hasText: factura }).count()).toBe(1);
    await expectAccessible(page);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('read the orders as cards on a 360 px phone', async () => {
    const { factura } = await ventaPagada();
    const { page, errors, context } = await comoAdmin('/panel/ecomerce/pedidos', { mobile: true });
    await page.getByRole('row').filter({ hasText: factura }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // the search is at hand; the status and date filters wait behind «Filtros», so the orders come first
    const entrega = page.getByLabel('Estado de entrega', { exact: true });
    expect(await page.getByLabel('Buscar por factura, nombre, teléfono o correo').isVisible()).toBe(true);
    expect(await entrega.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Filtros', exact: true }).click();
    await expect.poll(() => entrega.isVisible()).toBe(true);
    await entrega.selectOption('pendiente');
    await expect.poll(() => page.getByRole('button', { name: 'Filtros (1)' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('read a long buyer name wrapped inside its card on a 360 px phone', async () => {
    const largo = {
      nombre: 'Maximiliana Wolfeschlegelsteinhausenbergerdorff',
      apellido: 'Santamaría-Villavicencio de la Trinidad',
    };
    const { factura } = await ventaPagada(largo);
    const { page, errors, context } = await comoAdmin('/panel/ecomerce/pedidos', { mobile: true });
    const tarjeta = page.getByRole('row').filter({ hasText: factura });
    await tarjeta.waitFor();
    const nombre = tarjeta.getByRole('cell', { name: largo.nombre });
    const medidas = await nombre.evaluate((celda) => {
      const fila = celda.closest('tr') as HTMLElement;
      const alto = Number.parseFloat(getComputedStyle(celda).lineHeight) || 20;
      return {
        pagina: document.documentElement.scrollWidth,
        fila: [fila.scrollWidth, fila.clientWidth],
        celda: [celda.scrollWidth, celda.clientWidth, celda.getBoundingClientRect().right],
        lineas: Math.round(celda.getBoundingClientRect().height / alto),
      };
    });
    expect(medidas.pagina, JSON.stringify(medidas)).toBeLessThanOrEqual(360);
    expect(medidas.fila[0], JSON.stringify(medidas)).toBeLessThanOrEqual(medidas.fila[1]);
    expect(medidas.celda[0], JSON.stringify(medidas)).toBeLessThanOrEqual(medidas.celda[1]);
    expect(medidas.celda[2], JSON.stringify(medidas)).toBeLessThanOrEqual(360);
    // the name took more than one line instead of pushing the card wider
    expect(medidas.lineas, JSON.stringify(medidas)).toBeGreaterThan(1);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('see the orders, products, brands and codes tables whole on a 1,024 px desktop', async () => {
    await ventaPagada({ nombre: 'Juan Sebastián', apellido: 'Restrepo Cárdenas' });
    const { page, errors, context, token } = await comoAdmin('/panel/ecomerce/pedidos');
    const cupon = await apiCall('/api/cupones/create', {
      token,
      body: { codigo: `ANCHO${randomUUID().slice(0, 6).toUpperCase()}`, tipo: 'porcentaje', valor: 10 },
    });
    expect(cupon.status).toBe(201);
    await page.setViewportSize({ width: 1024, height: 768 });
    for (const [ruta, titulo] of [
      ['/panel/ecomerce/pedidos', 'Pedidos'],
      ['/panel/ecomerce/productos', 'Productos'],
      ['/panel/ecomerce/marcas', 'Marcas'],
      ['/panel/ecomerce/cupones', 'Códigos de descuento'],
    ]) {
      await page.goto(`${BASE}${ruta}`);
      await page.getByRole('heading', { level: 1, name: titulo }).waitFor();
      await page.locator('tbody tr').first().waitFor();
      const medidas = await page.evaluate(() => ({
        pagina: [document.documentElement.scrollWidth, document.documentElement.clientWidth],
        tablas: [...document.querySelectorAll('table')].map((t) => {
          const caja = (t.parentElement as HTMLElement).getBoundingClientRect();
          return {
            ancho: Math.ceil(t.getBoundingClientRect().width),
            cabe: Math.floor(caja.width),
            derecha: Math.ceil(t.getBoundingClientRect().right),
            // cells whose content spills out of their column
            desbordadas: [...t.querySelectorAll('th, td')]
              .filter((c) => c.scrollWidth > c.clientWidth + 1)
              .map((c) => `${c.getAttribute('data-label') ?? c.textContent}: ${c.scrollWidth}/${c.clientWidth}`),
          };
        }),
      }));
      const dice = `${ruta}: ${JSON.stringify(medidas)}`;
      expect(medidas.pagina[0], dice).toBeLessThanOrEqual(medidas.pagina[1]);
      expect(medidas.tablas.length, dice).toBeGreaterThan(0);
      for (const t of medidas.tablas) {
        expect(t.ancho, dice).toBeLessThanOrEqual(t.cabe);
        expect(t.derecha, dice).toBeLessThanOrEqual(1024);
        expect(t.desbordadas, dice).toEqual([]);
      }
    }
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
