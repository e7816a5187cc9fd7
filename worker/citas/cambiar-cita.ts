/**
 * Changes to a booked cita that everyone hears about: a cancellation (by the paciente or the
 * profesional) and a reschedule. Each is one `db.batch`: the change, a raised SEQUENCE, both
 * notices in the outbox (lib/avisos.ts, .ics with the cita's UID), the availability cache's new
 * version and the cita as it now stands, all or nothing. Delivered right after, as bookings are.
 *
 * The change only applies to the cita as it was read: its `secuencia` update is a CASE that yields
 * NULL (refused by NOT NULL, undoing the whole batch) when the cita changed meanwhile (another
 * change raised its SEQUENCE, or it was cancelled, attended or marked a no-show).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { SQLiteUpdateSetSource } from 'drizzle-orm/sqlite-core';
import type { Rango } from '../../common/agenda';
import { instanteBogota } from '../../common/fechas';
import type { AjustesAgenda } from '../../common/wire/agenda';
import type { CitaProfesional } from '../../common/wire/citas';
import { columnaDelDia } from '../agenda';
import { citas, horarios } from '../db/schema/agenda';
import { users } from '../db/schema/directorio';
import { mailOutbox } from '../db/schema/mail';
import { nuevaVersion } from '../db/versiones';
import type { Correo } from '../mensajes';
import { avisoPaciente, avisoProfesional, queueMails } from '../mensajes';
import type { Entorno } from '../plataforma/entorno';
import { type ApiError, causaDice, conflict, isCruce, isUniqueViolation, notFound } from '../plataforma/errors';
import type { limitInBatch } from '../plataforma/throttle';
import { msg } from '../textos';
import { ENLACE_GESTION_MS, recordatorioInicial } from './agendar';
import { mismosAjustes, sinAusencia, sinOfertaAjena } from './consultorio';
import { despuesDeCambiar } from './despues-de-cambiar';
import { guardarEnlace, nuevoEnlace } from './enlaces';
import { bloqueo, citaProfesional, datosAvisoDe, type FilaGestion, leerCitasGestion } from './lectura-gestion';

/** A rate limit's counting statement for the write batch (lib/throttle.ts `limitInBatch`). */
export type Contar = ReturnType<typeof limitInBatch>['contar'];

const ahoraSql = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

/** `secuencia + 1` while the cita is still as read and open, else NULL (the batch fails). */
const siguienteSecuencia = (f: FilaGestion) =>
  sql<number>`case when ${citas.secuencia} = ${f.secuencia} and ${citas.cancelada_at} is null
    and ${citas.atendido} = 0 and ${citas.no_asistio_at} is null then ${citas.secuencia} + 1 else null end`;

const cambioConcurrente = (err: unknown) => causaDice(err, /NOT NULL constraint failed: citas\.secuencia/i);
/** A live oferta of the lista de espera keeps the destination (the move's `ocupa_hasta` came out NULL). */
const ofrecida = (err: unknown) => causaDice(err, /NOT NULL constraint failed: citas\.ocupa_hasta/i);

/** The refusal when the cita changed between the read and the write: why it is closed now, if it is. */
async function refusalTrasCambio(e: Entorno, f: FilaGestion): Promise<ApiError> {
  const [ahora] = await leerCitasGestion(e.db, eq(citas.id, f.id));
  return conflict((ahora && bloqueo(ahora, e.ahora)) || msg.gestion.cambio);
}

/**
 * One batch, all or nothing: the change to cita `f` (with its SEQUENCE raised, or the batch
 * refused if the cita changed since it was read), its new manage link, the notices to the
 * paciente and the profesional (one INSERT) and the availability cache's new version; the notices
 * then go out after the answer. Answers the cita as it now stands, from `f` and the change.
 */
async function escribir(
  e: Entorno,
  f: FilaGestion,
  cambio: SQLiteUpdateSetSource<typeof citas>,
  /** the cita as it reads once changed (the write re-checked that it was still `f`) */
  despues: Partial<FilaGestion>,
  enlace: Parameters<typeof guardarEnlace>[1],
  correos: Correo[],
  contar?: Contar,
): Promise<FilaGestion> {
  const db = e.db;
  const [, , , avisos, versiones] = await db.batch([
    // the caller's rate limit, counted in this commit (lib/throttle.ts limitInBatch), or a no-op read
    contar ? contar(db) : db.select({ id: citas.id }).from(citas).where(eq(citas.id, f.id)),
    db
      .update(citas)
      .set({ ...cambio, secuencia: siguienteSecuencia(f), updated_at: ahoraSql })
      .where(eq(citas.id, f.id)),
    guardarEnlace(db, enlace),
    queueMails(db, correos).returning({ id: mailOutbox.id }),
    nuevaVersion(db, ['agenda']),
  ]);
  despuesDeCambiar(e, {
    versiones,
    correos,
    correoIds: avisos.map((a) => a.id),
    profesionalId: f.p_id,
    proximaGuardada: f.p_proxima,
    // the franja freed and, when moved, the one taken: either may change her next free one
    inicios: [f.inicio, despues.inicio ?? ''],
    liberadas: [f.fecha_cita],
  });
  return { ...f, ...despues, secuencia: f.secuencia + 1 };
}

/**
 * Cancels cita `f` (read with `leerCitasGestion`): its franja is free at once (the unique index
 * skips cancelled citas). The paciente's notice tells who cancelled and why (the profesional's
 * carries a link to book again); the profesional's too. Answers the cita as it now stands.
 */
export async function cancelarCita(
  e: Entorno,
  f: FilaGestion,
  cancelacion: { por: 'paciente' | 'profesional'; motivo: string },
  contar?: Contar,
): Promise<FilaGestion> {
  const d = datosAvisoDe(f);
  const aviso = { ...d, cita: { ...d.cita, secuencia: f.secuencia + 1 } };
  // every e-mail about a cita carries its manage link: the page then shows it cancelled, and why
  const gestion = await nuevoEnlace({
    tipo: 'gestion',
    cita_id: f.id,
    expira_at: new Date(Date.parse(f.inicio || e.ahora.toISOString()) + ENLACE_GESTION_MS).toISOString(),
  });
  const o = { base: e.base, cancelacion };
  const correos = [
    avisoPaciente('cancelada', aviso, { ...o, gestion: gestion.token }),
    avisoProfesional('cancelada', aviso, o),
  ];
  try {
    const cambio = {
      cancelada_at: e.ahora.toISOString(),
      cancelada_por: cancelacion.por,
      cancelacion_motivo: cancelacion.motivo,
    };
    const despues = {
      estado: 'cancelada' as const,
      cancelada_por: cancelacion.por,
      cancelacion_motivo: cancelacion.motivo,
    };
    return await escribir(e, f, cambio, despues, gestion.fila, correos, contar);
  } catch (err) {
    if (cambioConcurrente(err)) throw await refusalTrasCambio(e, f);
    throw err;
  }
}

/**
 * The profesional `cuentaId` cancels one of her own citas (`cita/cancelar`, `cita/delete`); the paciente is
 * told with `motivo` and a link to book again. Attended ones stay (409 `atendida`), as do no-shows
 * and citas already cancelled; another's cita is unknown (404).
 */
export async function cancelarPropia(
  e: Entorno,
  cuentaId: number,
  citaId: number,
  motivo: string,
  atendida: string,
): Promise<CitaProfesional> {
  const [fila] = await leerCitasGestion(e.db, and(eq(citas.id, citaId), eq(citas.user_id, cuentaId)));
  if (!fila) throw notFound(msg.agenda.citaNoEncontrada);
  if (fila.estado === 'atendida') throw conflict(atendida);
  if (fila.estado === 'cancelada') throw conflict(msg.gestion.citaYaCancelada);
  if (fila.estado === 'no_asistio') throw conflict(msg.gestion.noAsistio);
  return citaProfesional(await cancelarCita(e, fila, { por: 'profesional', motivo }));
}

/** Where a cita moves: the range of her agenda it falls in, the date and its new hours. */
export type Destino = { rango: Rango; fecha: string; hora_inicio: string; hora_fin: string; ocupa_hasta: string };

/**
 * Moves cita `f` to `destino` (the caller checked it is a franja her agenda offers, by settings
 * `ajustes`, for the cita's own duration). The database's trigger decides crossings and races: a
 * taken time answers 409 and nothing changes. The write re-checks the range's hours and weekday,
 * the settings and that no absence covers it (else the batch is refused). A fresh manage link goes
 * with the paciente's notice; the reminder is due again and the attendance unconfirmed. Answers
 * the cita as it now stands.
 */
export async function reprogramarCita(
  e: Entorno,
  f: FilaGestion,
  destino: Destino,
  ajustes: AjustesAgenda,
  contar?: Contar,
): Promise<FilaGestion> {
  const { rango, fecha } = destino;
  const inicio = instanteBogota(fecha, destino.hora_inicio);
  const gestion = await nuevoEnlace({
    tipo: 'gestion',
    cita_id: f.id,
    expira_at: new Date(Date.parse(inicio) + ENLACE_GESTION_MS).toISOString(),
  });
  const d = datosAvisoDe(f);
  const cita = { fecha_cita: fecha, hora_inicio: destino.hora_inicio, hora_fin: destino.hora_fin };
  const aviso = { ...d, cita: { ...d.cita, ...cita, secuencia: f.secuencia + 1 } };
  const base = e.base;
  const antes = { fecha_cita: f.fecha_cita, hora_inicio: f.hora_inicio };
  const correos = [
    avisoPaciente('reprogramada', aviso, { base, antes, gestion: gestion.token }),
    avisoProfesional('reprogramada', aviso, { base, antes }),
  ];
  const db = e.db;
  // the range and settings as the caller saw them, re-checked in this write (else NULL: the batch is refused)
  const vigente = db
    .select({ id: horarios.id })
    .from(horarios)
    .innerJoin(users, eq(users.id, horarios.user_id))
    .where(
      and(
        eq(horarios.id, rango.id),
        eq(horarios.user_id, f.p_id),
        eq(horarios.hora_inicio, rango.hora_inicio),
        eq(horarios.hora_fin, rango.hora_fin),
        eq(columnaDelDia(fecha), 1),
        mismosAjustes(ajustes),
        sinAusencia(db, users.id, fecha, destino.hora_inicio, destino.hora_fin),
      ),
    );
  try {
    const cambio = {
      ...cita,
      ocupa_hasta: sql<string>`(case when ${sinOfertaAjena(db, f.p_id, fecha, destino.hora_inicio, destino.ocupa_hasta, e.ahora)} then ${destino.ocupa_hasta} end)`,
      horario_id: sql<number>`(${vigente})`,
      inicio,
      confirmada_at: null,
      recordatorio_lote: recordatorioInicial(inicio, e.ahora),
      recordatorio_at: null,
    };
    // an open cita (the caller checked it): moved, it waits for a new confirmation
    const despues = { ...cita, inicio, confirmada_at: null, estado: 'pendiente' as const };
    return await escribir(e, f, cambio, despues, gestion.fila, correos, contar);
  } catch (err) {
    if (isUniqueViolation(err, 'citas') || isCruce(err, 'cita_cruzada')) throw conflict(msg.gestion.horarioOcupado);
    if (cambioConcurrente(err)) throw await refusalTrasCambio(e, f);
    if (ofrecida(err)) throw conflict(msg.listaEspera.franjaOfrecida);
    if (horarioCambiado(err)) throw conflict(msg.gestion.cambio);
    throw err;
  }
}

/** The reschedule's horario changed (or stopped that weekday) between the read and the write. */
export const horarioCambiado = (err: unknown) => causaDice(err, /NOT NULL constraint failed: citas\.horario_id/i);
