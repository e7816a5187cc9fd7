import { describe, expect, it } from 'vitest';
import { citaReservada, horario, motivo, motivosDe } from './agenda-fixtures';
import { callJson, ENCODINGS, makeUser } from './helpers';

describe('GET /api/motivo/all', () => {
  it("lists only the caller's reasons as {id, nombre}, sorted by name", async () => {
    const medico = await makeUser();
    const b = await motivo(medico.id, 'Valoración');
    const a = await motivo(medico.id, 'Control');
    await motivo((await makeUser()).id, 'Ajeno');
    const { status, json } = await callJson('/api/motivo/all', { token: medico.token });
    expect(status).toBe(200);
    expect(json).toEqual({
      succes: [
        { id: a.id, nombre: 'Control' },
        { id: b.id, nombre: 'Valoración' },
      ],
    });
  });

  it('answers 401 without a session', async () => {
    expect((await callJson('/api/motivo/all')).status).toBe(401);
  });
});

describe('POST /api/motivo/newmotivo', () => {
  for (const encoding of ENCODINGS) {
    it(`creates a reason for the caller from a ${encoding} body`, async () => {
      const medico = await makeUser();
      const { status, json } = await callJson('/api/motivo/newmotivo', {
        token: medico.token,
        body: { nombre: '  Primera consulta  ', user_id: 1 },
        encoding,
      });
      expect(status).toBe(201);
      expect(json.succes).toEqual({ id: expect.any(Number), nombre: 'Primera consulta' });
      const filas = await motivosDe(medico.id);
      expect(filas.map((f) => f.nombre)).toEqual(['Primera consulta']);
    });
  }

  it('refuses an empty or too long name with 422', async () => {
    const medico = await makeUser();
    for (const encoding of ENCODINGS) {
      const vacio = await callJson('/api/motivo/newmotivo', { token: medico.token, body: { nombre: ' ' }, encoding });
      expect(vacio.status).toBe(422);
      expect(vacio.json.errors.nombre).toEqual(['El campo nombre es obligatorio.']);
      const largo = await callJson('/api/motivo/newmotivo', {
        token: medico.token,
        body: { nombre: 'x'.repeat(81) },
        encoding,
      });
      expect(largo.status).toBe(422);
      expect(largo.json.errors.nombre).toEqual(['El campo nombre admite máximo 80 caracteres.']);
    }
    expect(await motivosDe(medico.id)).toHaveLength(0);
  });

  it('answers 401 without a session', async () => {
    expect((await callJson('/api/motivo/newmotivo', { body: { nombre: 'X' } })).status).toBe(401);
  });
});

describe('POST /api/motivo/delete', () => {
  for (const encoding of ENCODINGS) {
    it(`deletes the caller's unused reason from a ${encoding} body`, async () => {
      const medico = await makeUser();
      const m = await motivo(medico.id);
      const { status, json } = await callJson('/api/motivo/delete', {
        token: medico.token,
        body: { id: m.id },
        encoding,
      });
      expect(status).toBe(200);
      expect(json.succes).toEqual({ id: m.id, nombre: 'Control' });
      expect(await motivosDe(medico.id)).toHaveLength(0);
    });
  }

  it("answers 404 for another professional's reason and keeps it", async () => {
    const duena = await makeUser();
    const m = await motivo(duena.id);
    const otro = await makeUser();
    const { status, json } = await callJson('/api/motivo/delete', { token: otro.token, body: { id: m.id } });
    expect(status).toBe(404);
    expect(json.message).toBe('El motivo no existe.');
    expect(await motivosDe(duena.id)).toHaveLength(1);
  });

  it('refuses with 409 and the spec message a reason that an appointment chose', async () => {
    const medico = await makeUser();
    const m = await motivo(medico.id);
    const h = await horario(medico.id);
    await citaReservada({ user_id: medico.id, horario_id: h.id, motivo_id: m.id });
    const { status, json } = await callJson('/api/motivo/delete', { token: medico.token, body: { id: m.id } });
    expect(status).toBe(409);
    expect(json.message).toBe(
      'Se generó un error al eliminar, si tiene clientes que ya seleccionaron este motivo no se podrá eliminar',
    );
    expect(await motivosDe(medico.id)).toHaveLength(1);
  });

  it('refuses a missing or malformed id with 422 and no session with 401', async () => {
    const medico = await makeUser();
    expect((await callJson('/api/motivo/delete', { token: medico.token, body: { id: 'x' } })).status).toBe(422);
    expect((await callJson('/api/motivo/delete', { token: medico.token, body: {} })).status).toBe(422);
    expect((await callJson('/api/motivo/delete', { body: { id: 1 } })).status).toBe(401);
  });
});
