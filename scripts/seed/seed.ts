/**
 * Demo data for LOCAL runs (cli.ts; the Worker never calls this). Idempotent: when
 * the demo admin exists nothing is touched. Every row goes in ONE `db.batch`, a single
 * transaction, so a failed seed leaves nothing half-written and can simply run again.
 *
 * The rows come from planearDemo.ts (pure, reproducible for a given day); multi-row inserts
 * are chunked under D1's limit of 100 bound parameters per statement. The images are drawn
 * by guardarImagenesDemo.ts and stored in R2 under fixed `demo/` keys; when the data exists, the
 * ones a row still names but R2 lost are stored again (`restaurarImagenesDemo`).
 *
 * Passwords: the demo password is hashed ONCE (the real PBKDF2, with its random salt) and
 * that hash is shared by every seeded account, so seeding stays fast. Real accounts get
 * their own salt at registration.
 */
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { COLUMNAS_DE_IMAGEN } from '../../worker/db/columnas-de-imagen';
import type { Db } from '../../worker/db/conexion';
import { citas, horarios, motivos } from '../../worker/db/schema/agenda';
import { aseguradoras, comentarios, especialidades, home, users } from '../../worker/db/schema/directorio';
import { dosPasos } from '../../worker/db/schema/dos-pasos';
import { ventaPasos } from '../../worker/db/schema/entrega';
import { ajustesTienda, departamentos } from '../../worker/db/schema/envio';
import { caracteristicas, marcas, productos, promociones, ventaProductos, ventas } from '../../worker/db/schema/tienda';
import { aceptarAseguradoras } from '../../worker/directorio/aceptar-aseguradoras';
import { DEMO } from './datos';
import { guardarImagenesDemo, type ImageBucket } from './guardarImagenesDemo';
import { type Ids, TABLAS_CON_ID } from './plan';
import { planearDemo } from './planearDemo';

export type SeedOptions = {
  /** the seeding day in America/Bogota, YYYY-MM-DD: appointments are placed around it */
  today: string;
  hashPassword: (password: string) => Promise<string>;
  /** seals a cuenta's TOTP secret as the Worker stores it (worker/plataforma/cifrado.ts, with the local key) */
  cifrarSecreto: (secreto: string, cuentaId: number) => Promise<string>;
};

const MAX_PARAMS = 100;

/** Multi-row inserts, chunked so that rows × columns stays within D1's bound-parameter limit. */
function inserts<T extends SQLiteTable>(db: Db, table: T, rows: T['$inferInsert'][]): BatchItem<'sqlite'>[] {
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / Object.keys(getTableColumns(table)).length));
  const out: BatchItem<'sqlite'>[] = [];
  for (let i = 0; i < rows.length; i += perStatement)
    out.push(db.insert(table).values(rows.slice(i, i + perStatement) as never));
  return out;
}

/**
 * The envío rates, in one statement (the plan as a JSON object `{codigo: envio}`), only for the
 * departamentos staff left at 0; the pago contra entrega of Antioquia and Cundinamarca where staff
 * set none; and the store's ajustes where they are still unset (migration 0014
 * leaves a row of defaults: free envío never, no seller), keeping whatever staff chose.
 */
/** On conflict: the planned value where the stored one is still `vacio`, else the stored one. */
const sinFijar = (columna: SQLiteColumn, vacio: number | string) =>
  sql`case when ${columna} = ${vacio} then excluded.${sql.identifier(columna.name)} else ${columna} end`;

/** Each professional's aseguradoras, looked up by slug in the catalogue the migrations wrote (their ids are the database's). */
function aceptadas(db: Db, plan: ReturnType<typeof planearDemo>): BatchItem<'sqlite'>[] {
  const porProfesional = new Map<number, string[]>();
  for (const a of plan.aseguradoras) porProfesional.set(a.user_id, [...(porProfesional.get(a.user_id) ?? []), a.slug]);
  return [...porProfesional].map(([cuentaId, slugs]) =>
    aceptarAseguradoras(db, cuentaId, inArray(aseguradoras.slug, slugs)),
  );
}

function envio(db: Db, plan: ReturnType<typeof planearDemo>): BatchItem<'sqlite'>[] {
  const tarifas = JSON.stringify(Object.fromEntries(plan.tarifasEnvio.map((t) => [t.codigo, t.envio])));
  const contraEntrega = JSON.stringify(
    Object.fromEntries(plan.tarifasEnvio.filter((t) => t.contraEntrega > 0).map((t) => [t.codigo, t.contraEntrega])),
  );
  return [
    db
      .update(departamentos)
      .set({ envio: sql`(select j.value from json_each(${tarifas}) j where j.key = ${departamentos.codigo})` })
      .where(and(eq(departamentos.envio, 0), sql`${departamentos.codigo} in (select key from json_each(${tarifas}))`)),
    // pago contra entrega where the demo offers it, unless staff already set it there (decision 0023)
    db
      .update(departamentos)
      .set({
        contra_entrega: 1,
        contra_entrega_hasta: sql`(select j.value from json_each(${contraEntrega}) j where j.key = ${departamentos.codigo})`,
      })
      .where(
        and(
          eq(departamentos.contra_entrega_hasta, 0),
          sql`${departamentos.codigo} in (select key from json_each(${contraEntrega}))`,
        ),
      ),
    ...plan.ajustesTienda.map((fila) =>
      db
        .insert(ajustesTienda)
        .values(fila)
        .onConflictDoUpdate({
          target: ajustesTienda.id,
          set: {
            envio_gratis_desde: sinFijar(ajustesTienda.envio_gratis_desde, 0),
            nit: sinFijar(ajustesTienda.nit, ''),
            razon_social: sinFijar(ajustesTienda.razon_social, ''),
          },
        }),
    ),
  ];
}

/**
 * Seeds the demo data unless the demo admin already exists (then `created: false` and
 * nothing is written). Answers how many rows of each kind were inserted.
 */
export async function seed(
  db: Db,
  images: ImageBucket,
  opts: SeedOptions,
): Promise<{ created: boolean; counts: Record<string, number>; restauradas: number }> {
  const maxIds = TABLAS_CON_ID.map((tabla) => `(select coalesce(max(id), 0) from ${tabla}) as ${tabla}`).join(', ');
  const [admin, existentes, homes, ids] = await db.batch([
    db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.admin.email)).limit(1),
    db.select({ id: especialidades.id, slug: especialidades.slug }).from(especialidades),
    db.select({ id: home.id }).from(home).limit(1),
    db.get<Ids>(sql.raw(`select ${maxIds}`)),
  ]);
  if (admin.length > 0) return { created: false, counts: {}, restauradas: await restaurarImagenesDemo(db, images) };

  const hash = await opts.hashPassword(DEMO.password);
  const guardadas = await guardarImagenesDemo(images);
  const plan = planearDemo({
    today: opts.today,
    hash,
    imagenes: guardadas.keys,
    ids,
    existentes: new Map(existentes.map((e) => [e.slug, e.id])),
    conHome: homes.length > 0,
  });

  // the demo admin signs in with two steps (worker/cuentas/dos-pasos.ts), on the README's demo secret, sealed
  const dosPasosDemo = await Promise.all(
    plan.cuentas
      .filter((c) => c.email === DEMO.admin.email && c.id)
      .map(async (c) => ({
        user_id: c.id as number,
        secreto: await opts.cifrarSecreto(DEMO.secretoDosPasos, c.id as number),
      })),
  );

  // parents before children, all in one transaction
  const statements = [
    ...inserts(db, especialidades, plan.especialidades),
    ...inserts(db, users, plan.cuentas),
    ...dosPasosDemo.map((fila) => db.insert(dosPasos).values(fila)),
    ...inserts(db, horarios, plan.horarios),
    ...inserts(db, motivos, plan.motivos),
    ...inserts(db, citas, plan.citas),
    ...inserts(db, comentarios, plan.comentarios),
    ...inserts(db, marcas, plan.marcas),
    ...inserts(db, caracteristicas, plan.caracteristicas),
    ...inserts(db, promociones, plan.promociones),
    ...inserts(db, productos, plan.productos),
    ...inserts(db, ventas, plan.ventas),
    ...inserts(db, ventaProductos, plan.ventaProductos),
    ...inserts(db, ventaPasos, plan.ventaPasos),
    ...inserts(db, home, plan.home),
    ...aceptadas(db, plan),
    ...envio(db, plan),
  ];
  await db.batch(statements as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);

  const counts: Record<string, number> = { imagenes: guardadas.total };
  for (const [tabla, rows] of Object.entries(plan)) counts[tabla] = rows.length;
  counts.profesionales = plan.cuentas.filter((c) => c.rol === 0 && c.activo === 1).length;
  return { created: true, counts, restauradas: 0 };
}

/**
 * The demo images some row still names (any image column: worker/plataforma/images.ts) but the local
 * bucket lost (an image replaced before shared keys were kept, a wiped R2 folder) are drawn and
 * stored again; the others are left alone. Answers how many were restored; idempotent.
 */
export async function restaurarImagenesDemo(db: Db, images: ImageBucket): Promise<number> {
  // one term per table (D1 caps a compound SELECT's terms): its image columns as a JSON array's values
  const nombradas = Object.entries(COLUMNAS_DE_IMAGEN).map(
    ([tabla, columnas]) =>
      `select j.value as clave from ${tabla}, json_each(json_array(${columnas.join(', ')})) j where j.value like 'demo/%'`,
  );
  const filas = await db.all<{ clave: string }>(sql.raw(nombradas.join(' union ')));
  if (!filas.length) return 0;
  return (await guardarImagenesDemo(images, new Set(filas.map((f) => f.clave)))).total;
}
