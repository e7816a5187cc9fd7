import { describe, expect, it } from 'vitest';
import { citaReservada, horario, motivo, motivosDe } from './agenda-fixtures';
import { callJson, ENCODINGS, makeCuenta } from './helpers';

describe('GET /api/motivo/all', () => {
  it("lists only the caller's reasons as {id, nombre}, sorted by name", async () => {
    const profesional = await makeCuenta();
    const b = await motivo(profesional.id, 'Valoración');
    const a = await motivo(profesional.id, 'Control');
    await motivo((await makeCuenta()).id, 'Ajeno');
    const { status, json } = await callJson('/api/motivo/all', { token: profesional.token });
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
      const profesional = await makeCuenta();
      const { status, json } = await callJson('/api/motivo/newmotivo', {
        token: profesional.token,
        body: { nombre: '  Primera consulta  ', user_id: 1 },
        encoding,
      });
      expect(status).toBe(201);
      expect(json.succes).toEqual({ id: expect.any(Number), nombre: 'Primera consulta' });
      const filas = await motivosDe(profesional.id);
      expect(filas.map((f) => f.nombre)).toEqual(['Primera consulta']);
    });
  }

  it('refuses an empty or too long name with 422', async () => {
    const profesional = await makeCuenta();
    for (const encoding of ENCODINGS) {
      const vacio = await callJson('/api/motivo/newmotivo', {
        token: profesional.token,
        body: { nombre: ' ' },
        encoding,
      });
      expect(vacio.status).toBe(422);
      expect(vacio.json.errors.nombre).toEqual(['El campo nombre es obligatorio.']);
      const largo = await callJson('/api/motivo/newmotivo', {
        token: profesional.token,
        body: { nombre: 'x'.repeat(81) },
        encoding,
      });
      expect(largo.status).toBe(422);
      expect(largo.json.errors.nombre).toEqual(['El campo nombre admite máximo 80 caracteres.']);
    }
    expect(await motivosDe(profesional.id)).toHaveLength(0);
  });

  it('answers 401 without a session', async () => {
    expect((await callJson('/api/motivo/newmotivo', { body: { nombre: 'X' } })).status).toBe(401);
  });
});

describe('POST /api/motivo/delete', () => {
  for (const encoding of ENCODINGS) {
    it(`deletes the caller's unused reason from a ${encoding} body`, async () => {
      const profesional = await makeCuenta();
      const m = await motivo(profesional.id);
      const { status, json } = await callJson('/api/motivo/delete', {
        token: profesional.token,
        body: { id: m.id },
        encoding,
      });
      expect(status).toBe(200);
      expect(json.succes).toEqual({ id: m.id, nombre: 'Control' });
      expect(await motivosDe(profesional.id)).toHaveLength(0);
    });
  }

  it("answers 404 for another professional's reason and keeps it", async () => {
    const duena = await makeCuenta();
    const m = await motivo(duena.id);
    const otro = await makeCuenta();
    const { status, json } = await callJson('/api/motivo/delete', { token: otro.token, body: { id: m.id } });
    expect(status).toBe(404);
    expect(json.message).toBe('El motivo no existe.');
    expect(await motivosDe(duena.id)).toHaveLength(1);
  });

  it('refuses with 409 and the spec message a reason that an appointment chose', async () => {
    const profesional = await makeCuenta();
    const m = await motivo(profesional.id);
    const h = await horario(profesional.id);
    await citaReservada({ user_id: profesional.id, horario_id: h.id, motivo_id: m.id });
    const { status, json } = await callJson('/api/motivo/delete', { token: profesional.token, body: { id: m.id } });
    expect(status).toBe(409);
    expect(json.message).toBe(
      'Se generó un error al eliminar, si tiene clientes que ya seleccionaron este motivo no se podrá eliminar',
    );
    expect(await motivosDe(profesional.id)).toHaveLength(1);
  });

  it('refuses a missing or malformed id with 422 and no session with 401', async () => {
    const profesional = await makeCuenta();
    expect((await callJson('/api/motivo/delete', { token: profesional.token, body: { id: 'x' } })).status).toBe(422);
    expect((await callJson('/api/motivo/delete', { token: profesional.token, body: {} })).status).toBe(422);
    expect((await callJson('/api/motivo/delete', { body: { id: 1 } })).status).toBe(401);
  });
});
