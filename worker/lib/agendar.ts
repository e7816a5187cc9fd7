/**
 * Booking a cita (`POST /api/cita/create`): the profesional's consultorio (read, or remembered for
 * a minute and re-checked by the write: docs/decisions/0006-copia-del-consultorio-al-agendar.md),
 * the checks of the franja and the motivo, and the one write batch.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { z } from 'zod';
import { consentimientoDado, POLITICA_VERSION } from '../../common/consentimiento';
import { type Dia, diaDeLaSemana, instanteBogota } from '../../common/fechas';
import type { CitaCreada } from '../../common/wire/citas';
import type { Motivo } from '../../common/wire/motivos';
import { citas as citasT, horarios, motivos } from '../db/schema/agenda';
import { consentimientos } from '../db/schema/cuentas';
import { users } from '../db/schema/directorio';
import { mailOutbox } from '../db/schema/mail';
import type { AppEnv } from '../env';
import { msg } from '../messages';
import { ahoraFor, aunNoEmpieza, columnaDelDia, fechaReservable, profesionalActivo } from './agenda';
import { avisoPaciente, avisoProfesional } from './avisos';
import { readInput } from './body';
import { nuevaVersion, versionesNuevas } from './cache';
import type { DatosAviso } from './datos-aviso';
import { diasDelHorario } from './disponibilidad';
import { baseApp, guardarEnlace, nuevoEnlace } from './enlaces';
import { conflict, type FieldErrors, invalid, isCruce, isUniqueViolation, notFound } from './errors';
import { dentroDeLimites, explicarLimite, type Limites } from './limites';
import { deliverNow, queueMails } from './mail';
import { nowFor } from './reloj';
import { succes } from './respond';
import type { limitInBatch } from './throttle';
import { celular, check, consentimiento, email, id, porDia, texto, textoOpcional } from './validate';

const primeraVisita = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .trim()
          .toLowerCase()
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
      : v,
  z.enum(['si', 'no'], { error: msg.agenda.primeraVisita }),
);

const citaSchema = porDia((hoy: string) =>
  z.object({
    nombre: texto('nombre', { max: 120 }),
    email: email(),
    observacion: textoOpcional('observación', { max: 1000 }),
    fecha_cita: fechaReservable(hoy, 'fecha_cita'),
    horario: id('horario'),
    primera_visita: primeraVisita,
    motivo: id('motivo'),
    telefono: celular('teléfono'),
    user: id('especialista'),
    acepta_tratamiento: consentimiento(msg.agenda.consentimiento),
    /** reminders by WhatsApp too (lib/whatsapp.ts); absent: no */
    acepta_whatsapp: z.preprocess(consentimientoDado, z.boolean()),
  }),
);

/** What booking with one professional checks, and what its e-mail and answer tell. */
type Consultorio = {
  profesional: Omit<DatosAviso['profesional'], 'especialidad'> & { especialidad: string };
  horarios: Pick<typeof horarios.$inferSelect, 'id' | 'hora_inicio' | 'hora_fin' | Dia>[];
  motivos: Motivo[];
};

/**
 * Professionals this isolate read for a booking lately, so that the next booking with one of them
 * costs one D1 round trip (the write) instead of two. A copy only ever leads to a write: the cita
 * takes its professional from a subquery (`vigente`) that re-checks in the write's own transaction
 * every fact the booking used; if any changed, D1 refuses the whole batch and the booking reads
 * again. A copy never answers a refusal either: that comes from a fresh read.
 */
const recordados = new Map<number, { datos: Consultorio; leido: number }>();
const RECORDADOS_MAX = 256;
const RECORDADO_MS = 60_000;

function recordado(id: number): Consultorio | null {
  const r = recordados.get(id);
  if (r && Date.now() - r.leido < RECORDADO_MS) return r.datos;
  recordados.delete(id);
  return null;
}

/** The professional's booking data, read in one batch; null when not active (or unknown). */
async function leerConsultorio(db: AppEnv['Variables']['db'], id: number): Promise<Consultorio | null> {
  const [[profesional], suyos, motivosSuyos] = await db.batch([
    profesionalActivo(db, id),
    db
      .select({
        id: horarios.id,
        hora_inicio: horarios.hora_inicio,
        hora_fin: horarios.hora_fin,
        ...diasDelHorario,
      })
      .from(horarios)
      .where(eq(horarios.user_id, id)),
    db
      .select({
        id: motivos.id,
        nombre: motivos.nombre,
        duracion_minutos: motivos.duracion_minutos,
        precio: motivos.precio,
      })
      .from(motivos)
      .where(eq(motivos.user_id, id)),
  ]);
  if (!profesional) {
    recordados.delete(id);
    return null;
  }
  const datos = { profesional, horarios: suyos, motivos: motivosSuyos };
  recordados.delete(id);
  recordados.set(id, { datos, leido: Date.now() });
  if (recordados.size > RECORDADOS_MAX) recordados.delete(recordados.keys().next().value as number);
  return datos;
}

/** A manage link works until 30 days after the cita's start. */
export const ENLACE_GESTION_MS = 30 * 86_400_000;

/** A reminder goes only to citas booked (or moved) at least this long before they start. */
export const RECORDATORIO_ANTELACION_MS = 2 * 3_600_000;

/** `recordatorio_lote` of a cita starting at `inicio`, booked or moved at `ahora`: NULL (due) or 'no'. */
export const recordatorioInicial = (inicio: string, ahora: Date) =>
  Date.parse(inicio) - ahora.getTime() >= RECORDATORIO_ANTELACION_MS ? null : 'no';

type Input = z.infer<ReturnType<typeof citaSchema>>;

/** The booking's professional, schedule and reason, or the refusal (404 / 422) they call for. */
function revisar(datos: Consultorio | null, input: Input, ahora: { fecha: string; hora: string }) {
  if (!datos) throw notFound(msg.agenda.profesionalNoEncontrado);
  const horario = datos.horarios.find((h) => h.id === input.horario);
  const motivo = datos.motivos.find((m) => m.id === input.motivo);
  const errors: FieldErrors = {};
  if (!horario) errors.horario = [msg.agenda.horarioAjeno];
  else if (horario[diaDeLaSemana(input.fecha_cita)] !== 1) errors.horario = [msg.agenda.horarioOtroDia];
  else if (!aunNoEmpieza(input.fecha_cita, horario.hora_inicio, ahora)) errors.horario = [msg.agenda.horarioPasado];
  if (!motivo) errors.motivo = [msg.agenda.motivoAjeno];
  if (!horario || !motivo || Object.keys(errors).length > 0) throw invalid(errors);
  return { profesional: datos.profesional, horario, motivo };
}

/**
 * The professional's id while everything the booking read still holds and the paciente's e-mail
 * is within its booking limits (lib/limites.ts); else NULL: the cita's NOT NULL user_id then
 * refuses the batch, recognised by `cambio`.
 */
const vigente = (db: AppEnv['Variables']['db'], r: ReturnType<typeof revisar>, fecha: string, limites: Limites) =>
  db
    .select({ id: users.id })
    .from(users)
    .innerJoin(horarios, and(eq(horarios.id, r.horario.id), eq(horarios.user_id, users.id)))
    .innerJoin(motivos, and(eq(motivos.id, r.motivo.id), eq(motivos.user_id, users.id)))
    .where(
      and(
        eq(users.id, r.profesional.id),
        eq(users.activo, 1),
        eq(users.nombre, r.profesional.nombre),
        eq(users.apellido, r.profesional.apellido),
        eq(users.name, r.profesional.name),
        eq(users.direccion, r.profesional.direccion),
        eq(users.ciudad, r.profesional.ciudad),
        eq(horarios.hora_inicio, r.horario.hora_inicio),
        eq(horarios.hora_fin, r.horario.hora_fin),
        eq(columnaDelDia(fecha), 1),
        eq(motivos.nombre, r.motivo.nombre),
        dentroDeLimites(db, limites),
      ),
    );

const cambio = (err: unknown) =>
  /NOT NULL constraint failed: citas\.user_id/i.test(
    `${err instanceof Error ? err.message : String(err)} ${err instanceof Error && err.cause instanceof Error ? err.cause.message : ''}`,
  );

/** The booking itself; `contar` is the booking counter's statement for the write batch. */
export async function agendar(c: Context<AppEnv>, contar: ReturnType<typeof limitInBatch>['contar']) {
  const ahora = ahoraFor(c);
  const input = check(citaSchema(ahora.fecha), await readInput(c));
  const db = c.var.db;
  let datos = recordado(input.user);
  for (let intento = 1; ; intento++) {
    const fresco = !datos;
    if (!datos) datos = await leerConsultorio(db, input.user);
    let r: ReturnType<typeof revisar>;
    try {
      r = revisar(datos, input, ahora);
    } catch (err) {
      if (fresco) throw err;
      datos = null; // a remembered copy may miss a new schedule or reason: read again
      continue;
    }
    const { profesional, horario, motivo } = r;
    const cita = {
      user_id: profesional.id,
      horario_id: horario.id,
      motivo_id: motivo.id,
      nombre: input.nombre,
      telefono: input.telefono,
      email: input.email,
      observacion: input.observacion,
      fecha_cita: input.fecha_cita,
      hora_inicio: horario.hora_inicio,
      hora_fin: horario.hora_fin,
      primera_visita: input.primera_visita,
      inicio: instanteBogota(input.fecha_cita, horario.hora_inicio),
      uid: `${crypto.randomUUID()}@citasalud`,
      whatsapp: input.acepta_whatsapp ? 1 : 0,
      modalidad: 1,
      enlace_video: '',
      ocupa_hasta: horario.hora_fin,
    };
    const recordatorio = recordatorioInicial(cita.inicio, nowFor(c));
    const limites: Limites = { email: cita.email, profesional: profesional.id, ahora: nowFor(c).toISOString() };
    // the franja's live cita (this one): a cancelled cita may still sit on the same franja
    const franja = and(
      eq(citasT.user_id, cita.user_id),
      eq(citasT.fecha_cita, cita.fecha_cita),
      eq(citasT.hora_inicio, cita.hora_inicio),
      isNull(citasT.cancelada_at),
    );
    const gestion = await nuevoEnlace({
      tipo: 'gestion',
      expira_at: new Date(Date.parse(cita.inicio) + ENLACE_GESTION_MS).toISOString(),
    });
    const aviso: DatosAviso = {
      cita: { ...cita, id: 0, secuencia: 0 },
      profesional,
      motivo: motivo.nombre,
    };
    const base = baseApp(c.env, new URL(c.req.url).origin);
    const correos = [
      avisoPaciente('confirmacion', aviso, { base, gestion: gestion.token }),
      avisoProfesional('nueva', aviso, { base }),
    ];
    let creada: typeof citasT.$inferSelect;
    let correoIds: number[];
    try {
      const [, [fila], , , avisos, versiones] = await db.batch([
        contar(db),
        db
          .insert(citasT)
          .values({
            ...cita,
            recordatorio_lote: recordatorio,
            user_id: sql`(${vigente(db, r, cita.fecha_cita, limites)})`,
          })
          .returning(),
        db.insert(consentimientos).values({
          tipo: 'tratamiento_datos',
          version: POLITICA_VERSION,
          email: cita.email,
          cita_id: sql`(SELECT ${citasT.id} FROM ${citasT} WHERE ${franja})`,
        }),
        guardarEnlace(db, { ...gestion.fila, cita_id: sql`(SELECT ${citasT.id} FROM ${citasT} WHERE ${franja})` }),
        queueMails(db, correos).returning({ id: mailOutbox.id }),
        nuevaVersion(db, ['agenda']),
      ]);
      [creada, correoIds] = [fila, avisos.map((a) => a.id)];
      versionesNuevas(c, versiones);
    } catch (err) {
      if (isUniqueViolation(err, 'citas') || isCruce(err, 'cita_cruzada')) throw conflict(msg.agenda.horarioOcupado);
      if (!cambio(err)) throw err;
      await explicarLimite(db, limites); // a limit refused it: say which (403 / 409)
      if (intento >= 3) throw err;
      datos = null; // something the booking used changed meanwhile: nothing was written, read again
      continue;
    }
    try {
      // Deliver both notices now; the cron retries them if this attempt fails.
      for (const [i, correo] of correos.entries()) c.executionCtx.waitUntil(deliverNow(c.env, correoIds[i], correo));
    } catch {
      // no execution context (not a Workers request): the cron sends it once the lease runs out
    }
    return succes<CitaCreada>(
      c,
      {
        id: creada.id,
        fecha_cita: creada.fecha_cita,
        hora_inicio: creada.hora_inicio,
        hora_fin: creada.hora_fin,
        nombre: creada.nombre,
        email: creada.email,
        telefono: creada.telefono,
        motivo: motivo.nombre,
        motivo_id: motivo.id,
        horario_id: horario.id,
        observacion: creada.observacion,
        primera_visita: creada.primera_visita,
        atendido: creada.atendido,
        user: creada.user_id,
        gestion: gestion.token,
        modalidad: creada.modalidad,
        enlace_video: creada.enlace_video,
      },
      201,
    );
  }
}
