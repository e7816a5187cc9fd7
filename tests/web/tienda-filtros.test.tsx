import { describe, expect, it, vi } from 'vitest';
import type { Producto } from '../../common/wire/productos';
import {
  claveDe,
  consultaDe,
  type Filtros,
  filtrar,
  filtrosDeUrl,
  indexar,
  RANGOS,
  urlDeFiltros,
} from '../../web/src/features/tienda/filters';

let siguiente = 1;
const producto = (p: Partial<Producto> & { precio_final: number }): Producto => ({
  id: siguiente++,
  nombre: 'Producto',
  id_marca: 1,
  nombre_marca: 'Genfar',
  id_promocion: 0,
  nombre_promocion: '',
  porcentaje: 0,
  precio: p.precio_final,
  estado: '1',
  imagen1: '',
  imagen2: '',
  imagen3: '',
  imagen4: '',
  id_caract: 1,
  nombre_caract: '',
  caracteristica: '',
  ficha_tecnica: '',
  uso_adecuado: '',
  aviso_legal: '',
  stock: null,
  stock_minimo: 1,
  iva: 19,
  disponible: null,
  created_at: '2026-01-01T00:00:00.000Z',
  ...p,
});

const nada: Filtros = { q: '', marcas: [], caracteristicas: [], precios: [], descuento: false };
const nombres = (lista: Producto[]) => lista.map((p) => p.nombre);

describe('the store search', () => {
  const catalogo = indexar([
    producto({ nombre: 'Ibuprofeno 400 mg', nombre_marca: 'Genfar', precio_final: 8_900 }),
    producto({ nombre: 'Protector solar FPS 50', nombre_marca: 'Eucerin', precio_final: 79_120 }),
    producto({
      nombre: 'Vitamina C',
      nombre_marca: 'La Santé',
      nombre_promocion: 'Semana de la salud',
      porcentaje: 10,
      precio_final: 11_610,
    }),
    producto({
      nombre: 'Agua micelar',
      nombre_marca: 'Eucerin',
      nombre_promocion: 'Día sin IVA',
      precio_final: 34_900,
    }),
  ]);

  it('matches a product name case- and accent-insensitively, as a substring', () => {
    expect(nombres(filtrar(catalogo, { ...nada, q: 'IBUPRÓFENO' }))).toEqual(['Ibuprofeno 400 mg']);
    expect(nombres(filtrar(catalogo, { ...nada, q: 'fps 5' }))).toEqual(['Protector solar FPS 50']);
  });

  it('matches the brand name and the name of an active promotion', () => {
    expect(nombres(filtrar(catalogo, { ...nada, q: 'sante' }))).toEqual(['Vitamina C']);
    expect(nombres(filtrar(catalogo, { ...nada, q: 'eucerin' }))).toEqual(['Protector solar FPS 50', 'Agua micelar']);
    expect(nombres(filtrar(catalogo, { ...nada, q: 'semana de la SALUD' }))).toEqual(['Vitamina C']);
  });

  it('does not match the name of a promotion that gives no discount (ended)', () => {
    expect(filtrar(catalogo, { ...nada, q: 'día sin iva' })).toEqual([]);
  });

  it('shows everything for an empty or blank query', () => {
    expect(filtrar(catalogo, { ...nada, q: '   ' })).toHaveLength(4);
  });
});

describe('the store filters', () => {
  it('puts each discounted price in its bucket: below 10.000, up to 50.000, 50.000–100.000, above 100.000', () => {
    const en = (precio: number) => ([1, 2, 3, 4] as const).filter((r) => RANGOS[r](precio));
    expect(en(9_999)).toEqual([1]);
    expect(en(10_000)).toEqual([2]);
    expect(en(49_999)).toEqual([2]);
    expect(en(50_000)).toEqual([3]);
    expect(en(100_000)).toEqual([3]);
    expect(en(100_001)).toEqual([4]);
  });

  it('filters by the discounted price, not the normal one', () => {
    const indice = indexar([
      producto({ nombre: 'Rebajado', precio: 12_000, porcentaje: 30, precio_final: 8_400 }),
      producto({ nombre: 'Normal', precio_final: 12_000 }),
    ]);
    expect(nombres(filtrar(indice, { ...nada, precios: [1] }))).toEqual(['Rebajado']);
    expect(nombres(filtrar(indice, { ...nada, precios: [1, 2] }))).toEqual(['Rebajado', 'Normal']);
  });

  it('keeps only products with an active discount above 0 % for Descuento del día', () => {
    const indice = indexar([
      producto({ nombre: 'Con', porcentaje: 15, precio_final: 8_500 }),
      producto({ nombre: 'Sin', porcentaje: 0, nombre_promocion: 'Día sin IVA', precio_final: 9_000 }),
    ]);
    expect(nombres(filtrar(indice, { ...nada, descuento: true }))).toEqual(['Con']);
  });

  it('forgives a typo offline as the server does, the closest spelling first', () => {
    const indice = indexar([
      producto({ nombre: 'Tensiometro kids', precio_final: 5_000 }),
      producto({ nombre: 'Tensiómetro de muñeca', precio_final: 5_000 }),
      producto({ nombre: 'Glucómetro con 10 tiras', precio_final: 5_000 }),
      producto({ nombre: 'Brazalete', nombre_caract: 'Tensiómetros', precio_final: 5_000 }),
    ]);
    expect(nombres(filtrar(indice, { ...nada, q: 'tensiometo' }))).toEqual([
      'Tensiometro kids',
      'Tensiómetro de muñeca',
      'Brazalete',
    ]);
    expect(nombres(filtrar(indice, { ...nada, q: 'GLUCOMTERO' }))).toEqual(['Glucómetro con 10 tiras']);
    expect(nombres(filtrar(indice, { ...nada, q: 'tensiometro muneca' }))).toEqual(['Tensiómetro de muñeca']);
  });

  it('combines groups with AND and values of one group with OR', () => {
    const indice = indexar([
      producto({ nombre: 'A', id_marca: 1, id_caract: 5, precio_final: 5_000 }),
      producto({ nombre: 'B', id_marca: 2, id_caract: 5, precio_final: 5_000 }),
      producto({ nombre: 'C', id_marca: 3, id_caract: 5, precio_final: 5_000 }),
      producto({ nombre: 'D', id_marca: 1, id_caract: 6, precio_final: 5_000 }),
      producto({ nombre: 'E', id_marca: 1, id_caract: 5, precio_final: 60_000 }),
    ]);
    expect(nombres(filtrar(indice, { ...nada, marcas: [1, 2], caracteristicas: [5], precios: [1] }))).toEqual([
      'A',
      'B',
    ]);
  });

  it('folds the products once when indexed: a keystroke folds only the query, whatever the list size', () => {
    const muchos = indexar(
      Array.from({ length: 5000 }, (_, i) =>
        producto({ nombre: `Producto número ${i}`, nombre_marca: `Marca ${i % 40}`, precio_final: 1_000 * (i % 200) }),
      ),
    );
    const plegados = vi.spyOn(String.prototype, 'normalize');
    try {
      for (const q of ['p', 'pr', 'pro', 'prod', 'marca 3', 'número 49']) filtrar(muchos, { ...nada, q });
      expect(plegados).toHaveBeenCalledTimes(6);
    } finally {
      plegados.mockRestore();
    }
    expect(filtrar(muchos, { ...nada, q: 'NUMERO 4999' })).toHaveLength(1);
  });
});

describe('the store filters in the address and in the query', () => {
  it('reads an address into filters and writes them back in one fixed form', () => {
    const f = filtrosDeUrl(new URLSearchParams('q=vitamina&marca=3,1&precio=4,1&caracteristica=2&descuento=1'));
    expect(f).toEqual({ q: 'vitamina', marcas: [3, 1], caracteristicas: [2], precios: [4, 1], descuento: true });
    expect(urlDeFiltros(f).toString()).toBe('q=vitamina&marca=3%2C1&caracteristica=2&precio=1%2C4&descuento=1');
    expect(urlDeFiltros(nada).toString()).toBe('');
  });

  it('drops what an edited address gets wrong instead of failing', () => {
    const f = filtrosDeUrl(new URLSearchParams('marca=abc,2,-1,2&precio=9,3&descuento=si'));
    expect(f).toEqual({ q: '', marcas: [2], caracteristicas: [], precios: [3], descuento: false });
  });

  it('asks the server for one page of active products with the filters as its parameters', () => {
    const f: Filtros = { q: '  omega ', marcas: [5, 2], caracteristicas: [], precios: [2], descuento: true };
    expect(consultaDe(f, 3)).toEqual({
      q: 'omega',
      marca: '2,5',
      caracteristica: undefined,
      precio: '2',
      descuento: 1,
      estado: '1',
      page: 3,
      limit: 24,
    });
    expect(consultaDe(nada, 1)).toMatchObject({ q: undefined, marca: undefined, descuento: undefined });
  });

  it('gives the same key to filter sets that ask the same (blank search, order of boxes)', () => {
    expect(claveDe({ ...nada, q: '   ' })).toBe(claveDe(nada));
    expect(claveDe({ ...nada, precios: [4, 1] })).toBe(claveDe({ ...nada, precios: [1, 4] }));
    expect(claveDe({ ...nada, marcas: [3, 1] })).toBe(claveDe({ ...nada, marcas: [1, 3] }));
    expect(claveDe({ ...nada, q: 'a' })).not.toBe(claveDe(nada));
  });
});
