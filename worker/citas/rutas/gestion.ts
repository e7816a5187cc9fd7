/**
 * The paciente's manage link (`/mi-cita/{token}`, lib/enlaces.ts): her cita, its cancellation, its
 * reschedule to another free franja of the same profesional, and "Confirmo mi asistencia" from the
 * reminder. No account: the token (only its hash is stored) is the key, so every call counts
 * against the client's address first and tokens cannot be tried at speed.
 */
import { and, eq, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { ocupaHasta } from '../../../common/agenda';
import * as cuerpos from '../../../common/cuerpos/citas';
import { diaDeLaSemana, horaDe, minutosDe } from '../../../common/fechas';
import type { CitaGestion } from '../../../common/wire/gestion';
import { ajustesColumnas, ausenciasDe, rangosDe, revisarFranja } from '../../agenda';
import { citas, enlaces } from '../../db/schema/agenda';
import { users } from '../../db/schema/directorio';
import type { AppEnv } from '../../env';
import { readInput } from '../../http/body';
import { clientIp } from '../../http/cliente';
import { entornoDe } from '../../http/entorno';
import { escritura } from '../../http/politica';
import { ahoraFor, nowFor } from '../../http/reloj';
import { succes } from '../../http/respond';
import { ApiError, conflict, invalid, notFound } from '../../plataforma/errors';
import { limitInBatch, throttle } from '../../plataforma/throttle';
import { check } from '../../plataforma/validate';
import { msg } from '../../textos';
import { type Contar, cancelarCita, type Destino, reprogramarCita } from '../cambiar-cita';
import { type Copia, citaCopiada, copiarCita, olvidarCita } from '../copia-gestion';
import { citaDelEnlace, hashDeToken } from '../enlaces';
import { bloqueo, cerrada, citaGestion, type FilaGestion, leerCitasGestion } from '../lectura-gestion';

/** Calls with a manage token per client address in a 10-minute window. */
const POR_VENTANA = 60;
const VENTANA_SEGUNDOS = 600;

/** Counts this call of the client's address; past the limit, 429. */
const frenar = (c: Context<AppEnv>) =>
  throttle(entornoDe(c), `gestion:${clientIp(c)}`, POR_VENTANA, VENTANA_SEGUNDOS, msg.gestion.demasiadosIntentos);

/**
 * The same limit for a call that writes anyway: counted in its write batch (lib/throttle.ts
 * `limitInBatch`), so a cancel or a reschedule costs one read and one write; a refusal before
 * the write is counted on its own.
 */
const limite = (c: Context<AppEnv>) =>
  limitInBatch(entornoDe(c), `gestion:${clientIp(c)}`, POR_VENTANA, VENTANA_SEGUNDOS, msg.gestion.demasiadosIntentos);

/** The SHA-256 of this request's manage token; 404 when malformed (never looked up). */
async function hashDelToken(c: Context<AppEnv>) {
  const hash = await hashDeToken(c.req.param('token') ?? '');
  if (!hash) throw notFound(msg.gestion.enlaceNoEncontrado);
  return hash;
}

/**
 * The id of the cita an unexpired manage token opens, as a subquery (SQL, not the query builder:
 * awaiting a builder would run it).
 */
const citaDelHash = (c: Context<AppEnv>, hash: string) =>
  sql<number>`(${citaDelEnlace(c.var.db, 'gestion', hash, nowFor(c))})`;

/**
 * The cita token `hash` opens and its profesional's agenda (ranges, settings, absences from today),
 * read fresh (one round trip) and copied for the paciente's next change (lib/copia-gestion.ts), or 404.
 */
async function leerCita(c: Context<AppEnv>, hash: string) {
  const db = c.var.db;
  const citaId = citaDelHash(c, hash);
  const suya = sql`(select ${citas.user_id} from ${citas} where ${citas.id} = ${citaId})`;
  const [[enlace], [fila], rangos, [ajustes], bloqueos] = await db.batch([
    db.select({ expira_at: enlaces.expira_at }).from(enlaces).where(eq(enlaces.hash, hash)),
    leerCitasGestion(db, eq(citas.id, citaId)),
    rangosDe(db, suya),
    db.select(ajustesColumnas).from(users).where(eq(users.id, suya)),
    // her absences not over yet (the window is applied by the rules)
    ausenciasDe(db, suya, { desde: ahoraFor(c).fecha, hasta: '9999-12-31' }),
  ]);
  if (!fila || !enlace || !ajustes) throw notFound(msg.gestion.enlaceNoEncontrado);
  const copia: Copia = { fila, expira: enlace.expira_at, rangos, ajustes, ausencias: bloqueos };
  copiarCita(hash, copia);
  return copia;
}

/**
 * Cancels the cita token `hash` opens, from this isolate's copy when it has a fresh one (one
 * round trip); a copy that no longer holds is dropped and the cita read again, once.
 */
async function cancelar(c: Context<AppEnv>, contar: Contar) {
  const { motivo } = check(cuerpos.cancelarCita, await readInput(c));
  const hash = await hashDelToken(c);
  const copia = citaCopiada(hash, nowFor(c))?.fila;
  if (copia && !bloqueo(copia, nowFor(c))) {
    try {
      return await cancelada(c, hash, await cancelarCita(entornoDe(c), copia, { por: 'paciente', motivo }, contar));
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 409)) throw err;
      olvidarCita(hash); // the cita changed since it was copied: decide on a fresh read
    }
  }
  const { fila } = await leerCita(c, hash);
  const porque = bloqueo(fila, nowFor(c));
  if (porque) throw conflict(porque);
  return cancelada(c, hash, await cancelarCita(entornoDe(c), fila, { por: 'paciente', motivo }, contar));
}

function cancelada(c: Context<AppEnv>, hash: string, fila: FilaGestion) {
  olvidarCita(hash);
  return succes<CitaGestion>(c, citaGestion(fila, nowFor(c)), 200);
}

/**
 * The reschedule itself (see the route). From this isolate's copy of the cita and its horarios
 * when it has a fresh one that allows it (one round trip: the write re-checks the cita and the
 * horario); otherwise, or when the copy no longer holds, from a fresh read. A refusal is only
 * ever answered from a fresh read or from the write itself (a taken franja).
 */
async function reprogramar(c: Context<AppEnv>, contar: Contar) {
  const ahora = ahoraFor(c);
  const input = check(cuerpos.reprogramarCita(ahora.fecha), await readInput(c));
  const hash = await hashDelToken(c);
  const copia = citaCopiada(hash, nowFor(c));
  const desdeCopia = copia && !bloqueo(copia.fila, nowFor(c)) && franjaValida(copia, input, nowFor(c));
  if (copia && desdeCopia && !('rechazo' in desdeCopia)) {
    try {
      return await movida(c, hash, copia, desdeCopia, contar);
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 409) || err.message === msg.gestion.horarioOcupado) throw err;
      olvidarCita(hash); // the cita or the agenda changed since the copy: decide on a fresh read
    }
  }
  const leida = await leerCita(c, hash);
  const porque = bloqueo(leida.fila, nowFor(c));
  if (porque) throw conflict(porque);
  const destino = franjaValida(leida, input, nowFor(c));
  if ('rechazo' in destino) throw invalid(destino.rechazo);
  return movida(c, hash, leida, destino, contar);
}

/**
 * Where the cita of `copia` (keeping its duration) would move for `input` at `ahora` by its
 * profesional's agenda (a franja of the range of that weekday holding that start, not the same
 * one), or the 422's field errors of why it cannot; the live citas are the trigger's to decide.
 */
function franjaValida(
  copia: Copia,
  input: { fecha: string; hora_inicio: string },
  ahora: Date,
): Destino | { rechazo: Record<string, string[]> } {
  const { fila, ajustes } = copia;
  const duracion = minutosDe(fila.hora_fin) - minutosDe(fila.hora_inicio);
  const dia = diaDeLaSemana(input.fecha);
  const rango = copia.rangos.find(
    (r) => r[dia] === 1 && r.hora_inicio <= input.hora_inicio && input.hora_inicio < r.hora_fin,
  );
  if (!rango) return { rechazo: { hora_inicio: [msg.gestion.horarioNoAtiende] } };
  const rechazo = revisarFranja(input.fecha, input.hora_inicio, rango, copia, duracion, ahora);
  if (rechazo) return { rechazo: { [rechazo.campo === 'fecha' ? 'fecha' : 'hora_inicio']: [rechazo.mensaje] } };
  if (input.fecha === fila.fecha_cita && input.hora_inicio === fila.hora_inicio)
    return { rechazo: { hora_inicio: [msg.gestion.mismaFranja] } };
  const hora_fin = horaDe(minutosDe(input.hora_inicio) + duracion);
  const ocupa_hasta = ocupaHasta(input.hora_inicio, duracion, ajustes.pausa_minutos);
  return { rango, fecha: input.fecha, hora_inicio: input.hora_inicio, hora_fin, ocupa_hasta };
}

async function movida(c: Context<AppEnv>, hash: string, copia: Copia, destino: Destino, contar: Contar) {
  const fila = await reprogramarCita(entornoDe(c), copia.fila, destino, copia.ajustes, contar);
  copiarCita(hash, { ...copia, fila });
  return succes<CitaGestion>(c, citaGestion(fila, nowFor(c)), 200);
}

export const gestion = new Hono<AppEnv>()
  /** The cita as its paciente sees it (private to the token's holder: never cached). */
  .get('/cita/gestion/:token', async (c) => {
    await frenar(c);
    const { fila } = await leerCita(c, await hashDelToken(c));
    return succes<CitaGestion>(c, citaGestion(fila, nowFor(c)), 200);
  })
  /** Cancels it (optional reason) unless closed or inside the profesional's notice (409). */
  .post('/cita/gestion/:token/cancelar', escritura(['agenda']), (c) => {
    const { contar, vigilar } = limite(c);
    return vigilar(() => cancelar(c, contar));
  })
  /**
   * Moves it to another free franja of the same profesional (`fecha`, `hora_inicio`: a franja her
   * agenda offers for the cita's own duration), in one write (409 when it crosses another cita).
   */
  .post('/cita/gestion/:token/reprogramar', escritura(['agenda']), (c) => {
    const { contar, vigilar } = limite(c);
    return vigilar(() => reprogramar(c, contar));
  })
  /** "Confirmo mi asistencia": marks it confirmed (idempotent) unless closed (409). */
  .post('/cita/gestion/:token/confirmar', escritura([]), async (c) => {
    await frenar(c);
    const ahora = nowFor(c);
    const { fila } = await leerCita(c, await hashDelToken(c));
    const porque = cerrada(fila, ahora);
    if (porque) throw conflict(porque);
    if (fila.confirmada_at) return succes<CitaGestion>(c, citaGestion(fila, ahora), 200);
    const db = c.var.db;
    const [confirmadas, [actual]] = await db.batch([
      db
        .update(citas)
        .set({ confirmada_at: ahora.toISOString() })
        .where(
          and(
            eq(citas.id, fila.id),
            sql`${citas.cancelada_at} is null and ${citas.atendido} = 0 and ${citas.no_asistio_at} is null`,
          ),
        )
        .returning({ id: citas.id }),
      leerCitasGestion(db, eq(citas.id, fila.id)),
    ]);
    if (!confirmadas[0]) throw conflict(cerrada(actual, ahora) || msg.gestion.cambio);
    return succes<CitaGestion>(c, citaGestion(actual, ahora), 200);
  });
