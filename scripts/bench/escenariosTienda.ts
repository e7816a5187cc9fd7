/**
 * The store's scenarios (issue 21's speed goals): the staff's sales view and orders list (with
 * their filters) and the CSV export, signed in as the demo admin; and the buyer's checkout on
 * products with stock, each order reserving its units (apartados). datosTienda prepares them.
 */
import http from 'node:http';
import { addDays, bogotaNow } from '../../common/fechas';
import { codigoTotp, pasoDe } from '../../worker/cuentas/totp';
import { DEMO } from '../seed/datos';
import type { Escenario } from './medir';
import { BUSQUEDAS_VENTAS } from './pasosVentas';
import { json, pedir } from './pedir';

export type DatosTienda = { token: string; productos: number[] };

/** Stock the checkout never exhausts (the most the API takes). */
const STOCK = 1_000_000;

/**
 * Signs in as the demo admin and gives 24 active products a stock (not timed): the checkout
 * scenario then reserves units on every order, in the demo data as at scale.
 */
export async function datosTienda(base: string): Promise<DatosTienda> {
  const agent = new http.Agent({ keepAlive: true });
  const token = await entrarComoAdmin(base, agent);
  const auth = { Authorization: `Bearer ${token}` };
  const pagina = await json<{ succes: { id: number; estado: string }[] }>(base, agent, {
    method: 'GET',
    path: '/api/producto/index?page=1&limit=30&estado=1',
  });
  const productos = pagina.succes
    .filter((p) => p.estado === '1')
    .map((p) => p.id)
    .slice(0, 24);
  for (const id of productos)
    await json(base, agent, {
      method: 'POST',
      path: '/api/producto/update',
      body: { id, stock: STOCK },
      headers: auth,
    });
  agent.destroy();
  return { token, productos };
}

/**
 * The demo admin's session: her password, then the two-step code of the demo secret (issue 22),
 * trying the next step's code when this step's was used already (a code is accepted once).
 */
async function entrarComoAdmin(base: string, agent: http.Agent): Promise<string> {
  const r0 = await pedir(
    base,
    agent,
    {
      method: 'POST',
      path: '/api/user/auth',
      body: { email: DEMO.admin.email, password: DEMO.password },
    },
    true,
  );
  const primero = JSON.parse(r0.texto) as { succes?: string; desafio?: string };
  if (primero.succes) return primero.succes;
  if (!primero.desafio) throw new Error('El administrador de demostración no pudo iniciar sesión');
  const paso = pasoDe(Date.now());
  for (const p of [paso, paso + 1, paso + 2]) {
    const codigo = await codigoTotp(DEMO.secretoDosPasos, Date.now(), p);
    const r = await pedir(
      base,
      agent,
      {
        method: 'POST',
        path: '/api/user/auth/codigo',
        body: { desafio: primero.desafio, codigo },
      },
      true,
    );
    if (r.status === 200) return (JSON.parse(r.texto) as { succes: string }).succes;
  }
  throw new Error('Ningún código de dos pasos del administrador de demostración fue aceptado');
}

/** The store's scenarios; at scale the exports are bounded to a few runs, one at a time. */
export function escenariosTienda(t: DatosTienda, escala: boolean): Escenario[] {
  const auth = { Authorization: `Bearer ${t.token}` };
  const comoAdmin = (path: string) => ({ method: 'GET' as const, path, headers: auth });
  const hoy = bogotaNow().fecha;
  const mes = `desde=${addDays(hoy, -29)}&hasta=${hoy}`;
  const filtros = [
    '',
    mes,
    `${mes}&status_pago=aprobado&orden=estado&dir=asc`,
    `status_entrega=enviado&orden=total&dir=desc`,
    ...BUSQUEDAS_VENTAS.map((q) => `q=${encodeURIComponent(q)}&${mes}`),
  ];
  const exportar = { max: escala ? 3 : 20, concurrencia: 1 };
  // each buyer's address makes few orders: the checkout allows 60 per address in 10 minutes
  const ip = (i: number) => `10.210.${(i >> 12) & 255}.${(i >> 4) & 255}`;
  return [
    {
      clave: 'tienda-resumen',
      nombre: 'ventas/resumen (vista de ventas: hoy, 7 y 30 días)',
      modo: 'fallo',
      peticion: (i) => comoAdmin(`/api/ventas/resumen?dias=${[1, 7, 30][i % 3]}`),
      esperado: [200],
    },
    {
      clave: 'tienda-ventas',
      nombre: 'ventas/index (páginas de 50, fechas, estados, búsqueda, orden)',
      modo: 'fallo',
      peticion: (i) =>
        comoAdmin(
          `/api/ventas/index?${filtros[i % filtros.length]}&page=${1 + (Math.floor(i / filtros.length) % 3)}&limit=50`,
        ),
      esperado: [200],
    },
    {
      clave: 'tienda-export-mes',
      nombre: 'ventas/export.csv de 30 días (en flujo)',
      modo: 'entera',
      peticion: () => comoAdmin(`/api/ventas/export.csv?${mes}`),
      esperado: [200],
      ...exportar,
    },
    {
      clave: 'tienda-export-todo',
      nombre: 'ventas/export.csv de todos los pedidos (en flujo)',
      modo: 'entera',
      peticion: () => comoAdmin('/api/ventas/export.csv'),
      esperado: [200],
      ...exportar,
      memoria: escala,
    },
    {
      clave: 'tienda-compra',
      nombre: 'compras/new con apartado de stock (1 a 3 productos)',
      modo: 'escritura',
      peticion: (i) => ({
        method: 'POST',
        path: '/api/compras/new',
        headers: { 'CF-Connecting-IP': ip(i) },
        body: {
          token: crypto.randomUUID(),
          nombre: 'Comprador',
          apellido: `Carga ${i}`,
          email: `compra${i}@carga.test`,
          telefono: '3001234567',
          ciudad: i % 2 ? 'Bogotá' : '25754',
          direccion: 'Calle 1 # 2-3',
          acepta_tratamiento: 1,
          productos: Array.from({ length: 1 + (i % 3) }, (_, k) => ({
            id: t.productos[(i * 7 + k * 5) % t.productos.length],
            cantidad: 1 + (k % 2),
          })),
        },
      }),
      esperado: [201],
    },
  ];
}
