/**
 * The profesional's private calendar feed: an .ics address with a secret token that Google or
 * Apple Calendar polls, so her citas appear there. `/api/agenda/calendario*` (her session) mints,
 * rotates and revokes it; only the token's SHA-256 is kept (`users.calendario_hash`), so the
 * address is shown once. `GET /api/calendario/{token}.ics` is public: the token is the key.
 */
import { and, between, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { VENTANA_MAXIMA_DIAS } from '../../../common/agenda';
import { addDays, bogotaNow } from '../../../common/fechas';
import { calendarioIcs } from '../../../common/ics';
import type { CalendarioPrivado } from '../../../common/wire/agenda';
import { citas } from '../../db/schema/agenda';
import { users } from '../../db/schema/directorio';
import type { AppEnv } from '../../env';
import { cuentaActual, requireCuenta } from '../../http/auth';
import { clientIp } from '../../http/cliente';
import { baseDe, entornoDe } from '../../http/entorno';
import { escritura } from '../../http/politica';
import { nowFor } from '../../http/reloj';
import { succes } from '../../http/respond';
import { eventoDeCita, nombreProfesional } from '../../mensajes';
import { randomToken, sha256Hex } from '../../plataforma/cripto';
import { notFound } from '../../plataforma/errors';
import { throttle } from '../../plataforma/throttle';
import { msg } from '../../textos';
import { hashDeToken } from '../enlaces';
import { datosAvisoDe, leerCitasGestion, porInicio } from '../lectura-gestion';

/** Reads of the feed per client address in a 10-minute window (calendar apps poll every hour or so). */
const POR_VENTANA = 60;
const VENTANA_SEGUNDOS = 600;
/** Days of past citas the feed keeps. */
const DIAS_ATRAS = 30;
/** The most citas one feed lists (the earliest first). */
const MAXIMO = 3000;

const textos = msg.ausencias.calendario;

export const calendario = new Hono<AppEnv>()
  /** Whether the caller has a feed (its address is never shown again). */
  .get('/agenda/calendario', requireCuenta, async (c) => {
    const [fila] = await c.var.db
      .select({ hash: users.calendario_hash })
      .from(users)
      .where(eq(users.id, cuentaActual(c).id));
    return succes<CalendarioPrivado>(c, { activo: Boolean(fila?.hash), url: null }, 200);
  })
  /** A new secret address (at least 128 random bits); the previous one stops working. */
  .post('/agenda/calendario', escritura([]), requireCuenta, async (c) => {
    const token = randomToken();
    await c.var.db
      .update(users)
      .set({ calendario_hash: await sha256Hex(token) })
      .where(eq(users.id, cuentaActual(c).id));
    const url = `${baseDe(c)}/api/calendario/${token}.ics`;
    return succes<CalendarioPrivado>(c, { activo: true, url }, 200);
  })
  /** No feed any more: the address answers 404. */
  .post('/agenda/calendario/revocar', escritura([]), requireCuenta, async (c) => {
    await c.var.db
      .update(users)
      .set({ calendario_hash: null })
      .where(eq(users.id, cuentaActual(c).id));
    return succes<CalendarioPrivado>(c, { activo: false, url: null }, 200);
  })
  /**
   * The feed: her citas from 30 days back to the longest booking window ahead, live ones as
   * events and cancelled ones as STATUS:CANCELLED. An unknown, revoked or malformed token is
   * a plain 404 (no hint of which); every read counts against the client's address.
   */
  .get('/calendario/:token', async (c) => {
    await throttle(entornoDe(c), `calendario:${clientIp(c)}`, POR_VENTANA, VENTANA_SEGUNDOS, textos.demasiadas);
    const hash = await hashDeToken(c.req.param('token').replace(/\.ics$/i, ''));
    if (!hash) throw notFound();
    const ahora = nowFor(c);
    const hoy = bogotaNow(ahora).fecha;
    const db = c.var.db;
    const suya = sql`(select ${users.id} from ${users} where ${users.calendario_hash} = ${hash})`;
    const [[p], filas] = await db.batch([
      db
        .select({ nombre: users.nombre, apellido: users.apellido, name: users.name })
        .from(users)
        .where(eq(users.calendario_hash, hash)),
      leerCitasGestion(
        db,
        and(
          eq(citas.user_id, suya),
          between(citas.fecha_cita, addDays(hoy, -DIAS_ATRAS), addDays(hoy, VENTANA_MAXIMA_DIAS)),
        ),
        porInicio,
      ).limit(MAXIMO),
    ]);
    if (!p) throw notFound();
    const eventos = filas.map((f) => {
      const d = datosAvisoDe(f);
      const cita = { ...d.cita, uid: f.uid || `cita-${f.id}@citasalud` };
      return eventoDeCita({ ...d, cita }, msg.avisos.resumenIcsProfesional(f.nombre), f.estado === 'cancelada');
    });
    return c.body(calendarioIcs(textos.nombre(nombreProfesional(p)), eventos, ahora), 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="citasalud.ics"',
      'Cache-Control': 'private, max-age=300',
    });
  });
