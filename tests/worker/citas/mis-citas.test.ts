import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../../worker/db/schema';
import { horario, motivo } from '../agenda-fixtures';
import { callJson, db, makeCuenta } from '../helpers';

/** Monday 2 March 2026, 08:00 in Bogotá: the clock of these tests. */
const AHORA = '2026-03-02T13:00:00Z';
let ipSeq = 0;
const nuevaIp = () => `10.9.${Math.floor(ipSeq / 250)}.${ipSeq++ % 250}`;
const correoNuevo = () => `paciente${Date.now() % 1e8}${ipSeq++}@correo.co`;

/** A profesional with Monday and Wednesday 09:00 and 10:00 franjas. */
async function consultorio(nombre = 'Laura') {
  const profesional = await makeCuenta({ nombre, apellido: 'Rincón' });
  const [h9, h10] = [
    await horario(profesional.id, { lunes: 1, miercoles: 1 }),
    await horario(profesional.id, { hora_inicio: '10:00', hora_fin: '10:30', lunes: 1, miercoles: 1 }),
  ];
  return { profesional, h9, h10, motivo: await motivo(profesional.id) };
}
type Consultorio = Awaited<ReturnType<typeof consultorio>>;

async function agendar(f: Consultorio, email: string, fecha: string, h = f.h9) {
  const { status, json } = await callJson('/api/cita/create', {
    body: {
      nombre: 'Ana Gómez',
      email,
      fecha_cita: fecha,
      horario: h.id,
      primera_visita: 'no',
      motivo: f.motivo.id,
      telefono: '3001234567',
      user: f.profesional.id,
      acepta_tratamiento: '1',
    },
    encoding: 'json',
    headers: { 'X-Test-Now': AHORA, 'cf-connecting-ip': nuevaIp() },
  });
  expect(status).toBe(201);
  return json.succes;
}

const pedirEnlace = (email: string, ip = nuevaIp()) =>
  callJson('/api/mis-citas/enlace', {
    body: { email },
    encoding: 'json',
    headers: { 'X-Test-Now': AHORA, 'cf-connecting-ip': ip },
  });

const abrir = (token: string, now = AHORA) =>
  callJson(`/api/mis-citas/${token}`, {
    method: 'POST',
    headers: { 'X-Test-Now': now, 'cf-connecting-ip': nuevaIp() },
  });

/** The token of the last sign-in link mailed to `email`. */
async function tokenDelCorreo(email: string) {
  const [correo] = await db()
    .select()
    .from(schema.mailOutbox)
    .where(
      and(eq(schema.mailOutbox.para, email), eq(schema.mailOutbox.asunto, 'Tu enlace para ver tus citas en CitaSalud')),
    )
    .orderBy(desc(schema.mailOutbox.id))
    .limit(1);
  return correo ? /\/mis-citas\/([A-Za-z0-9_-]+)/.exec(correo.texto)?.[1] : undefined;
}

describe('Mis citas', () => {
  it('answers the same to an e-mail with citas and to one without, and mails a link only to the first', async () => {
    const f = await consultorio();
    const email = correoNuevo();
    await agendar(f, email, '2026-03-09');
    const con = await pedirEnlace(email);
    const sinCitas = correoNuevo();
    const sin = await pedirEnlace(sinCitas);
    expect(con.status).toBe(200);
    expect(sin.status).toBe(200);
    expect(con.json).toEqual(sin.json);
    expect(await tokenDelCorreo(email)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.para, sinCitas))).toEqual([]);
  });

  it('lists every cita of the e-mail, upcoming first and then past ones, each with a working manage token', async () => {
    const [f, g] = [await consultorio(), await consultorio('Marta')];
    const email = correoNuevo();
    const lejana = await agendar(f, email, '2026-03-11', f.h10);
    const cercana = await agendar(g, email, '2026-03-09');
    const ajena = await agendar(f, correoNuevo(), '2026-03-09');
    // a past cita of the same e-mail (inserted as booked long ago)
    const [pasada] = await db()
      .insert(schema.citas)
      .values({
        user_id: f.profesional.id,
        horario_id: f.h9.id,
        motivo_id: f.motivo.id,
        nombre: 'Ana Gómez',
        telefono: '3001234567',
        email,
        fecha_cita: '2026-02-23',
        hora_inicio: '09:00',
        hora_fin: '09:30',
        inicio: '2026-02-23T14:00:00.000Z',
        atendido: 1,
      })
      .returning();
    await pedirEnlace(email);
    const { status, json } = await abrir((await tokenDelCorreo(email)) ?? '');
    expect(status).toBe(200);
    expect(json.succes.email).toBe(email);
    expect(json.succes.citas.map((c: { id: number }) => c.id)).toEqual([cercana.id, lejana.id, pasada.id]);
    expect(json.succes.citas.some((c: { id: number }) => c.id === ajena.id)).toBe(false);
    expect(json.succes.citas[2].estado).toBe('atendida');
    expect(json.succes.citas[0].profesional.nombre).toBe('Marta Rincón');
    const gestion = json.succes.citas[1].gestion;
    expect(gestion).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const una = await callJson(`/api/cita/gestion/${gestion}`, { headers: { 'X-Test-Now': AHORA } });
    expect(una.status).toBe(200);
    expect(una.json.succes.id).toBe(lejana.id);
  });

  it('refuses an unknown link and one older than 30 minutes with 404', async () => {
    const f = await consultorio();
    const email = correoNuevo();
    await agendar(f, email, '2026-03-09');
    await pedirEnlace(email);
    const token = (await tokenDelCorreo(email)) ?? '';
    expect((await abrir(token, '2026-03-02T13:29:00Z')).status).toBe(200);
    const vencido = await abrir(token, '2026-03-02T13:31:00Z');
    expect(vencido.status).toBe(404);
    expect(vencido.json.message).toMatch(/no es válido o ya venció/);
    expect((await abrir('y'.repeat(43))).status).toBe(404);
  });

  it('throttles requests per e-mail: the fourth in an hour answers 429 and mails nothing', async () => {
    const f = await consultorio();
    const email = correoNuevo();
    await agendar(f, email, '2026-03-09');
    for (let i = 0; i < 3; i++) expect((await pedirEnlace(email)).status).toBe(200);
    const cuarto = await pedirEnlace(email);
    expect(cuarto.status).toBe(429);
    const enlaces = await db().select().from(schema.enlaces).where(eq(schema.enlaces.email, email));
    expect(enlaces).toHaveLength(3);
  });

  it('refuses a malformed e-mail with 422 in Spanish', async () => {
    const { status, json } = await pedirEnlace('ana@');
    expect(status).toBe(422);
    expect(json.errors.email[0]).toBe('Ingrese un correo electrónico válido.');
  });
});
