import { and, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { palabrasDe, relevancia } from '../../../common/busqueda';
import { CONDICIONES } from '../../../common/condiciones';
import { consultaSugerencias } from '../../../common/cuerpos/directorio';
import { ciudadNombrada, entenderBusqueda, entendioAlgo } from '../../../common/entender-busqueda';
import { normalizar } from '../../../common/texto';
import type { Sugerencia, Sugerencias } from '../../../common/wire/profesionales';
import type { ColumnasDe } from '../../db/columnas';
import { especialidades, users } from '../../db/schema/directorio';
import type { AppEnv } from '../../env';
import { readInput } from '../../http/body';
import { lecturaPublica } from '../../http/politica';
import { ordenar } from '../../plataforma/fts';
import { check } from '../../plataforma/validate';
import { candidatos } from '../busqueda';

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
 * `q` without a word of 3 letters answers nothing. Beside them, what the box understood (issue 37).
 */
export const sugerencias = new Hono<AppEnv>().get('/medic/sugerencias', lecturaPublica('directorio'), async (c) => {
  const { q } = check(consultaSugerencias, await readInput(c));
  const palabras = palabrasDe(q);
  if (palabras.length === 0) return c.json({ succes: [], especialidades: [] } satisfies Sugerencias, 200);
  const db = c.var.db;
  const buscar = (exactas: boolean) =>
    candidatos(db, palabras, and(eq(users.activo, 1), eq(users.rol, 0)), {
      conEspecialidad: true,
      limite: CANDIDATOS,
      extra: columnas,
      exactas,
      salvoExactas: exactas ? 0 : PROFESIONALES,
    });
  const [exactas, cercanas, vocabulario] = await db.batch([
    buscar(true),
    buscar(false),
    db.select({ id: especialidades.id, nombre: especialidades.nombre, slug: especialidades.slug }).from(especialidades),
  ]);
  // the words as typed fill the list: no typo looked for (lib/busqueda.ts `hallados`)
  const filas = exactas.length >= PROFESIONALES ? exactas : ordenar(palabras, cercanas);
  const succes = filas.slice(0, PROFESIONALES).map(({ id, nombre, apellido, cargo, ciudad, fotoperfil }) => ({
    id,
    nombre,
    apellido,
    cargo,
    ciudad,
    fotoperfil,
  }));
  const parecidas = vocabulario
    .map((e) => ({ e, d: relevancia(palabras, normalizar(e.nombre)) }))
    .filter((x): x is { e: (typeof vocabulario)[number]; d: number } => x.d !== null)
    .sort((a, b) => a.d - b.d || a.e.nombre.localeCompare(b.e.nombre, 'es'))
    .slice(0, ESPECIALIDADES)
    .map(({ e: { id, nombre } }) => ({ id, nombre }));
  return c.json({ succes, especialidades: parecidas, ...entendidas(q, vocabulario) } satisfies Sugerencias, 200);
});
