import { asc, eq, inArray, sql } from 'drizzle-orm';
import { instanteEnBogota } from '../../common/agenda';
import type { Cuenta, Propuesta } from '../../common/wire/cuentas';
import type { AseguradoraAceptada, Profesional } from '../../common/wire/profesionales';
import type { ColumnasDe } from '../db/columnas';
import { motivos } from '../db/schema/agenda';
import { aseguradoras, especialidades, profesionalAseguradoras, propuestas, users } from '../db/schema/directorio';
import type { Variables } from '../env';

/**
 * The professional row of the contract (`medic/all`, `medic/find`, `GET /api/users`) as stored:
 * `cargo` is the specialty's name, `promedio` and `comentarios` come from the denormalised rating
 * columns; `idiomas` is still the comma list and `proxima_disponible` the UTC instant, and the
 * aseguradoras are read apart (`aProfesional` turns a row and them into the wire's `Profesional`).
 * Never any password material, and (Ley 1581, issue 22) never her cédula or e-mail: both are ''
 * here, and her phones are '' unless she chose to publish them (`publicar_celular`). What only she
 * and admins read is in `contactoColumns`.
 * Use with `.from(users).leftJoin(especialidades, eq(especialidades.id, users.especialidad_id))`.
 */
export const profesionalColumns = {
  id: users.id,
  name: users.name,
  nombre: users.nombre,
  apellido: users.apellido,
  cedula: sql<string>`''`.as('cedula'),
  celular: sql<string>`case when ${users.publicar_celular} = 1 then ${users.celular} else '' end`.as('celular'),
  fijo: sql<string>`case when ${users.publicar_celular} = 1 then ${users.fijo} else '' end`.as('fijo'),
  email: sql<string>`''`.as('email'),
  cargo: sql<string>`coalesce(${especialidades.nombre}, '')`.as('cargo'),
  /** 0 when none: ids are numbers on the wire, never null */
  especialidad_id: sql<number>`coalesce(${users.especialidad_id}, 0)`.as('especialidad_id'),
  ciudad: users.ciudad,
  direccion: users.direccion,
  publico: users.publico,
  mediospago: users.mediospago,
  horarioatencion: users.horarioatencion,
  activo: users.activo,
  destacado: users.destacado,
  virtual: users.virtual,
  presencial: users.presencial,
  promedio:
    sql<number>`case when ${users.comentarios_total} > 0 then round(cast(${users.calificacion_suma} as real) / ${users.comentarios_total}, 1) else 0 end`.as(
      'promedio',
    ),
  comentarios: users.comentarios_total,
  verificados: users.comentarios_verificados,
  precio_consulta: users.precio_consulta,
  idiomas: users.idiomas,
  rethus: users.rethus,
  condiciones: users.condiciones,
  proxima_disponible: users.proxima_disponible,
  fotoperfil: users.fotoperfil,
  foto1: users.foto1,
  foto2: users.foto2,
  foto3: users.foto3,
  foto4: users.foto4,
  foto5: users.foto5,
  foto6: users.foto6,
  foto7: users.foto7,
  foto8: users.foto8,
} satisfies ColumnasDe<Omit<Profesional, 'aseguradoras' | 'precio_desde' | 'precio_hasta'>>;

/** Her cédula, e-mail and phones as stored, and whether she publishes her phones: for her and admins only. */
export const contactoColumns = {
  cedula: users.cedula,
  celular: users.celular,
  fijo: users.fijo,
  email: users.email,
  publicar_celular: users.publicar_celular,
};

/** Her pending propuesta as a JSON object (NULL when none): `propuestaDe` reads it. */
const propuestaColumna = sql<
  string | null
>`(select json_object('nombre', p."nombre", 'apellido', p."apellido", 'cedula', p."cedula", 'ciudad', p."ciudad", 'cargo', (select e."nombre" from "especialidades" e where e."id" = p."especialidad_id"), 'created_at', p."created_at") from ${propuestas} p where p."user_id" = "users"."id" and p."estado" = 'pendiente')`;

/**
 * The current user (`GET /api/users`) adds to the professional row her role, her meeting link,
 * what `contactoColumns` holds and her pending propuesta (a JSON text until `aCuenta` reads it).
 */
export const cuentaColumns = {
  ...profesionalColumns,
  ...contactoColumns,
  rol: users.rol,
  enlace_video: users.enlace_video,
  propuesta: propuestaColumna.as('propuesta'),
} satisfies ColumnasDe<Omit<Cuenta, 'aseguradoras' | 'precio_desde' | 'precio_hasta'>>;

/** The stored JSON of `cuentaColumns.propuesta` as the wire's object (null when none). */
export const propuestaDe = (json: string | null): Propuesta | null => (json ? (JSON.parse(json) as Propuesta) : null);

/** The stored comma list of language codes as the wire's list ('es' when empty). */
export const idiomasDe = (lista: string) => {
  const codigos = lista
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return codigos.length ? codigos : ['es'];
};

type Fila = { id: number; idiomas: string; proxima_disponible: string | null; precio_consulta?: number | null };

/** Her motivos' own prices, as `preciosDe` reads them: the lowest, the highest, how many have none. */
export type PreciosMotivos = { minimo: number | null; maximo: number | null; sinPrecio: number };

/**
 * What a cita with her costs (the wire's `precio_desde` and `precio_hasta`): over her motivos, each
 * at its own price or else at the consulta's; without motivos, the consulta's. A motivo whose price
 * nobody said leaves the top open (null); nothing said, both null.
 */
export function rangoDePrecios(consulta: number | null, m: PreciosMotivos | undefined) {
  if (!m) return { precio_desde: consulta, precio_hasta: consulta };
  const sabidos = [m.minimo, m.maximo, m.sinPrecio > 0 ? consulta : null].filter((p): p is number => p !== null);
  const abierto = m.sinPrecio > 0 && consulta === null;
  return {
    precio_desde: sabidos.length ? Math.min(...sabidos) : null,
    precio_hasta: sabidos.length && !abierto ? Math.max(...sabidos) : null,
  };
}

/**
 * A stored row as the wire answers it: `idiomas` split, `proxima_disponible` in Bogotá time
 * (`…-05:00`, from `proximas` when it was just computed), the aseguradoras of `porProfesional`, and
 * with `precios` (the directory's reads) what a cita with her costs.
 */
export function aProfesional<F extends Fila>(
  fila: F,
  porProfesional: Map<number, AseguradoraAceptada[]>,
  proximas?: Map<number, string | null>,
  precios?: Map<number, PreciosMotivos>,
): Omit<F, 'idiomas' | 'proxima_disponible'> &
  Pick<Profesional, 'idiomas' | 'proxima_disponible' | 'aseguradoras' | 'precio_desde' | 'precio_hasta'> {
  const { idiomas, proxima_disponible, ...resto } = fila;
  const proxima = proximas?.has(fila.id) ? (proximas.get(fila.id) ?? null) : proxima_disponible;
  return {
    ...resto,
    idiomas: idiomasDe(idiomas),
    aseguradoras: porProfesional.get(fila.id) ?? [],
    proxima_disponible: proxima ? instanteEnBogota(proxima) : null,
    ...(precios ? rangoDePrecios(fila.precio_consulta ?? null, precios.get(fila.id)) : {}),
  };
}

type Db = Variables['db'];

const aseguradoraColumnas = {
  id: aseguradoras.id,
  nombre: aseguradoras.nombre,
  slug: aseguradoras.slug,
  tipo: sql<AseguradoraAceptada['tipo']>`${aseguradoras.tipo}`,
} satisfies ColumnasDe<AseguradoraAceptada>;

/** How many ids an `IN (…)` list takes at most (D1 binds at most 100 parameters per query). */
export const MAX_IDS = 90;

/**
 * The aseguradoras of the professionals `ids` (one query). Past MAX_IDS ids (the unpaged lists),
 * those of every professional: still one query, grouped and picked by `porProfesional`.
 */
export const aseguradorasDe = (db: Db, ids: number[]) =>
  db
    .select({ user_id: profesionalAseguradoras.user_id, ...aseguradoraColumnas })
    .from(profesionalAseguradoras)
    .innerJoin(aseguradoras, eq(aseguradoras.id, profesionalAseguradoras.aseguradora_id))
    .where(
      ids.length <= MAX_IDS
        ? inArray(profesionalAseguradoras.user_id, ids.length ? ids : [0])
        : inArray(profesionalAseguradoras.user_id, db.select({ id: users.id }).from(users).where(eq(users.rol, 0))),
    )
    .orderBy(asc(aseguradoras.tipo), asc(aseguradoras.nombre));

/**
 * Her motivos' own prices per professional of `ids` (one query, a row each, read by the motivos'
 * user index); past MAX_IDS ids, those of every professional, as `aseguradorasDe`.
 */
export const preciosDe = (db: Db, ids: number[]) =>
  db
    .select({
      user_id: motivos.user_id,
      minimo: sql<number | null>`min(${motivos.precio})`.as('minimo'),
      maximo: sql<number | null>`max(${motivos.precio})`.as('maximo'),
      sinPrecio: sql<number>`sum(${motivos.precio} is null)`.mapWith(Number).as('sin_precio'),
    })
    .from(motivos)
    .where(
      ids.length <= MAX_IDS
        ? inArray(motivos.user_id, ids.length ? ids : [0])
        : inArray(motivos.user_id, db.select({ id: users.id }).from(users).where(eq(users.rol, 0))),
    )
    .groupBy(motivos.user_id);

/** The rows of `preciosDe` by professional. */
export const porPrecios = (filas: ({ user_id: number } & PreciosMotivos)[]) =>
  new Map(filas.map(({ user_id, ...p }) => [user_id, p]));

/** The catalogue (`GET /api/aseguradoras`): EPS, prepagadas and particular, by name. */
export const catalogoAseguradoras = (db: Db) =>
  db.select(aseguradoraColumnas).from(aseguradoras).orderBy(asc(aseguradoras.tipo), asc(aseguradoras.nombre));

/** The rows of `aseguradorasDe` per professional. */
export function porProfesional(filas: ({ user_id: number } & AseguradoraAceptada)[]) {
  const mapa = new Map<number, AseguradoraAceptada[]>();
  for (const { user_id, ...a } of filas) {
    const lista = mapa.get(user_id);
    if (lista) lista.push(a);
    else mapa.set(user_id, [a]);
  }
  return mapa;
}
