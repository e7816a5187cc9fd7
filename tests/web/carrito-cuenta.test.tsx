/**
 * The store's cart button counts the cart without Dexie (web/src/lib/carrito-cuenta.ts): a plain
 * IndexedDB read that creates no database, live once a cart action loaded Dexie; and the old
 * store's cart is moved in only when there is one (web/src/lib/carrito-legado.ts).
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { contarLineas, useCuentaCarrito } from '../../web/src/lib/carrito-cuenta';

const producto = (id: number) => ({
  id,
  nombre: `Producto ${id}`,
  nombre_marca: 'Marca',
  precio: 10000,
  porcentaje: 0,
});

function Cuenta() {
  const n = useCuentaCarrito();
  return <p data-testid="cuenta">{n === undefined ? 'leyendo' : n}</p>;
}

describe("The cart button's count", () => {
  it('reads how many products the cart holds, as IndexedDB has them', async () => {
    const { agregarAlCarrito } = await import('../../web/src/lib/carrito');
    expect(await contarLineas()).toBe(0);
    await agregarAlCarrito(producto(1));
    await agregarAlCarrito(producto(2));
    await agregarAlCarrito(producto(2));
    expect(await contarLineas()).toBe(2);
  });

  it('reads 0 where the app never made its database, and makes none', async () => {
    const vacio = new IDBFactory();
    vi.stubGlobal('indexedDB', vacio);
    expect(await contarLineas()).toBe(0);
    expect(await vacio.databases()).toEqual([]);
  });

  it('shows the count, and follows the cart once an action loaded it', async () => {
    render(<Cuenta />);
    expect(screen.getByTestId('cuenta').textContent).toBe('leyendo');
    await waitFor(() => expect(screen.getByTestId('cuenta').textContent).toBe('0'));
    const { agregarAlCarrito, quitarDelCarrito } = await import('../../web/src/lib/carrito');
    await act(() => agregarAlCarrito(producto(7)).then(() => undefined));
    await waitFor(() => expect(screen.getByTestId('cuenta').textContent).toBe('1'));
    await act(() => quitarDelCarrito(7));
    await waitFor(() => expect(screen.getByTestId('cuenta').textContent).toBe('0'));
  });
});

describe("The old store's cart", () => {
  it('loads the cart code only when localStorage holds an old cart, and moves it then', async () => {
    vi.resetModules();
    const cargada = vi.fn();
    vi.doMock('../../web/src/lib/carrito', () => {
      cargada();
      return { migrarCarritoLegado: async () => 3 };
    });
    const { migrarCarritoLegado } = await import('../../web/src/lib/carrito-legado');
    expect(await migrarCarritoLegado()).toBe(0);
    expect(cargada).not.toHaveBeenCalled();
    localStorage.setItem('cart', '[]');
    expect(await migrarCarritoLegado()).toBe(3);
    expect(cargada).toHaveBeenCalled();
    vi.doUnmock('../../web/src/lib/carrito');
  });
});
