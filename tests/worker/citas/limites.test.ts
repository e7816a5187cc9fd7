import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { instanteBogota } from '../../../common/fechas';
import { schema } from '../../../worker/db/schema';
import { callJson, db, makeCuenta } from '../helpers';

/** Monday 2 March 2026, 08:00 in Bogotá: the clock of these tests. */
const AHORA = '2026-03-02T13:00:00Z';

let seq = 0;
const ip = () => `10.9.${Math.floor(seq / 250)}.${seq++ % 250}`;
const nuevoEmail = () => `limite${seq++}.${Date.now().toString(36)}@correo.co`;

/** An active profesional attending every day at 09:00 and 10:00, with one motivo. */
async function consultorio() {
  const profesional = await makeCuenta();
  const dias = { lunes: 1, martes: 1, miercoles: 1, jueves: 1, viernes: 1, sabado: 1, domingo: 1 };
  const horarios = await db()
    .insert(schema.horarios)
    .values([
      { user_id: profesional.id, hora_inicio: '09:00', hora_fin: '09:30', ...dias },
      { user_id: profesional.id, hora_inicio: '10:00', hora_fin: '10:30', ...dias },
    ])
    .returning();
  const [motivo] = await db().insert(schema.motivos).values({ user_id: profesional.id, nombre: 'Control' }).returning();
  return { profesional, horarios, motivo };
}
type Consultorio = Awaited<ReturnType<typeof consultorio>>;

const agendar = (f: Consultorio, email: string, fecha_cita: string, o: { hora?: 0 | 1; now?: string } = {}) =>
  callJson('/api/cita/create', {
    body: {
      nombre: 'Ana Gómez',
      email,
      fecha_cita,
      horario: f.horarios[o.hora ?? 0].id,
      primera_visita: 'no',
      motivo: f.motivo.id,
      telefono: '3001234567',
      user: f.profesional.id,
      acepta_tratamiento: '1',
    },
    headers: { 'X-Test-Now': o.now ?? AHORA, 'cf-connecting-ip': ip() },
  });

/** A past cita of `email` (any profesional) at 09:00 Bogotá on `fecha`, missed when `noAsistio`. */
async function citaPasada(f: Consultorio, email: string, fecha: string, noAsistio = true) {
  await db()
    .insert(schema.citas)
    .values({
      user_id: f.profesional.id,
      horario_id: f.horarios[0].id,
      motivo_id: f.motivo.id,
      nombre: 'Ana',
      telefono: '3001234567',
      email,
      fecha_cita: fecha,
      hora_inicio: '09:00',
      hora_fin: '09:30',
      inicio: instanteBogota(fecha, '09:00'),
      no_asistio_at: noAsistio ? instanteBogota(fecha, '12:00') : null,
    });
}

const citasDe = (email: string) => db().select().from(schema.citas).where(eq(schema.citas.email, email));

describe('POST /api/cita/create: no-shows', () => {
  it('refuses an e-mail with 3 no-shows in 12 months for 4 months after the third, saying until when', async () => {
    const f = await consultorio();
    const otro = await consultorio();
    const email = nuevoEmail();
    await citaPasada(f, email, '2025-06-10');
    await citaPasada(otro, email, '2025-09-15'); // with any profesional
    await citaPasada(f, email, '2025-12-20');
    await citaPasada(f, email, '2026-01-05', false); // attended or pending: not a no-show
    const { status, json } = await agendar(f, email, '2026-03-09');
    expect(status).toBe(403);
    expect(json.error).toBe('inasistencias');
    expect(json.message).toBe(
      'No puedes agendar en línea hasta el 20 de abril de 2026 porque no asististe a 3 citas en los últimos 12 meses. Si necesitas una cita antes, comunícate directamente con el especialista.',
    );
    expect(await citasDe(email)).toHaveLength(4);
    // another e-mail books that very franja
    expect((await agendar(f, nuevoEmail(), '2026-03-09')).status).toBe(201);
  });

  it('books again once the 4 months after the third have passed', async () => {
    const f = await consultorio();
    const email = nuevoEmail();
    for (const fecha of ['2025-06-10', '2025-09-15', '2025-12-20']) await citaPasada(f, email, fecha);
    expect((await agendar(f, email, '2026-04-21', { now: '2026-04-20T13:59:00Z' })).status).toBe(403);
    expect((await agendar(f, email, '2026-04-21', { now: '2026-04-20T14:00:00Z' })).status).toBe(201);
  });

  it('does not block 3 no-shows spread over more than 12 months, nor 2', async () => {
    const f = await consultorio();
    const espaciadas = nuevoEmail();
    for (const fecha of ['2025-01-10', '2025-06-10', '2026-01-20']) await citaPasada(f, espaciadas, fecha);
    expect((await agendar(f, espaciadas, '2026-03-09')).status).toBe(201);
    const g = await consultorio();
    const dos = nuevoEmail();
    for (const fecha of ['2025-12-10', '2026-01-20']) await citaPasada(g, dos, fecha);
    expect((await agendar(g, dos, '2026-03-09')).status).toBe(201);
  });
});

describe('POST /api/cita/create: upcoming citas per e-mail', () => {
  it('refuses a third upcoming cita with the same profesional with 409; past, cancelled or another profesional do not count', async () => {
    const f = await consultorio();
    const otro = await consultorio();
    const email = nuevoEmail();
    await citaPasada(f, email, '2026-02-23', false);
    expect((await agendar(f, email, '2026-03-09')).status).toBe(201);
    expect((await agendar(f, email, '2026-03-10')).status).toBe(201);
    const tercera = await agendar(f, email, '2026-03-11');
    expect(tercera.status).toBe(409);
    expect(tercera.json.message).toBe(
      'Ya tienes 2 citas próximas con este especialista. Para agendar otra, espera a que pase una de ellas o cancela una desde el enlace de tu correo.',
    );
    expect((await agendar(otro, email, '2026-03-11')).status).toBe(201);
    // once one is cancelled, or has started, there is room again
    await db()
      .update(schema.citas)
      .set({ cancelada_at: '2026-03-02T13:00:00.000Z', cancelada_por: 'paciente' })
      .where(and(eq(schema.citas.email, email), eq(schema.citas.fecha_cita, '2026-03-10')));
    expect((await agendar(f, email, '2026-03-11')).status).toBe(201);
    expect((await agendar(f, email, '2026-03-12', { now: '2026-03-09T14:00:00Z' })).status).toBe(201);
  });

  it('lets exactly one of two racing bookings that would make a third upcoming cita through; the other gets 409', async () => {
    const f = await consultorio();
    const email = nuevoEmail();
    // the first booking also leaves this isolate's copy of the consultorio: the race is on the write
    expect((await agendar(f, email, '2026-03-09')).status).toBe(201);
    expect((await agendar(f, email, '2026-03-09', { hora: 1 })).status).toBe(201);
    await db()
      .update(schema.citas)
      .set({ cancelada_at: '2026-03-02T13:00:00.000Z', cancelada_por: 'paciente' })
      .where(and(eq(schema.citas.email, email), eq(schema.citas.hora_inicio, '10:00')));
    const respuestas = await Promise.all([
      agendar(f, email, '2026-03-10'),
      agendar(f, email, '2026-03-11', { hora: 1 }),
    ]);
    const estados = respuestas.map((r) => r.status).sort();
    expect(estados).toEqual([201, 409]);
    expect(
      respuestas.filter((r) => r.status === 409).every((r) => /Ya tienes 2 citas próximas/.test(r.json.message)),
    ).toBe(true);
    expect((await citasDe(email)).filter((c) => c.cancelada_at === null)).toHaveLength(2);
  });
});
