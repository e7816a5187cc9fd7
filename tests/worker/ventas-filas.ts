/**
 * Orders written straight into D1 with the times and statuses a test needs (the sales view, the
 * orders list's filters and the CSV export), each batch with its own buyer e-mail and invoices.
 */
import { schema } from '../../worker/db/schema';
import { db } from './helpers';
import { insertarEnBloques } from './perf/fixtures';

type Venta = typeof schema.ventas.$inferInsert;
/** ventas a statement: 4 × 21 bound values (D1 takes at most 100 a statement) */
export const FILAS_POR_INSERT = 4;
export type FilaVenta = Partial<Venta> & { created_at: string };

/** Inserts `filas` (ids in order) with a fresh buyer e-mail and invoice prefix; answers them. */
export async function insertarVentas(filas: FilaVenta[]) {
  const u = crypto.randomUUID().replaceAll('-', '').slice(0, 10).toUpperCase();
  const email = `op.${u.toLowerCase()}@correo.co`;
  const valores = filas.map((f, i) => ({
    factura: `CS-O${u}${String(i).padStart(4, '0')}`,
    token: `tok-op-${u}-${i}`,
    reference: `ref-op-${u}-${i}`,
    nombre: 'Operador',
    apellidos: 'Prueba',
    email,
    telefono_cliente: '3001112233',
    ciudad: 'Cali',
    direccion: 'Calle 1',
    total: 1000,
    ...f,
  }));
  // drizzle binds nearly every column (21 of ventas, defaults included): 4 rows a statement stay
  // under D1's 100 parameters
  const d = db();
  const stmts = [];
  for (let i = 0; i < valores.length; i += FILAS_POR_INSERT)
    stmts.push(
      d
        .insert(schema.ventas)
        .values(valores.slice(i, i + FILAS_POR_INSERT))
        .returning({ id: schema.ventas.id }),
    );
  const ids: number[] = [];
  for (let i = 0; i < stmts.length; i += 50) {
    const hechos = await d.batch(stmts.slice(i, i + 50) as [(typeof stmts)[number], ...typeof stmts]);
    for (const h of hechos) ids.push(...h.map((r) => r.id));
  }
  return { email, prefijo: `CS-O${u}`, ids, facturas: valores.map((v) => v.factura) };
}

/** A line of a venta, straight into D1. */
export const insertarLineas = (lineas: (typeof schema.ventaProductos.$inferInsert)[]) =>
  insertarEnBloques(schema.ventaProductos, lineas);
