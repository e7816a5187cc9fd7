import { describe, expect, it } from 'vitest';
import { citaReservada, horario, motivo, motivosDe } from '../agenda-fixtures';
import { callJson, ENCODINGS, makeCuenta } from '../helpers';

describe('GET /api/motivo/all', () => {
  it("lists only the caller's reasons with their duration and price, sorted by name", async () => {
    const profesional = await makeCuenta();
    const b = await motivo(profesional.id, 'Valoración');
    const a = await motivo(profesional.id, 'Control');
    await motivo((await makeCuenta()).id, 'Ajeno');
    const { status, json } = await callJson('/api/motivo/all', { token: profesional.token });
    expect(status).toBe(200);
    expect(json).toEqual({
      succes: [
        { id: a.id, nombre: 'Control', duracion_minutos: null, precio: null },
        { id: b.id, nombre: 'Valoración', duracion_minutos: null, precio: null },
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
      expect(json.succes).toEqual({
        id: expect.any(Number),
        nombre: 'Primera consulta',
        duracion_minutos: null,
        precio: null,
      });
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
      expect(json.succes).toEqual({ id: m.id, nombre: 'Control', duracion_minutos: null, precio: null });
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
      'Se generó un error al eliminar, si tiene pacientes que ya seleccionaron este motivo no se podrá eliminar',
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

describe('a motivo with its own duration and price (issue 20)', () => {
  it('creates one with duracion_minutos and precio, from every encoding', async () => {
    const profesional = await makeCuenta();
    for (const encoding of ENCODINGS) {
      const { status, json } = await callJson('/api/motivo/newmotivo', {
        token: profesional.token,
        body: { nombre: `Primera vez ${encoding}`, duracion_minutos: '40', precio: 120000 },
        encoding,
      });
      expect(status, encoding).toBe(201);
      expect(json.succes).toMatchObject({ duracion_minutos: 40, precio: 120000 });
    }
  });

  const malos: [Record<string, unknown>, string, RegExp][] = [
    [{ duracion_minutos: 5 }, 'duracion_minutos', /10 a 240 minutos, en múltiplos de 5/],
    [{ duracion_minutos: 245 }, 'duracion_minutos', /10 a 240 minutos/],
    [{ duracion_minutos: 42 }, 'duracion_minutos', /múltiplos de 5/],
    [{ duracion_minutos: 'una hora' }, 'duracion_minutos', /10 a 240 minutos/],
    [{ precio: -1 }, 'precio', /entero de pesos/],
    [{ precio: '80000.50' }, 'precio', /sin centavos/],
  ];
  for (const [cambio, campo, mensaje] of malos) {
    it(`refuses ${JSON.stringify(cambio)} with 422 in Spanish`, async () => {
      const profesional = await makeCuenta();
      const { status, json } = await callJson('/api/motivo/newmotivo', {
        token: profesional.token,
        body: { nombre: 'Primera vez', ...cambio },
      });
      expect(status).toBe(422);
      expect(json.errors[campo][0]).toMatch(mensaje);
      expect(await motivosDe(profesional.id)).toHaveLength(0);
    });
  }

  it("updates one of the caller's motivos; blank duration and price go back to the profesional's", async () => {
    const profesional = await makeCuenta();
    const m = await motivo(profesional.id, 'Control');
    const { status, json } = await callJson('/api/motivo/update', {
      token: profesional.token,
      body: { id: m.id, nombre: 'Primera vez', duracion_minutos: 60, precio: 150000 },
    });
    expect(status).toBe(200);
    expect(json.succes).toEqual({ id: m.id, nombre: 'Primera vez', duracion_minutos: 60, precio: 150000 });
    const otra = await callJson('/api/motivo/update', {
      token: profesional.token,
      body: { id: m.id, nombre: 'Control', duracion_minutos: '', precio: '' },
    });
    expect(otra.json.succes).toEqual({ id: m.id, nombre: 'Control', duracion_minutos: null, precio: null });
  });

  it("answers 404 for another's motivo, 422 for bad fields and 401 without a session", async () => {
    const dueno = await makeCuenta();
    const m = await motivo(dueno.id);
    const ajeno = await callJson('/api/motivo/update', {
      token: (await makeCuenta()).token,
      body: { id: m.id, nombre: 'Mío' },
    });
    expect(ajeno.status).toBe(404);
    expect((await motivosDe(dueno.id))[0].nombre).toBe('Control');
    const malo = await callJson('/api/motivo/update', {
      token: dueno.token,
      body: { id: m.id, nombre: '', duracion_minutos: 3 },
    });
    expect(malo.status).toBe(422);
    expect(Object.keys(malo.json.errors).sort()).toEqual(['duracion_minutos', 'nombre']);
    expect((await callJson('/api/motivo/update', { body: { id: m.id, nombre: 'x' } })).status).toBe(401);
  });
});
