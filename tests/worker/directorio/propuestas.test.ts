import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { normalizar } from '../../../common/texto';
import { schema } from '../../../worker/db/schema';
import { callJson, db, makeAdmin, makeCuenta } from '../helpers';

let n = 0;
const unico = (base: string) => `${base}${Date.now().toString(36)}${(n++).toString(36)}`;

async function especialidad(base = 'Neumología ') {
  const nombre = unico(base);
  const [row] = await db()
    .insert(schema.especialidades)
    .values({ nombre, slug: normalizar(nombre) })
    .returning();
  return row;
}

/** A professional as GET /api/users reads her: what the original client posts back. */
async function profesional(over: Partial<typeof schema.users.$inferInsert> = {}) {
  const esp = await especialidad();
  const u = await makeCuenta({
    especialidad_id: esp.id,
    nombre: 'Laura',
    name: 'Laura',
    apellido: unico('Rincón '),
    ...over,
  });
  const { json: fila } = await callJson('/api/users', { token: u.token });
  return { u, esp, fila };
}

const actualizar = (token: string, body: Record<string, unknown>) => callJson('/api/users/update', { token, body });
const publica = async (id: number) => (await callJson('/api/medic/find', { body: { id } })).json.succes[0];
const correosA = (para: string) => db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.para, para));

describe('POST /api/users/update by an activated professional', () => {
  it('keeps name, specialty, cédula and city for an admin, answers the whole row and says so', async () => {
    const { u, fila } = await profesional();
    const nueva = await especialidad('Cardiología ');
    const { status, json } = await actualizar(u.token, {
      ...fila,
      nombre: 'Camila',
      apellido: 'Suárez',
      cedula: '52123456',
      ciudad: 'Medellín',
      cargo: nueva.id,
      direccion: 'Carrera 7 # 12-40',
    });
    expect(status).toBe(200);
    // the approved profile stays; the other fields apply at once
    expect(json.succes).toMatchObject({
      id: u.id,
      nombre: 'Laura',
      name: 'Laura',
      apellido: u.apellido,
      cedula: u.cedula,
      ciudad: 'Bogotá',
      cargo: fila.cargo,
      direccion: 'Carrera 7 # 12-40',
      propuesta: { nombre: 'Camila', apellido: 'Suárez', cedula: '52123456', ciudad: 'Medellín', cargo: nueva.nombre },
    });
    expect(json.message).toMatch(/pendiente de aprobación/);
    expect(json.message).toMatch(/el nombre, el apellido, la cédula o NIT, la ciudad y la especialidad/);
    expect(await publica(u.id)).toMatchObject({ nombre: 'Laura', ciudad: 'Bogotá', direccion: 'Carrera 7 # 12-40' });
    const { json: propia } = await callJson('/api/users', { token: u.token });
    expect(propia.propuesta).toMatchObject({ nombre: 'Camila', ciudad: 'Medellín' });
  });

  it('adds a later change to the pending one and keeps what the client posts back unchanged', async () => {
    const { u, fila } = await profesional();
    await actualizar(u.token, { ...fila, nombre: 'Camila' });
    // the original client posts back the approved row it read, with another field changed
    const { json } = await actualizar(u.token, { ...fila, ciudad: 'Cali', publico: 'Adultos' });
    expect(json.succes).toMatchObject({
      nombre: 'Laura',
      publico: 'Adultos',
      propuesta: { nombre: 'Camila', ciudad: 'Cali' },
    });
    const pendientes = await db()
      .select()
      .from(schema.propuestas)
      .where(and(eq(schema.propuestas.user_id, u.id), eq(schema.propuestas.estado, 'pendiente')));
    expect(pendientes).toHaveLength(1);
  });

  it('answers as before when nothing under review changes', async () => {
    const { u, fila } = await profesional();
    const { status, json } = await actualizar(u.token, { ...fila, publico: 'Niños' });
    expect(status).toBe(200);
    expect(json).not.toHaveProperty('message');
    expect(json.succes).toMatchObject({ publico: 'Niños', propuesta: null });
  });

  it('refuses a cédula another account holds, and clearing the specialty, with 422', async () => {
    const otra = await makeCuenta({ cedula: `7${Date.now() % 1e9}` });
    const { u, fila } = await profesional();
    const cedula = await actualizar(u.token, { ...fila, cedula: otra.cedula });
    expect(cedula.status).toBe(422);
    expect((await actualizar(u.token, { ...fila, cargo: '' })).status).toBe(422);
  });
});

describe('POST /api/users/update before activation, or by an admin', () => {
  it('applies a professional’s changes at once while she is not activated', async () => {
    const { u, fila } = await profesional({ activo: 0 });
    const { json } = await actualizar(u.token, { ...fila, nombre: 'Camila', ciudad: 'Cali' });
    expect(json.succes).toMatchObject({ nombre: 'Camila', name: 'Camila', ciudad: 'Cali', propuesta: null });
    expect(json).not.toHaveProperty('message');
  });

  it('applies an admin’s edit of an activated profile at once', async () => {
    const { u, fila } = await profesional();
    const admin = await makeAdmin();
    const { json } = await actualizar(admin.token, { ...fila, id: u.id, nombre: 'Camila' });
    expect(json.succes).toMatchObject({ nombre: 'Camila', propuesta: null });
  });
});

describe('the admins’ review of propuestas', () => {
  it('lists the pending ones with what she has now, and approving applies them and tells her', async () => {
    const { u, fila } = await profesional();
    const nueva = await especialidad('Cardiología ');
    await actualizar(u.token, { ...fila, nombre: 'Camila', ciudad: 'Medellín', cargo: nueva.nombre });
    const admin = await makeAdmin();
    const lista = await callJson('/api/admin/propuestas', { token: admin.token });
    const suya = lista.json.succes.find((p: { user_id: number }) => p.user_id === u.id);
    expect(suya).toMatchObject({
      email: u.email,
      nombre: 'Camila',
      apellido: null,
      ciudad: 'Medellín',
      cargo: nueva.nombre,
      actual: { nombre: 'Laura', ciudad: 'Bogotá', cedula: u.cedula },
    });

    const { status } = await callJson('/api/admin/propuestas/aprobar', { token: admin.token, body: { id: suya.id } });
    expect(status).toBe(200);
    expect(await publica(u.id)).toMatchObject({
      nombre: 'Camila',
      name: 'Camila',
      ciudad: 'Medellín',
      cargo: nueva.nombre,
    });
    // found by the directory's search under her new name and specialty, in her new city
    const busqueda = await callJson(
      `/api/medic/all?q=camila&ciudad=medellin&especialidad=${encodeURIComponent(nueva.slug)}`,
    );
    expect(busqueda.json.succes.map((p: { id: number }) => p.id)).toContain(u.id);
    const [correo] = await correosA(u.email);
    expect(correo.asunto).toMatch(/Aprobamos/);
    expect(correo.texto).toMatch(/el nombre, la ciudad y la especialidad/);
    expect((await callJson('/api/users', { token: u.token })).json.propuesta).toBeNull();
    // already reviewed: 409, nothing changes
    const otra = await callJson('/api/admin/propuestas/aprobar', { token: admin.token, body: { id: suya.id } });
    expect(otra.status).toBe(409);
  });

  it('rejecting keeps her profile, needs a reason and e-mails it to her', async () => {
    const { u, fila } = await profesional();
    const { json } = await actualizar(u.token, { ...fila, apellido: 'Otra Doctora' });
    const admin = await makeAdmin();
    const [p] = await db().select().from(schema.propuestas).where(eq(schema.propuestas.user_id, u.id));
    const sinMotivo = await callJson('/api/admin/propuestas/rechazar', { token: admin.token, body: { id: p.id } });
    expect(sinMotivo.status).toBe(422);
    expect(sinMotivo.json.errors.motivo[0]).toMatch(/motivo/);
    const { status } = await callJson('/api/admin/propuestas/rechazar', {
      token: admin.token,
      body: { id: p.id, motivo: 'El apellido no coincide con su RETHUS' },
    });
    expect(status).toBe(200);
    expect(await publica(u.id)).toMatchObject({ apellido: json.succes.apellido });
    const [correo] = await correosA(u.email);
    expect(correo.asunto).toMatch(/No aprobamos/);
    expect(correo.texto).toContain('Motivo: El apellido no coincide con su RETHUS');
    const [guardada] = await db().select().from(schema.propuestas).where(eq(schema.propuestas.id, p.id));
    expect(guardada).toMatchObject({ estado: 'rechazada', revisada_por: admin.id });
    expect((await callJson('/api/users', { token: u.token })).json.propuesta).toBeNull();
  });

  it('answers 404 to an unknown propuesta', async () => {
    const admin = await makeAdmin();
    const res = await callJson('/api/admin/propuestas/aprobar', { token: admin.token, body: { id: 987654 } });
    expect(res.status).toBe(404);
  });
});

describe('the switch "Publicar mi celular"', () => {
  it('starts off, is hers alone to turn on, and keeps her consent', async () => {
    const { u, fila } = await profesional();
    expect(fila.publicar_celular).toBe(0);
    expect((await publica(u.id)).celular).toBe('');
    const admin = await makeAdmin();
    await actualizar(admin.token, { ...fila, id: u.id, publicar_celular: 1 });
    expect((await publica(u.id)).celular).toBe('');

    const { json } = await actualizar(u.token, { ...fila, publicar_celular: 1 });
    expect(json.succes.publicar_celular).toBe(1);
    expect(await publica(u.id)).toMatchObject({ celular: u.celular });
    const consentimientos = await db()
      .select()
      .from(schema.consentimientos)
      .where(and(eq(schema.consentimientos.user_id, u.id), eq(schema.consentimientos.tipo, 'publicar_celular')));
    expect(consentimientos).toHaveLength(1);

    await actualizar(u.token, { ...fila, publicar_celular: 0 });
    expect((await publica(u.id)).celular).toBe('');
  });
});
