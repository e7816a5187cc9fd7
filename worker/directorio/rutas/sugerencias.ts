import { and, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { palabrasDe, relevancia } from '../../../common/busqueda';
import { consultaSugerencias } from '../../../common/cuerpos/directorio';
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
 * The search box's suggestions as the patient types (public, cached as the directory): the
 * active professionals whose name, specialty or conditions hold every word of `q` (lib/busqueda.ts)
 * and the specialties whose name does, both with a typo forgiven. One batch of three queries (the
 * professionals as typed, with typos only when those do not fill the list, the specialties); a
 * `q` without a word of 3 letters answers nothing.
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
    db.select({ id: especialidades.id, nombre: especialidades.nombre }).from(especialidades),
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
    .map((x) => x.e);
  return c.json({ succes, especialidades: parecidas } satisfies Sugerencias, 200);
});
