/**
 * The lista de espera's queries. The one that matters for speed is `primeraEnLinea`: the first
 * place waiting for a profesional (in the order of `lista_espera_fila_idx`: profesional, estado,
 * created) whose window fits one of the free franjas, picked by SQL in one query whatever the
 * line's length, with common/lista-espera.ts `cabe`'s comparisons. The franjas travel as one JSON
 * parameter.
 */
import { and, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { Libre } from '../../common/lista-espera';
import type { Db } from '../db/conexion';
import { citas, motivos } from '../db/schema/agenda';
import { especialidades, users } from '../db/schema/directorio';
import { listaEspera, ofertasEspera } from '../db/schema/lista-espera';
import { sha256Hex } from '../plataforma/cripto';

/** The SHA-256 of a well-formed link token, or null for anything else (never looked up). */
export const hashDeToken = async (token: string) =>
  /^[A-Za-z0-9_-]{20,100}$/.test(token) ? await sha256Hex(token) : null;

/** The span of the windows of the places of profesional `id` still waiting on or after `hoy`, and how many. */
export const lineaDe = (db: Db, id: number, hoy: string) =>
  db
    .select({
      desde: sql<string | null>`min(${listaEspera.desde})`,
      hasta: sql<string | null>`max(${listaEspera.hasta})`,
      n: sql<number>`count(*)`.mapWith(Number),
    })
    .from(listaEspera)
    .where(and(eq(listaEspera.user_id, id), eq(listaEspera.estado, 'esperando'), sql`${listaEspera.hasta} >= ${hoy}`));

/** Closes the live ofertas of profesional `id` (all, when `id` is null) whose 20 minutes ended by `ahora`. */
export const vencerOfertas = (db: Db, ahora: string, id: number | null, limite = 200) =>
  db
    .update(ofertasEspera)
    .set({ estado: 'vencida', updated_at: ahora })
    .where(
      sql`${ofertasEspera.id} IN (${db
        .select({ id: ofertasEspera.id })
        .from(ofertasEspera)
        .where(
          and(
            eq(ofertasEspera.estado, 'pendiente'),
            lte(ofertasEspera.expira_at, ahora),
            id === null ? undefined : eq(ofertasEspera.user_id, id),
          ),
        )
        .orderBy(ofertasEspera.expira_at)
        .limit(limite)})`,
    )
    .returning({ user_id: ofertasEspera.user_id, fecha: ofertasEspera.fecha });

/** A place picked for an oferta: who, for what, and which of the franjas (`libre`: its index). */
export type Elegida = {
  id: number;
  nombre: string;
  email: string;
  telefono: string;
  whatsapp: number;
  motivo_id: number;
  motivo: string;
  duracion: number;
  modalidad: number;
  primera_visita: string;
  libre: number;
};

/**
 * The first place of profesional `id`'s line that is waiting, holds no live oferta, and whose
 * window fits one of `libres` never offered to it before: with the first such franja. One query:
 * a range of `lista_espera_fila_idx` read in the line's order, stopping at the first that fits.
 */
export async function primeraEnLinea(db: Db, id: number, libres: Libre[], duracionFranja: number) {
  const json = JSON.stringify(libres.map((l) => ({ f: l.fecha, h: l.hora_inicio, d: l.duracion, p: l.parte })));
  const duracion = sql`coalesce(m.duracion_minutos, ${duracionFranja})`;
  const filas = await db.all<Elegida>(sql`
    SELECT e.id, e.nombre, e.email, e.telefono, e.whatsapp, e.motivo_id, m.nombre AS motivo,
      ${duracion} AS duracion, e.modalidad, e.primera_visita,
      (SELECT min(l.key) FROM json_each(${json}) l
        WHERE json_extract(l.value, '$.f') BETWEEN e.desde AND e.hasta
          AND (e.parte = 'cualquiera' OR e.parte = json_extract(l.value, '$.p'))
          AND ${duracion} <= json_extract(l.value, '$.d')
          AND NOT EXISTS (SELECT 1 FROM ofertas_espera o WHERE o.espera_id = e.id
            AND o.fecha = json_extract(l.value, '$.f') AND o.hora_inicio = json_extract(l.value, '$.h'))
      ) AS libre
    FROM lista_espera e INDEXED BY lista_espera_fila_idx
    JOIN motivos m ON m.id = e.motivo_id
    WHERE e.user_id = ${id} AND e.estado = 'esperando'
      AND NOT EXISTS (SELECT 1 FROM ofertas_espera v WHERE v.espera_id = e.id AND v.estado = 'pendiente')
      AND libre IS NOT NULL
    ORDER BY e.created_at, e.id
    LIMIT 1`);
  return filas[0] ?? null;
}

/**
 * The id of place `esperaId` while it still waits with no live oferta, and the franja
 * [horaInicio, ocupaHasta) of `fecha` is crossed by no live cita or oferta of profesional `id`;
 * else NULL, which the oferta's NOT NULL `espera_id` refuses (the whole batch, its messages
 * included, is undone).
 */
export const esperaLibre = (
  id: number,
  esperaId: number,
  f: { fecha: string; hora_inicio: string; ocupa_hasta: string },
): SQL<number> => sql<number>`(SELECT e.id FROM lista_espera e WHERE e.id = ${esperaId} AND e.estado = 'esperando'
  AND NOT EXISTS (SELECT 1 FROM ofertas_espera v WHERE v.espera_id = e.id AND v.estado = 'pendiente')
  AND NOT EXISTS (SELECT 1 FROM ofertas_espera o WHERE o.user_id = ${id} AND o.fecha = ${f.fecha}
    AND o.estado = 'pendiente' AND o.hora_inicio < ${f.ocupa_hasta} AND o.ocupa_hasta > ${f.hora_inicio})
  AND NOT EXISTS (SELECT 1 FROM citas c WHERE c.user_id = ${id} AND c.fecha_cita = ${f.fecha}
    AND c.cancelada_at IS NULL AND c.hora_inicio < ${f.ocupa_hasta} AND max(c.hora_fin, c.ocupa_hasta) > ${f.hora_inicio}))`;

/** The profesional's columns the waitlist's pages and messages show. */
const profesionalColumnas = {
  p_id: users.id,
  p_nombre: sql<string>`${users.nombre}`.as('p_nombre'),
  p_apellido: users.apellido,
  p_name: users.name,
  p_direccion: users.direccion,
  p_ciudad: users.ciudad,
  p_especialidad: sql<string>`coalesce(${especialidades.nombre}, '')`.as('p_especialidad'),
};

/** A place of the line with its profesional and motivo, by the hash of its leave link. */
export const esperaPorSalida = (db: Db, hash: string) =>
  db
    .select({
      id: listaEspera.id,
      estado: listaEspera.estado,
      desde: listaEspera.desde,
      hasta: listaEspera.hasta,
      parte: listaEspera.parte,
      motivo: sql<string>`${motivos.nombre}`.as('motivo'),
      ...profesionalColumnas,
    })
    .from(listaEspera)
    .innerJoin(motivos, eq(motivos.id, listaEspera.motivo_id))
    .innerJoin(users, eq(users.id, listaEspera.user_id))
    .leftJoin(especialidades, eq(especialidades.id, users.especialidad_id))
    .where(eq(listaEspera.salida_hash, hash))
    .limit(1);

/** The ofertas `donde` says (one: by its token's hash or its id), with their place, motivo and profesional, and whether a live cita took their franja. */
export const ofertaDonde = (db: Db, donde: SQL | undefined) =>
  db
    .select({
      id: ofertasEspera.id,
      estado: ofertasEspera.estado,
      fecha: ofertasEspera.fecha,
      hora_inicio: ofertasEspera.hora_inicio,
      hora_fin: ofertasEspera.hora_fin,
      expira_at: ofertasEspera.expira_at,
      horario_id: ofertasEspera.horario_id,
      espera_id: ofertasEspera.espera_id,
      nombre: listaEspera.nombre,
      email: listaEspera.email,
      telefono: listaEspera.telefono,
      whatsapp: listaEspera.whatsapp,
      modalidad: listaEspera.modalidad,
      primera_visita: listaEspera.primera_visita,
      motivo_id: listaEspera.motivo_id,
      motivo: sql<string>`${motivos.nombre}`.as('motivo'),
      ...profesionalColumnas,
      // a live cita other than the one it became crosses its franja
      tomada: sql<number>`exists (select 1 from ${citas} c where c.user_id = ${ofertasEspera.user_id}
        and c.fecha_cita = ${ofertasEspera.fecha} and c.cancelada_at is null
        and c.hora_inicio < ${ofertasEspera.ocupa_hasta} and max(c.hora_fin, c.ocupa_hasta) > ${ofertasEspera.hora_inicio}
        and c.id is not ${ofertasEspera.cita_id})`
        .mapWith(Number)
        .as('tomada'),
    })
    .from(ofertasEspera)
    .innerJoin(listaEspera, eq(listaEspera.id, ofertasEspera.espera_id))
    .innerJoin(motivos, eq(motivos.id, listaEspera.motivo_id))
    .innerJoin(users, eq(users.id, ofertasEspera.user_id))
    .leftJoin(especialidades, eq(especialidades.id, users.especialidad_id))
    .where(donde)
    .limit(1);
export type FilaOferta = Awaited<ReturnType<typeof ofertaDonde>>[number];
