/**
 * Issue 38: the original client's Médicos screen (its staff configuration) activates, deactivates
 * and features a doctor by sending back the whole row it read from `GET /api/medic/all` to
 * `POST /api/users/update`, with `activo` (or `destacado`) flipped between 0 and 1. The public row
 * carries no cédula, no personal e-mail and no unpublished phone, so those come back empty.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../../worker/db/schema';
import { callJson, db, makeAdmin, makeCuenta } from '../helpers';

type Fila = Record<string, unknown> & { id: number; activo: number; destacado: number; cedula: string };

async function filaDeLaLista(token: string | null, id: number): Promise<Fila | undefined> {
  const { status, json } = await callJson<{ succes: Fila[] }>('/api/medic/all', { token });
  expect(status).toBe(200);
  return json.succes.find((f) => f.id === id);
}

/** What the client does: the row as read, one flag flipped, posted as its axios posts it (JSON). */
const enviarFila = (token: string, fila: Fila, cambio: Partial<Fila>) =>
  callJson('/api/users/update', { token, body: { ...fila, ...cambio }, encoding: 'json' });

const guardada = async (id: number) => (await db().select().from(schema.users).where(eq(schema.users.id, id)))[0];

describe("the original client's Médicos screen (POST /api/users/update with the row of medic/all)", () => {
  it('deactivates, finds the inactive doctor again and activates her, keeping every stored field', async () => {
    const admin = await makeAdmin();
    const profesional = await makeCuenta({ fijo: '6015550100', publicar_celular: 0 });
    const antes = await guardada(profesional.id);

    const leida = await filaDeLaLista(admin.token, profesional.id);
    expect(leida, 'staff see her in the list').toBeDefined();
    expect(leida?.cedula).toBe(''); // the list never carries it, not even to staff
    const inactivar = await enviarFila(admin.token, leida as Fila, { activo: 0 });
    expect(inactivar.status).toBe(200);

    const inactiva = await guardada(profesional.id);
    expect(inactiva.activo).toBe(0);
    for (const campo of ['cedula', 'email', 'celular', 'fijo', 'nombre', 'apellido', 'ciudad'] as const)
      expect(inactiva[campo], campo).toBe(antes[campo]);

    expect(await filaDeLaLista(null, profesional.id), 'the public list hides her').toBeUndefined();
    const otraVez = await filaDeLaLista(admin.token, profesional.id);
    expect(otraVez?.activo, 'staff still find her to activate her').toBe(0);

    const activar = await enviarFila(admin.token, otraVez as Fila, { activo: 1 });
    expect(activar.status).toBe(200);
    const activa = await guardada(profesional.id);
    expect(activa.activo).toBe(1);
    expect(activa.cedula).toBe(antes.cedula);
    expect(activa.fijo).toBe(antes.fijo);
  });

  it('features and unfeatures a doctor with hours the same way', async () => {
    const admin = await makeAdmin();
    const profesional = await makeCuenta();
    await db()
      .insert(schema.horarios)
      .values({ user_id: profesional.id, hora_inicio: '08:00', hora_fin: '12:00', lunes: 1 });
    const leida = (await filaDeLaLista(admin.token, profesional.id)) as Fila;

    const destacar = await enviarFila(admin.token, leida, { destacado: 1 });
    expect(destacar.status).toBe(200);
    expect((await guardada(profesional.id)).destacado).toBe(1);
    const quitar = await enviarFila(admin.token, { ...leida, destacado: 1 }, { destacado: 0 });
    expect(quitar.status).toBe(200);
    expect((await guardada(profesional.id)).destacado).toBe(0);
    expect((await guardada(profesional.id)).cedula).toBe(profesional.cedula);
  });

  it('still lets staff change a field they send with a value, and still refuses a bad one', async () => {
    const admin = await makeAdmin();
    const profesional = await makeCuenta();
    const cambio = await callJson('/api/users/update', {
      token: admin.token,
      body: { id: profesional.id, direccion: 'Calle 100 # 15-20' },
      encoding: 'json',
    });
    expect(cambio.status).toBe(200);
    expect((await guardada(profesional.id)).direccion).toBe('Calle 100 # 15-20');
    const malo = await callJson('/api/users/update', {
      token: admin.token,
      body: { id: profesional.id, celular: '12' },
      encoding: 'json',
    });
    expect(malo.status).toBe(422);
  });

  it('does not let a professional blank a required field of her own by sending it empty', async () => {
    const profesional = await makeCuenta({ activo: 0 });
    const { status } = await callJson('/api/users/update', {
      token: profesional.token,
      body: { cedula: '' },
      encoding: 'json',
    });
    expect(status).toBe(422);
    expect((await guardada(profesional.id)).cedula).toBe(profesional.cedula);
  });
});
