/**
 * Booking and availability by the agenda's rules (issue 20): ranges cut into franjas, a motivo's
 * duration, pause, minimum notice, booking window, festivos, absences, modality, and the database
 * deciding crossings of different durations under a race.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../../worker/db/schema';
import { callJson, db, makeCuenta } from '../helpers';

/** Monday 30 November 2026, 08:00 in Bogotá (13:00 UTC): the clock of these tests. */
const AHORA = '2026-11-30T13:00:00Z';
const HOY = '2026-11-30';
const LUNES = '2026-12-14';

let ipSeq = 0;
const nuevaIp = () => `10.20.${Math.floor(ipSeq / 250)}.${ipSeq++ % 250}`;
let emailSeq = 0;
const otroEmail = () => `agenda${emailSeq++}.${Date.now().toString(36)}@correo.co`;

/** A profesional (settings `over`) working Monday to Friday 08:00–12:00, with a plain motivo. */
async function consultorio(over: Partial<typeof schema.users.$inferInsert> = {}) {
  const profesional = await makeCuenta({ nombre: 'Marta', apellido: 'Salazar', ...over });
  const [horario] = await db()
    .insert(schema.horarios)
    .values({
      user_id: profesional.id,
      hora_inicio: '08:00',
      hora_fin: '12:00',
      lunes: 1,
      martes: 1,
      miercoles: 1,
      jueves: 1,
      viernes: 1,
    })
    .returning();
  const [motivo] = await db().insert(schema.motivos).values({ user_id: profesional.id, nombre: 'Control' }).returning();
  return { profesional, horario, motivo };
}
type Consultorio = Awaited<ReturnType<typeof consultorio>>;

const motivoDe = async (f: Consultorio, nombre: string, duracion_minutos: number) =>
  (await db().insert(schema.motivos).values({ user_id: f.profesional.id, nombre, duracion_minutos }).returning())[0];

const agendar = (f: Consultorio, over: Record<string, unknown> = {}, now = AHORA) =>
  callJson('/api/cita/create', {
    body: {
      nombre: 'Ana Gómez',
      email: otroEmail(),
      observacion: '',
      fecha_cita: LUNES,
      horario: f.horario.id,
      primera_visita: 'si',
      motivo: f.motivo.id,
      telefono: '3001234567',
      user: f.profesional.id,
      acepta_tratamiento: '1',
      ...over,
    },
    encoding: 'json',
    headers: { 'X-Test-Now': now, 'cf-connecting-ip': nuevaIp() },
  });

const franjas = async (f: Consultorio, fecha: string, o: { motivo?: number; now?: string } = {}) => {
  const motivo = o.motivo ? `&motivo=${o.motivo}` : '';
  const r = await callJson(`/api/medic/disponibilidad?id=${f.profesional.id}&fecha=${fecha}${motivo}`, {
    headers: { 'X-Test-Now': o.now ?? AHORA },
  });
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  return (r.json.succes as { hora_inicio: string; hora_fin: string }[]).map((x) => `${x.hora_inicio}-${x.hora_fin}`);
};

const citasDe = (id: number) => db().select().from(schema.citas).where(eq(schema.citas.user_id, id));

describe('franjas cut from a range', () => {
  it('offers every franja of the range and books one by its hora_inicio', async () => {
    const f = await consultorio();
    expect(await franjas(f, LUNES)).toEqual([
      '08:00-08:30',
      '08:30-09:00',
      '09:00-09:30',
      '09:30-10:00',
      '10:00-10:30',
      '10:30-11:00',
      '11:00-11:30',
      '11:30-12:00',
    ]);
    const { status, json } = await agendar(f, { hora_inicio: '10:30' });
    expect(status).toBe(201);
    expect(json.succes).toMatchObject({
      hora_inicio: '10:30',
      hora_fin: '11:00',
      horario_id: f.horario.id,
      modalidad: 1,
    });
    expect(await franjas(f, LUNES)).not.toContain('10:30-11:00');
  });

  it("books the original client's body (no hora_inicio, no modalidad) at the horario's start, presencial", async () => {
    const f = await consultorio();
    const { status, json } = await agendar(f);
    expect(status).toBe(201);
    expect(json.succes).toMatchObject({ hora_inicio: '08:00', hora_fin: '08:30', modalidad: 1, enlace_video: '' });
    const [cita] = await citasDe(f.profesional.id);
    expect(cita).toMatchObject({ ocupa_hasta: '08:30', modalidad: 1 });
  });

  it('refuses a start that is not one of the franjas, in Spanish', async () => {
    const f = await consultorio();
    const r = await agendar(f, { hora_inicio: '08:10' });
    expect(r.status).toBe(422);
    expect(r.json.errors.hora_inicio).toEqual([
      'Esa hora no es una de las franjas de ese horario. Elige una de las franjas disponibles.',
    ]);
    const fuera = await agendar(f, { hora_inicio: '11:45' }); // would end past 12:00
    expect(fuera.status).toBe(422);
    expect(await citasDe(f.profesional.id)).toHaveLength(0);
  });
});

describe('festivos', () => {
  it('closes a festivo Tuesday (2026-12-08) and a moved Monday (2027-01-11): no franjas, no booking', async () => {
    const f = await consultorio();
    expect(await franjas(f, '2026-12-08')).toEqual([]);
    expect(await franjas(f, '2027-01-11')).toEqual([]);
    expect((await franjas(f, '2026-12-09')).length).toBe(8);
    const martes = await agendar(f, { fecha_cita: '2026-12-08' });
    expect(martes.status).toBe(422);
    expect(martes.json.errors.fecha_cita[0]).toMatch(/^Ese día es festivo \(.+\) y el especialista no atiende/);
    const reyes = await agendar(f, { fecha_cita: '2027-01-11', hora_inicio: '09:00' });
    expect(reyes.status).toBe(422);
    expect(reyes.json.errors.fecha_cita[0]).toMatch(/festivo/);
    expect(await citasDe(f.profesional.id)).toHaveLength(0);
  });

  it('opens them for a profesional who works on festivos', async () => {
    const f = await consultorio({ atiende_festivos: 1 });
    expect((await franjas(f, '2026-12-08')).length).toBe(8);
    expect((await agendar(f, { fecha_cita: '2027-01-11' })).status).toBe(201);
  });
});

describe('minimum notice and booking window', () => {
  it('offers and books today only from the minimum notice on (2 hours by default)', async () => {
    const f = await consultorio();
    // 08:00 now: 10:00 is the first franja two hours ahead
    expect(await franjas(f, HOY)).toEqual(['10:00-10:30', '10:30-11:00', '11:00-11:30', '11:30-12:00']);
    const pronto = await agendar(f, { fecha_cita: HOY, hora_inicio: '09:30' });
    expect(pronto.status).toBe(422);
    expect(pronto.json.errors.hora_inicio).toEqual([
      'Las citas con este especialista se agendan con al menos 2 horas de anticipación. Elige un horario posterior.',
    ]);
    expect((await agendar(f, { fecha_cita: HOY, hora_inicio: '10:00' })).status).toBe(201);
  });

  it("follows the profesional's own notice", async () => {
    const f = await consultorio({ antelacion_minutos: 30 });
    expect((await franjas(f, HOY))[0]).toBe('08:30-09:00');
  });

  it("offers and books nothing past the profesional's booking window", async () => {
    const f = await consultorio({ ventana_dias: 10 });
    expect((await franjas(f, '2026-12-10')).length).toBe(8);
    expect(await franjas(f, '2026-12-11')).toEqual([]);
    const lejos = await agendar(f, { fecha_cita: '2026-12-11' });
    expect(lejos.status).toBe(422);
    expect(lejos.json.errors.fecha_cita).toEqual(['Solo se pueden agendar citas en los próximos 10 días.']);
    const mes = await callJson(`/api/medic/disponibilidad/mes?id=${f.profesional.id}&mes=2026-12`, {
      headers: { 'X-Test-Now': AHORA },
    });
    expect(mes.json.succes.at(-1)).toBe('2026-12-10');
  });
});

describe('pause and durations', () => {
  it('spaces franjas by the pause and keeps it free after a cita', async () => {
    const f = await consultorio({ pausa_minutos: 10 });
    expect(await franjas(f, LUNES)).toEqual([
      '08:00-08:30',
      '08:40-09:10',
      '09:20-09:50',
      '10:00-10:30',
      '10:40-11:10',
      '11:20-11:50',
    ]);
    expect((await agendar(f, { hora_inicio: '08:30' })).status).toBe(422);
    const { status } = await agendar(f, { hora_inicio: '08:40' });
    expect(status).toBe(201);
    const [cita] = await citasDe(f.profesional.id);
    expect(cita).toMatchObject({ hora_inicio: '08:40', hora_fin: '09:10', ocupa_hasta: '09:20' });
    expect(await franjas(f, LUNES)).not.toContain('08:40-09:10');
    expect(await franjas(f, LUNES)).toContain('09:20-09:50');
  });

  it('lets a 40-minute motivo take two 20-minute franjas, and offers only what fits it', async () => {
    const f = await consultorio({ duracion_franja: 20 });
    const primera = await motivoDe(f, 'Primera vez', 40);
    expect(await franjas(f, LUNES, { motivo: primera.id })).toContain('11:20-12:00');
    expect(await franjas(f, LUNES, { motivo: primera.id })).not.toContain('11:40-12:20');
    const { status, json } = await agendar(f, { motivo: primera.id, hora_inicio: '09:00' });
    expect(status).toBe(201);
    expect(json.succes).toMatchObject({ hora_inicio: '09:00', hora_fin: '09:40' });
    const libres = await franjas(f, LUNES);
    expect(libres).not.toContain('09:00-09:20');
    expect(libres).not.toContain('09:20-09:40');
    expect(libres).toContain('08:40-09:00');
    expect(libres).toContain('09:40-10:00');
    const para40 = await franjas(f, LUNES, { motivo: primera.id });
    expect(para40).toContain('08:20-09:00');
    expect(para40).not.toContain('08:40-09:20');
    // the next franja is taken: booking it answers 409 (the database decides)
    const siguiente = await agendar(f, { hora_inicio: '09:20' });
    expect(siguiente.status).toBe(409);
    expect(siguiente.json.message).toBe('Ese horario ya fue reservado. Elija otro.');
  });

  it('lets exactly one of two racing bookings of crossing franjas of different durations win', async () => {
    const f = await consultorio({ duracion_franja: 20 });
    const primera = await motivoDe(f, 'Primera vez', 40);
    const [larga, corta] = await Promise.all([
      agendar(f, { motivo: primera.id, hora_inicio: '10:00' }),
      agendar(f, { hora_inicio: '10:20' }),
    ]);
    expect([larga.status, corta.status].sort()).toEqual([201, 409]);
    const vivas = (await citasDe(f.profesional.id)).filter((c) => c.cancelada_at === null);
    expect(vivas).toHaveLength(1);
  });

  it('refuses a motivo of another profesional in the availability read', async () => {
    const f = await consultorio();
    const otro = await consultorio();
    const r = await callJson(
      `/api/medic/disponibilidad?id=${f.profesional.id}&fecha=${LUNES}&motivo=${otro.motivo.id}`,
      {
        headers: { 'X-Test-Now': AHORA },
      },
    );
    expect(r.status).toBe(422);
    expect(r.json.errors.motivo).toEqual(['El motivo no pertenece a este especialista.']);
  });
});

describe('absences', () => {
  const ausencia = (f: Consultorio, over: Partial<typeof schema.ausencias.$inferInsert>) =>
    db()
      .insert(schema.ausencias)
      .values({ user_id: f.profesional.id, desde: LUNES, hasta: LUNES, ...over });

  it('closes whole days and hours for availability and booking', async () => {
    const f = await consultorio();
    await ausencia(f, { desde: '2026-12-14', hasta: '2026-12-15', motivo: 'Congreso' });
    await ausencia(f, { desde: '2026-12-16', hasta: '2026-12-16', hora_inicio: '09:00', hora_fin: '10:00' });
    expect(await franjas(f, '2026-12-14')).toEqual([]);
    expect(await franjas(f, '2026-12-15')).toEqual([]);
    const miercoles = await franjas(f, '2026-12-16');
    expect(miercoles).not.toContain('09:00-09:30');
    expect(miercoles).not.toContain('09:30-10:00');
    expect(miercoles).toContain('10:00-10:30');
    const dia = await agendar(f, { fecha_cita: '2026-12-15' });
    expect(dia.status).toBe(422);
    expect(dia.json.errors.fecha_cita).toEqual(['El especialista no atiende en esa fecha u hora. Elige otro horario.']);
    const hora = await agendar(f, { fecha_cita: '2026-12-16', hora_inicio: '09:30' });
    expect(hora.status).toBe(422);
    expect((await agendar(f, { fecha_cita: '2026-12-16', hora_inicio: '10:00' })).status).toBe(201);
    const mes = await callJson(`/api/medic/disponibilidad/mes?id=${f.profesional.id}&mes=2026-12`, {
      headers: { 'X-Test-Now': AHORA },
    });
    expect(mes.json.succes).not.toContain('2026-12-14');
    expect(mes.json.succes).toContain('2026-12-16');
  });

  it('refuses a booking from a copy read before the absence was added', async () => {
    const f = await consultorio();
    expect((await agendar(f, { hora_inicio: '08:00' })).status).toBe(201); // the isolate now remembers her
    await ausencia(f, { desde: '2026-12-21', hasta: '2026-12-21' });
    const r = await agendar(f, { fecha_cita: '2026-12-21' });
    expect(r.status).toBe(422);
    expect(r.json.errors.fecha_cita).toEqual(['El especialista no atiende en esa fecha u hora. Elige otro horario.']);
    expect(await citasDe(f.profesional.id)).toHaveLength(1);
  });

  it('refuses a booking from a copy read before the settings changed, then books by the new ones', async () => {
    const f = await consultorio();
    expect((await agendar(f, { hora_inicio: '08:00' })).status).toBe(201);
    await db().update(schema.users).set({ duracion_franja: 60 }).where(eq(schema.users.id, f.profesional.id));
    const vieja = await agendar(f, { hora_inicio: '08:30', fecha_cita: '2026-12-15' });
    expect(vieja.status).toBe(422);
    const nueva = await agendar(f, { hora_inicio: '09:00', fecha_cita: '2026-12-15' });
    expect(nueva.status).toBe(201);
    expect(nueva.json.succes).toMatchObject({ hora_inicio: '09:00', hora_fin: '10:00' });
  });
});

describe('modalidad', () => {
  it('refuses a virtual cita when the profesional does not offer virtual', async () => {
    const f = await consultorio({ virtual: 0 });
    const r = await agendar(f, { modalidad: 2 });
    expect(r.status).toBe(422);
    expect(r.json.errors.modalidad).toEqual([
      'Este especialista no atiende citas virtuales. Elige la modalidad presencial.',
    ]);
    const rara = await agendar(f, { modalidad: 3 });
    expect(rara.status).toBe(422);
    expect(rara.json.errors.modalidad).toEqual(['La modalidad debe ser 1 (presencial) o 2 (virtual).']);
  });

  it('gives a virtual cita an unguessable Jitsi room when she has no link, and shows it on her tablero', async () => {
    const f = await consultorio({ virtual: 1 });
    const [a, b] = [await agendar(f, { modalidad: '2' }), await agendar(f, { modalidad: 2, hora_inicio: '09:00' })];
    expect(a.status).toBe(201);
    expect(a.json.succes.modalidad).toBe(2);
    expect(a.json.succes.enlace_video).toMatch(/^https:\/\/meet\.jit\.si\/CitaSalud-[0-9a-f]{32}$/);
    expect(b.json.succes.enlace_video).not.toBe(a.json.succes.enlace_video);
    const tablero = await callJson('/api/medic/all/private', {
      token: f.profesional.token,
      headers: { 'X-Test-Now': AHORA },
    });
    const cita = tablero.json.citas.find((c: { id: number }) => c.id === a.json.succes.id);
    expect(cita).toMatchObject({ modalidad: 2, enlace_video: a.json.succes.enlace_video });
  });

  it("uses the profesional's own meeting link when she set one", async () => {
    const f = await consultorio({ virtual: 1, enlace_video: 'https://zoom.us/j/5551234' });
    const r = await agendar(f, { modalidad: 2 });
    expect(r.status).toBe(201);
    expect(r.json.succes.enlace_video).toBe('https://zoom.us/j/5551234');
    const presencial = await agendar(f, { modalidad: 1, hora_inicio: '09:00' });
    expect(presencial.json.succes).toMatchObject({ modalidad: 1, enlace_video: '' });
  });
});
