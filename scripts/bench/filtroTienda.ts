import { percentil } from './medir';

/**
 * What the store does per keystroke, over 10,000 products in Node (V8, no DOM, no render). Online
 * a keystroke only updates the field; 250 ms after the last one the screen reads the filters from
 * the address and builds the page query for the server (timed here). Offline it filters in memory
 * the pages the service worker kept (timed here over 10,000 products, more than it keeps).
 */
export async function filtroTienda() {
  const rutaFiltros = '../../web/src/features/tienda/filters';
  const f = (await import(rutaFiltros).catch(() => null)) as null | {
    indexar: (p: unknown[]) => unknown[];
    filtrar: (i: unknown[], f: unknown) => unknown[];
    filtrosDeUrl?: (p: URLSearchParams) => unknown;
    consultaDe?: (f: unknown, page: number) => unknown;
    claveDe?: (f: unknown) => string;
  };
  if (!f) return null;
  const nombres = [
    'Vitamina C',
    'Omega 3',
    'Colágeno hidrolizado',
    'Protector solar',
    'Gel antibacterial',
    'Tensiómetro',
  ];
  const productos = Array.from({ length: 10_000 }, (_, i) => ({
    id: i + 1,
    nombre: `${nombres[i % nombres.length]} ${i + 1}`,
    nombre_marca: `Laboratorios ${i % 40}`,
    nombre_promocion: i % 6 === 0 ? 'Día de la salud' : '',
    porcentaje: i % 6 === 0 ? 15 : 0,
    id_marca: i % 40,
    id_caract: i % 8,
    precio: 5000 + ((i * 7919) % 195_000),
    precio_final: 5000 + ((i * 7919) % 195_000),
  }));
  const t0 = performance.now();
  const indice = f.indexar(productos);
  const indexar = performance.now() - t0;
  const tiempos: number[] = [];
  const consultas: number[] = [];
  const texto = 'vitamina c 1';
  for (let ronda = 0; ronda < 20; ronda++)
    for (let k = 1; k <= texto.length; k++) {
      const filtros = {
        q: texto.slice(0, k),
        marcas: ronda % 2 ? [1, 2, 3] : [],
        caracteristicas: [],
        precios: [],
        descuento: false,
      };
      if (f.filtrosDeUrl && f.consultaDe && f.claveDe) {
        const params = new URLSearchParams({ q: filtros.q, ...(ronda % 2 ? { marca: '1,2,3' } : {}) });
        const b = performance.now();
        const leidos = f.filtrosDeUrl(params);
        f.claveDe(leidos);
        f.consultaDe(leidos, 1);
        consultas.push(performance.now() - b);
      }
      const a = performance.now();
      f.filtrar(indice, filtros);
      tiempos.push(performance.now() - a);
    }
  tiempos.sort((a, b) => a - b);
  consultas.sort((a, b) => a - b);
  return {
    indexar,
    p50: percentil(tiempos, 50),
    p99: percentil(tiempos, 99),
    max: tiempos[tiempos.length - 1],
    consulta: consultas.length ? { p50: percentil(consultas, 50), max: consultas[consultas.length - 1] } : null,
  };
}
