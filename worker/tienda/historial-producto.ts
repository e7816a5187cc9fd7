/**
 * The historial of the productos (docs/glosario.md): the statements that record an admin's change,
 * for the batch that makes it (a D1 batch is one transaction: no change without its record, no
 * record without its change). Who: the admin's id and name (read in the statement itself); when:
 * the row's `created_at`; what: one row per field changed, its value before (read from the row in
 * the same transaction, so a concurrent edit never makes it stale) and after. Long texts and
 * images are recorded as changed, not copied.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { CampoHistorial } from '../../common/wire/producto-historial';
import type { Db } from '../db/conexion';
import { now } from '../db/schema/columns';
import { users } from '../db/schema/directorio';
import { productoHistorial } from '../db/schema/producto-historial';
import { caracteristicas, marcas, productos, promociones } from '../db/schema/tienda';

/** Who changed the producto (an admin's account id) and from where. */
export type Autor = { cuentaId: number; origen?: 'panel' | 'csv' };

/** The fields an admin's update or an import may write (absent: unchanged; null: none / sin control). */
export type CambiosProducto = {
  nombre?: string;
  id_marca?: number;
  id_promocion?: number | null;
  id_caract?: number | null;
  precio?: number;
  estado?: string;
  stock?: number | null;
  stock_minimo?: number;
  iva?: number;
  ficha_tecnica?: string;
  uso_adecuado?: string;
  aviso_legal?: string;
};

/** Longest value kept as text (a name is at most 150 characters). */
const LARGO = 150;

/** The admin's name as the historial keeps it: nombre and apellido, else name, else e-mail. */
const nombreDe = (cuentaId: number) =>
  sql`coalesce((select coalesce(nullif(trim(${users.nombre} || ' ' || ${users.apellido}), ''),
    nullif(${users.name}, ''), ${users.email}) from ${users} where ${users.id} = ${cuentaId}), '')`;

const comoTexto = (columna: SQL | typeof productos.precio) =>
  sql`substr(coalesce(cast(${columna} as text), ''), 1, ${LARGO})`;

type Tabla = typeof marcas | typeof promociones | typeof caracteristicas;
/** A referenced row's name ('' for none). */
const nombreEn = (tabla: Tabla, id: SQL | number | null) =>
  sql`coalesce((select substr(${tabla.nombre}, 1, ${LARGO}) from ${tabla} where ${tabla.id} = ${id}), '')`;

const ESCALARES = ['nombre', 'precio', 'estado', 'stock', 'stock_minimo', 'iva'] as const;
const REFERENCIAS = [
  ['id_marca', 'marca', marcas],
  ['id_promocion', 'promocion', promociones],
  ['id_caract', 'caracteristica', caracteristicas],
] as const;
const TEXTOS = ['ficha_tecnica', 'uso_adecuado', 'aviso_legal'] as const;

/** What the statement knows of one field sent: how it differs, and its value before and after. */
type Campo = { campo: CampoHistorial; difiere: SQL; antes: SQL; despues: SQL };

/** `case campo when 'precio' then … end` over the fields sent (their names are ours, never the caller's). */
const segun = (campos: Campo[], parte: 'difiere' | 'antes' | 'despues') =>
  sql`case ${sql.raw('campos.value')} ${sql.join(
    campos.map((c) => sql`when ${sql.raw(`'${c.campo}'`)} then ${c[parte]}`),
    sql` `,
  )} end`;

/**
 * `insert … select` (drizzle lists every column of the table, in order, before the select). The
 * statement that records each field of `cambios` that differs from the stored producto: one row per
 * field sent (`json_each` of their names; D1 refuses a long UNION), kept when it differs. Put it
 * BEFORE the update in the batch: it reads the values before.
 */
export function registrarCambios(db: Db, productoId: number, cambios: CambiosProducto, autor: Autor) {
  const campos: Campo[] = [];
  const difiere = (columna: SQL, valor: unknown) => sql`${columna} is not ${valor}`;
  for (const campo of ESCALARES) {
    const valor = cambios[campo];
    if (valor === undefined) continue;
    const columna = sql`${productos[campo]}`;
    const despues = valor === null ? '' : String(valor).slice(0, LARGO);
    campos.push({ campo, difiere: difiere(columna, valor), antes: comoTexto(columna), despues: sql`${despues}` });
  }
  for (const [clave, campo, tabla] of REFERENCIAS) {
    const valor = cambios[clave];
    if (valor === undefined) continue;
    const columna = sql`${productos[clave]}`;
    campos.push({
      campo,
      difiere: difiere(columna, valor),
      antes: nombreEn(tabla, columna),
      despues: nombreEn(tabla, valor),
    });
  }
  for (const campo of TEXTOS) {
    const valor = cambios[campo];
    if (valor === undefined) continue;
    campos.push({ campo, difiere: difiere(sql`${productos[campo]}`, valor), antes: sql`null`, despues: sql`null` });
  }
  // nothing sent: the statement records nothing (and keeps the batch's shape)
  if (!campos.length) campos.push({ campo: 'nombre', difiere: sql`0`, antes: sql`null`, despues: sql`null` });
  return db.insert(productoHistorial).select(
    sql`select null, ${productos.id}, ${autor.cuentaId}, ${nombreDe(autor.cuentaId)}, 'cambiar', ${autor.origen ?? 'panel'},
      campos.value, ${segun(campos, 'antes')}, ${segun(campos, 'despues')}, ${now}
    from ${productos}, json_each(${JSON.stringify(campos.map((c) => c.campo))}) as campos
    where ${productos.id} = ${productoId} and ${segun(campos, 'difiere')}`,
  );
}

/**
 * The statement that records the creation of the `cuantos` productos just inserted, for the batch
 * that inserts them, right after the insert: they are the newest ids (AUTOINCREMENT, and nothing
 * else writes inside the batch's transaction).
 */
export const registrarCreados = (db: Db, cuantos: number, autor: Autor) =>
  db.insert(productoHistorial).select(
    sql`select null, ${productos.id}, ${autor.cuentaId}, ${nombreDe(autor.cuentaId)}, 'crear', ${autor.origen ?? 'panel'},
      null, null, substr(${productos.nombre}, 1, ${LARGO}), ${now}
    from ${productos}
    where ${productos.id} in (select ${productos.id} from ${productos} order by ${productos.id} desc limit ${cuantos})`,
  );

/** The statement that records a new image in slot `columna` (`imagen1`…`imagen4`). */
export const registrarImagen = (
  db: Db,
  productoId: number,
  columna: 'imagen1' | 'imagen2' | 'imagen3' | 'imagen4',
  autor: Autor,
) =>
  db.insert(productoHistorial).values({
    producto_id: productoId,
    cuenta_id: autor.cuentaId,
    cuenta_nombre: nombreDe(autor.cuentaId),
    accion: 'cambiar',
    origen: autor.origen ?? 'panel',
    campo: columna,
  });
