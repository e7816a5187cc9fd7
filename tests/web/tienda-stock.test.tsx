import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { CarritoPanel } from '../../web/src/features/tienda/components/CarritoPanel';
import { ProductoCard } from '../../web/src/features/tienda/components/ProductoCard';
import ProductoPage from '../../web/src/features/tienda/pages/ProductoPage';
import { useTiendaUi } from '../../web/src/features/tienda/store';
import { agregarAlCarrito, incrementar, leerCarrito, maximoDe, revisarCarrito } from '../../web/src/lib/carrito';
import { db } from '../../web/src/lib/db';
import { conTiendaLimpia, findEn, mockApi, producto } from './tienda-helpers';

const TENSIOMETRO = producto({ id: 7, nombre: 'Tensiómetro', precio: 90_000, stock: 3, disponible: 3 });
const AGOTADO = producto({ id: 8, nombre: 'Glucómetro', precio: 60_000, stock: 2, disponible: 0 });

conTiendaLimpia();

describe('Agotado in the store', () => {
  it('a card of a product with no unit left says Agotado and cannot be added', () => {
    const onAgregar = vi.fn();
    render(
      <MemoryRouter>
        <ul>
          <ProductoCard p={AGOTADO} onAgregar={onAgregar} />
          <ProductoCard p={TENSIOMETRO} onAgregar={onAgregar} />
        </ul>
      </MemoryRouter>,
    );
    const boton = screen.getByRole('button', { name: 'Glucómetro está agotado' }) as HTMLButtonElement;
    expect(boton.disabled).toBe(true);
    fireEvent.click(boton);
    expect(onAgregar).not.toHaveBeenCalled();
    expect(screen.getAllByText('Agotado')).toHaveLength(2); // the badge and the button
    fireEvent.click(screen.getByRole('button', { name: 'Agregar Tensiómetro al carrito' }));
    expect(onAgregar).toHaveBeenCalledWith(TENSIOMETRO);
  });

  it('the product page says Agotado and its add button is disabled', async () => {
    mockApi({ '/api/producto/find': () => ({ succes: AGOTADO }) });
    render(
      <MemoryRouter initialEntries={['/e-comerce/8']}>
        <Routes>
          <Route path="/e-comerce/:id" element={<ProductoPage />} />
        </Routes>
      </MemoryRouter>,
    );
    const boton = (await screen.findByRole('button', { name: 'Glucómetro está agotado' })) as HTMLButtonElement;
    expect(boton.disabled).toBe(true);
    expect(screen.getByText('Agotado')).toBeTruthy();
  });

  it('the cart refuses a product agotado, and a product without stock has no limit but 99', async () => {
    expect((await agregarAlCarrito(AGOTADO)).resultado).toBe('agotado');
    expect(await leerCarrito()).toEqual([]);
    expect(maximoDe(producto({ id: 9, nombre: 'Gasa', precio: 1_000 }))).toBe(99);
    expect(maximoDe(TENSIOMETRO)).toBe(3);
  });

  it('adding again raises the line up to the units left, then refuses', async () => {
    const pasos = [];
    for (let i = 0; i < 4; i++) pasos.push(await agregarAlCarrito(TENSIOMETRO));
    expect(pasos).toEqual([
      { resultado: 'agregado', cantidad: 1 },
      { resultado: 'sumado', cantidad: 2 },
      { resultado: 'sumado', cantidad: 3 },
      { resultado: 'maximo', cantidad: 3 },
    ]);
    expect((await db.carrito.get(TENSIOMETRO.id))?.cantidad).toBe(3);
  });
});

describe('the cart keeps to what is left', () => {
  it('never goes past the units left, and flags a line that asks for more', async () => {
    await agregarAlCarrito(TENSIOMETRO);
    for (let i = 0; i < 5; i++) await incrementar(TENSIOMETRO.id, maximoDe(TENSIOMETRO));
    expect((await db.carrito.get(TENSIOMETRO.id))?.cantidad).toBe(3);
    const quedaUno = { ...TENSIOMETRO, disponible: 1 };
    expect(revisarCarrito(await leerCarrito(), [quedaUno]).get(TENSIOMETRO.id)).toEqual({
      tipo: 'stock',
      disponible: 1,
    });
  });

  it('the panel says how many are left, blocks paying, and keeps what is left when the buyer accepts', async () => {
    await agregarAlCarrito(TENSIOMETRO);
    await incrementar(TENSIOMETRO.id);
    await incrementar(TENSIOMETRO.id); // 3 in the cart
    mockApi({ '/api/producto/find': findEn(() => [{ ...TENSIOMETRO, disponible: 2 }]) });
    useTiendaUi.setState({ carritoAbierto: true });
    render(
      <MemoryRouter>
        <CarritoPanel />
        <Toaster />
      </MemoryRouter>,
    );
    const dialogo = within(await screen.findByRole('dialog', { name: 'Carrito de compras' }));
    expect(await dialogo.findByText('Solo quedan 2 unidades: ajuste la cantidad para continuar.')).toBeTruthy();
    expect(dialogo.getByRole('button', { name: 'Finalizar compra' }).getAttribute('aria-disabled')).toBe('true');

    fireEvent.click(dialogo.getByRole('button', { name: 'Dejar 2 unidades' }));
    await waitFor(() => expect(dialogo.queryByText(/Solo quedan/)).toBeNull());
    expect((await db.carrito.get(TENSIOMETRO.id))?.cantidad).toBe(2);
    const mas = dialogo.getByRole('button', { name: 'Aumentar cantidad de Tensiómetro' });
    expect(mas.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(mas);
    expect(await screen.findByText('No hay más unidades disponibles (máximo 2).')).toBeTruthy();
    expect((await db.carrito.get(TENSIOMETRO.id))?.cantidad).toBe(2);
  });
});
