/**
 * Booking a cita (`POST /api/cita/create`): the profesional's consultorio (read, or remembered for
 * a minute and re-checked by the write: lib/consultorio.ts and
 * docs/decisions/0006-copia-del-consultorio-al-agendar.md), the checks of the request
 * (lib/solicitud-cita.ts), and the one write batch. The database's trigger decides crossings.
 */
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { ocupaHasta } from '../../common/agenda';
import { POLITICA_VERSION } from '../../common/consentimiento';
import * as cuerpos from '../../common/cuerpos/citas';
import { bogotaNow, instanteBogota, minutosDe } from '../../common/fechas';
import type { CitaCreada } from '../../common/wire/citas';
import type { Db } from '../db/conexion';
import { citas as citasT } from '../db/schema/agenda';
import { consentimientos } from '../db/schema/cuentas';
import { users } from '../db/schema/directorio';
import { mailOutbox } from '../db/schema/mail';
import { nuevaVersion } from '../db/versiones';
import type { DatosAviso } from '../mensajes';
import { avisoPaciente, avisoProfesional, queueMails } from '../mensajes';
import type { Entorno } from '../plataforma/entorno';
import { type ApiError, causaDice, conflict, isCruce, isUniqueViolation } from '../plataforma/errors';
import type { limitInBatch } from '../plataforma/throttle';
import { check } from '../plataforma/validate';
import { msg } from '../textos';
import { leerConsultorio, recordado, sinOfertaAjena, type Usado, vigente } from './consultorio';
import { despuesDeCambiar } from './despues-de-cambiar';
import { guardarEnlace, nuevoEnlace } from './enlaces';
import { explicarLimite, type Limites } from './limites';
import { revisar } from './solicitud-cita';

/** A manage link works until 30 days after the cita's start. */
export const ENLACE_GESTION_MS = 30 * 86_400_000;

/** A reminder goes only to citas booked (or moved) at least this long before they start. */
export const RECORDATORIO_ANTELACION_MS = 2 * 3_600_000;

/** `recordatorio_lote` of a cita starting at `inicio`, booked or moved at `ahora`: NULL (due) or 'no'. */
export const recordatorioInicial = (inicio: string, ahora: Date) =>
  Date.parse(inicio) - ahora.getTime() >= RECORDATORIO_ANTELACION_MS ? null : 'no';

const cambio = (err: unknown) => causaDice(err, /NOT NULL constraint failed: citas\.user_id/i);
/** A live oferta of the lista de espera keeps the franja (`sinOfertaAjena` left `horario_id` NULL). */
const ofrecida = (err: unknown) => causaDice(err, /NOT NULL constraint failed: citas\.horario_id/i);
/** The oferta a booking came from no longer lives (`DesdeOferta.viva` left `motivo_id` NULL). */
const ofertaMuerta = (err: unknown) => causaDice(err, /NOT NULL constraint failed: citas\.motivo_id/i);

/**
 * A booking that takes the franja of an oferta of the lista de espera (worker/lista-espera/): the
 * oferta (its franja is not refused as kept), what must still hold in the write (SQL; else nothing
 * is written), the statements its batch adds (`citaId`: the new cita's id, as a subquery) and the
 * refusal to answer when the write failed over that franja.
 */
export type DesdeOferta = {
  id: number;
  viva: SQL;
  sentencias: (db: Db, citaId: SQL) => BatchItem<'sqlite'>[];
  rechazo: () => Promise<ApiError>;
};

/** The booking itself; `contar` is the booking counter's statement for the write batch. */
/** A Jitsi Meet room nobody can guess: 128 random bits, in hex. */
export function salaVideo(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `https://meet.jit.si/CitaSalud-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The booking itself, of the request's `entrada` (checked here); `contar` is the booking counter's
 * statement for the write batch. Answers the cita as booked.
 */
export async function agendar(
  e: Entorno,
  entrada: unknown,
  contar: ReturnType<typeof limitInBatch>['contar'],
  oferta?: DesdeOferta,
): Promise<CitaCreada> {
  const ahora = bogotaNow(e.ahora);
  const input = check(cuerpos.nuevaCita(ahora.fecha), entrada);
  const db = e.db;
  let datos = recordado(input.user);
  for (let intento = 1; ; intento++) {
    const fresco = !datos;
    if (!datos) datos = await leerConsultorio(db, input.user, ahora.fecha);
    let r: Usado;
    try {
      r = revisar(datos, input, e.ahora);
    } catch (err) {
      if (fresco) throw err;
      datos = null; // a remembered copy may miss a new range, motivo or setting: read again
      continue;
    }
    const { profesional, ajustes, video } = r.datos;
    const { horario, motivo, aseguradora } = r;
    const duracion = minutosDe(r.cita.hora_fin) - minutosDe(r.cita.hora_inicio);
    const cita = {
      user_id: profesional.id,
      horario_id: horario.id,
      motivo_id: motivo.id,
      nombre: input.nombre,
      telefono: input.telefono,
      email: input.email,
      observacion: input.observacion,
      fecha_cita: input.fecha_cita,
      hora_inicio: r.cita.hora_inicio,
      hora_fin: r.cita.hora_fin,
      primera_visita: input.primera_visita,
      aseguradora_id: aseguradora?.id ?? null,
      inicio: instanteBogota(input.fecha_cita, r.cita.hora_inicio),
      uid: `${crypto.randomUUID()}@citasalud`,
      whatsapp: input.acepta_whatsapp ? 1 : 0,
      modalidad: r.cita.modalidad,
      enlace_video: r.cita.modalidad === 2 ? video.enlace_video || salaVideo() : '',
      ocupa_hasta: ocupaHasta(r.cita.hora_inicio, duracion, ajustes.pausa_minutos),
    };
    const recordatorio = recordatorioInicial(cita.inicio, e.ahora);
    const limites: Limites = { email: cita.email, profesional: profesional.id, ahora: e.ahora.toISOString() };
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
    const pago = { aseguradora: aseguradora?.nombre ?? '', aseguradora_tipo: aseguradora?.tipo ?? ('' as const) };
    const aviso: DatosAviso = {
      cita: { ...cita, id: 0, secuencia: 0, ...pago },
      profesional,
      motivo: motivo.nombre,
    };
    const base = e.base;
    const libre = sinOfertaAjena(
      db,
      profesional.id,
      cita.fecha_cita,
      cita.hora_inicio,
      cita.ocupa_hasta,
      e.ahora,
      oferta?.id,
    );
    const correos = [
      avisoPaciente('confirmacion', aviso, { base, gestion: gestion.token }),
      avisoProfesional('nueva', aviso, { base }),
    ];
    let creada: typeof citasT.$inferSelect;
    let correoIds: number[];
    let proximaGuardada: string | null;
    let versiones: { scope: string; version: number }[];
    try {
      const [, [fila], , , avisos, bump, [guardada]] = await db.batch([
        contar(db),
        db
          .insert(citasT)
          .values({
            ...cita,
            recordatorio_lote: recordatorio,
            user_id: sql`(${vigente(db, r, limites)})`,
            horario_id: sql<number>`(case when ${libre} then ${horario.id} end)`,
            ...(oferta ? { motivo_id: sql<number>`(case when ${oferta.viva} then ${motivo.id} end)` } : {}),
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
        // her stored proxima (this batch does not change it): whether the cita may have taken it
        db.select({ proxima: users.proxima_disponible }).from(users).where(eq(users.id, profesional.id)),
        ...(oferta?.sentencias(db, sql`(SELECT ${citasT.id} FROM ${citasT} WHERE ${franja})`) ?? []),
      ]);
      [creada, correoIds, proximaGuardada, versiones] = [
        fila,
        avisos.map((a) => a.id),
        guardada?.proxima ?? null,
        bump,
      ];
    } catch (err) {
      const tomada = isUniqueViolation(err, 'citas') || isCruce(err, 'cita_cruzada');
      if (oferta && (tomada || ofertaMuerta(err))) throw await oferta.rechazo();
      if (tomada) throw conflict(msg.agenda.horarioOcupado);
      if (ofrecida(err)) throw conflict(msg.listaEspera.franjaOfrecida);
      if (!cambio(err)) throw err;
      await explicarLimite(db, limites); // a limit refused it: say which (403 / 409)
      if (intento >= 3) throw err;
      datos = null; // something the booking used changed meanwhile: nothing was written, read again
      continue;
    }
    despuesDeCambiar(e, {
      versiones,
      correos,
      correoIds,
      profesionalId: creada.user_id,
      proximaGuardada,
      inicios: [creada.inicio],
    });
    return {
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
      ...pago,
    };
  }
}
