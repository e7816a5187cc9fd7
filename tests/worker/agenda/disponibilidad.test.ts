import { describe, expect, it } from 'vitest';
import type { Dia } from '../../../common/fechas';
import { addDays } from '../../../common/fechas';
import { schema } from '../../../worker/db/schema';
import { callJson, db, makeCuenta } from '../helpers';
import { llamarContando } from '../perf/instrumented';

/** Monday 9 March 2026, 08:00 in Bogotá (13:00 UTC). */
const LUNES_8AM = '2026-03-09T13:00:00Z';
const LUNES = '2026-03-09';

type Dias = Partial<Record<Dia, number>>;

async function horario(cuentaId: number, hora_inicio: string, hora_fin: string, dias: Dias = { lunes: 1 }) {
  const [row] = await db()
    .insert(schema.horarios)
    .values({ user_id: cuentaId, hora_inicio, hora_fin, ...dias })
    .returning();
  return row;
}

async function citaEn(cuentaId: number, h: { id: number; hora_inicio: string; hora_fin: string }, fecha: string) {
  const [motivo] = await db().insert(schema.motivos).values({ user_id: cuentaId, nombre: 'Control' }).returning();
  await db().insert(schema.citas).values({
    user_id: cuentaId,
    horario_id: h.id,
    motivo_id: motivo.id,
    nombre: 'Paciente',
    telefono: '3001234567',
    email: 'paciente@correo.co',
    fecha_cita: fecha,
    hora_inicio: h.hora_inicio,
    hora_fin: h.hora_fin,
  });
}

const disponibilidad = (id: number | string, fecha: string, now = LUNES_8AM) =>
  callJson(`/api/medic/disponibilidad?id=${id}&fecha=${encodeURIComponent(fecha)}`, {
    headers: { 'X-Test-Now': now },
  });

describe('GET /api/medic/disponibilidad', () => {
  it("answers the weekday's schedules sorted by start time, without other days' ones", async () => {
    const profesional = await makeCuenta();
    const tarde = await horario(profesional.id, '14:00', '14:30', { lunes: 1, miercoles: 1 });
    const manana = await horario(profesional.id, '09:00', '09:30', { lunes: 1 });
    await horario(profesional.id, '10:00', '10:30', { martes: 1 });
    const { status, json } = await disponibilidad(profesional.id, '2026-03-16');
    expect(status).toBe(200);
    expect(json).toEqual({
      succes: [
        { id: manana.id, hora_inicio: '09:00', hora_fin: '09:30' },
        { id: tarde.id, hora_inicio: '14:00', hora_fin: '14:30' },
      ],
    });
  });

  it('leaves out slots already booked for that date only', async () => {
    const profesional = await makeCuenta();
    const nueve = await horario(profesional.id, '09:00', '09:30');
    const diez = await horario(profesional.id, '10:00', '10:30');
    await citaEn(profesional.id, nueve, '2026-03-16');
    const reservado = await disponibilidad(profesional.id, '2026-03-16');
    expect(reservado.json.succes.map((s: any) => s.id)).toEqual([diez.id]);
    const otraSemana = await disponibilidad(profesional.id, '2026-03-30');
    expect(otraSemana.json.succes.map((s: any) => s.id)).toEqual([nueve.id, diez.id]);
  });

  it("is not affected by another professional's bookings at the same time", async () => {
    const profesional = await makeCuenta();
    const otro = await makeCuenta();
    const mio = await horario(profesional.id, '09:00', '09:30');
    await citaEn(otro.id, await horario(otro.id, '09:00', '09:30'), '2026-03-16');
    const { json } = await disponibilidad(profesional.id, '2026-03-16');
    expect(json.succes.map((s: any) => s.id)).toEqual([mio.id]);
  });

  it('hides the slots that already started when the date is today in Bogotá', async () => {
    const profesional = await makeCuenta({ antelacion_minutos: 0 }); // no minimum notice
    await horario(profesional.id, '09:00', '09:30');
    await horario(profesional.id, '10:15', '10:45');
    const once = await horario(profesional.id, '11:00', '11:30');
    // 10:16 in Bogotá is 15:16 UTC: the 10:15 franja started a minute ago
    const { status, json } = await disponibilidad(profesional.id, LUNES, '2026-03-09T15:16:00Z');
    expect(status).toBe(200);
    expect(json.succes.map((s: any) => s.id)).toEqual([once.id]);
  });

  it('treats 23:30 in Bogotá (04:30 UTC of the next day) as still today', async () => {
    const profesional = await makeCuenta({ antelacion_minutos: 0, duracion_franja: 15 });
    await horario(profesional.id, '09:00', '09:30', { lunes: 1, martes: 1 });
    const tarde = await horario(profesional.id, '23:40', '23:59', { lunes: 1 });
    const now = '2026-03-10T04:30:00Z';
    const hoy = await disponibilidad(profesional.id, LUNES, now);
    expect(hoy.status).toBe(200);
    expect(hoy.json.succes.map((s: any) => s.id)).toEqual([tarde.id]);
    // Tuesday is tomorrow in Bogotá: its morning slot is still ahead
    const manana = await disponibilidad(profesional.id, '2026-03-10', now);
    expect(manana.json.succes.map((s: any) => s.hora_inicio)).toEqual(['09:00', '09:15']);
  });

  it('refuses yesterday in Bogotá as past, even when it is still that day in UTC terms elsewhere', async () => {
    const profesional = await makeCuenta();
    await horario(profesional.id, '09:00', '09:30');
    // 00:30 on Tuesday in Bogotá (05:30 UTC): Monday is over
    const { status, json } = await disponibilidad(profesional.id, LUNES, '2026-03-10T05:30:00Z');
    expect(status).toBe(422);
    expect(json.errors.fecha).toEqual(['La fecha ya pasó. Elija hoy o un día posterior.']);
  });

  it("reads the original calendar's M/D/YYYY dates", async () => {
    const profesional = await makeCuenta();
    const h = await horario(profesional.id, '09:00', '09:30');
    const { status, json } = await disponibilidad(profesional.id, '3/16/2026');
    expect(status).toBe(200);
    expect(json.succes).toEqual([{ id: h.id, hora_inicio: '09:00', hora_fin: '09:30' }]);
  });

  it('answers an empty list on a day without schedules', async () => {
    const profesional = await makeCuenta();
    await horario(profesional.id, '09:00', '09:30', { lunes: 1 });
    const { status, json } = await disponibilidad(profesional.id, '2026-03-15');
    expect(status).toBe(200);
    expect(json.succes).toEqual([]);
  });

  it('refuses invalid, missing and too distant dates with 422 and a Spanish message', async () => {
    const profesional = await makeCuenta();
    for (const fecha of ['2026-02-30', '16/3/2026', 'mañana', '2026-3-xx']) {
      const { status, json } = await disponibilidad(profesional.id, fecha);
      expect(status, fecha).toBe(422);
      expect(json.errors.fecha[0]).toMatch(/La fecha no es válida/);
    }
    const sinFecha = await callJson(`/api/medic/disponibilidad?id=${profesional.id}`, {
      headers: { 'X-Test-Now': LUNES_8AM },
    });
    expect(sinFecha.status).toBe(422);
    expect(sinFecha.json.errors.fecha).toEqual(['El campo fecha es obligatorio.']);
    // past the longest booking window any profesional can set (365 days)
    const lejos = await disponibilidad(profesional.id, '2027-03-10');
    expect(lejos.status).toBe(422);
    expect(lejos.json.errors.fecha).toEqual(['Solo se pueden agendar citas en los próximos 365 días.']);
    expect((await disponibilidad(profesional.id, '2027-03-09')).status).toBe(200);
  });

  it('answers 404 for an unknown or inactive professional and 422 for a malformed id', async () => {
    const inactivo = await makeCuenta({ activo: 0 });
    await horario(inactivo.id, '09:00', '09:30');
    expect((await disponibilidad(inactivo.id, '2026-03-16')).status).toBe(404);
    const desconocido = await disponibilidad(99_999_999, '2026-03-16');
    expect(desconocido.status).toBe(404);
    expect(desconocido.json.message).toBe('El especialista no existe o no está disponible.');
    expect((await disponibilidad('abc', '2026-03-16')).status).toBe(422);
  });
});

const mes = (id: number | string, m: string, now = LUNES_8AM) =>
  callJson(`/api/medic/disponibilidad/mes?id=${id}&mes=${encodeURIComponent(m)}`, {
    headers: { 'X-Test-Now': now },
  });

describe('GET /api/medic/disponibilidad/mes', () => {
  it('answers the days whose one-day read has a free slot, for every day of the month', async () => {
    const profesional = await makeCuenta();
    await horario(profesional.id, '07:00', '07:30', { lunes: 1 }); // today (Monday 9) it already started
    const nueve = await horario(profesional.id, '09:00', '09:30', { miercoles: 1, viernes: 1 });
    await horario(profesional.id, '10:00', '10:30', { viernes: 1 });
    await citaEn(profesional.id, nueve, '2026-03-11'); // Wednesday 11: its only slot is booked
    await citaEn(profesional.id, nueve, '2026-03-13'); // Friday 13: 10:00 is still free
    const { status, json } = await mes(profesional.id, '2026-03');
    expect(status).toBe(200);
    expect(json.succes).toEqual([
      '2026-03-13',
      '2026-03-16',
      '2026-03-18',
      '2026-03-20',
      // Monday 23 is a festivo (San José, moved from the 19th)
      '2026-03-25',
      '2026-03-27',
      '2026-03-30',
    ]);
    for (let fecha = '2026-03-01'; fecha <= '2026-03-31'; fecha = addDays(fecha, 1)) {
      const dia = await disponibilidad(profesional.id, fecha);
      const libre = dia.status === 200 && dia.json.succes.length > 0;
      expect(json.succes.includes(fecha), fecha).toBe(libre);
    }
  });

  it('counts today in Bogotá by its slots not yet started (23:30 is still Monday)', async () => {
    const profesional = await makeCuenta({ antelacion_minutos: 0, duracion_franja: 15 });
    await horario(profesional.id, '23:40', '23:59', { lunes: 1 });
    const tarde = await mes(profesional.id, '2026-03', '2026-03-10T04:30:00Z');
    expect(tarde.json.succes[0]).toBe(LUNES);
    const pasada = await mes(profesional.id, '2026-03', '2026-03-10T05:00:00Z'); // 00:00 Tuesday
    expect(pasada.json.succes[0]).toBe('2026-03-16');
  });

  it('stops at the last bookable day, 90 days ahead', async () => {
    const profesional = await makeCuenta();
    await horario(profesional.id, '09:00', '09:30', { domingo: 1, lunes: 1 });
    const { status, json } = await mes(profesional.id, '2026-06');
    expect(status).toBe(200);
    expect(json.succes).toEqual(['2026-06-01', '2026-06-07']); // 06-08 is day 91
    const diciembre = await mes(profesional.id, '2026-12', '2026-11-20T13:00:00Z');
    expect(diciembre.json.succes.filter((f: string) => f.endsWith('-27') || f.endsWith('-28'))).toEqual([
      '2026-12-27',
      '2026-12-28',
    ]);
  });

  it('reads the month in one batch, whatever it holds', async () => {
    const profesional = await makeCuenta();
    const nueve = await horario(profesional.id, '09:00', '09:30', { lunes: 1, martes: 1, miercoles: 1 });
    const headers = { 'X-Test-Now': LUNES_8AM };
    const url = `/api/medic/disponibilidad/mes?id=${profesional.id}&mes=2026-04`;
    const pocas = await llamarContando(url, { headers });
    for (const fecha of ['2026-04-01', '2026-04-06', '2026-04-07', '2026-04-08', '2026-04-13'])
      await citaEn(profesional.id, nueve, fecha);
    const muchas = await llamarContando(url, { headers });
    expect(muchas.status).toBe(200);
    expect(muchas.json.succes).not.toContain('2026-04-06');
    expect(muchas.json.succes).toHaveLength(pocas.json.succes.length - 5);
    const dia = await llamarContando(`/api/medic/disponibilidad?id=${profesional.id}&fecha=2026-04-14`, { headers });
    expect(muchas.reg.idas).toBe(dia.reg.idas);
    expect(muchas.reg.sentencias).toHaveLength(dia.reg.sentencias.length);
    expect(muchas.reg.sentencias).toHaveLength(pocas.reg.sentencias.length);
  });

  it('refuses a missing, malformed, past or too distant month with 422 and a Spanish message', async () => {
    const profesional = await makeCuenta();
    for (const m of ['2026-13', '2026-3', 'marzo', '2026-03-09']) {
      const { status, json } = await mes(profesional.id, m);
      expect(status, m).toBe(422);
      expect(json.errors.mes, m).toEqual(['El mes no es válido. Use AAAA-MM.']);
    }
    const sinMes = await callJson(`/api/medic/disponibilidad/mes?id=${profesional.id}`, {
      headers: { 'X-Test-Now': LUNES_8AM },
    });
    expect(sinMes.status).toBe(422);
    expect(sinMes.json.errors.mes).toEqual(['El campo mes es obligatorio.']);
    const pasado = await mes(profesional.id, '2026-02');
    expect(pasado.status).toBe(422);
    expect(pasado.json.errors.mes).toEqual(['El mes ya pasó. Elija el mes actual o uno posterior.']);
    const lejos = await mes(profesional.id, '2027-04');
    expect(lejos.status).toBe(422);
    expect(lejos.json.errors.mes).toEqual(['Solo se pueden agendar citas en los próximos 365 días.']);
    const sinId = await callJson('/api/medic/disponibilidad/mes?mes=2026-03', { headers: { 'X-Test-Now': LUNES_8AM } });
    expect(sinId.status).toBe(422);
    expect(Object.keys(sinId.json.errors)).toEqual(['id']);
  });

  it('answers 404 for an unknown or inactive professional and 422 for a malformed id', async () => {
    const inactivo = await makeCuenta({ activo: 0 });
    await horario(inactivo.id, '09:00', '09:30');
    expect((await mes(inactivo.id, '2026-03')).status).toBe(404);
    const desconocido = await mes(99_999_999, '2026-03');
    expect(desconocido.status).toBe(404);
    expect(desconocido.json.message).toBe('El especialista no existe o no está disponible.');
    expect((await mes('abc', '2026-03')).status).toBe(422);
  });
});
