import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../../worker/db/schema';
import { TOKEN_DE_PRUEBA } from '../../../worker/plataforma/turnstile';
import { type CallOptions, callJson, db, ENCODINGS, makeCuenta, mismaVentana } from '../helpers';

let n = 0;
/** Each test posts from its own address, so the per-IP throttle never couples tests. */
const ip = () => `10.0.${Math.floor(n / 250)}.${(n++ % 250) + 1}`;

const comentario = (user: number, over: Record<string, unknown> = {}) => ({
  nombre: 'Laura Gómez',
  // one address per comment: an e-mail writes at most 3 an hour without the human check
  email: `laura${n++}@correo.co`,
  observacion: 'Muy amable y puntual.',
  calificacion: 5,
  user,
  ...over,
});

const crear = (body: Record<string, unknown>, opts: CallOptions & { from?: string } = {}) =>
  callJson('/api/comentario/create', {
    ...opts,
    body,
    headers: { 'cf-connecting-ip': opts.from ?? ip(), ...opts.headers },
  });

const calificacion = async (id: number) => {
  const [u] = await db().select().from(schema.users).where(eq(schema.users.id, id));
  return { suma: u.calificacion_suma, total: u.comentarios_total };
};

/** An attended (or pending) appointment of `email` with the professional. */
async function cita(cuentaId: number, email: string, atendido: number) {
  const [h] = await db()
    .insert(schema.horarios)
    .values({ user_id: cuentaId, hora_inicio: '08:00', hora_fin: '09:00', lunes: 1 })
    .returning();
  const [m] = await db().insert(schema.motivos).values({ user_id: cuentaId, nombre: 'Control' }).returning();
  await db()
    .insert(schema.citas)
    .values({
      user_id: cuentaId,
      horario_id: h.id,
      motivo_id: m.id,
      nombre: 'Paciente',
      telefono: '3001234567',
      email,
      fecha_cita: `2026-01-${String(10 + (n++ % 18)).padStart(2, '0')}`,
      hora_inicio: h.hora_inicio,
      hora_fin: h.hora_fin,
      atendido,
    });
}

describe('POST /api/comentario/create', () => {
  for (const encoding of ENCODINGS) {
    it(`creates a public comment from a ${encoding} body and updates the rating`, async () => {
      const profesional = await makeCuenta();
      const { status, json } = await crear(comentario(profesional.id, { calificacion: 4 }), { encoding });
      expect(status).toBe(201);
      expect(json.succes).toMatchObject({
        id: expect.any(Number),
        nombre: 'Laura Gómez',
        calificacion: 4,
        observacion: 'Muy amable y puntual.',
        verificado: 0,
      });
      expect(json.succes.email).toBeUndefined();
      expect(await calificacion(profesional.id)).toEqual({ suma: 4, total: 1 });
    });
  }

  it('keeps promedio and comentarios of the directory in step with the comments', async () => {
    const profesional = await makeCuenta();
    await crear(comentario(profesional.id, { calificacion: 4 }));
    await crear(comentario(profesional.id, { calificacion: 5 }));
    await crear(comentario(profesional.id, { calificacion: 2 }));
    const { json } = await callJson('/api/medic/find', { body: { id: profesional.id } });
    expect(json.calificacion).toEqual([{ promedio: 3.7, total: 3 }]);
    expect(json.succes[0]).toMatchObject({ promedio: 3.7, comentarios: 3 });
  });

  it('refuses calificacion 0 (not rated) with a clear message and stores nothing', async () => {
    const profesional = await makeCuenta();
    const { status, json } = await crear(comentario(profesional.id, { calificacion: 0 }));
    expect(status).toBe(422);
    expect(json.errors.calificacion).toEqual(['Seleccione una calificación entre 1 y 5 estrellas.']);
    expect(await calificacion(profesional.id)).toEqual({ suma: 0, total: 0 });
  });

  it('refuses calificacion 6, 4.5, text and a missing rating', async () => {
    const profesional = await makeCuenta();
    for (const calificacion of [6, '4.5', 'cinco', undefined]) {
      const { status, json } = await crear(comentario(profesional.id, { calificacion }));
      expect(status).toBe(422);
      expect(json.errors.calificacion).toEqual(['Seleccione una calificación entre 1 y 5 estrellas.']);
    }
    expect(await calificacion(profesional.id)).toEqual({ suma: 0, total: 0 });
  });

  it('validates nombre, email and observacion with Spanish messages', async () => {
    const profesional = await makeCuenta();
    const cases: [Record<string, unknown>, string][] = [
      [{ nombre: '' }, 'nombre'],
      [{ nombre: 'x'.repeat(81) }, 'nombre'],
      [{ email: 'no-es-correo' }, 'email'],
      [{ observacion: '   ' }, 'observacion'],
      [{ observacion: 'x'.repeat(1001) }, 'observacion'],
      [{ user: 'abc' }, 'user'],
    ];
    for (const [over, field] of cases) {
      const { status, json } = await crear(comentario(profesional.id, over));
      expect(status, field).toBe(422);
      expect(json.errors[field], field).toBeDefined();
      expect(json.message).toMatch(/[a-záéíóú]/);
    }
    expect((await crear(comentario(profesional.id, { observacion: 'x'.repeat(1000) }))).status).toBe(201);
  });

  it('answers 404 for an inactive or unknown professional, storing nothing', async () => {
    const inactivo = await makeCuenta({ activo: 0 });
    for (const user of [inactivo.id, 99999999]) {
      const { status, json } = await crear(comentario(user));
      expect(status).toBe(404);
      expect(json.message).toBe('El especialista no existe o no está activo.');
    }
    const rows = await db().select().from(schema.comentarios).where(eq(schema.comentarios.user_id, inactivo.id));
    expect(rows).toEqual([]);
  });

  it('stores every open-form comment unverified, even from the e-mail of an attended appointment', async () => {
    // issue 19: knowing a paciente's e-mail proves nothing; only the invitation verifies
    const profesional = await makeCuenta();
    await cita(profesional.id, 'paciente.real@correo.co', 1);
    const abierto = await crear(comentario(profesional.id, { email: 'Paciente.Real@Correo.co' }));
    expect(abierto.status).toBe(201);
    expect(abierto.json.succes.verificado).toBe(0);
    const [u] = await db().select().from(schema.users).where(eq(schema.users.id, profesional.id));
    expect(u.comentarios_verificados).toBe(0);
    expect(u.comentarios_total).toBe(1);
  });

  for (const encoding of ENCODINGS) {
    it(`creates one comment when the same idempotency key is posted twice (${encoding} field)`, async () => {
      const profesional = await makeCuenta();
      const key = crypto.randomUUID();
      const first = await crear(comentario(profesional.id, { idempotency_key: key }), { encoding });
      const again = await crear(comentario(profesional.id, { idempotency_key: key }), { encoding });
      expect(first.status).toBe(201);
      expect(again.status).toBe(200);
      expect(again.json.succes).toEqual(first.json.succes);
      expect(await calificacion(profesional.id)).toEqual({ suma: 5, total: 1 });
    });
  }

  it('honours the Idempotency-Key header, also for concurrent repeats', async () => {
    const profesional = await makeCuenta();
    const key = crypto.randomUUID();
    const from = ip();
    const results = await Promise.all(
      Array.from({ length: 4 }, () => crear(comentario(profesional.id), { from, headers: { 'Idempotency-Key': key } })),
    );
    expect(results.every((r) => r.status === 200 || r.status === 201)).toBe(true);
    expect(new Set(results.map((r) => r.json.succes.id)).size).toBe(1);
    const rows = await db().select().from(schema.comentarios).where(eq(schema.comentarios.user_id, profesional.id));
    expect(rows).toHaveLength(1);
    expect(await calificacion(profesional.id)).toEqual({ suma: 5, total: 1 });
  });

  it('refuses a key already used for another professional with 409, and a malformed key with 422', async () => {
    const a = await makeCuenta();
    const b = await makeCuenta();
    const key = crypto.randomUUID();
    await crear(comentario(a.id, { idempotency_key: key }));
    expect((await crear(comentario(b.id, { idempotency_key: key }))).status).toBe(409);
    const bad = await crear(comentario(a.id, { idempotency_key: 'x' }));
    expect(bad.status).toBe(422);
    expect(bad.json.errors.idempotency_key).toBeDefined();
    expect(await calificacion(b.id)).toEqual({ suma: 0, total: 0 });
  });

  it('throttles an address after 10 comments in 10 minutes with 429, even with the human check', async () => {
    const profesional = await makeCuenta();
    const desde = { from: ip(), headers: mismaVentana() };
    const humano = { 'cf-turnstile-response': TOKEN_DE_PRUEBA };
    for (let i = 0; i < 10; i++) expect((await crear(comentario(profesional.id, humano), desde)).status).toBe(201);
    const { status, json } = await crear(comentario(profesional.id, humano), desde);
    expect(status).toBe(429);
    expect(json.message).toMatch(/demasiados comentarios/i);
    expect((await crear(comentario(profesional.id))).status).toBe(201);
    expect(await calificacion(profesional.id)).toEqual({ suma: 55, total: 11 });
  });
});

describe('POST /api/comentario/create, human check', () => {
  it('asks an address for the check after 3 comments in 10 minutes and takes the 4th with a passing token', async () => {
    const profesional = await makeCuenta();
    const desde = { from: ip(), headers: mismaVentana() };
    for (let i = 0; i < 3; i++) expect((await crear(comentario(profesional.id), desde)).status).toBe(201);
    const pedida = await crear(comentario(profesional.id), desde);
    expect(pedida.status).toBe(428);
    expect(pedida.json).toMatchObject({ error: 'verificacion_humana', sitekey: '' });
    // the token may come as Turnstile's header too
    const conToken = await crear(comentario(profesional.id), {
      from: desde.from,
      headers: { ...desde.headers, 'cf-turnstile-response': TOKEN_DE_PRUEBA },
    });
    expect(conToken.status).toBe(201);
    expect(await calificacion(profesional.id)).toEqual({ suma: 20, total: 4 });
  });

  it('asks for the check when one e-mail comments a 4th time in the hour, whatever the address', async () => {
    const profesional = await makeCuenta();
    const email = `repetida${n++}@correo.co`;
    const reloj = { headers: mismaVentana() };
    for (let i = 0; i < 3; i++) expect((await crear(comentario(profesional.id, { email }), reloj)).status).toBe(201);
    expect((await crear(comentario(profesional.id, { email }), reloj)).status).toBe(428);
    const falsa = await crear(comentario(profesional.id, { email, 'cf-turnstile-response': 'no-es-un-token' }), reloj);
    expect(falsa.status).toBe(428);
    const humano = { email, 'cf-turnstile-response': TOKEN_DE_PRUEBA };
    expect((await crear(comentario(profesional.id, humano), reloj)).status).toBe(201);
  });
});

describe('GET /api/comentario/all/medic', () => {
  it('lists the comments of a professional newest first, without the commenter e-mail', async () => {
    const profesional = await makeCuenta();
    const otro = await makeCuenta();
    const ids: number[] = [];
    for (const observacion of ['Primero', 'Segundo', 'Tercero'])
      ids.push((await crear(comentario(profesional.id, { observacion }))).json.succes.id);
    await crear(comentario(otro.id));
    const { status, json } = await callJson(`/api/comentario/all/medic?id=${profesional.id}`);
    expect(status).toBe(200);
    expect(json.succes.map((c: any) => c.observacion)).toEqual(['Tercero', 'Segundo', 'Primero']);
    expect(json.succes.map((c: any) => c.id)).toEqual(ids.reverse());
    for (const key of ['id', 'nombre', 'calificacion', 'observacion', 'created_at', 'verificado'])
      expect(json.succes[0]).toHaveProperty(key);
    expect(json.succes[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    expect(JSON.stringify(json)).not.toContain('@');
  });

  it('answers an empty list for an active professional without comments', async () => {
    const profesional = await makeCuenta();
    const { status, json } = await callJson(`/api/comentario/all/medic?id=${profesional.id}`);
    expect(status).toBe(200);
    expect(json.succes).toEqual([]);
  });

  it('answers 404 for an inactive professional even if it has comments', async () => {
    const profesional = await makeCuenta();
    await crear(comentario(profesional.id));
    await db().update(schema.users).set({ activo: 0 }).where(eq(schema.users.id, profesional.id));
    const { status } = await callJson(`/api/comentario/all/medic?id=${profesional.id}`);
    expect(status).toBe(404);
  });

  it('answers 422 for a missing or malformed id', async () => {
    expect((await callJson('/api/comentario/all/medic')).status).toBe(422);
    expect((await callJson('/api/comentario/all/medic?id=abc')).status).toBe(422);
  });
});
