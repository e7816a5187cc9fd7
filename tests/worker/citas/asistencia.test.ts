import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../../worker/db/schema';
import { profesionalConCita } from '../agenda-fixtures';
import { callJson, db, makeAdmin, makeCuenta } from '../helpers';

/** A cita of a fresh profesional on Monday 9 March 2026, 09:00 in Bogotá (14:00 UTC). */
const citaDe = (over: Partial<typeof schema.citas.$inferInsert> = {}) => profesionalConCita({}, over);

const noAsistio = (token: string, id: number | string, ahora: string) =>
  callJson('/api/cita/no-asistio', { token, body: { id }, headers: { 'X-Test-Now': ahora } });
const atendido = (token: string, id: number, ahora = '2026-03-09T15:00:00Z') =>
  callJson(`/api/cita/atendido?id=${id}`, { token, headers: { 'X-Test-Now': ahora } });
const filaDe = async (id: number) => (await db().select().from(schema.citas).where(eq(schema.citas.id, id)))[0];
const invitacionesDe = (citaId: number) =>
  db()
    .select()
    .from(schema.enlaces)
    .where(and(eq(schema.enlaces.cita_id, citaId), eq(schema.enlaces.tipo, 'comentario')));
const correosA = (para: string) => db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.para, para));

describe('POST /api/cita/no-asistio', () => {
  it('marks the own cita from its start, answers it as no_asistio, and again without change', async () => {
    const { profesional, cita } = await citaDe();
    const primera = await noAsistio(profesional.token, cita.id, '2026-03-09T14:00:00Z');
    expect(primera.status).toBe(200);
    expect(primera.json.succes).toMatchObject({ id: cita.id, estado: 'no_asistio', atendido: 0 });
    const marcada = (await filaDe(cita.id)).no_asistio_at;
    expect(marcada).toBe('2026-03-09T14:00:00.000Z');
    const otra = await noAsistio(profesional.token, cita.id, '2026-03-10T14:00:00Z');
    expect(otra.status).toBe(200);
    expect(otra.json.succes.estado).toBe('no_asistio');
    expect((await filaDe(cita.id)).no_asistio_at).toBe(marcada);
  });

  it('refuses before the start with 409, saying from when, and changes nothing', async () => {
    const { profesional, cita } = await citaDe();
    const { status, json } = await noAsistio(profesional.token, cita.id, '2026-03-09T13:59:00Z');
    expect(status).toBe(409);
    expect(json.message).toBe(
      'La cita aún no empieza: podrás marcar que el paciente no asistió desde las 9:00 a. m. del 9 de marzo de 2026.',
    );
    expect((await filaDe(cita.id)).no_asistio_at).toBeNull();
  });

  it('accepts up to 5 days after the start and refuses later with 409', async () => {
    const tarde = await citaDe();
    expect((await noAsistio(tarde.profesional.token, tarde.cita.id, '2026-03-14T14:00:00Z')).status).toBe(200);
    const vencida = await citaDe();
    const { status, json } = await noAsistio(vencida.profesional.token, vencida.cita.id, '2026-03-14T14:01:00Z');
    expect(status).toBe(409);
    expect(json.message).toBe('Ya pasaron más de 5 días desde la cita: no se puede marcar que el paciente no asistió.');
    expect((await filaDe(vencida.cita.id)).no_asistio_at).toBeNull();
  });

  it('refuses attended and cancelled citas with 409', async () => {
    const atendida = await citaDe({ atendido: 1 });
    const a = await noAsistio(atendida.profesional.token, atendida.cita.id, '2026-03-09T15:00:00Z');
    expect(a.status).toBe(409);
    expect(a.json.message).toBe('La cita está marcada como atendida: no se puede marcar que el paciente no asistió.');
    const cancelada = await citaDe({ cancelada_at: '2026-03-08T10:00:00.000Z', cancelada_por: 'paciente' });
    const b = await noAsistio(cancelada.profesional.token, cancelada.cita.id, '2026-03-09T15:00:00Z');
    expect(b.status).toBe(409);
    expect(b.json.message).toBe('La cita fue cancelada: no se puede marcar que el paciente no asistió.');
    expect((await filaDe(cancelada.cita.id)).no_asistio_at).toBeNull();
  });

  it("answers 404 for another profesional's cita (also to admins), 401 without a session, 422 for a bad id", async () => {
    const { cita } = await citaDe();
    for (const token of [(await makeCuenta()).token, (await makeAdmin()).token]) {
      expect((await noAsistio(token, cita.id, '2026-03-09T15:00:00Z')).status).toBe(404);
    }
    expect((await filaDe(cita.id)).no_asistio_at).toBeNull();
    const sinSesion = await callJson('/api/cita/no-asistio', { body: { id: cita.id } });
    expect(sinSesion.status).toBe(401);
    const { profesional } = await citaDe();
    expect((await noAsistio(profesional.token, 'uno', '2026-03-09T15:00:00Z')).status).toBe(422);
  });

  it('is counted on the tablero', async () => {
    const { profesional, cita } = await citaDe();
    await noAsistio(profesional.token, cita.id, '2026-03-09T15:00:00Z');
    const { json } = await callJson('/api/medic/all/private', {
      token: profesional.token,
      headers: { 'X-Test-Now': '2026-03-09T15:00:00Z' },
    });
    expect(json.resumen).toEqual([{ total: 1, atendidos: 0, pendientes: 0, no_asistio: 1, canceladas: 0 }]);
  });
});

describe('GET /api/cita/atendido (issue 19)', () => {
  it('sends one comentario invitation the first time, none on a second mark', async () => {
    const { profesional, cita } = await citaDe();
    const primera = await atendido(profesional.token, cita.id);
    expect(primera.status).toBe(200);
    expect(primera.json.succes).toMatchObject({ id: cita.id, atendido: 1, estado: 'atendida' });
    const [invitacion] = await invitacionesDe(cita.id);
    expect(invitacion).toMatchObject({ email: cita.email, expira_at: '2026-05-08T15:00:00.000Z' });
    const [correo] = await correosA(cita.email);
    expect(correo.asunto).toBe('¿Cómo te fue con Laura Rincón?');
    const token = /\/comentario\/([A-Za-z0-9_-]+)/.exec(correo.texto)?.[1] ?? '';
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
    expect(invitacion.hash).toBe([...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join(''));

    expect((await atendido(profesional.token, cita.id)).status).toBe(200);
    expect(await invitacionesDe(cita.id)).toHaveLength(1);
    expect(await correosA(cita.email)).toHaveLength(1);
  });

  it('sends exactly one invitation when two marks race', async () => {
    const { profesional, cita } = await citaDe();
    const respuestas = await Promise.all([1, 2, 3].map(() => atendido(profesional.token, cita.id)));
    expect(respuestas.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(respuestas.every((r) => r.json.succes.atendido === 1)).toBe(true);
    expect(await invitacionesDe(cita.id)).toHaveLength(1);
    expect(await correosA(cita.email)).toHaveLength(1);
  });

  it('corrects a cita marked "no asistió" by mistake: attended, the no-show cleared', async () => {
    const { profesional, cita } = await citaDe({ no_asistio_at: '2026-03-09T15:00:00.000Z' });
    const { status, json } = await atendido(profesional.token, cita.id);
    expect(status).toBe(200);
    expect(json.succes.estado).toBe('atendida');
    expect(await filaDe(cita.id)).toMatchObject({ atendido: 1, no_asistio_at: null });
    expect(await invitacionesDe(cita.id)).toHaveLength(1);
  });

  it('refuses a cancelled cita with 409 and sends nothing', async () => {
    const { profesional, cita } = await citaDe({ cancelada_at: '2026-03-08T10:00:00.000Z', cancelada_por: 'paciente' });
    const { status, json } = await atendido(profesional.token, cita.id);
    expect(status).toBe(409);
    expect(json.message).toBe('La cita fue cancelada: no se puede marcar como atendida.');
    expect((await filaDe(cita.id)).atendido).toBe(0);
    expect(await invitacionesDe(cita.id)).toHaveLength(0);
    expect(await correosA(cita.email)).toHaveLength(0);
  });
});
