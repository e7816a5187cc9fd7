import { describe, expect, it } from 'vitest';
import { carritoCon, crearVenta, productoLlamado, tarjetas, tiendaCargada } from './comprador-support';
import { BASE, expectNoConsoleErrors, login, open, setupBrowser } from './support';

setupBrowser();

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A product with one unit left, created by staff through the API as the product form posts it. */
async function productoConUnaUnidad(nombre: string) {
  const token = await login('admin@citasalud.co');
  const { id_marca } = (await productoLlamado('Gasas estériles 7,5 × 7,5 cm')) as { id_marca?: number };
  const form = new FormData();
  for (const [k, v] of Object.entries({ nombre, id_marca: String(id_marca), precio: '45000', stock: '1' }))
    form.append(k, v);
  form.append('fotos[]', new Blob([PNG], { type: 'image/png' }), 'a.png');
  const res = await fetch(`${BASE}/api/producto/create`, {
    method: 'POST',
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { succes: { id: number } }).succes.id;
}

describe('Stock in the store', () => {
  it('A buyer takes the last unit of a product and the next buyer finds it Agotado, on its card and its page', async () => {
    const nombre = `Tensiómetro de muñeca ${Date.now().toString(36).slice(-5)}`;
    const id = await productoConUnaUnidad(nombre);

    // the first buyer: one unit is all the cart lets her take
    const primera = await open(`/e-comerce/${id}`);
    await primera.page.getByRole('heading', { level: 1, name: nombre }).waitFor();
    await primera.page.getByText('Queda 1 unidad').waitFor();
    await primera.page.goto(`${BASE}/e-comerce`);
    await tiendaCargada(primera.page);
    await primera.page.getByRole('searchbox', { name: 'Buscar productos' }).fill(nombre);
    await expect.poll(() => tarjetas(primera.page)).toEqual([nombre]);
    await primera.page.getByRole('button', { name: `Agregar ${nombre} al carrito` }).click();
    await carritoCon(primera.page, 1).click();
    const carrito = primera.page.getByRole('dialog', { name: 'Carrito de compras' });
    const mas = carrito.getByRole('button', { name: `Aumentar cantidad de ${nombre}` });
    await expect.poll(() => mas.getAttribute('aria-disabled')).toBe('true');
    await carrito.getByRole('button', { name: 'Finalizar compra' }).click();
    await crearVenta(primera.page, 'primera.compradora@example.co');

    // the next buyer: agotado on the card and on the page, nothing to add
    const segunda = await open('/e-comerce');
    await tiendaCargada(segunda.page);
    await segunda.page.getByRole('searchbox', { name: 'Buscar productos' }).fill(nombre);
    await expect.poll(() => tarjetas(segunda.page)).toEqual([nombre]);
    const agotado = segunda.page.getByRole('button', { name: `${nombre} está agotado` });
    expect(await agotado.isDisabled()).toBe(true);
    await segunda.page.goto(`${BASE}/e-comerce/${id}`);
    await segunda.page.getByRole('heading', { level: 1, name: nombre }).waitFor();
    expect(await segunda.page.getByRole('button', { name: `${nombre} está agotado` }).isDisabled()).toBe(true);

    expectNoConsoleErrors(primera.errors);
    expectNoConsoleErrors(segunda.errors);
    await primera.context.close();
    await segunda.context.close();
  });
});
