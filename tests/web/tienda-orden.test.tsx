/**
 * Finding products on /e-comerce (issue 33 item 6): «Ordenar por» kept in the address and sent
 * as `orden`, and the server's facet counts beside each filter option («Vitaminas (12)»).
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consultaDe, filtrar, filtrosDeUrl, indexar, urlDeFiltros } from '../../web/src/features/tienda/filters';
import TiendaPage from '../../web/src/features/tienda/pages/TiendaPage';
import { db } from '../../web/src/lib/db';
import { mockApi, producto, resetUi } from './tienda-helpers';

const CATALOGO = [
  producto({ id: 1, nombre: 'Ibuprofeno 400 mg', precio: 8_900, id_marca: 1, nombre_marca: 'Genfar' }),
  producto({ id: 2, nombre: 'Vitamina C 500 mg', precio: 12_900, id_marca: 2, nombre_marca: 'La Santé' }),
];
const FACETAS = {
  marca: [
    { id: 1, nombre: 'Genfar', n: 1 },
    { id: 2, nombre: 'La Santé', n: 12 },
  ],
  caracteristica: [{ id: 1, nombre: 'Vitaminas', n: 12 }],
  categoria: [{ id: 2, nombre: 'De $ 10.000 a $ 50.000', n: 3 }],
};

let calls: ReturnType<typeof mockApi>;
const consultas = () => calls.filter((c) => c.path === '/api/producto/index').map((c) => c.url.searchParams);
let ubicacion = '';
function Sonda() {
  const loc = useLocation();
  ubicacion = loc.pathname + loc.search;
  return null;
}
const renderTienda = (path = '/e-comerce') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/e-comerce" element={<TiendaPage />} />
      </Routes>
      <Sonda />
    </MemoryRouter>,
  );
const lateral = () => within(screen.getByRole('complementary'));

beforeEach(async () => {
  await db.carrito.clear();
  localStorage.clear();
  resetUi();
  calls = mockApi({
    '/api/producto/index': (url) => ({
      succes: CATALOGO,
      total: 2,
      page: 1,
      limit: 24,
      ...(url.searchParams.get('facetas') === '1' && { facetas: FACETAS }),
    }),
    '/api/marcas/index': () => ({
      succes: [
        { id: 1, nombre: 'Genfar' },
        { id: 2, nombre: 'La Santé' },
        { id: 3, nombre: 'Omron' },
      ],
    }),
    '/api/caracteristica/all': () => ({ succes: [{ id: 1, nombre: 'Vitaminas' }] }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('«Ordenar por» on the store', () => {
  it('offers the five orders, relevance first, and keeps the chosen one in the address and the query', async () => {
    renderTienda();
    const select = (await screen.findByLabelText('Ordenar por')) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Relevancia',
      'Precio: menor a mayor',
      'Precio: mayor a menor',
      'Novedades',
      'Más vendidos',
    ]);
    expect(select.value).toBe('');
    fireEvent.change(select, { target: { value: 'precio_asc' } });
    await waitFor(() => expect(ubicacion).toBe('/e-comerce?orden=precio_asc'));
    await waitFor(() => expect(consultas().at(-1)?.get('orden')).toBe('precio_asc'));
    fireEvent.change(screen.getByLabelText('Ordenar por'), { target: { value: '' } });
    await waitFor(() => expect(ubicacion).toBe('/e-comerce'));
  });

  it('reads the order from a shared address', async () => {
    renderTienda('/e-comerce?orden=mas_vendidos&marca=2');
    const select = (await screen.findByLabelText('Ordenar por')) as HTMLSelectElement;
    expect(select.value).toBe('mas_vendidos');
    expect(consultas()[0].get('orden')).toBe('mas_vendidos');
  });
});

describe('facet counts beside the filter options', () => {
  it('shows each option with the products it would show, 0 for one the server did not count', async () => {
    renderTienda();
    await waitFor(() => expect(lateral().getByLabelText('Vitaminas (12)')).toBeTruthy());
    expect(lateral().getByLabelText('La Santé (12)')).toBeTruthy();
    expect(lateral().getByLabelText('Genfar (1)')).toBeTruthy();
    expect(lateral().getByLabelText('Omron (0)')).toBeTruthy();
    expect(lateral().getByLabelText('De $ 10.000 a $ 50.000 (3)')).toBeTruthy();
    expect(lateral().getByLabelText('Más de $ 100.000 (0)')).toBeTruthy();
    expect(consultas()[0].get('facetas')).toBe('1');
  });
});

describe('the order in the filters', () => {
  it('round-trips through the address, asks the counts with the first page only, and sorts offline', () => {
    const f = filtrosDeUrl(new URLSearchParams('orden=precio_desc&q=x'));
    expect(f.orden).toBe('precio_desc');
    expect(filtrosDeUrl(new URLSearchParams('orden=barato')).orden).toBeUndefined();
    expect(urlDeFiltros(f).toString()).toBe('q=x&orden=precio_desc');
    expect(consultaDe(f, 1)).toMatchObject({ orden: 'precio_desc', facetas: 1 });
    expect(consultaDe(f, 2).facetas).toBeUndefined();
    const indice = indexar(CATALOGO);
    const sin = { q: '', marcas: [], caracteristicas: [], precios: [], descuento: false };
    expect(filtrar(indice, { ...sin, orden: 'precio_desc' }).map((p) => p.id)).toEqual([2, 1]);
    expect(filtrar(indice, { ...sin, orden: 'nuevos' }).map((p) => p.id)).toEqual([2, 1]);
    expect(filtrar(indice, { ...sin, orden: 'precio_asc' }).map((p) => p.id)).toEqual([1, 2]);
  });
});
