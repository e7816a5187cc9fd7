import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Producto } from '../../common/wire/productos';
import { plegar } from '../../web/src/features/tienda/filters';
import TiendaPage from '../../web/src/features/tienda/pages/TiendaPage';
import { LEGACY_KEY, leerCarrito } from '../../web/src/lib/carrito';
import { db } from '../../web/src/lib/db';
import { mockApi, producto, resetUi } from './tienda-helpers';

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
];
const MARCAS = [
  { id: 1, nombre: 'Genfar' },
  { id: 2, nombre: 'La Santé' },
  { id: 3, nombre: 'Omron' },
];
const CARACTERISTICAS = [
  { id: 1, nombre: 'Vitaminas y suplementos' },
  { id: 2, nombre: 'Equipos médicos' },
];

/** `producto/index` as the server pages and filters it (q on name and brand, brand, characteristic, discount). */
const servidor = (catalogo: readonly Producto[]) => (url: URL) => {
  const p = url.searchParams;
  const lista = (k: string) => p.get(k)?.split(',').map(Number);
  const q = plegar(p.get('q') ?? '');
  const filas = catalogo.filter(
    (row) =>
      plegar(`${row.nombre} ${row.nombre_marca}`).includes(q) &&
      (!lista('marca') || lista('marca')?.includes(row.id_marca)) &&
      (!lista('caracteristica') || lista('caracteristica')?.includes(row.id_caract)) &&
      (p.get('descuento') !== '1' || row.porcentaje > 0),
  );
  const page = Number(p.get('page'));
  const limit = Number(p.get('limit'));
  return { succes: filas.slice((page - 1) * limit, page * limit), total: filas.length, page, limit };
};

let calls: ReturnType<typeof mockApi>;
const ventas = () => calls.filter((c) => c.path === '/api/producto/index').map((c) => c.url.searchParams);

let ubicacion = '';
let navegar: ReturnType<typeof useNavigate>;
/** Records the address the store keeps its filters in, and lets a test press the back button. */
function Sonda() {
  const loc = useLocation();
  ubicacion = loc.pathname + loc.search;
  navegar = useNavigate();
  return null;
}

function renderTienda(path = '/e-comerce') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/e-comerce" element={<TiendaPage />} />
      </Routes>
      <Sonda />
      <Toaster />
    </MemoryRouter>,
  );
}

const tarjetas = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const lateral = () => within(screen.getByRole('complementary'));
const buscador = () => screen.getByRole('searchbox', { name: 'Buscar productos' });

function conCatalogo(catalogo: readonly Producto[], indice: (url: URL) => unknown = servidor(catalogo)) {
  calls = mockApi({
    '/api/producto/index': indice,
    '/api/marcas/index': () => ({ succes: MARCAS }),
    '/api/caracteristica/all': () => ({ succes: CARACTERISTICAS }),
  });
}

beforeEach(async () => {
  await db.carrito.clear();
  localStorage.clear();
  resetUi();
  conCatalogo(CATALOGO);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
});

describe('the store page', () => {
  it('shows the first page of active products, asked of the server, with brand and both prices', async () => {
    renderTienda();
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Cargando productos...');
    await waitFor(() => expect(tarjetas()).toEqual(['Ibuprofeno 400 mg', 'Vitamina C 500 mg', 'Tensiómetro digital']));
    expect(Object.fromEntries(ventas()[0])).toEqual({ estado: '1', page: '1', limit: '24', facetas: '1' });
    expect(screen.getByText('Mostrando 3 de 3 productos')).toBeTruthy();
    const vitamina = screen.getByRole('heading', { name: 'Vitamina C 500 mg' }).closest('li') as HTMLElement;
    expect(vitamina.querySelector('del')?.textContent).toMatch(/Precio anterior\s*\$\s*12\.900/);
    expect(vitamina.querySelector('.precio__ahora')?.textContent).toMatch(/\$\s*11\.610$/);
    expect(
      within(vitamina)
        .getByRole('link', { name: /Ver detalle/ })
        .getAttribute('href'),
    ).toBe('/e-comerce/2');
  });

  it('offers the brands and characteristics the server lists as having products on sale', async () => {
    renderTienda();
    await waitFor(() => expect(lateral().getByLabelText('Omron')).toBeTruthy());
    expect(lateral().getByLabelText('Equipos médicos')).toBeTruthy();
    const enUso = calls.filter((c) => ['/api/marcas/index', '/api/caracteristica/all'].includes(c.path));
    expect(enUso.map((c) => c.url.searchParams.get('en_uso'))).toEqual(['1', '1']);
  });

  it('asks for the search once, 250 ms after the last keystroke, keeping the previous grid on screen meanwhile', async () => {
    let soltar: (() => void) | null = null;
    conCatalogo(CATALOGO, (url) => {
      const r = servidor(CATALOGO)(url);
      return url.searchParams.has('q') ? new Promise((ok) => (soltar = () => ok(r))) : r;
    });
    renderTienda();
    await waitFor(() => expect(tarjetas()).toHaveLength(3));
    // typing with 100 ms between keys (the clock is the test's): no keystroke asks anything by itself
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      for (const texto of ['v', 'vi', 'vit']) {
        fireEvent.change(buscador(), { target: { value: texto } });
        act(() => vi.advanceTimersByTime(100));
        expect(ventas()).toHaveLength(1);
      }
      expect(buscador()).toHaveProperty('value', 'vit');
      act(() => vi.advanceTimersByTime(149)); // 249 ms after the last key
      expect(ventas()).toHaveLength(1);
      act(() => vi.advanceTimersByTime(1));
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(ventas()).toHaveLength(2));
    expect(ventas()[1].get('q')).toBe('vit');
    // the previous grid stays (busy) until the answer arrives: nothing jumps
    expect(tarjetas()).toHaveLength(3);
    expect(screen.getByRole('list', { busy: true })).toBeTruthy();
    act(() => soltar?.());
    await waitFor(() => expect(tarjetas()).toEqual(['Vitamina C 500 mg']));
    expect(screen.getByText('Mostrando 1 de 1 producto').getAttribute('aria-live')).toBe('polite');
    expect(ubicacion).toBe('/e-comerce?q=vit');
    await new Promise((r) => setTimeout(r, 300));
    expect(ventas()).toHaveLength(2);
  });

  it('keeps the filters in the address: an opened address applies them, a box adds one, back undoes it', async () => {
    renderTienda('/e-comerce?marca=3&descuento=1');
    await waitFor(() => expect(lateral().getByLabelText('Omron')).toHaveProperty('checked', true));
    expect(lateral().getByLabelText('Solo productos con descuento')).toHaveProperty('checked', true);
    await waitFor(() => expect(screen.getByText('No encontramos productos con esos filtros')).toBeTruthy());
    expect(Object.fromEntries(ventas()[0])).toMatchObject({ marca: '3', descuento: '1' });

    fireEvent.click(screen.getByRole('button', { name: 'Quitar filtro Descuento del día' }));
    await waitFor(() => expect(tarjetas()).toEqual(['Tensiómetro digital']));
    expect(ubicacion).toBe('/e-comerce?marca=3');
    fireEvent.click(lateral().getByLabelText('Genfar'));
    await waitFor(() => expect(tarjetas()).toEqual(['Ibuprofeno 400 mg', 'Tensiómetro digital']));
    expect(ubicacion).toBe('/e-comerce?marca=3%2C1');
    expect(ventas().at(-1)?.get('marca')).toBe('1,3');

    act(() => navegar(-1));
    await waitFor(() => expect(tarjetas()).toEqual(['Tensiómetro digital']));
    expect(lateral().getByLabelText('Genfar')).toHaveProperty('checked', false);
  });

  it('shows the search as a chip; removing it empties the box and focus stays among the chips', async () => {
    renderTienda('/e-comerce?q=SANTE&precio=1,2');
    await waitFor(() => expect(tarjetas()).toEqual(['Vitamina C 500 mg']));
    expect(buscador()).toHaveProperty('value', 'SANTE');
    fireEvent.click(screen.getByRole('button', { name: 'Quitar filtro Búsqueda: SANTE' }));
    await waitFor(() => expect(tarjetas()).toHaveLength(3));
    expect(buscador()).toHaveProperty('value', '');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Quitar filtro Menos de $ 10.000' })),
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
    expect(ubicacion).toBe('/e-comerce');
  });

  it("loads the next page with 'Mostrar más productos', announces the count and focuses the first new card", async () => {
    const muchos = Array.from({ length: 30 }, (_, i) =>
      producto({ id: 100 + i, nombre: `Producto ${i + 1}`, precio: 5_000 }),
    );
    conCatalogo(muchos);
    renderTienda();
    await waitFor(() => expect(tarjetas()).toHaveLength(24));
    expect(screen.getByText('Mostrando 24 de 30 productos')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar más productos' }));
    await waitFor(() => expect(tarjetas()).toHaveLength(30));
    expect(ventas().map((p) => p.get('page'))).toEqual(['1', '2']);
    expect(screen.getByText('Mostrando 30 de 30 productos')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mostrar más productos' })).toBeNull();
    // the focus moves in an effect after the new cards are drawn, not in the same commit
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Ver detalle de Producto 25' })),
    );
  });

  it('says so when the shop has no products, and offers a retry when the list cannot be loaded', async () => {
    conCatalogo([]);
    const { unmount } = renderTienda();
    await waitFor(() => expect(screen.getByText('Aún no hay productos en la tienda.')).toBeTruthy());
    unmount();

    let fallar = true;
    conCatalogo(CATALOGO, (url) => (fallar ? { status: 500, body: { message: 'caído' } } : servidor(CATALOGO)(url)));
    renderTienda();
    await waitFor(() => expect(screen.getByText('No pudimos cargar los productos.')).toBeTruthy());
    fallar = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(tarjetas()).toHaveLength(3));
  });

  it('offers Características in the small-screen filter menu, which filters and closes onto its button', async () => {
    renderTienda();
    await waitFor(() => expect(tarjetas()).toHaveLength(3));
    const boton = screen.getByRole('button', { name: 'Filtros' });
    expect(boton.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(boton);
    expect(boton.getAttribute('aria-expanded')).toBe('true');
    const menu = within(screen.getByRole('region', { name: 'Filtros' }));
    for (const grupo of ['Marca', 'Características', 'Precio', 'Descuento del día'])
      expect(menu.getByRole('group', { name: grupo })).toBeTruthy();
    const equipos = within(menu.getByRole('group', { name: 'Características' })).getByRole('checkbox', {
      name: 'Equipos médicos',
    });
    fireEvent.click(equipos);
    await waitFor(() => expect(tarjetas()).toEqual(['Tensiómetro digital']));
    expect(ubicacion).toBe('/e-comerce?caracteristica=2');
    fireEvent.click(menu.getByRole('button', { name: 'Ver resultados' }));
    expect(screen.queryByRole('region', { name: 'Filtros' })).toBeNull();
    expect(boton.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(boton);
  });

  it('adds a product to the cart, counts it on the cart button and raises its quantity when added again', async () => {
    renderTienda();
    await waitFor(() => expect(tarjetas()).toHaveLength(3));
    expect(screen.getByRole('button', { name: 'Carrito: 0 productos' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Agregar Vitamina C 500 mg al carrito' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Carrito: 1 producto' })).toBeTruthy());
    expect(await screen.findByText('Producto agregado al carrito')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Agregar Vitamina C 500 mg al carrito' }));
    expect(await screen.findByText('Sumó una unidad: ahora tiene 2 en el carrito')).toBeTruthy();
    expect(await leerCarrito()).toMatchObject([{ id: 2, cantidad: 2, precio_final: 11_610 }]);
    expect(screen.getByRole('button', { name: 'Carrito: 1 producto' })).toBeTruthy();
  });

  it('moves a legacy localStorage cart into IndexedDB when it opens', async () => {
    localStorage.setItem(LEGACY_KEY, JSON.stringify([{ ...CATALOGO[0], cantidad: 2 }]));
    renderTienda();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Carrito: 1 producto' })).toBeTruthy());
    expect(localStorage.getItem(LEGACY_KEY)).toBeNull();
    expect(await leerCarrito()).toMatchObject([{ id: 1, cantidad: 2 }]);
  });
});

/** The service worker's catalogue cache, as `caches` shows it to the page. */
function cacheDelServiceWorker(respuestas: Record<string, unknown>) {
  const entradas = Object.entries(respuestas).map(([path, cuerpo]) => ({
    req: new Request(`http://localhost${path}`),
    cuerpo,
  }));
  vi.stubGlobal('caches', {
    keys: async () => ['citasalud-catalogo'],
    open: async () => ({
      keys: async () => entradas.map((e) => e.req),
      match: async (req: Request) => {
        const e = entradas.find((x) => x.req.url === req.url);
        return e ? new Response(JSON.stringify(e.cuerpo)) : undefined;
      },
    }),
  });
}

describe('the store without a connection', () => {
  beforeEach(() => {
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
  });

  it('lists the products of the pages kept while online, says so, and searches among them in memory', async () => {
    cacheDelServiceWorker({
      '/api/producto/index?estado=1&limit=24&page=1': { succes: CATALOGO.slice(0, 2), total: 3, page: 1, limit: 24 },
      '/api/producto/index?estado=1&limit=24&marca=3&page=1': { succes: [CATALOGO[2]], total: 1, page: 1, limit: 24 },
      '/api/marcas/index?en_uso=1': { succes: MARCAS },
    });
    renderTienda();
    await waitFor(() => expect(tarjetas()).toEqual(['Ibuprofeno 400 mg', 'Vitamina C 500 mg', 'Tensiómetro digital']));
    expect(screen.getByText(/^Sin conexión: le mostramos los productos que ya vio con conexión/)).toBeTruthy();
    expect(screen.getByText('Mostrando 3 de 3 productos guardados')).toBeTruthy();

    fireEvent.change(buscador(), { target: { value: 'omron' } });
    await waitFor(() => expect(tarjetas()).toEqual(['Tensiómetro digital']));
    expect(ventas()).toEqual([]); // nothing was asked of the network
  });

  it('says plainly when nothing was kept', async () => {
    cacheDelServiceWorker({});
    renderTienda();
    await waitFor(() => expect(screen.getByText('Sin conexión y sin productos guardados')).toBeTruthy());
    expect(screen.getByText('Cuando vuelva la conexión verá el catálogo completo.')).toBeTruthy();
  });
});
