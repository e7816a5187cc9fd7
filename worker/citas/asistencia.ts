/**
 * The profesional says how a cita went: attended (`GET /api/cita/atendido`, from the cita's start:
 * the first time it becomes attended, the paciente gets the one invitation to a verified comentario) or not attended
 * (`POST /api/cita/no-asistio`, from the cita's start until 5 days after; three in 12 months keep
 * that e-mail from booking online for 4 months: lib/limites.ts).
 */
import { and, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import { hora12 } from '../../common/hora';
import type { CitaProfesional } from '../../common/wire/citas';
import { citaColumnas } from '../agenda';
import { citas } from '../db/schema/agenda';
import { mailOutbox } from '../db/schema/mail';
import { deliverNow, invitacionComentario, queueMail } from '../mensajes';
import type { Entorno } from '../plataforma/entorno';
import { causaDice, conflict, notFound } from '../plataforma/errors';
import { diaEnPalabras } from '../plataforma/reloj';
import { msg } from '../textos';
import { datosAviso, leerDatosAviso } from './datos-aviso';
import { guardarEnlace, nuevoEnlace } from './enlaces';

/** The invitation to comment works this long after the cita is marked attended. */
export const INVITACION_MS = 60 * 86_400_000;
/** "No asistió" can be marked from the cita's start until this long after it. */
export const NO_ASISTIO_MS = 5 * 86_400_000;

const estadoColumnas = {
  ...citaColumnas,
  inicio: citas.inicio,
  cancelada_at: citas.cancelada_at,
  no_asistio_at: citas.no_asistio_at,
};
const sinExtras = ({ inicio: _i, cancelada_at: _c, no_asistio_at: _n, ...cita }: CitaFila): CitaProfesional => cita;
type CitaFila = { inicio: string; cancelada_at: string | null; no_asistio_at: string | null } & CitaProfesional;

const propia = (cuentaId: number, id: number) => and(eq(citas.id, id), eq(citas.user_id, cuentaId));

/** A cita is marked attended only from its start (issue 22): before it, 409 saying from when. */
function exigirEmpezada(cita: CitaFila, ahora: Date) {
  if (cita.inicio && cita.inicio <= ahora.toISOString()) return;
  throw conflict(msg.agenda.atendidaAntes(`${hora12(cita.hora_inicio)} del ${diaEnPalabras(cita.inicio || ahora)}`));
}

/**
 * Marks one of the caller's citas attended (idempotent; a cita marked "no asistió" by mistake is
 * corrected: the mark is cleared). The first time, the invitation link and its e-mail are written
 * in the same batch as the mark; the link's row carries the guard: its `tipo` comes from a subquery
 * that is NULL unless the cita is still unattended, so a second mark racing this one makes the
 * whole batch fail (NOT NULL) and nothing is sent twice. Answers the cita as it now stands.
 */
export async function marcarAtendida(e: Entorno, cuentaId: number, id: number): Promise<CitaProfesional> {
  const db = e.db;
  const [[cita], [datos]] = await db.batch([
    db.select(estadoColumnas).from(citas).where(propia(cuentaId, id)).limit(1),
    leerDatosAviso(db, propia(cuentaId, id)),
  ]);
  if (!cita) throw notFound(msg.agenda.citaNoEncontrada);
  if (cita.cancelada_at) throw conflict(msg.agenda.atendidaCancelada);
  if (cita.atendido === 1) return sinExtras(cita);
  const ahora = e.ahora;
  exigirEmpezada(cita, ahora);

  const pendiente = and(
    propia(cuentaId, id),
    eq(citas.atendido, 0),
    isNull(citas.cancelada_at),
    lte(citas.inicio, ahora.toISOString()),
  );
  const invitacion = await nuevoEnlace({
    tipo: 'comentario',
    cita_id: id,
    email: cita.email,
    expira_at: new Date(ahora.getTime() + INVITACION_MS).toISOString(),
  });
  const correo = invitacionComentario(datosAviso(datos), e.base, invitacion.token);
  try {
    const [, [enCola], [marcada]] = await db.batch([
      guardarEnlace(db, {
        ...invitacion.fila,
        tipo: sql<string>`(select 'comentario' from ${citas} where ${pendiente})`,
      }),
      queueMail(db, correo, { deliverNow: true }).returning({ id: mailOutbox.id }),
      db
        .update(citas)
        .set({ atendido: 1, no_asistio_at: null, updated_at: sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))` })
        .where(pendiente)
        .returning(citaColumnas),
    ]);
    e.despues(deliverNow(e.env, enCola.id, correo));
    return marcada;
  } catch (err) {
    if (!causaDice(err, /NOT NULL constraint failed: enlaces\.tipo/i)) throw err;
    // marked, cancelled or moved meanwhile by another request: nothing was written; answer as it is now
    const [actual] = await db.select(estadoColumnas).from(citas).where(propia(cuentaId, id)).limit(1);
    if (!actual) throw notFound(msg.agenda.citaNoEncontrada);
    if (actual.cancelada_at) throw conflict(msg.agenda.atendidaCancelada);
    if (actual.atendido !== 1) exigirEmpezada(actual, ahora);
    return sinExtras(actual);
  }
}

/**
 * Marks one of the caller's citas "no asistió": one batch whose select sees the cita before the
 * guarded update, so a refusal says why without another round trip. Idempotent.
 */
export async function marcarNoAsistio(e: Entorno, cuentaId: number, id: number): Promise<CitaProfesional> {
  const db = e.db;
  const ahora = e.ahora;
  const [[antes], [marcada]] = await db.batch([
    db.select(estadoColumnas).from(citas).where(propia(cuentaId, id)).limit(1),
    db
      .update(citas)
      .set({ no_asistio_at: ahora.toISOString(), updated_at: sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))` })
      .where(
        and(
          propia(cuentaId, id),
          eq(citas.atendido, 0),
          isNull(citas.cancelada_at),
          isNull(citas.no_asistio_at),
          lte(citas.inicio, ahora.toISOString()),
          gte(citas.inicio, new Date(ahora.getTime() - NO_ASISTIO_MS).toISOString()),
        ),
      )
      .returning(citaColumnas),
  ]);
  if (marcada) return marcada;
  if (!antes) throw notFound(msg.agenda.citaNoEncontrada);
  if (antes.cancelada_at) throw conflict(msg.agenda.noAsistioCancelada);
  if (antes.atendido === 1) throw conflict(msg.agenda.noAsistioAtendida);
  if (antes.no_asistio_at) return sinExtras(antes);
  if (!antes.inicio || antes.inicio > ahora.toISOString()) {
    throw conflict(
      msg.agenda.noAsistioAntes(`${hora12(antes.hora_inicio)} del ${diaEnPalabras(antes.inicio || ahora)}`),
    );
  }
  throw conflict(msg.agenda.noAsistioVencido);
}
