import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../../worker/db/schema';
import { profesionalConCita } from '../agenda-fixtures';
import { callJson, db, makeAdmin, makeCuenta } from '../helpers';

/** The day the cita is marked attended: Monday 9 March 2026, 10:00 in Bogotá. */
const ATENDIDA = '2026-03-09T15:00:00Z';
const dias = (n: number, desde = ATENDIDA) => new Date(Date.parse(desde) + n * 86_400_000).toISOString();

let seq = 0;
/** A fresh profesional (its own especialidad) with an attended cita; answers the invitation's token. */
async function invitado(over: Partial<typeof schema.users.$inferInsert> = {}) {
  const [esp] = await db()
    .insert(schema.especialidades)
    .values({ nombre: 'Dermatología', slug: `dermatologia-${Date.now()}-${seq++}` })
    .returning();
  const { profesional, cita } = await profesionalConCita({ especialidad_id: esp.id, ...over });
  const email = cita.email;
  const marca = await callJson(`/api/cita/atendido?id=${cita.id}`, {
    token: profesional.token,
    headers: { 'X-Test-Now': ATENDIDA },
  });
  expect(marca.status).toBe(200);
  const [correo] = await db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.para, email));
  const token = /\/comentario\/([A-Za-z0-9_-]+)/.exec(correo.texto)?.[1] ?? '';
  return { profesional, cita, token };
}

const leer = (token: string, ahora = dias(1)) =>
  callJson(`/api/comentario/invitacion/${token}`, { headers: { 'X-Test-Now': ahora } });
const enviar = (token: string, body: Record<string, unknown>, ahora = dias(1)) =>
  callJson(`/api/comentario/invitacion/${token}`, { body, headers: { 'X-Test-Now': ahora } });
const calificacionDe = async (id: number) => {
  const [u] = await db().select().from(schema.users).where(eq(schema.users.id, id));
  return { suma: u.calificacion_suma, total: u.comentarios_total, verificados: u.comentarios_verificados };
};
const publicos = async (id: number) =>
  (await callJson(`/api/comentario/all/medic?id=${id}`)).json.succes as { id: number; [k: string]: unknown }[];
/** A comentario of the open form on `user` (unverified). */
const abierto = async (user: number, calificacion: number, observacion = 'Bien') =>
  (
    await callJson('/api/comentario/create', {
      // an e-mail per comentario: one e-mail writes 3 an hour without the human check
      body: { nombre: 'Pedro', email: `pedro${seq}@correo.co`, observacion, calificacion, user },
      headers: { 'cf-connecting-ip': `10.7.0.${seq++ % 250}` },
    })
  ).json.succes;

describe('GET /api/comentario/invitacion/:token', () => {
  it('answers the attended cita and its profesional, with no comentario yet', async () => {
    const { profesional, token } = await invitado();
    const { status, json } = await leer(token);
    expect(status).toBe(200);
    expect(json.succes).toEqual({
      profesional: { id: profesional.id, nombre: 'Laura Rincón', especialidad: 'Dermatología' },
      fecha_cita: '2026-03-09',
      nombre: 'Ana Gómez',
      comentario: null,
      editable_hasta: null,
    });
  });

  it('answers 404 for an unknown, malformed or expired (60 days) link', async () => {
    const { token } = await invitado();
    expect((await leer('x'.repeat(43))).status).toBe(404);
    expect((await leer('no válido')).status).toBe(404);
    expect((await leer(token, dias(59))).status).toBe(200);
    const vencido = await leer(token, dias(60));
    expect(vencido.status).toBe(404);
    expect(vencido.json.message).toBe('Este enlace para comentar no existe o ya venció.');
  });
});

describe('POST /api/comentario/invitacion/:token', () => {
  it('creates one verified comentario for the cita, public and counted, with the cita name by default', async () => {
    const { profesional, cita, token } = await invitado();
    const { status, json } = await enviar(token, { calificacion: 4, observacion: 'Muy clara.' });
    expect(status).toBe(201);
    expect(json.succes.comentario).toEqual({ calificacion: 4, observacion: 'Muy clara.', created_at: dias(1) });
    expect(json.succes.editable_hasta).toBe(dias(31));
    const [fila] = await db().select().from(schema.comentarios).where(eq(schema.comentarios.cita_id, cita.id));
    expect(fila).toMatchObject({ verificado: 1, nombre: 'Ana Gómez', email: cita.email, user_id: profesional.id });
    expect(await calificacionDe(profesional.id)).toEqual({ suma: 4, total: 1, verificados: 1 });
    const [publico] = await publicos(profesional.id);
    expect(publico).toMatchObject({ id: fila.id, verificado: 1, nombre: 'Ana Gómez', respuesta: '' });
    const { json: perfil } = await callJson('/api/medic/find', { body: { id: profesional.id } });
    expect(perfil.succes[0]).toMatchObject({ comentarios: 1, verificados: 1, promedio: 4 });
  });

  it('edits the same comentario within 30 days (no second row), and refuses later with 409', async () => {
    const { profesional, cita, token } = await invitado();
    expect((await enviar(token, { calificacion: 2, observacion: 'Regular', nombre: 'Ana G.' })).status).toBe(201);
    const editado = await enviar(token, { calificacion: 5, observacion: 'Lo pensé mejor.' }, dias(30));
    expect(editado.status).toBe(200);
    expect(editado.json.succes.comentario).toMatchObject({ calificacion: 5, observacion: 'Lo pensé mejor.' });
    const filas = await db().select().from(schema.comentarios).where(eq(schema.comentarios.cita_id, cita.id));
    expect(filas).toHaveLength(1);
    expect(filas[0]).toMatchObject({ calificacion: 5, nombre: 'Ana G.', editado_at: dias(30) });
    expect(await calificacionDe(profesional.id)).toEqual({ suma: 5, total: 1, verificados: 1 });
    // the link outlives its 60 days while the comentario is editable (created on day 1: until day 31)
    const tarde = await enviar(token, { calificacion: 1, observacion: 'Otra vez' }, dias(31, dias(1)));
    expect(tarde.status).toBe(409);
    expect(tarde.json.message).toBe(
      'Tu comentario ya no se puede editar: el plazo de 30 días para cambiarlo terminó el 9 de abril de 2026.',
    );
    expect(
      (await db().select().from(schema.comentarios).where(eq(schema.comentarios.cita_id, cita.id)))[0],
    ).toMatchObject({
      calificacion: 5,
    });
  });

  it('keeps the link valid for the whole edit window when the comentario comes late', async () => {
    const { token } = await invitado();
    expect((await enviar(token, { calificacion: 3, observacion: 'Tarde' }, dias(50))).status).toBe(201);
    expect((await leer(token, dias(79))).json.succes.comentario).toMatchObject({ calificacion: 3 });
    expect((await enviar(token, { calificacion: 4, observacion: 'Más tarde' }, dias(79))).status).toBe(200);
  });

  it('makes one comentario when two first posts race', async () => {
    const { profesional, cita, token } = await invitado();
    const respuestas = await Promise.all([
      enviar(token, { calificacion: 5, observacion: 'Uno' }),
      enviar(token, { calificacion: 4, observacion: 'Dos' }),
    ]);
    expect(respuestas.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(await db().select().from(schema.comentarios).where(eq(schema.comentarios.cita_id, cita.id))).toHaveLength(1);
    expect((await calificacionDe(profesional.id)).total).toBe(1);
  });

  it('validates calificacion and observacion with Spanish messages, writing nothing', async () => {
    const { profesional, token } = await invitado();
    const cero = await enviar(token, { calificacion: 0, observacion: 'Bien' });
    expect(cero.status).toBe(422);
    expect(cero.json.errors.calificacion).toEqual(['Seleccione una calificación entre 1 y 5 estrellas.']);
    expect((await enviar(token, { calificacion: 3, observacion: ' ' })).json.errors.observacion).toBeDefined();
    expect((await enviar('x'.repeat(43), { calificacion: 3, observacion: 'Bien' })).status).toBe(404);
    expect(await calificacionDe(profesional.id)).toEqual({ suma: 0, total: 0, verificados: 0 });
  });
});

describe('GET /api/medic/comentarios and POST /api/comentario/responder', () => {
  it('lists all of her comentarios newest first, hidden ones too, and only hers', async () => {
    const { profesional, token } = await invitado();
    await enviar(token, { calificacion: 5, observacion: 'Primero' });
    // the open form's comentario is stamped by the database's clock: newer than the invitation's
    const segundo = await abierto(profesional.id, 3, 'Segundo');
    const admin = await makeAdmin();
    await callJson('/api/comentario/ocultar', {
      token: admin.token,
      body: { id: segundo.id, motivo: 'Lenguaje ofensivo' },
    });
    const otro = await makeCuenta();
    await abierto(otro.id, 1);
    const { status, json } = await callJson('/api/medic/comentarios', { token: profesional.token });
    expect(status).toBe(200);
    expect(json.succes.map((c: any) => [c.observacion, c.verificado, c.oculto, c.oculto_motivo])).toEqual([
      ['Segundo', 0, 1, 'Lenguaje ofensivo'],
      ['Primero', 1, 0, ''],
    ]);
    expect(JSON.stringify(json)).not.toMatch(/pedro\d*@correo\.co/);
    expect((await callJson('/api/medic/comentarios')).status).toBe(401);
  });

  it('answers one of hers once, publicly; a second answer is refused with 409', async () => {
    const { profesional } = await invitado();
    const c = await abierto(profesional.id, 4);
    const primera = await callJson('/api/comentario/responder', {
      token: profesional.token,
      body: { id: c.id, respuesta: 'Gracias por venir.' },
      headers: { 'X-Test-Now': ATENDIDA },
    });
    expect(primera.status).toBe(200);
    expect(primera.json.succes).toMatchObject({
      id: c.id,
      respuesta: 'Gracias por venir.',
      respuesta_at: '2026-03-09T15:00:00.000Z',
    });
    const [publico] = await publicos(profesional.id);
    expect(publico).toMatchObject({ respuesta: 'Gracias por venir.', respuesta_at: '2026-03-09T15:00:00.000Z' });
    const segunda = await callJson('/api/comentario/responder', {
      token: profesional.token,
      body: { id: c.id, respuesta: 'Otra respuesta' },
    });
    expect(segunda.status).toBe(409);
    expect(segunda.json.message).toBe('Ya respondiste este comentario. Cada comentario admite una sola respuesta.');
    expect((await publicos(profesional.id))[0].respuesta).toBe('Gracias por venir.');
  });

  it("refuses another profesional's comentario with 404 and a too short answer with 422", async () => {
    const { profesional } = await invitado();
    const c = await abierto(profesional.id, 4);
    const otro = await makeCuenta();
    const ajeno = await callJson('/api/comentario/responder', {
      token: otro.token,
      body: { id: c.id, respuesta: 'Hola' },
    });
    expect(ajeno.status).toBe(404);
    const corta = await callJson('/api/comentario/responder', {
      token: profesional.token,
      body: { id: c.id, respuesta: 'x' },
    });
    expect(corta.status).toBe(422);
    expect((await publicos(profesional.id))[0].respuesta).toBe('');
  });
});

describe('admins: GET /api/admin/comentarios, POST /api/comentario/ocultar and /mostrar', () => {
  it('hides one with a reason: kept, out of the public list and the rating; shown again undoes it', async () => {
    const { profesional, token } = await invitado();
    await enviar(token, { calificacion: 5, observacion: 'Excelente' });
    const malo = await abierto(profesional.id, 1, 'Ofensivo');
    expect(await calificacionDe(profesional.id)).toEqual({ suma: 6, total: 2, verificados: 1 });
    const admin = await makeAdmin();
    const ocultar = () =>
      callJson('/api/comentario/ocultar', { token: admin.token, body: { id: malo.id, motivo: 'Lenguaje ofensivo' } });
    const oculto = await ocultar();
    expect(oculto.status).toBe(200);
    expect(oculto.json.succes).toMatchObject({
      id: malo.id,
      oculto: 1,
      oculto_motivo: 'Lenguaje ofensivo',
      profesional: 'Laura Rincón',
    });
    expect((await ocultar()).status).toBe(200);
    expect(await calificacionDe(profesional.id)).toEqual({ suma: 5, total: 1, verificados: 1 });
    expect((await publicos(profesional.id)).map((c) => c.id)).not.toContain(malo.id);
    expect(await db().select().from(schema.comentarios).where(eq(schema.comentarios.id, malo.id))).toHaveLength(1);
    const { json: tablero } = await callJson('/api/medic/all/private', { token: profesional.token });
    expect(tablero.calificacion).toEqual([{ promedio: 5, total: 1 }]);

    const mostrado = await callJson('/api/comentario/mostrar', { token: admin.token, body: { id: malo.id } });
    expect(mostrado.status).toBe(200);
    expect(mostrado.json.succes).toMatchObject({ oculto: 0, oculto_motivo: '' });
    expect(await calificacionDe(profesional.id)).toEqual({ suma: 6, total: 2, verificados: 1 });
  });

  it('refuses a profesional (403), a short reason (422) and an unknown comentario (404)', async () => {
    const { profesional } = await invitado();
    const c = await abierto(profesional.id, 2);
    const ocultar = (token: string, body: Record<string, unknown>) =>
      callJson('/api/comentario/ocultar', { token, body });
    expect((await ocultar(profesional.token, { id: c.id, motivo: 'Porque sí' })).status).toBe(403);
    const admin = await makeAdmin();
    const corto = await ocultar(admin.token, { id: c.id, motivo: 'no' });
    expect(corto.status).toBe(422);
    expect(corto.json.errors.motivo).toBeDefined();
    expect((await ocultar(admin.token, { id: 987_654_321, motivo: 'No existe' })).status).toBe(404);
    expect((await publicos(profesional.id)).map((x) => x.id)).toContain(c.id);
  });

  it('lists every comentario with its profesional, filtered by estado and by q, accents ignored', async () => {
    const sufijo = `${Date.now().toString(36)}${seq++}`;
    const { profesional } = await invitado({
      apellido: `Núñez${sufijo}`,
      busqueda: `laura nunez${sufijo} dermatologia`,
    });
    const a = await abierto(profesional.id, 4, `Atención rápida ${sufijo}`);
    const b = await abierto(profesional.id, 2, `Demoró mucho ${sufijo}`);
    const admin = await makeAdmin();
    await callJson('/api/comentario/ocultar', { token: admin.token, body: { id: b.id, motivo: 'Spam repetido' } });
    const lista = (params: string) => callJson(`/api/admin/comentarios?${params}`, { token: admin.token });
    const porNombre = await lista(`q=nunez${sufijo}`);
    expect(porNombre.status).toBe(200);
    expect(porNombre.json.succes.map((c: any) => c.id)).toEqual([b.id, a.id]);
    expect(porNombre.json.succes[0]).toMatchObject({ profesional: `Laura Núñez${sufijo}`, oculto: 1 });
    expect((await lista(`q=ATENCION ${sufijo}`)).json.succes.map((c: any) => c.id)).toEqual([a.id]);
    expect((await lista(`q=${sufijo}&estado=ocultos`)).json.succes.map((c: any) => c.id)).toEqual([b.id]);
    expect((await lista(`q=${sufijo}&estado=visibles`)).json.succes.map((c: any) => c.id)).toEqual([a.id]);
    expect((await lista('estado=todos')).status).toBe(422);
    expect((await callJson('/api/admin/comentarios', { token: profesional.token })).status).toBe(403);
  });
});
