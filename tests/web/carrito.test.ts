import { beforeEach, describe, expect, it } from 'vitest';
import {
  aceptarPrecio,
  agregarAlCarrito,
  decrementar,
  incrementar,
  LEGACY_KEY,
  leerCarrito,
  MAX_CANTIDAD,
  migrarCarritoLegado,
  type ProductoVendible,
  quitarDelCarrito,
  revisarCarrito,
  totalCarrito,
} from '../../web/src/lib/carrito';
import { db } from '../../web/src/lib/db';

const producto = (
  id: number,
  precio: number,
  porcentaje = 0,
  extra: Partial<ProductoVendible> = {},
): ProductoVendible => ({
  id,
  nombre: `Producto ${id}`,
  nombre_marca: 'Genfar',
  precio,
  porcentaje,
  precio_final: Math.round(precio - (precio * porcentaje) / 100),
  imagen1: `productos/${id}.png`,
  estado: '1',
  ...extra,
});

beforeEach(async () => {
  await db.carrito.clear();
  localStorage.clear();
});

describe('the cart in IndexedDB', () => {
  it('adds a product once with quantity 1 and the discounted price it showed', async () => {
    expect(await agregarAlCarrito(producto(1, 12_900, 10))).toEqual({ resultado: 'agregado', cantidad: 1 });
    const [linea] = await leerCarrito();
    expect(linea).toMatchObject({ id: 1, cantidad: 1, precio: 12_900, porcentaje: 10, precio_final: 11_610 });
  });

  it('raises the quantity of a product already in the cart instead of adding a second line', async () => {
    await agregarAlCarrito(producto(1, 5_000));
    await incrementar(1);
    expect(await agregarAlCarrito(producto(1, 5_000))).toEqual({ resultado: 'sumado', cantidad: 3 });
    const lineas = await leerCarrito();
    expect(lineas).toHaveLength(1);
    expect(lineas[0].cantidad).toBe(3);
    // two adds at once (two tabs) are two units
    await Promise.all([agregarAlCarrito(producto(1, 5_000)), agregarAlCarrito(producto(1, 5_000))]);
    expect((await db.carrito.get(1))?.cantidad).toBe(5);
  });

  it('stops at the most an order takes and says so', async () => {
    await agregarAlCarrito(producto(9, 1_000));
    await db.carrito.update(9, { cantidad: MAX_CANTIDAD });
    expect(await agregarAlCarrito(producto(9, 1_000))).toEqual({ resultado: 'maximo', cantidad: MAX_CANTIDAD });
    expect((await db.carrito.get(9))?.cantidad).toBe(MAX_CANTIDAD);
  });

  it('increments, and decrements never below 1', async () => {
    await agregarAlCarrito(producto(2, 8_000));
    await incrementar(2);
    await incrementar(2);
    expect((await db.carrito.get(2))?.cantidad).toBe(3);
    await decrementar(2);
    await decrementar(2);
    await decrementar(2);
    await decrementar(2);
    expect((await db.carrito.get(2))?.cantidad).toBe(1);
  });

  it('never goes above the 99 units an order accepts', async () => {
    await agregarAlCarrito(producto(3, 1_000));
    await db.carrito.update(3, { cantidad: MAX_CANTIDAD });
    await incrementar(3);
    expect((await db.carrito.get(3))?.cantidad).toBe(MAX_CANTIDAD);
  });

  it('removes a line and keeps the others, in the order they were added', async () => {
    await agregarAlCarrito(producto(4, 1_000));
    await agregarAlCarrito(producto(5, 2_000));
    await agregarAlCarrito(producto(6, 3_000));
    await quitarDelCarrito(5);
    expect((await leerCarrito()).map((l) => l.id)).toEqual([4, 6]);
  });

  it('totals the discounted price times the quantity of each line', async () => {
    await agregarAlCarrito(producto(7, 10_000, 15)); // 8.500
    await agregarAlCarrito(producto(8, 3_900));
    await incrementar(8);
    await incrementar(8);
    expect(totalCarrito(await leerCarrito())).toBe(8_500 + 3 * 3_900);
  });
});

describe('the cart the original client left in localStorage', () => {
  it('is moved in once, with its quantities, and the key is removed', async () => {
    const legado = [
      { ...producto(10, 20_000, 20), precio_final: undefined, cantidad: 3 },
      { ...producto(11, 4_500), cantidad: '2' },
    ];
    localStorage.setItem(LEGACY_KEY, JSON.stringify(legado));
    expect(await migrarCarritoLegado()).toBe(2);
    expect(localStorage.getItem(LEGACY_KEY)).toBeNull();
    const lineas = await leerCarrito();
    expect(lineas.map((l) => [l.id, l.cantidad, l.precio_final])).toEqual([
      [10, 3, 16_000],
      [11, 2, 4_500],
    ]);
    await quitarDelCarrito(11);
    expect(await migrarCarritoLegado()).toBe(0);
    expect((await leerCarrito()).map((l) => l.id)).toEqual([10]);
  });

  it('keeps a line already in IndexedDB instead of the legacy copy', async () => {
    await agregarAlCarrito(producto(12, 9_000));
    localStorage.setItem(
      LEGACY_KEY,
      JSON.stringify([
        { ...producto(12, 1), cantidad: 5 },
        { ...producto(13, 7_000), cantidad: 1 },
      ]),
    );
    expect(await migrarCarritoLegado()).toBe(1);
    expect(await db.carrito.get(12)).toMatchObject({ cantidad: 1, precio: 9_000 });
  });

  it('drops an unreadable legacy cart without failing', async () => {
    localStorage.setItem(LEGACY_KEY, '{no es json');
    expect(await migrarCarritoLegado()).toBe(0);
    expect(localStorage.getItem(LEGACY_KEY)).toBeNull();
    localStorage.setItem(LEGACY_KEY, JSON.stringify([{ nombre: 'sin id' }, null, { id: 'x', precio: 1 }]));
    expect(await migrarCarritoLegado()).toBe(0);
    expect(await leerCarrito()).toEqual([]);
  });
});

describe('checking the cart against the fresh catalogue', () => {
  it('flags a product that became inactive or left the catalogue', async () => {
    await agregarAlCarrito(producto(20, 5_000));
    await agregarAlCarrito(producto(21, 6_000));
    await agregarAlCarrito(producto(22, 7_000));
    const avisos = revisarCarrito(await leerCarrito(), [producto(20, 5_000), producto(21, 6_000, 0, { estado: '0' })]);
    expect(Object.fromEntries(avisos)).toEqual({ 21: { tipo: 'inactivo' }, 22: { tipo: 'inactivo' } });
  });

  it('flags a changed price (a new or ended promotion too) until the buyer accepts it', async () => {
    await agregarAlCarrito(producto(30, 50_000, 10));
    await agregarAlCarrito(producto(31, 8_000));
    await incrementar(30);
    const fresco = [producto(30, 50_000), producto(31, 8_000)];
    expect(revisarCarrito(await leerCarrito(), fresco).get(30)).toEqual({
      tipo: 'precio',
      anterior: 45_000,
      nuevo: 50_000,
    });
    expect(revisarCarrito(await leerCarrito(), fresco).has(31)).toBe(false);

    await aceptarPrecio(fresco[0]);
    expect(revisarCarrito(await leerCarrito(), fresco).size).toBe(0);
    expect(await db.carrito.get(30)).toMatchObject({ precio_final: 50_000, porcentaje: 0, cantidad: 2 });
  });
});
