import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { normalizar } from '../../../common/texto';
import { schema } from '../../../worker/db/schema';
import { callJson, db, makeAdmin, makeCuenta } from '../helpers';

let n = 0;
const unico = (base: string) => `${base}${Date.now().toString(36)}${(n++).toString(36)}`;

async function especialidad() {
  const nombre = unico('Neumología ');
  const [row] = await db()
    .insert(schema.especialidades)
    .values({ nombre, slug: normalizar(nombre) })
    .returning();
  return row;
}

/** A professional whose `busqueda` is filled as the accounts code fills it. */
async function profesional(over: Partial<typeof schema.users.$inferInsert> = {}, especialidadNombre = '') {
  const u = await makeCuenta(over);
  await db()
    .update(schema.users)
    .set({ busqueda: normalizar(`${u.nombre} ${u.apellido} ${especialidadNombre}`) })
    .where(eq(schema.users.id, u.id));
  return u;
}

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

describe('GET /api/admin/medicos', () => {
  it('lists every professional for staff, inactive ones included, with the directory row and never a password', async () => {
    const esp = await especialidad();
    const activo = await profesional({ especialidad_id: esp.id, destacado: 1 }, esp.nombre);
    const inactivo = await profesional({ activo: 0 });
    const otroAdmin = await makeAdmin();
    const admin = await makeAdmin();

    const { status, json } = await callJson('/api/admin/medicos', { token: admin.token });
    expect(status).toBe(200);
    const lista = ids(json.succes);
    expect(lista).toEqual(expect.arrayContaining([activo.id, inactivo.id]));
    expect(lista).not.toContain(otroAdmin.id);
    expect(lista).not.toContain(admin.id);

    const fila = json.succes.find((r: { id: number }) => r.id === activo.id);
    expect(fila).toMatchObject({
      id: activo.id,
      nombre: activo.nombre,
      apellido: activo.apellido,
      cedula: activo.cedula,
      email: activo.email,
      celular: '3001234567',
      cargo: esp.nombre,
      activo: 1,
      destacado: 1,
    });
    expect(json.succes.find((r: { id: number }) => r.id === inactivo.id)).toMatchObject({ activo: 0, cargo: '' });
    for (const row of json.succes) {
      expect(row).not.toHaveProperty('password_hash');
      expect(row).not.toHaveProperty('rol');
    }
  });

  it('puts the accounts awaiting activation before the active ones', async () => {
    const admin = await makeAdmin();
    const activo = await profesional();
    const inactivo = await profesional({ activo: 0 });
    const { json } = await callJson('/api/admin/medicos', { token: admin.token });
    const lista = ids(json.succes);
    expect(lista.indexOf(inactivo.id)).toBeLessThan(lista.indexOf(activo.id));
    const primerActivo = json.succes.findIndex((r: { activo: number }) => r.activo === 1);
    expect(json.succes.slice(primerActivo).every((r: { activo: number }) => r.activo === 1)).toBe(true);
  });

  it('finds professionals by a word of their name, their e-mail or their cédula', async () => {
    const admin = await makeAdmin();
    const apellido = unico('Zuluagaq');
    const buscado = await profesional({ apellido });
    const otro = await profesional();

    const porNombre = await callJson(`/api/admin/medicos?q=${encodeURIComponent(apellido.toUpperCase())}`, {
      token: admin.token,
    });
    expect(ids(porNombre.json.succes)).toEqual([buscado.id]);

    const porCorreo = await callJson(`/api/admin/medicos?q=${encodeURIComponent(buscado.email)}`, {
      token: admin.token,
    });
    expect(ids(porCorreo.json.succes)).toContain(buscado.id);
    expect(ids(porCorreo.json.succes)).not.toContain(otro.id);

    const porCedula = await callJson(`/api/admin/medicos?q=${buscado.cedula}`, { token: admin.token });
    expect(ids(porCedula.json.succes)).toEqual([buscado.id]);
  });

  it('pages the list when asked and says how many there are', async () => {
    const admin = await makeAdmin();
    await profesional();
    await profesional();
    await profesional();
    const todos = await callJson('/api/admin/medicos', { token: admin.token });
    const total = todos.json.succes.length;

    const { status, json } = await callJson('/api/admin/medicos?page=2&limit=2', { token: admin.token });
    expect(status).toBe(200);
    expect(json.total).toBe(total);
    expect(json.page).toBe(2);
    expect(json.limit).toBe(2);
    expect(ids(json.succes)).toEqual(ids(todos.json.succes).slice(2, 4));
  });

  it('refuses a bad page with 422 and a Spanish message', async () => {
    const admin = await makeAdmin();
    const { status, json } = await callJson('/api/admin/medicos?page=cero', { token: admin.token });
    expect(status).toBe(422);
    expect(json.errors.page[0]).toMatch(/page/);
  });

  it('refuses a professional with 403 and an anonymous caller with 401', async () => {
    const profesional = await makeCuenta();
    expect((await callJson('/api/admin/medicos', { token: profesional.token })).status).toBe(403);
    expect((await callJson('/api/admin/medicos')).status).toBe(401);
  });
});
