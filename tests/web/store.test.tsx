import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import StorePage from '../../web/src/features/store/pages/StorePage';
import { LEGACY_KEY, leerCarrito } from '../../web/src/lib/cart';
import { db } from '../../web/src/lib/db';
import { mockApi, producto, resetUi } from './store-helpers';

const CATALOGO = [
  producto({ id: 1, nombre: 'Ibuprofeno 400 mg', precio: 8_900, nombre_marca: 'Genfar', id_marca: 1 }),
  producto({
    id: 2,
    nombre: 'Vitamina C 500 mg',
    precio: 12_900,
    porcentaje: 10,
    nombre_promocion: 'Semana de la salud',
    nombre_marca: 'La Santé',
    id_marca: 2,
  }),
  producto({ id: 3, nombre: 'Tensiómetro digital', precio: 189_900, nombre_marca: 'Omron', id_marca: 3, id_caract: 2 }),
  // a staff session's list also carries inactive products: never shown in the store
  producto({ id: 4, nombre: 'Desodorante retirado', precio: 9_500, estado: '0' }),
];
const MARCAS = [
  { id: 1, nombre: 'Genfar' },
  { id: 2, nombre: 'La Santé' },
  { id: 3, nombre: 'Omron' },
  { id: 9, nombre: 'Marca sin productos' },
];
const CARACTS = [
  { id: 1, nombre: 'Vitaminas y suplementos' },
  { id: 2, nombre: 'Equipos médicos' },
];

function renderTienda() {
  return render(
    <MemoryRouter initialEntries={['/e-comerce']}>
      <Routes>
        <Route path="/e-comerce" element={<StorePage />} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
}

const tarjetas = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const lateral = () => within(screen.getByRole('complementary'));

beforeEach(async () => {
  await db.cart.clear();
  localStorage.clear();
  resetUi();
  mockApi({
    '/api/producto/index': () => ({ succes: CATALOGO }),
    '/api/marcas/index': () => ({ succes: MARCAS }),
    '/api/caracteristica/all': () => ({ succes: CARACTS }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the store page', () => {
  it('shows the active products with brand, struck normal price and discounted price', async () => {
    renderTienda();
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Cargando productos...');
    await waitFor(() => expect(tarjetas()).toEqual(['Ibuprofeno 400 mg', 'Vitamina C 500 mg', 'Tensiómetro digital']));
    const vitamina = screen.getByRole('heading', { name: 'Vitamina C 500 mg' }).closest('li') as HTMLElement;
    expect(vitamina.querySelector('del')?.textContent).toMatch(/Precio anterior\s*\$\s*12\.900/);
    expect(vitamina.querySelector('.precio__ahora')?.textContent).toMatch(/\$\s*11\.610$/);
    expect(
      within(vitamina)
        .getByRole('link', { name: /Ver detalle/ })
        .getAttribute('href'),
    ).toBe('/e-comerce/2');
    expect(screen.getByRole('heading', { name: 'Ibuprofeno 400 mg' }).closest('li')?.querySelector('del')).toBeNull();
  });

  it('offers only brands that have products on sale', async () => {
    renderTienda();
    await waitFor(() => expect(lateral().getByLabelText('Omron')).toBeTruthy());
    expect(lateral().queryByLabelText('Marca sin productos')).toBeNull();
  });

  it('searches accent-insensitively and shows the search and filters as removable chips', async () => {
    renderTienda();
    await waitFor(() => expect(tarjetas()).toHaveLength(3));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar productos' }), { target: { value: 'SANTE' } });
    await waitFor(() => expect(tarjetas()).toEqual(['Vitamina C 500 mg']));
    expect(screen.getByRole('button', { name: 'Quitar filtro Búsqueda: SANTE' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Quitar filtro Búsqueda: SANTE' }));
    await waitFor(() => expect(tarjetas()).toHaveLength(3));

    fireEvent.click(lateral().getByLabelText('Más de $ 100.000'));
    fireEvent.click(lateral().getByLabelText('Omron'));
    await waitFor(() => expect(tarjetas()).toEqual(['Tensiómetro digital']));
    fireEvent.click(screen.getByRole('button', { name: 'Quitar filtro Más de $ 100.000' }));
    expect(screen.queryByRole('button', { name: 'Quitar filtro Más de $ 100.000' })).toBeNull();
    // focus stays among the chips, on the one that took the removed chip's place
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Quitar filtro Omron' })),
    );
  });

  it('says when nothing matches and clears every filter from there', async () => {
    renderTienda();
    await waitFor(() => expect(tarjetas()).toHaveLength(3));
    fireEvent.click(lateral().getByLabelText('Solo productos con descuento'));
    fireEvent.click(lateral().getByLabelText('Equipos médicos'));
    await waitFor(() => expect(screen.getByText('No encontramos productos con esos filtros')).toBeTruthy());
    const vacio = screen.getByText('No encontramos productos con esos filtros').closest('.state') as HTMLElement;
    fireEvent.click(within(vacio).getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(tarjetas()).toHaveLength(3));
    expect(lateral().getByLabelText('Solo productos con descuento')).toHaveProperty('checked', false);
  });

  it('hides Características from the small-screen filter menu', async () => {
    renderTienda();
    await waitFor(() => expect(tarjetas()).toHaveLength(3));
    const boton = screen.getByRole('button', { name: 'Filtros' });
    expect(boton.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(boton);
    const menu = within(document.getElementById('filtros-movil') as HTMLElement);
    expect(menu.getByText('Marca')).toBeTruthy();
    expect(menu.getByText('Precio')).toBeTruthy();
    expect(menu.getByText('Descuento del día')).toBeTruthy();
    expect(menu.queryByText('Características')).toBeNull();
  });

  it('adds a product to the cart once, counts it on the cart button and warns on a duplicate', async () => {
    renderTienda();
    await waitFor(() => expect(tarjetas()).toHaveLength(3));
    expect(screen.getByRole('button', { name: 'Carrito: 0 productos' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Agregar Vitamina C 500 mg al carrito' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Carrito: 1 producto' })).toBeTruthy());
    expect(await screen.findByText('Producto agregado al carrito')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Agregar Vitamina C 500 mg al carrito' }));
    expect(await screen.findByText('El producto ya existe en el carrito')).toBeTruthy();
    expect(await leerCarrito()).toMatchObject([{ id: 2, cantidad: 1, precio_final: 11_610 }]);
  });

  it('moves a legacy localStorage cart into IndexedDB when it opens', async () => {
    localStorage.setItem(LEGACY_KEY, JSON.stringify([{ ...CATALOGO[0], cantidad: 2 }]));
    renderTienda();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Carrito: 1 producto' })).toBeTruthy());
    expect(localStorage.getItem(LEGACY_KEY)).toBeNull();
    expect(await leerCarrito()).toMatchObject([{ id: 1, cantidad: 2 }]);
  });
});
