/** Shared by the store's component tests: catalogue rows and a fetch that answers like the API. */

import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { VentaWompi } from '../../common/wire/compras';
import type { Producto } from '../../common/wire/productos';
import { useTiendaUi } from '../../web/src/features/tienda/store';
import { db } from '../../web/src/lib/db';

export const producto = (p: Partial<Producto> & { id: number; nombre: string; precio: number }): Producto => {
  const porcentaje = p.porcentaje ?? 0;
  return {
    id_marca: 1,
    nombre_marca: 'Genfar',
    id_promocion: 0,
    nombre_promocion: '',
    porcentaje,
    precio_final: Math.round(p.precio - (p.precio * porcentaje) / 100),
    estado: '1',
    imagen1: `productos/${p.id}.png`,
    imagen2: '',
    imagen3: '',
    imagen4: '',
    id_caract: 1,
    nombre_caract: 'Vitaminas y suplementos',
    caracteristica: 'Vitaminas y suplementos',
    ficha_tecnica: '',
    uso_adecuado: '',
    aviso_legal: '',
    stock: null,
    stock_minimo: 1,
    iva: 19,
    disponible: null,
    created_at: '2026-01-01T00:00:00.000Z',
    ...p,
  };
};

// The machine is shared: give IndexedDB and React time before a wait gives up.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

type Handler = (url: URL, init: RequestInit) => unknown | Promise<unknown>;
export type Respuesta = { status: number; body: unknown };
export const respuesta = (status: number, body: unknown): Respuesta => ({ status, body });

/** Replaces fetch: `rutas['/api/x']` answers (200 with its value, or a `respuesta(...)`). */
export function mockApi(rutas: Record<string, Handler>) {
  const calls: { path: string; url: URL; init: RequestInit }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    calls.push({ path: url.pathname, url, init });
    const handler = rutas[url.pathname];
    if (!handler) return new Response(JSON.stringify({ message: 'no existe' }), { status: 404 });
    const out = await handler(url, init);
    const r =
      out && typeof out === 'object' && 'status' in out && 'body' in out ? (out as Respuesta) : respuesta(200, out);
    return new Response(JSON.stringify(r.body), { status: r.status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** `POST /api/producto/find` over `productos` (404 for an unknown id), as the cart's check calls it. */
export const findEn = (productos: () => readonly { id: number }[]) => (_url: URL, init: RequestInit) => {
  const { id } = JSON.parse(String(init.body)) as { id: number };
  const p = productos().find((row) => row.id === id);
  return p ? { succes: p } : respuesta(404, { error: 'not_found', message: 'Producto no encontrado' });
};

/** Closes the store's panels (the filters live in the address: each test opens its own). */
export function resetUi() {
  useTiendaUi.setState({ carritoAbierto: false, compraAbierta: false, filtrosAbiertos: false });
}

/** Each test of the file starts with an empty cart and closed panels, and leaves no screen or fetch double behind. */
export function conTiendaLimpia() {
  beforeEach(async () => {
    await db.carrito.clear();
    resetUi();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}

/**
 * What `compras/new` answers for an order of 22.610 at 19 % IVA (Bogotá, no envío), without its
 * lines unless `extra` gives them.
 */
export const ventaCreada = (extra: Partial<VentaWompi> = {}): VentaWompi => ({
  id: 7,
  factura: 'CS-ABCD2345',
  metodo_pago: 'wompi',
  reference: 'CS1700000000000123456',
  status_pago: 'pendiente',
  // 22.610 at 19 %: base 19.000 and IVA 3.610
  impuestos: [{ tarifa: 19, base: 19_000, iva: 3_610 }],
  subtotal: 19_000,
  iva: 3_610,
  envio: 0,
  descuento: 0,
  cupon: '',
  redondeo: 0,
  total: 22_610,
  tax_in_cents: { vat: 361_000 },
  ciudad: 'Bogotá',
  ciudad_codigo: '11001',
  documento: '',
  amount_in_cents: 2_261_000,
  currency: 'COP',
  signature: { integrity: 'f'.repeat(64) },
  public_key: 'pub_test_x',
  sandbox: false,
  productos: [],
  ...extra,
});
