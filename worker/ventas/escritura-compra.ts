/**
 * The statements of a compra's write batch (routes/compras.ts), as plantillas (lib/plantilla.ts):
 * built once per shape in the isolate, bound per compra. Its first statement checks the store has
 * not changed since the compra was priced (lib/lectura-compra.ts `vigente`); its last bumps the
 * `tienda` version when its apartados left a product agotado (`agotados`).
 */
import { sql } from 'drizzle-orm';
import type { LineaVenta } from '../../common/wire/ventas';
import { plantilla } from '../db/plantilla';
import { consentimientos } from '../db/schema/cuentas';
import { ventaProductos, ventas } from '../db/schema/tienda';
import { apartarVenta, SIN_VENCER } from '../tienda';
import { agotados, vigente } from './lectura-compra';

/** The venta a compra's `token` names, inside its own batch (written by an earlier statement). */
export const ventaDelToken = (token: unknown) =>
  sql`(select ${ventas.id} from ${ventas} where ${ventas.token} = ${token})`;
export type FilaVenta = Omit<
  typeof ventas.$inferInsert,
  | 'id'
  | 'status_entrega'
  | 'transaccion_id'
  | 'evento_at'
  | 'pago_duplicado'
  | 'anonimizada_at'
  | 'aviso_vencida'
  | 'created_at'
  | 'updated_at'
  | 'recibido'
> & {
  ciudad_codigo: string | null;
  cupon_id: number | null;
  vence_at: string | null;
  status_pago: string;
  metodo_pago: string;
};

/** The write batch's own statements, built once per shape (lib/plantilla.ts) and bound per compra. */
export const escribir = {
  vigente: plantilla<{ version: string | null }>((db, v) => vigente(db, v.version)),
  venta: plantilla<FilaVenta>((db, v) => db.insert(ventas).values(v).returning()),
  lineas: plantilla<{ token: string; lineas: (LineaVenta & { producto_id: number })[] }>((db, v) =>
    db.insert(ventaProductos).values(v.lineas.map((l) => ({ ...l, venta_id: ventaDelToken(v.token) }))),
  ),
  consentimiento: plantilla<{ token: string; version: string; email: string }>((db, v) =>
    db.insert(consentimientos).values({
      tipo: 'tratamiento_datos',
      version: v.version,
      email: v.email,
      venta_id: ventaDelToken(v.token),
    }),
  ),
  apartar: plantilla<{ token: string; ahora: string }>((db, v) => apartarVenta(db, ventaDelToken(v.token), v.ahora)),
  /** contra entrega: held until delivered or cancelled (decision 0023) */
  apartarSinVencer: plantilla<{ token: string; ahora: string }>((db, v) =>
    apartarVenta(db, ventaDelToken(v.token), v.ahora, SIN_VENCER),
  ),
  agotados: plantilla<{ ids: number[]; ahora: string }>((db, v) => agotados(db, v.ids, v.ahora)),
};
