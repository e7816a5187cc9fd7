/** Steps shared by the buyer journeys: the seeded catalogue, the store's cards and the checkout form. */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { apiCall } from './support';

export type ProductoApi = { id: number; nombre: string; precio: number; precio_final: number; porcentaje: number };

export async function productoLlamado(nombre: string) {
  const { json } = await apiCall<{ succes: ProductoApi[] }>('/api/producto/index');
  const p = json.succes.find((row) => row.nombre === nombre);
  if (!p) throw new Error(`producto de demostración no encontrado: ${nombre}`);
  return p;
}

/** The product names on the store's cards, in order. */
export const tarjetas = (page: Page) => page.locator('.productos h3').allTextContents();

export const carritoCon = (page: Page, n: number) =>
  page.getByRole('button', { name: `Carrito: ${n} ${n === 1 ? 'producto' : 'productos'}` });

/** Waits for the store's grid (the first cards) to be on screen. */
export async function tiendaCargada(page: Page) {
  await page.locator('.productos h3').first().waitFor();
}

/**
 * Fills the checkout with valid data and creates the order; returns the factura shown. By default
 * to Medellín; `ciudad` is what the buyer types and `opcion` the municipality she picks, and
 * `antes` runs on the form just before it is sent (choosing how to pay).
 */
export async function crearVenta(
  page: Page,
  email: string,
  {
    ciudad = 'medell',
    opcion = /Medellín/,
    antes,
  }: { ciudad?: string; opcion?: RegExp; antes?: (datos: Locator) => Promise<void> } = {},
) {
  const datos = page.getByRole('dialog', { name: 'Datos para el envío' });
  await datos.getByLabel('Nombre').fill('Valentina');
  await datos.getByLabel('Apellido').fill('Ríos Prueba');
  await datos.getByLabel('Correo electrónico').fill(email);
  await datos.getByLabel('Teléfono celular').fill('310 555 1234');
  // the ciudad combobox searches the DIVIPOLA list as the buyer types
  await datos.getByRole('combobox', { name: 'Ciudad' }).fill(ciudad);
  await datos.getByRole('option', { name: opcion }).click();
  await datos.getByLabel('Dirección de entrega').fill('Carrera 43A # 1-50');
  await datos.getByRole('checkbox').check();
  await antes?.(datos);
  await datos.getByRole('button', { name: 'Crear pedido' }).click();
  const resumen = page.getByRole('dialog', { name: 'Su pedido' });
  await resumen.waitFor();
  const factura = (await resumen.locator('dd strong').first().textContent()) ?? '';
  expect(factura).toMatch(/^CS-[A-Z2-7]{8}$/);
  return { resumen, factura };
}

/** On the local sandbox page: pays with a test card. */
export async function pagarEnSandbox(page: Page, tarjeta: string) {
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/api\/pagos\/sandbox\//);
  await page.getByLabel('Número de tarjeta').fill(tarjeta);
  await page.getByRole('button', { name: /^Pagar/ }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/e-comerce/pago/resultado');
}

/**
 * Closes the toasts on screen (their close buttons) and waits until they are gone, so axe
 * judges the page itself and not a toast caught mid-animation. The buttons are pressed where
 * they are now: a toast that closes by itself meanwhile leaves nothing to wait for.
 */
export async function sinToasts(page: Page) {
  const toasts = page.locator('[data-sonner-toast]');
  await page.evaluate(() => {
    for (const boton of document.querySelectorAll<HTMLElement>('[data-sonner-toast] [data-close-button]'))
      boton.click();
  });
  await expect.poll(() => toasts.count()).toBe(0);
}
