/**
 * The public directorio: the list (`GET /api/medic/all`, filters, search and paging optional: rutas/
 * listar.ts), the aseguradoras, and one profesional's perfil. The list's `q` is first read as the
 * one search box understands it (common/entender-busqueda.ts, issue 37 item 1): especialidades,
 * ciudad and condicion filter, the rest is searched in names. When that finds nobody, `q` is
 * searched as typed, as it always was; when that finds nobody either, the answer says what was
 * understood and the way on (`alternativa`). `literal=1` searches as typed from the start.
 */
import { and, asc, eq, like, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { palabrasDe } from '../../../common/busqueda';
import { CONDICIONES } from '../../../common/condiciones';
import { filtrosProfesionales } from '../../../common/cuerpos/directorio';
import { comoSeEntendio, entenderBusqueda, entendioAlgo } from '../../../common/entender-busqueda';
import { porId } from '../../../common/validacion';
import type { Horario } from '../../../common/wire/horarios';
import type { Motivo } from '../../../common/wire/motivos';
import type { AseguradoraAceptada, ConEntendido, Perfil } from '../../../common/wire/profesionales';
import type { ColumnasDe } from '../../db/columnas';
import { schema } from '../../db/schema';
import type { AppEnv } from '../../env';
import { readInput } from '../../http/body';
import { entornoDe } from '../../http/entorno';
import { consulta, lecturaPublica } from '../../http/politica';
import { nowFor } from '../../http/reloj';
import { succes } from '../../http/respond';
import { notFound } from '../../plataforma/errors';
import { check } from '../../plataforma/validate';
import { msg } from '../../textos';
import { alternativaDe } from '../alternativa';
import { completarProfesionales, cualquiera, deEspecialidades, vencidaColumna } from '../directorio';
import { catalogoAseguradoras, profesionalColumns } from '../profesional';
import { deAdmin, type Listado, listar, publico } from './listar';

/**
 * The order that puts first who wrote the condicion typed among those she treats (`users.busqueda`
 * holds them): any of its one-word phrases ('rodilla', 'menisco'). None without a condicion.
 */
function quienesLaEscribieron(nombre: string | undefined) {
  const palabras = CONDICIONES.find((c) => c.nombre === nombre)?.frases.filter((f) => !f.includes(' ')) ?? [];
  if (palabras.length === 0) return undefined;
  return sql`(${or(...palabras.map((p) => like(schema.users.busqueda, `%${p}%`)))}) desc`;
}

/** Whether a list (a page of it, or the whole) found somebody. */
const halloAlguno = (l: Listado) => ('total' in l ? l.total > 0 : l.succes.length > 0);

const horarioColumns = {
  id: schema.horarios.id,
  hora_inicio: schema.horarios.hora_inicio,
  hora_fin: schema.horarios.hora_fin,
  lunes: schema.horarios.lunes,
  martes: schema.horarios.martes,
  miercoles: schema.horarios.miercoles,
  jueves: schema.horarios.jueves,
  viernes: schema.horarios.viernes,
  sabado: schema.horarios.sabado,
  domingo: schema.horarios.domingo,
} satisfies ColumnasDe<Horario>;

/** The public directory: the list (filters and paging optional) and one specialist's profile. */
export const profesionales = new Hono<AppEnv>()
  .get('/medic/all', lecturaPublica('directorio'), async (c) => {
    const f = check(filtrosProfesionales, await readInput(c));
    // what the one box holds (issue 37): a filter the request already sets is not read in `q`
    const e =
      f.literal === '1'
        ? null
        : entenderBusqueda(f.q, { especialidad: !cualquiera(f.especialidad), ciudad: !cualquiera(f.ciudad) });
    const palabras = palabrasDe(f.q);
    if (e === null || !entendioAlgo(e)) return c.json(await listar(c, f, palabras), 200);
    const db = c.var.db;
    const entendidas = e.especialidades.length > 0 ? deEspecialidades(db, e.especialidades) : undefined;
    const lista = await listar(
      c,
      { ...f, ciudad: e.ciudad ?? f.ciudad },
      palabrasDe(e.resto),
      entendidas,
      quienesLaEscribieron(e.condicion),
    );
    const entendido = comoSeEntendio(e);
    if (halloAlguno(lista)) return c.json({ ...lista, entendido } satisfies Listado & ConEntendido, 200);
    // nobody that way: the words as typed, as the search always read them ('Carlos Pereira' in Cali)
    const tecleada = palabras.length > 0 ? await listar(c, f, palabras) : lista;
    if (halloAlguno(tecleada)) return c.json(tecleada, 200);
    const base = c.var.user?.rol === 1 ? deAdmin : publico;
    const alternativa = await alternativaDe(db, e, base);
    return c.json({ ...lista, entendido, alternativa } satisfies Listado & ConEntendido, 200);
  })
  .get('/aseguradoras', lecturaPublica('directorio'), async (c) =>
    succes<AseguradoraAceptada[]>(c, await catalogoAseguradoras(c.var.db), 200),
  )
  .post('/medic/find', consulta, async (c) => {
    const input = check(porId, await readInput(c));
    const db = c.var.db;
    const ahora = nowFor(c);
    const [[fila], motivos, horarios] = await db.batch([
      db
        .select({ ...profesionalColumns, ...vencidaColumna(ahora) })
        .from(schema.users)
        .leftJoin(schema.especialidades, eq(schema.especialidades.id, schema.users.especialidad_id))
        .where(and(eq(schema.users.id, input.id), publico)),
      db
        .select({
          id: schema.motivos.id,
          nombre: schema.motivos.nombre,
          duracion_minutos: schema.motivos.duracion_minutos,
          precio: schema.motivos.precio,
        } satisfies ColumnasDe<Motivo>)
        .from(schema.motivos)
        .where(eq(schema.motivos.user_id, input.id))
        .orderBy(asc(schema.motivos.nombre), asc(schema.motivos.id)),
      db
        .select(horarioColumns)
        .from(schema.horarios)
        .where(eq(schema.horarios.user_id, input.id))
        .orderBy(asc(schema.horarios.hora_inicio), asc(schema.horarios.id)),
    ]);
    if (!fila) throw notFound(msg.directorio.profesionalNoEncontrado);
    const [row] = await completarProfesionales(entornoDe(c), [fila], ahora);
    return c.json(
      {
        succes: [row],
        calificacion: [{ promedio: row.promedio, total: row.comentarios }],
        motivos,
        horarios,
      } satisfies Perfil,
      200,
    );
  });
