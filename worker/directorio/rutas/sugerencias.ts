import { and, eq, type SQL, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { palabrasDe, relevancia } from '../../../common/busqueda';
import { CONDICIONES } from '../../../common/condiciones';
import { consultaSugerencias } from '../../../common/cuerpos/directorio';
import { ciudadNombrada, type Entendido, entenderBusqueda, entendioAlgo } from '../../../common/entender-busqueda';
import { normalizar } from '../../../common/texto';
import type { Sugerencia, Sugerencias } from '../../../common/wire/profesionales';
import type { ColumnasDe } from '../../db/columnas';
import type { Db } from '../../db/conexion';
import { especialidades, users } from '../../db/schema/directorio';
import type { AppEnv } from '../../env';
import { readInput } from '../../http/body';
import { lecturaPublica } from '../../http/politica';
import { ordenar } from '../../plataforma/fts';
import { check } from '../../plataforma/validate';
import { candidatos } from '../busqueda';
import { deEspecialidades } from '../directorio';

const PROFESIONALES = 6;
const ESPECIALIDADES = 3;
/** The index's candidates checked for 6 suggestions: enough to find the close ones first. */
const CANDIDATOS = 60;

const columnas = {
  nombre: users.nombre,
  apellido: users.apellido,
  // aliased: two columns both called `nombre` would collapse in D1's answer
  cargo: sql<string>`coalesce(${especialidades.nombre}, '')`.as('cargo'),
  ciudad: users.ciudad,
  fotoperfil: users.fotoperfil,
} satisfies Omit<ColumnasDe<Sugerencia>, 'id'>;

/**
 * What the box understood (common/entender-busqueda.ts): the especialidades typed or that treat the
 * condicion typed, of those the directorio holds (`vocabulario`, by its names), the condicion and
 * the ciudad; none of these keys when it understood nothing (the answer is then as it always was).
 */
function entendidas(
  q: string,
  vocabulario: { slug: string; nombre: string }[],
): Omit<Sugerencias, 'succes' | 'especialidades'> {
  const e = entenderBusqueda(q);
  if (!entendioAlgo(e)) return {};
  const condicion = CONDICIONES.find((c) => c.nombre === e.condicion);
  return {
    entendidas: e.especialidades.flatMap((slug) =>
      vocabulario.filter((v) => v.slug === slug).map((v) => ({ slug: v.slug, nombre: v.nombre })),
    ),
    condicion: condicion ? { nombre: condicion.nombre, especialidades: condicion.especialidades } : null,
    ciudad: e.ciudad === undefined ? null : ciudadNombrada(e.ciudad),
  };
}

/**
 * The search box's suggestions as the patient types (public, cached as the directory): the
 * active professionals whose name, specialty or conditions hold every word of `q` (lib/busqueda.ts)
 * and the specialties whose name does, both with a typo forgiven. One batch of three queries (the
 * professionals as typed, with typos only when those do not fill the list, the specialties); a
 * `q` without a word of 3 letters answers nothing. Beside them, what the box understood (issue 37);
 * when it understood something, the professionals come from it first (`porLoEntendido`, one more
 * round trip), and from the words as typed when it holds nobody.
 */
export const sugerencias = new Hono<AppEnv>().get('/medic/sugerencias', lecturaPublica('directorio'), async (c) => {
  const { q } = check(consultaSugerencias, await readInput(c));
  const palabras = palabrasDe(q);
  if (palabras.length === 0) return c.json({ succes: [], especialidades: [] } satisfies Sugerencias, 200);
  const db = c.var.db;
  const e = entenderBusqueda(q);
  const entendidos = entendioAlgo(e) ? await porLoEntendido(db, e) : [];
  const [exactas, cercanas, vocabulario] = await db.batch([
    buscar(db, palabras, publico, true),
    buscar(db, palabras, publico, false),
    db.select({ id: especialidades.id, nombre: especialidades.nombre, slug: especialidades.slug }).from(especialidades),
  ]);
  const filas = entendidos.length > 0 ? entendidos : cercanos(palabras, exactas, cercanas);
  const succes = filas.slice(0, PROFESIONALES).map(({ id, nombre, apellido, cargo, ciudad, fotoperfil }) => ({
    id,
    nombre,
    apellido,
    cargo,
    ciudad,
    fotoperfil,
  }));
  const parecidas = vocabulario
    .map((v) => ({ v, d: relevancia(palabras, normalizar(v.nombre)) }))
    .filter((x): x is { v: (typeof vocabulario)[number]; d: number } => x.d !== null)
    .sort((a, b) => a.d - b.d || a.v.nombre.localeCompare(b.v.nombre, 'es'))
    .slice(0, ESPECIALIDADES)
    .map(({ v: { id, nombre } }) => ({ id, nombre }));
  return c.json({ succes, especialidades: parecidas, ...entendidas(q, vocabulario) } satisfies Sugerencias, 200);
});

const publico = and(eq(users.activo, 1), eq(users.rol, 0));

/** The index's candidates among those `donde` keeps, as typed (`exactas`) or with typos. */
const buscar = (db: Db, palabras: string[], donde: SQL | undefined, exactas: boolean) =>
  candidatos(db, palabras, donde, {
    conEspecialidad: true,
    limite: CANDIDATOS,
    extra: columnas,
    exactas,
    salvoExactas: exactas ? 0 : PROFESIONALES,
  });
type Fila = Awaited<ReturnType<typeof buscar>>[number];

/** The words as typed fill the list: no typo looked for (lib/busqueda.ts `hallados`). */
const cercanos = (palabras: string[], exactas: Fila[], cercanas: Fila[]) =>
  exactas.length >= PROFESIONALES ? exactas : ordenar(palabras, cercanas);

/**
 * The professionals of what the box understood (issue 37: "pediatra medellin" suggests Medellín's
 * pediatras): under its especialidades and ciudad, those whose name holds the rest, or the featured
 * first when nothing is left. One round trip before the usual batch, only when it understood something.
 */
async function porLoEntendido(db: Db, e: Entendido): Promise<Fila[]> {
  const donde = and(
    publico,
    e.especialidades.length > 0 ? deEspecialidades(db, e.especialidades) : undefined,
    e.ciudad === undefined ? undefined : eq(users.ciudad_slug, e.ciudad),
  );
  const resto = palabrasDe(e.resto);
  if (resto.length > 0) {
    const [exactas, cercanas] = await db.batch([buscar(db, resto, donde, true), buscar(db, resto, donde, false)]);
    return cercanos(resto, exactas, cercanas);
  }
  const filas = await db
    .select({ id: users.id, ...columnas, busqueda: users.busqueda, destacado: users.destacado })
    .from(users)
    .leftJoin(especialidades, eq(especialidades.id, users.especialidad_id))
    .where(donde)
    // `+destacado`: the filter's index, then a sort of the few it keeps (rutas/listar.ts `destacadosPrimero`)
    .orderBy(sql`+${users.destacado} desc`, users.id)
    .limit(PROFESIONALES);
  return filas.map((f) => ({ ...f, rango: 0 }));
}
