/**
 * What planearDemo answers: every row of the demo data, per table, with explicit ids that
 * follow the current maximum of each table, so that `seed()` can insert parents and children
 * in one batch; and what it needs to know of the database and of the stored images.
 */
import type { citas, horarios, motivos } from '../../worker/db/schema/agenda';
import type { comentarios, especialidades, home, users } from '../../worker/db/schema/directorio';
import type { ventaPasos } from '../../worker/db/schema/entrega';
import type { ajustesTienda } from '../../worker/db/schema/envio';
import type {
  caracteristicas,
  marcas,
  productos,
  promociones,
  ventaProductos,
  ventas,
} from '../../worker/db/schema/tienda';
import type { ImagenesDemo } from './guardarImagenesDemo';

/** The tables whose rows get explicit ids (SQL table names). */
export const TABLAS_CON_ID = [
  'especialidades',
  'users',
  'horarios',
  'motivos',
  'citas',
  'comentarios',
  'marcas',
  'caracteristicas',
  'promociones',
  'productos',
  'ventas',
] as const;
export type Ids = Record<(typeof TABLAS_CON_ID)[number], number>;

export type Plan = {
  especialidades: (typeof especialidades.$inferInsert)[];
  /** rows of the `users` table: professionals and the admin */
  cuentas: (typeof users.$inferInsert)[];
  horarios: (typeof horarios.$inferInsert)[];
  motivos: (typeof motivos.$inferInsert)[];
  citas: (typeof citas.$inferInsert)[];
  comentarios: (typeof comentarios.$inferInsert)[];
  marcas: (typeof marcas.$inferInsert)[];
  caracteristicas: (typeof caracteristicas.$inferInsert)[];
  promociones: (typeof promociones.$inferInsert)[];
  productos: (typeof productos.$inferInsert)[];
  /** the aseguradoras each professional accepts, by slug (the catalogue is migration 0006's) */
  aseguradoras: { user_id: number; slug: string }[];
  /** the envío rate of each departamento (DIVIPOLA code), set where staff have set none */
  /** envío rate and, where offered, the pago contra entrega's maximum (0: not offered) */
  tarifasEnvio: { codigo: string; envio: number; contraEntrega: number }[];
  /** the store's ajustes (one row), written only when the store has none */
  ajustesTienda: (typeof ajustesTienda.$inferInsert)[];
  /** past orders of the last 30 days, their lines and the staff's steps (planearVentas.ts) */
  ventas: (typeof ventas.$inferInsert)[];
  ventaProductos: (typeof ventaProductos.$inferInsert)[];
  ventaPasos: (typeof ventaPasos.$inferInsert)[];
  home: (typeof home.$inferInsert)[];
};

export type Contexto = {
  /** the seeding day in America/Bogota, YYYY-MM-DD */
  today: string;
  /** the one password hash every seeded account shares */
  hash: string;
  imagenes: ImagenesDemo;
  /** the last id in use per table; rows get the following ones */
  ids: Ids;
  /** existing specialties by slug: reused, never duplicated */
  existentes: Map<string, number>;
  conHome: boolean;
};
