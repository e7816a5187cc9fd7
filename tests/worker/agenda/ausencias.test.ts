/**
 * The profesional's days off (`/api/ausencias*`): listing with the festivos of her window,
 * creation over booked citas (listed, not touched), the one call that cancels them and tells each
 * paciente, deletion, validation and another profesional's absences. The clock is the request's
 * (`X-Test-Now`): Tuesday 1 December 2026, 08:00 in Bogotá.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { instanteBogota } from '../../../common/fechas';
import { schema } from '../../../worker/db/schema';
import { horario, motivo } from '../agenda-fixtures';
import { callJson, db, makeCuenta } from '../helpers';

const AHORA = { 'X-Test-Now': '2026-12-01T13:00:00Z' };
const todos = { lunes: 1, martes: 1, miercoles: 1, jueves: 1, viernes: 1, sabado: 1, domingo: 1 };
let seq = 0;

/** A profesional attending 08:00–12:00 every day, with the motivo 'Control'. */
async function consultorio() {
  const p = await makeCuenta({ nombre: 'Laura', apellido: 'Rincón' });
  const h = await horario(p.id, { hora_inicio: '08:00', hora_fin: '12:00', ...todos });
  const m = await motivo(p.id, 'Control');
  /** a cita of a fresh paciente on `fecha` at `hora` (30 minutes), `over` over it */
  const cita = async (fecha: string, hora: string, over: Partial<typeof schema.citas.$inferInsert> = {}) => {
    const fin = `${hora.slice(0, 3)}${hora.endsWith('00') ? '30' : '59'}`;
    const [fila] = await db()
      .insert(schema.citas)
      .values({
        user_id: p.id,
        horario_id: h.id,
        motivo_id: m.id,
        nombre: `Paciente ${seq}`,
        telefono: '3001234567',
        email: `ausencia${seq++}.${Date.now().toString(36)}@correo.co`,
        fecha_cita: fecha,
        hora_inicio: hora,
        hora_fin: fin,
        ocupa_hasta: fin,
        inicio: instanteBogota(fecha, hora),
        uid: `${crypto.randomUUID()}@citasalud`,
        ...over,
      })
      .returning();
    return fila;
  };
  return { p, h, m, cita };
}

const pedir = (path: string, token: string, body?: Record<string, unknown>) =>
  callJson(path, { token, body, headers: AHORA });

const correosA = (emails: string[]) =>
  db().select().from(schema.mailOutbox).where(inArray(schema.mailOutbox.para, emails));

describe('POST /api/ausencias/create', () => {
  it('stores whole days off and lists the live citas they fall on, leaving them booked', async () => {
    const { p, cita } = await consultorio();
    const dentro = [await cita('2026-12-09', '09:00'), await cita('2026-12-10', '10:00')];
    await cita('2026-12-09', '11:00', { cancelada_at: '2026-11-30T12:00:00.000Z' });
    await cita('2026-12-10', '08:00', { atendido: 1 });
    await cita('2026-12-14', '09:00');
    const { status, json } = await pedir('/api/ausencias/create', p.token, {
      desde: '2026-12-09',
      hasta: '2026-12-11',
      motivo: 'Congreso',
    });
    expect(status, JSON.stringify(json)).toBe(201);
    expect(json.succes.ausencia).toMatchObject({
      desde: '2026-12-09',
      hasta: '2026-12-11',
      hora_inicio: null,
      hora_fin: null,
      motivo: 'Congreso',
    });
    expect(json.succes.afectadas.map((c: { id: number }) => c.id)).toEqual(dentro.map((c) => c.id));
    expect(json.succes.afectadas[0]).toMatchObject({ motivo: 'Control', estado: 'pendiente', modalidad: 1 });
    const vivas = await db()
      .select()
      .from(schema.citas)
      .where(
        inArray(
          schema.citas.id,
          dentro.map((c) => c.id),
        ),
      );
    expect(vivas.every((c) => c.cancelada_at === null)).toBe(true);
  });

  it('with hours, lists only the citas that cross them on each day', async () => {
    const { p, cita } = await consultorio();
    await cita('2026-12-09', '09:00'); // ends 09:30: touches, does not cross
    const cruza = await cita('2026-12-10', '10:00');
    await cita('2026-12-10', '11:00');
    const { status, json } = await pedir('/api/ausencias/create', p.token, {
      desde: '2026-12-09',
      hasta: '2026-12-10',
      hora_inicio: '09:30',
      hora_fin: '10:30',
    });
    expect(status, JSON.stringify(json)).toBe(201);
    expect(json.succes.ausencia).toMatchObject({ hora_inicio: '09:30', hora_fin: '10:30', motivo: '' });
    expect(json.succes.afectadas.map((c: { id: number }) => c.id)).toEqual([cruza.id]);
  });

  it('refuses bad spans, half-given hours and long reasons with 422 and a Spanish message', async () => {
    const { p } = await consultorio();
    const casos: [Record<string, unknown>, string, RegExp][] = [
      [{ desde: '2026-12-11', hasta: '2026-12-09' }, 'hasta', /anterior o igual/],
      [{ desde: '2026-11-20', hasta: '2026-11-30' }, 'hasta', /ya terminó/],
      [{ desde: '2026-12-01', hasta: '2027-12-02' }, 'hasta', /máximo 366 días/],
      [{ desde: '2026-12-09', hasta: '2026-12-09', hora_inicio: '09:00' }, 'hora_fin', /hora de inicio y la de fin/],
      [
        { desde: '2026-12-09', hasta: '2026-12-09', hora_inicio: '11:00', hora_fin: '10:00' },
        'hora_inicio',
        /anterior/,
      ],
      [{ desde: '2026-12-09', hasta: '2026-12-09', hora_inicio: '25:00', hora_fin: '26:00' }, 'hora_inicio', /HH:MM/],
      [{ desde: '2026-02-30', hasta: '2026-12-09' }, 'desde', /fecha no es válida/],
      [{ hasta: '2026-12-09' }, 'desde', /obligatorio/],
      [{ desde: '2026-12-09', hasta: '2026-12-09', motivo: 'x'.repeat(201) }, 'motivo', /200 caracteres/],
    ];
    for (const [body, campo, mensaje] of casos) {
      const { status, json } = await pedir('/api/ausencias/create', p.token, body);
      expect(status, JSON.stringify(body)).toBe(422);
      expect(json.errors[campo]?.[0], JSON.stringify(json)).toMatch(mensaje);
    }
    expect(await db().select().from(schema.ausencias).where(eq(schema.ausencias.user_id, p.id))).toEqual([]);
    // one day from today, and 366 days in all, are fine
    const { status } = await pedir('/api/ausencias/create', p.token, { desde: '2026-12-01', hasta: '2027-12-01' });
    expect(status).toBe(201);
  });
});

describe('POST /api/ausencias/cancelar-citas', () => {
  it('cancels every live cita of the absence, tells each paciente once, and frees their franjas', async () => {
    const { p, h, m, cita } = await consultorio();
    const dentro = [await cita('2026-12-09', '09:00'), await cita('2026-12-10', '10:00')];
    const fuera = await cita('2026-12-14', '09:00');
    const creada = await pedir('/api/ausencias/create', p.token, { desde: '2026-12-09', hasta: '2026-12-10' });
    const id = creada.json.succes.ausencia.id;
    const { status, json } = await pedir('/api/ausencias/cancelar-citas', p.token, { id, motivo: 'Me operan' });
    expect(status, JSON.stringify(json)).toBe(200);
    expect(json.succes.canceladas.map((c: { id: number }) => c.id)).toEqual(dentro.map((c) => c.id));
    expect(json.succes.canceladas[0]).toMatchObject({
      estado: 'cancelada',
      cancelada_por: 'profesional',
      cancelacion_motivo: 'Me operan',
      motivo: 'Control',
    });
    const avisos = await correosA(dentro.map((c) => c.email));
    expect(avisos).toHaveLength(2);
    for (const c of dentro) {
      const [aviso] = avisos.filter((a) => a.para === c.email);
      expect(aviso.asunto).toMatch(/fue cancelada$/);
      expect(aviso.texto).toContain('Laura Rincón canceló tu cita');
      expect(aviso.texto).toContain('Motivo: Me operan');
      expect(JSON.parse(aviso.adjuntos)[0].content).toContain(`UID:${c.uid}`);
    }
    expect(await correosA([fuera.email])).toEqual([]);
    // the franjas are free again: another paciente can take the same time
    const [otra] = await db()
      .insert(schema.citas)
      .values({
        user_id: p.id,
        horario_id: h.id,
        motivo_id: m.id,
        nombre: 'Otra',
        telefono: '3001234567',
        email: 'otra@correo.co',
        fecha_cita: '2026-12-09',
        hora_inicio: '09:00',
        hora_fin: '09:30',
        ocupa_hasta: '09:30',
      })
      .returning();
    expect(otra.id).toBeGreaterThan(0);
    await db().delete(schema.citas).where(eq(schema.citas.id, otra.id));
    // a second call finds nothing left to cancel and tells no one again
    const otraVez = await pedir('/api/ausencias/cancelar-citas', p.token, { id });
    expect(otraVez.status).toBe(200);
    expect(otraVez.json.succes.canceladas).toEqual([]);
    expect(await correosA(dentro.map((c) => c.email))).toHaveLength(2);
  });

  it('tells the default reason when none is given, and leaves started citas alone', async () => {
    const { p, cita } = await consultorio();
    const empezada = await cita('2026-12-01', '08:00'); // the clock is 08:00 of that day
    const luego = await cita('2026-12-01', '10:00');
    const creada = await pedir('/api/ausencias/create', p.token, { desde: '2026-12-01', hasta: '2026-12-01' });
    expect(creada.json.succes.afectadas.map((c: { id: number }) => c.id)).toEqual([luego.id]);
    const { json } = await pedir('/api/ausencias/cancelar-citas', p.token, { id: creada.json.succes.ausencia.id });
    expect(json.succes.canceladas.map((c: { id: number }) => c.id)).toEqual([luego.id]);
    const [aviso] = await correosA([luego.email]);
    expect(aviso.texto).toContain('Motivo: Tu profesional no atenderá ese día.');
    expect(await correosA([empezada.email])).toEqual([]);
  });
});

describe("another profesional's absence", () => {
  it('cannot be deleted nor used to cancel: 404, and nothing changes', async () => {
    const { p, cita } = await consultorio();
    const otro = await makeCuenta();
    const viva = await cita('2026-12-09', '09:00');
    const creada = await pedir('/api/ausencias/create', p.token, { desde: '2026-12-09', hasta: '2026-12-09' });
    const id = creada.json.succes.ausencia.id;
    const borrar = await pedir('/api/ausencias/delete', otro.token, { id });
    expect(borrar.status).toBe(404);
    expect(borrar.json.message).toBe('La ausencia no existe.');
    const cancelar = await pedir('/api/ausencias/cancelar-citas', otro.token, { id });
    expect(cancelar.status).toBe(404);
    expect(await db().select().from(schema.ausencias).where(eq(schema.ausencias.id, id))).toHaveLength(1);
    const [sigue] = await db().select().from(schema.citas).where(eq(schema.citas.id, viva.id));
    expect(sigue.cancelada_at).toBeNull();
    expect((await pedir('/api/ausencias', otro.token)).json.succes.ausencias).toEqual([]);
  });
});

describe('POST /api/ausencias/delete', () => {
  it("deletes the caller's own absence once, then 404", async () => {
    const { p } = await consultorio();
    const creada = await pedir('/api/ausencias/create', p.token, { desde: '2026-12-20', hasta: '2026-12-24' });
    const id = creada.json.succes.ausencia.id;
    const { status, json } = await pedir('/api/ausencias/delete', p.token, { id });
    expect(status).toBe(200);
    expect(json.succes).toMatchObject({ id, desde: '2026-12-20' });
    expect(await db().select().from(schema.ausencias).where(eq(schema.ausencias.id, id))).toEqual([]);
    expect((await pedir('/api/ausencias/delete', p.token, { id })).status).toBe(404);
  });
});

describe('every absence write', () => {
  it("makes the availability cache stale (a new 'agenda' version)", async () => {
    const { p, cita } = await consultorio();
    await cita('2026-12-16', '09:00');
    const version = async () =>
      (await db().select().from(schema.cacheVersion).where(eq(schema.cacheVersion.scope, 'agenda')))[0]?.version;
    const antes = await version();
    const creada = await pedir('/api/ausencias/create', p.token, { desde: '2026-12-16', hasta: '2026-12-16' });
    const trasCrear = await version();
    expect(trasCrear).not.toBe(antes);
    const id = creada.json.succes.ausencia.id;
    await pedir('/api/ausencias/cancelar-citas', p.token, { id });
    const trasCancelar = await version();
    expect(trasCancelar).not.toBe(trasCrear);
    await pedir('/api/ausencias/delete', p.token, { id });
    expect(await version()).not.toBe(trasCancelar);
  });
});

describe('GET /api/ausencias', () => {
  it('lists the absences not yet over by start, the festivos of the window and the switch', async () => {
    const { p } = await consultorio();
    await db()
      .insert(schema.ausencias)
      .values([
        { user_id: p.id, desde: '2026-12-20', hasta: '2026-12-24', motivo: 'Vacaciones' },
        { user_id: p.id, desde: '2026-11-02', hasta: '2026-11-06' },
        { user_id: p.id, desde: '2026-11-30', hasta: '2026-12-02', hora_inicio: '08:00', hora_fin: '10:00' },
      ]);
    const { status, json } = await pedir('/api/ausencias', p.token);
    expect(status).toBe(200);
    expect(json.succes.ausencias.map((a: { desde: string }) => a.desde)).toEqual(['2026-11-30', '2026-12-20']);
    expect(json.succes.ausencias[0]).toMatchObject({ hora_inicio: '08:00', hora_fin: '10:00', motivo: '' });
    expect(json.succes.festivos).toEqual(
      expect.arrayContaining([
        { fecha: '2026-12-08', nombre: 'Inmaculada Concepción' },
        { fecha: '2027-01-11', nombre: 'Reyes Magos' },
      ]),
    );
    const fechas = json.succes.festivos.map((f: { fecha: string }) => f.fecha);
    expect(fechas).toEqual([...fechas].sort());
    expect(fechas.every((f: string) => f >= '2026-12-01' && f <= '2027-03-01')).toBe(true);
    expect(json.succes.atiende_festivos).toBe(0);
  });

  it('lists the festivos of a shorter window only, and says when she works on them', async () => {
    const { p } = await consultorio();
    await db()
      .update(schema.users)
      .set({ ventana_dias: 10, atiende_festivos: 1 })
      .where(and(eq(schema.users.id, p.id)));
    const { json } = await pedir('/api/ausencias', p.token);
    expect(json.succes.festivos).toEqual([{ fecha: '2026-12-08', nombre: 'Inmaculada Concepción' }]);
    expect(json.succes.atiende_festivos).toBe(1);
  });

  it('needs a session (401)', async () => {
    const { status, json } = await callJson('/api/ausencias');
    expect(status).toBe(401);
    expect(json.message).toMatch(/sesión/);
  });
});
