import { Hono } from 'hono';
import { franjasDelDia } from '../../../common/agenda';
import { cancelarCitaProfesional, consultaDiasLibres, consultaDisponibilidad } from '../../../common/cuerpos/citas';
import { porId } from '../../../common/validacion';
import type { CitaCreada, CitaProfesional, Tablero } from '../../../common/wire/citas';
import type { DiasLibres, Franja } from '../../../common/wire/horarios';
import { agendaDe, diasLibres, tablero } from '../../agenda';
import type { AppEnv } from '../../env';
import { cuentaActual, requireCuenta } from '../../http/auth';
import { readInput } from '../../http/body';
import { entornoDe } from '../../http/entorno';
import { escritura, lecturaPublica } from '../../http/politica';
import { ahoraFor, nowFor } from '../../http/reloj';
import { succes } from '../../http/respond';
import { check } from '../../plataforma/validate';
import { msg } from '../../textos';
import { agendar } from '../agendar';
import { cancelarPropia } from '../cambiar-cita';
import { limitesDeCita } from './limites-de-cita';

export { CITAS_LIMITES } from './limites-de-cita';

export const citas = new Hono<AppEnv>()
  /**
   * The day's free franjas of an active profesional (public), by her agenda's rules, for a visit of
   * the optional motivo's duration (else her franja length); one batch, whatever her agenda holds.
   */
  .get('/medic/disponibilidad', lecturaPublica('agenda'), async (c) => {
    const input = check(consultaDisponibilidad(ahoraFor(c).fecha), await readInput(c));
    const tramo = { desde: input.fecha, hasta: input.fecha };
    const { agenda, duracion } = await agendaDe(c.var.db, input.id, tramo, input.motivo);
    return succes<Franja[]>(c, franjasDelDia(input.fecha, agenda, duracion, nowFor(c)), 200);
  })
  /**
   * The days of a month (`mes=YYYY-MM`) with a free franja, by the one-day read's rules (public;
   * the same one batch, whatever the month holds).
   */
  .get('/medic/disponibilidad/mes', lecturaPublica('agenda'), async (c) => {
    const input = check(consultaDiasLibres(ahoraFor(c).fecha), await readInput(c));
    const { agenda, duracion } = await agendaDe(c.var.db, input.id, input.mes, input.motivo);
    return succes<DiasLibres>(c, diasLibres(input.mes, agenda, duracion, nowFor(c)), 200);
  })
  /**
   * Books a franja (public). The database's trigger decides crossings and races (409). One
   * commit: the address's booking counter (past the limit it undoes the batch: 429), the cita,
   * its consent, its confirmation e-mail and the availability cache's new version are written in
   * one batch, all or nothing. Attempts that fail earlier are counted on their own (lib/throttle.ts).
   * The e-mail goes out right after the answer; its outcome is written grouped (lib/mail.ts).
   */
  .post('/cita/create', escritura(['agenda']), async (c) => {
    const body = await readInput(c);
    const limite = await limitesDeCita(c, body, body.email);
    return limite.vigilar(async () => succes<CitaCreada>(c, await agendar(entornoDe(c), body, limite.contar), 201));
  })
  /**
   * The original "delete": now cancels one of the caller's own citas (no reason given), tells the
   * paciente and frees the franja; attended ones stay (409). Answers it as it now stands.
   */
  .get('/cita/delete', escritura(['agenda']), requireCuenta, async (c) => {
    const { id: citaId } = check(porId, await readInput(c));
    return succes<CitaProfesional>(
      c,
      await cancelarPropia(entornoDe(c), cuentaActual(c).id, citaId, '', msg.agenda.citaAtendida),
      200,
    );
  })
  .get('/medic/all/private', requireCuenta, async (c) =>
    c.json((await tablero(c.var.db, cuentaActual(c).id, ahoraFor(c).fecha)) satisfies Tablero, 200),
  )
  /** "Cancelar cita": one of the caller's own citas, with the reason told to the paciente. */
  .post('/cita/cancelar', escritura(['agenda']), requireCuenta, async (c) => {
    const input = check(cancelarCitaProfesional, await readInput(c));
    return succes<CitaProfesional>(
      c,
      await cancelarPropia(entornoDe(c), cuentaActual(c).id, input.id, input.motivo, msg.gestion.citaAtendidaNoCancela),
      200,
    );
  });
