import { and, asc, eq, gt, gte, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { actualizarHorario, nuevoHorario } from '../../../common/cuerpos/agenda';
import { DIAS } from '../../../common/fechas';
import { porId } from '../../../common/validacion';
import type { Horario, NuevoHorario } from '../../../common/wire/horarios';
import type { ColumnasDe } from '../../db/columnas';
import { citas, horarios as horariosT } from '../../db/schema/agenda';
import type { AppEnv } from '../../env';
import { cuentaActual, requireCuenta } from '../../http/auth';
import { readInput } from '../../http/body';
import { entornoDe } from '../../http/entorno';
import { escritura } from '../../http/politica';
import { ahoraFor, nowFor } from '../../http/reloj';
import { succes } from '../../http/respond';
import { conflict, fromDatabase, invalid, isCruce, notFound } from '../../plataforma/errors';
import { check } from '../../plataforma/validate';
import { msg } from '../../textos';
import { refrescarProxima } from '../proxima';

const columnas = {
  id: horariosT.id,
  hora_inicio: horariosT.hora_inicio,
  hora_fin: horariosT.hora_fin,
  lunes: horariosT.lunes,
  martes: horariosT.martes,
  miercoles: horariosT.miercoles,
  jueves: horariosT.jueves,
  viernes: horariosT.viernes,
  sabado: horariosT.sabado,
  domingo: horariosT.domingo,
} satisfies ColumnasDe<Horario>;

/** The 422 a crossing range gets (the trigger `horario_cruzado` decides, also under races). */
const solapado = () => invalid({ hora_inicio: [msg.agenda.horarioSolapado] });

/**
 * The live upcoming citas of horario `id` (from Bogotá's `ahora` on) that range `h` would leave
 * out: starting before it, ending after it, or on a weekday it no longer has.
 */
const fueraDelRango = (id: number, h: NuevoHorario, ahora: { fecha: string; hora: string }) =>
  and(
    eq(citas.horario_id, id),
    isNull(citas.cancelada_at),
    eq(citas.atendido, 0),
    isNull(citas.no_asistio_at),
    or(gt(citas.fecha_cita, ahora.fecha), and(eq(citas.fecha_cita, ahora.fecha), gte(citas.hora_inicio, ahora.hora))),
    or(
      lt(citas.hora_inicio, h.hora_inicio),
      gt(citas.hora_fin, h.hora_fin),
      // strftime('%w'): 0 Sunday … 6 Saturday, the order of DIAS
      ...DIAS.filter((d) => h[d] !== 1).map(
        (d) => sql`strftime('%w', ${citas.fecha_cita}) = ${String(DIAS.indexOf(d))}`,
      ),
    ),
  );

/** The caller's own weekly ranges of working hours, cut into franjas of her length. */
export const horarios = new Hono<AppEnv>()
  .get('/horarios/all', requireCuenta, async (c) => {
    const filas = await c.var.db
      .select(columnas)
      .from(horariosT)
      .where(eq(horariosT.user_id, cuentaActual(c).id))
      .orderBy(asc(horariosT.hora_inicio), asc(horariosT.id));
    return succes<Horario[]>(c, filas, 200);
  })
  /** Creates a range; one crossing another of the caller's on a shared weekday is refused (422). */
  .post('/horarios/newhorario', escritura(['agenda']), requireCuenta, async (c) => {
    const h = check(nuevoHorario, await readInput(c));
    try {
      const [fila] = await c.var.db
        .insert(horariosT)
        .values({ ...h, user_id: cuentaActual(c).id })
        .returning(columnas);
      await refrescarProxima(c.var.db, [cuentaActual(c).id], nowFor(c));
      // a new range opens franjas on every day of her window: the lista de espera hears of it
      entornoDe(c).liberadas(cuentaActual(c).id);
      return succes<Horario>(c, fila, 201);
    } catch (err) {
      if (isCruce(err, 'horario_cruzado')) throw solapado();
      throw err;
    }
  })
  /**
   * Edits one of the caller's ranges (all its fields again). Refused (409, saying how many) while
   * live upcoming citas of it would fall outside the new hours or weekdays; the check and the
   * change are one statement, so a booking cannot slip in between.
   */
  .post('/horarios/update', escritura(['agenda']), requireCuenta, async (c) => {
    const { id, ...h } = check(actualizarHorario, await readInput(c));
    const db = c.var.db;
    const fuera = fueraDelRango(id, h, ahoraFor(c));
    try {
      const [[fila], [cuenta]] = await db.batch([
        db
          .update(horariosT)
          .set(h)
          .where(
            and(
              eq(horariosT.id, id),
              eq(horariosT.user_id, cuentaActual(c).id),
              notExists(db.select({ uno: sql`1` }).from(citas).where(fuera)),
            ),
          )
          .returning(columnas),
        db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(citas)
          .innerJoin(horariosT, eq(horariosT.id, citas.horario_id))
          .where(and(fuera, eq(horariosT.user_id, cuentaActual(c).id))),
      ]);
      if (fila) {
        await refrescarProxima(c.var.db, [cuentaActual(c).id], nowFor(c));
        await refrescarProxima(c.var.db, [cuentaActual(c).id], nowFor(c));
        // longer hours or another weekday may open franjas
        entornoDe(c).liberadas(cuentaActual(c).id);
        return succes<Horario>(c, fila, 200);
      }
      if (cuenta.n > 0) throw conflict(msg.agenda.horarioConCitas(cuenta.n));
      throw notFound(msg.agenda.horarioNoEncontrado);
    } catch (err) {
      if (isCruce(err, 'horario_cruzado')) throw solapado();
      throw err;
    }
  })
  /** Deletes one of the caller's ranges; one that citas booked stays (the foreign key decides). */
  .post('/horarios/delete', escritura(['agenda']), requireCuenta, async (c) => {
    const input = check(porId, await readInput(c));
    try {
      const [fila] = await c.var.db
        .delete(horariosT)
        .where(and(eq(horariosT.id, input.id), eq(horariosT.user_id, cuentaActual(c).id)))
        .returning(columnas);
      if (!fila) throw notFound(msg.agenda.horarioNoEncontrado);
      return succes<Horario>(c, fila, 200);
    } catch (err) {
      if (fromDatabase(err)?.status === 409) throw conflict(msg.agenda.horarioEnUso);
      throw err;
    }
  });
