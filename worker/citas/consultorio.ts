/**
 * What booking with one profesional reads (her consultorio: who she is, her agenda's settings,
 * ranges, motivos and absences), remembered for a minute by this isolate, and `vigente`: the
 * subquery that re-checks in the booking's own write everything the booking used from it
 * (docs/decisions/0006-copia-del-consultorio-al-agendar.md).
 */
import { and, eq, exists, gt, gte, isNull, lt, lte, ne, notExists, or, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { type Bloqueo, type Rango, VENTANA_MAXIMA_DIAS } from '../../common/agenda';
import { addDays } from '../../common/fechas';
import type { AjustesAgenda } from '../../common/wire/agenda';
import type { Motivo } from '../../common/wire/motivos';
import type { AseguradoraAceptada } from '../../common/wire/profesionales';
import { ajustesColumnas, ausenciasDe, columnaDelDia, profesionalActivo, rangosDe } from '../agenda';
import type { Db } from '../db/conexion';
import { ausencias, horarios, motivos } from '../db/schema/agenda';
import { aseguradoras, profesionalAseguradoras, users } from '../db/schema/directorio';
import { ofertasEspera } from '../db/schema/lista-espera';
import type { DatosAviso } from '../mensajes';
import { dentroDeLimites, type Limites } from './limites';

/** What booking with one profesional checks, and what its e-mail and answer tell. */
export type Consultorio = {
  profesional: Omit<DatosAviso['profesional'], 'especialidad'> & { especialidad: string };
  ajustes: AjustesAgenda;
  /** 1: she offers virtual citas; `enlace_video` her own meeting link ('' : a Jitsi room per cita) */
  video: { virtual: number; enlace_video: string };
  horarios: Rango[];
  motivos: Motivo[];
  /** her absences from today on */
  ausencias: Bloqueo[];
  /** the aseguradoras catalogue, each with whether she accepts it (1): how a paciente may say she pays */
  aseguradoras: AseguradoraDeCita[];
};

/** An aseguradora of the catalogue and whether the profesional accepts it (1) or not (0). */
export type AseguradoraDeCita = AseguradoraAceptada & { acepta: number };

/**
 * Profesionales this isolate read for a booking lately, so that the next booking with one of them
 * costs one D1 round trip (the write) instead of two. A copy only ever leads to a write: the cita
 * takes its profesional from a subquery (`vigente`) that re-checks in the write's own transaction
 * every fact the booking used; if any changed, D1 refuses the whole batch and the booking reads
 * again. A copy never answers a refusal either: that comes from a fresh read.
 */
const recordados = new Map<number, { datos: Consultorio; leido: number }>();
const RECORDADOS_MAX = 256;
const RECORDADO_MS = 60_000;

export function recordado(id: number): Consultorio | null {
  const r = recordados.get(id);
  if (r && Date.now() - r.leido < RECORDADO_MS) return r.datos;
  recordados.delete(id);
  return null;
}

/** The profesional's booking data, read in one batch (`hoy`: Bogotá's date); null when not active (or unknown). */
export async function leerConsultorio(db: Db, id: number, hoy: string): Promise<Consultorio | null> {
  const [[profesional], [ajustes], rangos, motivosSuyos, bloqueos, catalogo] = await db.batch([
    profesionalActivo(db, id),
    db
      .select({ ...ajustesColumnas, virtual: users.virtual, enlace_video: users.enlace_video })
      .from(users)
      .where(eq(users.id, id)),
    rangosDe(db, [id]),
    db
      .select({
        id: motivos.id,
        nombre: motivos.nombre,
        duracion_minutos: motivos.duracion_minutos,
        precio: motivos.precio,
      })
      .from(motivos)
      .where(eq(motivos.user_id, id)),
    ausenciasDe(db, [id], { desde: hoy, hasta: addDays(hoy, VENTANA_MAXIMA_DIAS) }),
    db
      .select({
        id: aseguradoras.id,
        nombre: aseguradoras.nombre,
        slug: aseguradoras.slug,
        tipo: sql<AseguradoraAceptada['tipo']>`${aseguradoras.tipo}`,
        acepta: sql<number>`${profesionalAseguradoras.user_id} is not null`.mapWith(Number).as('acepta'),
      })
      .from(aseguradoras)
      .leftJoin(
        profesionalAseguradoras,
        and(eq(profesionalAseguradoras.aseguradora_id, aseguradoras.id), eq(profesionalAseguradoras.user_id, id)),
      ),
  ]);
  recordados.delete(id);
  if (!profesional || !ajustes) return null;
  const { virtual, enlace_video, ...suyos } = ajustes;
  const datos: Consultorio = {
    profesional,
    ajustes: suyos,
    video: { virtual, enlace_video },
    horarios: rangos.map(({ user_id: _, ...r }) => r),
    motivos: motivosSuyos,
    ausencias: bloqueos,
    aseguradoras: catalogo,
  };
  recordados.set(id, { datos, leido: Date.now() });
  if (recordados.size > RECORDADOS_MAX) recordados.delete(recordados.keys().next().value as number);
  return datos;
}

/** Whether the `users` row of the query still has settings `a` (SQL, for a write's re-check). */
export const mismosAjustes = (a: AjustesAgenda) =>
  and(
    eq(users.duracion_franja, a.duracion_franja),
    eq(users.pausa_minutos, a.pausa_minutos),
    eq(users.antelacion_minutos, a.antelacion_minutos),
    eq(users.ventana_dias, a.ventana_dias),
    eq(users.atiende_festivos, a.atiende_festivos),
  );

/** Whether no absence of profesional `profesionalId` (a column) covers `fecha` from `horaInicio` to `horaFin` (SQL). */
export const sinAusencia = (db: Db, profesionalId: SQLiteColumn, fecha: string, horaInicio: string, horaFin: string) =>
  notExists(
    db
      .select({ uno: sql`1` })
      .from(ausencias)
      .where(
        and(
          eq(ausencias.user_id, profesionalId),
          lte(ausencias.desde, fecha),
          gte(ausencias.hasta, fecha),
          or(
            isNull(ausencias.hora_inicio),
            and(lt(ausencias.hora_inicio, horaFin), gt(ausencias.hora_fin, horaInicio)),
          ),
        ),
      ),
  );

/** Whether the `users` row of the query accepts aseguradora `id` (SQL, for a write's re-check). */
const aceptaAun = (db: Db, id: number) =>
  exists(
    db
      .select({ uno: sql`1` })
      .from(profesionalAseguradoras)
      .where(and(eq(profesionalAseguradoras.user_id, users.id), eq(profesionalAseguradoras.aseguradora_id, id))),
  );

/**
 * Whether no live oferta of the lista de espera (`pendiente` and not lapsed at `ahora`), other than
 * `propia`, keeps a franja of profesional `profesionalId` crossing [horaInicio, ocupaHasta) of
 * `fecha` (SQL; docs/decisions/0022-lista-de-espera.md: while an oferta lives, nobody else books it).
 */
export const sinOfertaAjena = (
  db: Db,
  profesionalId: number,
  fecha: string,
  horaInicio: string,
  ocupaHasta: string,
  ahora: Date,
  propia?: number,
) =>
  notExists(
    db
      .select({ uno: sql`1` })
      .from(ofertasEspera)
      .where(
        and(
          eq(ofertasEspera.user_id, profesionalId),
          eq(ofertasEspera.fecha, fecha),
          eq(ofertasEspera.estado, 'pendiente'),
          gt(ofertasEspera.expira_at, ahora.toISOString()),
          lt(ofertasEspera.hora_inicio, ocupaHasta),
          gt(ofertasEspera.ocupa_hasta, horaInicio),
          propia === undefined ? undefined : ne(ofertasEspera.id, propia),
        ),
      ),
  );

/** What a booking took from its consultorio: the range, the motivo, the aseguradora and the cita's date and hours. */
export type Usado = {
  datos: Consultorio;
  horario: Rango;
  motivo: Motivo;
  /** how the paciente said she pays (null: she did not say) */
  aseguradora: AseguradoraDeCita | null;
  cita: { fecha_cita: string; hora_inicio: string; hora_fin: string; modalidad: number };
};

/**
 * The profesional's id while everything the booking read still holds (who she is, her settings,
 * the range's hours and weekday, the motivo's name and duration, her video link for a virtual
 * cita, her acceptance of the EPS or prepagada the paciente pays with, no absence over the cita's
 * hours) and the paciente's e-mail is within its booking limits (lib/limites.ts); else NULL: the
 * cita's NOT NULL user_id then refuses the batch.
 */
export const vigente = (db: Db, u: Usado, limites: Limites) => {
  const { profesional: p, ajustes: a } = u.datos;
  const { fecha_cita: fecha, hora_inicio, hora_fin } = u.cita;
  return db
    .select({ id: users.id })
    .from(users)
    .innerJoin(horarios, and(eq(horarios.id, u.horario.id), eq(horarios.user_id, users.id)))
    .innerJoin(motivos, and(eq(motivos.id, u.motivo.id), eq(motivos.user_id, users.id)))
    .where(
      and(
        eq(users.id, p.id),
        eq(users.activo, 1),
        eq(users.rol, 0),
        eq(users.nombre, p.nombre),
        eq(users.apellido, p.apellido),
        eq(users.name, p.name),
        eq(users.direccion, p.direccion),
        eq(users.ciudad, p.ciudad),
        mismosAjustes(a),
        u.cita.modalidad === 2
          ? and(eq(users.virtual, 1), eq(users.enlace_video, u.datos.video.enlace_video))
          : undefined,
        eq(horarios.hora_inicio, u.horario.hora_inicio),
        eq(horarios.hora_fin, u.horario.hora_fin),
        eq(columnaDelDia(fecha), 1),
        eq(motivos.nombre, u.motivo.nombre),
        u.motivo.duracion_minutos === null
          ? isNull(motivos.duracion_minutos)
          : eq(motivos.duracion_minutos, u.motivo.duracion_minutos),
        sinAusencia(db, users.id, fecha, hora_inicio, hora_fin),
        // an EPS or prepagada she accepted when read: she still does (decision 0020)
        u.aseguradora && u.aseguradora.tipo !== 'particular' ? aceptaAun(db, u.aseguradora.id) : undefined,
        dentroDeLimites(db, limites),
      ),
    );
};
