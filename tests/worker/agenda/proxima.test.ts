/**
 * "Próxima cita disponible" (issue 20, item 4): the value `medic/all` and `medic/find` answer in
 * Bogotá time, computed by the agenda rules (festivos, full days, notice), stored in
 * `users.proxima_disponible`, recomputed on the fly when stale and refreshed by the cron.
 */
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { instanteBogota } from '../../../common/fechas';
import { normalizar } from '../../../common/texto';
import { refrescarProxima } from '../../../worker/agenda/proxima';
import { schema } from '../../../worker/db/schema';
import { corridaCron } from '../../../worker/tareas/programadas';
import { horario, motivo } from '../agenda-fixtures';
import { callJson, db, makeCuenta } from '../helpers';

let n = 0;
/** A specialty of its own, so a list filtered by it holds only the test's professionals. */
async function especialidad() {
  const nombre = `Proxima ${Date.now().toString(36)}${(n++).toString(36)}`;
  return (
    await db()
      .insert(schema.especialidades)
      .values({ nombre, slug: normalizar(nombre) })
      .returning()
  )[0];
}

/** Tuesday mornings 08:00–09:00 (two 30-minute franjas), unless `rango` says otherwise. */
async function conMartes(over: Partial<typeof schema.users.$inferInsert> = {}, rango = { hora_fin: '09:00' }) {
  const u = await makeCuenta(over);
  const h = await horario(u.id, { hora_inicio: '08:00', lunes: 0, martes: 1, ...rango });
  return { u, h };
}

const lista = async (query: string, ahora: string) => {
  const { status, json } = await callJson(`/api/medic/all${query}`, { headers: { 'X-Test-Now': ahora } });
  expect(status).toBe(200);
  return json;
};
const perfil = async (id: number, ahora: string) =>
  (await callJson('/api/medic/find', { body: { id }, headers: { 'X-Test-Now': ahora } })).json.succes[0];
const guardada = async (id: number) =>
  (await db().select().from(schema.users).where(eq(schema.users.id, id)))[0].proxima_disponible;

// Monday 7 December 2026, 20:00 in Bogotá; Tuesday 8 December is a festivo (Inmaculada Concepción)
const LUNES_7_DIC = '2026-12-08T01:00:00.000Z';

describe('proxima_disponible', () => {
  it('skips a festivo Tuesday: the next franja is the Tuesday after, in Bogotá time', async () => {
    const { u } = await conMartes();
    expect((await perfil(u.id, LUNES_7_DIC)).proxima_disponible).toBe('2026-12-15T08:00:00-05:00');
    // and stores it as a UTC instant
    expect(await guardada(u.id)).toBe(instanteBogota('2026-12-15', '08:00'));
  });

  it('takes the festivo when she works on festivos', async () => {
    const { u } = await conMartes({ atiende_festivos: 1 });
    expect((await perfil(u.id, LUNES_7_DIC)).proxima_disponible).toBe('2026-12-08T08:00:00-05:00');
  });

  it('skips a day whose franjas are all booked', async () => {
    const { u, h } = await conMartes();
    const m = await motivo(u.id);
    for (const hora_inicio of ['08:00', '08:30'])
      await db()
        .insert(schema.citas)
        .values({
          user_id: u.id,
          horario_id: h.id,
          motivo_id: m.id,
          nombre: 'Ana',
          telefono: '3001234567',
          email: `ana${n++}@correo.co`,
          fecha_cita: '2026-12-15',
          hora_inicio,
          hora_fin: hora_inicio === '08:00' ? '08:30' : '09:00',
          ocupa_hasta: hora_inicio === '08:00' ? '08:30' : '09:00',
          inicio: instanteBogota('2026-12-15', hora_inicio),
        });
    // Monday 14 at 20:00: Tuesday 15's 08:00 and 08:30 are booked → Tuesday 22
    expect((await perfil(u.id, '2026-12-15T01:00:00.000Z')).proxima_disponible).toBe('2026-12-22T08:00:00-05:00');
  });

  it('is null without horarios, and the list orders soonest first with nulls last (orden=proxima)', async () => {
    const esp = await especialidad();
    const sinHorarios = await makeCuenta({ especialidad_id: esp.id });
    const tarde = await makeCuenta({ especialidad_id: esp.id, destacado: 1 });
    const pronto = await makeCuenta({ especialidad_id: esp.id });
    // fresh stored values (later than now plus the notice) are answered as stored
    await db()
      .update(schema.users)
      .set({ proxima_disponible: '2026-12-20T13:00:00.000Z' })
      .where(eq(schema.users.id, tarde.id));
    await db()
      .update(schema.users)
      .set({ proxima_disponible: '2026-12-10T13:00:00.000Z' })
      .where(eq(schema.users.id, pronto.id));
    const porDefecto = await lista(`?especialidad=${esp.slug}`, LUNES_7_DIC);
    expect(porDefecto.succes[0].id).toBe(tarde.id);
    const json = await lista(`?especialidad=${esp.slug}&orden=proxima&page=1&limit=10`, LUNES_7_DIC);
    expect(json.succes.map((r: { id: number }) => r.id)).toEqual([pronto.id, tarde.id, sinHorarios.id]);
    expect(json.succes.map((r: { proxima_disponible: string | null }) => r.proxima_disponible)).toEqual([
      '2026-12-10T08:00:00-05:00',
      '2026-12-20T08:00:00-05:00',
      null,
    ]);
  });

  it('recomputes a stale stored value in the list and writes it back', async () => {
    const esp = await especialidad();
    const { u } = await conMartes({ especialidad_id: esp.id, proxima_disponible: '2026-12-01T13:00:00.000Z' });
    const json = await lista(`?especialidad=${esp.slug}&page=1&limit=5`, LUNES_7_DIC);
    expect(json.succes[0].proxima_disponible).toBe('2026-12-15T08:00:00-05:00');
    expect(await guardada(u.id)).toBe(instanteBogota('2026-12-15', '08:00'));
  });

  it('trusts a computed null for an hour, in the list and the cron, then looks again', async () => {
    const esp = await especialidad();
    const sinHorarios = await makeCuenta({ especialidad_id: esp.id });
    const llena = await conMartes({ especialidad_id: esp.id, ventana_dias: 1 });
    const revisada = async (id: number) =>
      (await db().select().from(schema.users).where(eq(schema.users.id, id)))[0].proxima_revisada;
    await lista(`?especialidad=${esp.slug}`, LUNES_7_DIC);
    await vi.waitFor(async () => expect(await revisada(sinHorarios.id)).toBe(LUNES_7_DIC));
    // nothing free within her one-day window (Tuesday the 8th is a festivo): null, computed
    expect(await revisada(llena.u.id)).toBe(LUNES_7_DIC);
    expect(await guardada(llena.u.id)).toBeNull();
    // 59 minutes later neither the list nor the cron computes them again
    const despues = (minutos: number) => new Date(Date.parse(LUNES_7_DIC) + minutos * 60_000).toISOString();
    await lista(`?especialidad=${esp.slug}`, despues(59));
    await corridaCron(env, new Date(despues(59)));
    expect([await revisada(sinHorarios.id), await revisada(llena.u.id)]).toEqual([LUNES_7_DIC, LUNES_7_DIC]);
    // past the hour, the cron does for the one with ranges, and the list for both
    await corridaCron(env, new Date(despues(61)));
    expect(await revisada(llena.u.id)).toBe(despues(61));
    await lista(`?especialidad=${esp.slug}`, despues(62));
    await vi.waitFor(async () => expect(await revisada(sinHorarios.id)).toBe(despues(62)));
  });

  it('counts a value inside her notice as stale', async () => {
    const { u } = await conMartes({ proxima_disponible: instanteBogota('2026-12-15', '08:00') });
    // Tuesday 15 at 06:15: 08:00 is within the two hours' notice → 08:30
    expect((await perfil(u.id, '2026-12-15T11:15:00.000Z')).proxima_disponible).toBe('2026-12-15T08:30:00-05:00');
  });

  it('is refreshed by the cron when stale or never computed, and left alone when fresh', async () => {
    const vieja = await conMartes({ proxima_disponible: '2026-12-01T13:00:00.000Z' });
    const nunca = await conMartes();
    const fresca = await conMartes({ proxima_disponible: '2027-01-05T13:00:00.000Z' });
    await corridaCron(env, new Date(LUNES_7_DIC));
    expect(await guardada(vieja.u.id)).toBe(instanteBogota('2026-12-15', '08:00'));
    expect(await guardada(nunca.u.id)).toBe(instanteBogota('2026-12-15', '08:00'));
    expect(await guardada(fresca.u.id)).toBe('2027-01-05T13:00:00.000Z');
  });

  it('refrescarProxima stores each one of many in two round trips, null when she has no franja', async () => {
    const a = await conMartes();
    const b = await makeCuenta({ proxima_disponible: '2026-12-10T13:00:00.000Z' });
    const r = await refrescarProxima(db(), [a.u.id, b.id], new Date(LUNES_7_DIC));
    expect(r.get(a.u.id)).toBe(instanteBogota('2026-12-15', '08:00'));
    expect(r.get(b.id)).toBeNull();
    expect(await guardada(b.id)).toBeNull();
  });

  it('skips a Monday moved by the Emiliani law (2027-01-11)', async () => {
    const u = await makeCuenta();
    await horario(u.id, { hora_inicio: '08:00', hora_fin: '09:00', lunes: 1 });
    // Sunday 10 January 2027, noon in Bogotá
    expect((await perfil(u.id, '2027-01-10T17:00:00.000Z')).proxima_disponible).toBe('2027-01-18T08:00:00-05:00');
  });
});
