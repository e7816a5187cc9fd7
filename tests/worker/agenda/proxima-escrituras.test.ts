/**
 * Every agenda write keeps `users.proxima_disponible` right, without waiting for a list read or
 * the cron: ranges, settings, absences (awaited), and a cita taken or cancelled (after the answer).
 * The stored column is read directly: a list or profile read would recompute a stale value itself.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { instanteBogota } from '../../../common/fechas';
import { schema } from '../../../worker/db/schema';
import { motivo } from '../agenda-fixtures';
import { callJson, db, makeCuenta } from '../helpers';

// Monday 30 November 2026, 07:00 in Bogotá (a working week without festivos)
const AHORA = { 'X-Test-Now': '2026-11-30T12:00:00.000Z' };
const guardada = async (id: number) =>
  (await db().select().from(schema.users).where(eq(schema.users.id, id)))[0].proxima_disponible;

/** A profesional with a motivo and no notice, so the answers do not depend on the hour. */
async function profesional() {
  const u = await makeCuenta({ antelacion_minutos: 0, virtual: 1 });
  const m = await motivo(u.id);
  return { u, m };
}

const escribir = (path: string, token: string, body: Record<string, unknown>) =>
  callJson(path, { body, token, headers: AHORA });

describe('proxima_disponible follows the agenda writes', () => {
  it('a new range, a change of settings and an absence each move it at once', async () => {
    const { u } = await profesional();
    expect(await guardada(u.id)).toBeNull();
    const rango = await escribir('/api/horarios/newhorario', u.token, {
      hora_inicio: '09:00',
      hora_fin: '11:00',
      martes: 1,
      miercoles: 1,
    });
    expect(rango.status).toBe(201);
    expect(await guardada(u.id)).toBe(instanteBogota('2026-12-01', '09:00'));

    // an absence over Tuesday: Wednesday's first franja
    const ausencia = await escribir('/api/ausencias/create', u.token, { desde: '2026-12-01', hasta: '2026-12-01' });
    expect(ausencia.status).toBe(201);
    expect(await guardada(u.id)).toBe(instanteBogota('2026-12-02', '09:00'));

    // a booking window of 1 day leaves nothing (Wednesday is 2 days ahead)
    expect((await escribir('/api/agenda/ajustes', u.token, { ventana_dias: 1 })).status).toBe(200);
    expect(await guardada(u.id)).toBeNull();
    expect((await escribir('/api/agenda/ajustes', u.token, { ventana_dias: 30 })).status).toBe(200);
    expect(await guardada(u.id)).toBe(instanteBogota('2026-12-02', '09:00'));

    // the absence removed: Tuesday again
    const borrada = await escribir('/api/ausencias/delete', u.token, { id: ausencia.json.succes.ausencia.id });
    expect(borrada.status).toBe(200);
    expect(await guardada(u.id)).toBe(instanteBogota('2026-12-01', '09:00'));
  });

  it('a cita booked on the next franja moves it to the one after; cancelling it brings it back', async () => {
    const { u, m } = await profesional();
    const rango = await escribir('/api/horarios/newhorario', u.token, {
      hora_inicio: '09:00',
      hora_fin: '10:00',
      martes: 1,
    });
    expect(await guardada(u.id)).toBe(instanteBogota('2026-12-01', '09:00'));

    const cita = await callJson('/api/cita/create', {
      headers: AHORA,
      body: {
        nombre: 'Ana Gómez',
        email: `ana.${u.id}@correo.co`,
        telefono: '3001234567',
        fecha_cita: '2026-12-01',
        horario: rango.json.succes.id,
        hora_inicio: '09:00',
        motivo: m.id,
        primera_visita: 'no',
        user: u.id,
        acepta_tratamiento: '1',
      },
    });
    expect(cita.status).toBe(201);
    expect(await guardada(u.id)).toBe(instanteBogota('2026-12-01', '09:30'));

    const cancelada = await escribir('/api/cita/cancelar', u.token, {
      id: cita.json.succes.id,
      motivo: 'Viaje imprevisto',
    });
    expect(cancelada.status).toBe(200);
    expect(await guardada(u.id)).toBe(instanteBogota('2026-12-01', '09:00'));
  });

  it('a cita taken after her next free franja leaves the stored value; one before it recomputes it', async () => {
    const { u, m } = await profesional();
    const rango = await escribir('/api/horarios/newhorario', u.token, {
      hora_inicio: '09:00',
      hora_fin: '10:00',
      martes: 1,
      miercoles: 1,
    });
    // a stored value that is not the true one (Tuesday 09:00), to see whether a booking recomputes it
    const marca = instanteBogota('2026-12-02', '09:30');
    await db().update(schema.users).set({ proxima_disponible: marca }).where(eq(schema.users.id, u.id));
    const agendar = (fecha: string, hora_inicio: string, n: number) =>
      callJson('/api/cita/create', {
        headers: AHORA,
        body: {
          nombre: 'Ana Gómez',
          email: `ana.${u.id}.${n}@correo.co`,
          telefono: '3001234567',
          fecha_cita: fecha,
          horario: rango.json.succes.id,
          hora_inicio,
          motivo: m.id,
          primera_visita: 'no',
          user: u.id,
          acepta_tratamiento: '1',
        },
      });
    // Tuesday 8 is a festivo: the next week's Wednesday is after the stored value
    expect((await agendar('2026-12-09', '09:00', 1)).status).toBe(201);
    expect(await guardada(u.id)).toBe(marca);
    // Wednesday 2 at 09:00 is before it: recomputed, to the true next free franja
    expect((await agendar('2026-12-02', '09:00', 2)).status).toBe(201);
    expect(await guardada(u.id)).toBe(instanteBogota('2026-12-01', '09:00'));
  });
});
