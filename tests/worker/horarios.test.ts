import { describe, expect, it } from 'vitest';
import { citaReservada, horario, horariosDe, motivo } from './agenda-fixtures';
import { callJson, ENCODINGS, makeCuenta } from './helpers';

const HORAS_INVALIDAS =
  'La hora inicio y fin deben ser digitadas o revise que la hora inicio sea menor que la hora final';

const DIAS_CERO = { lunes: 0, martes: 0, miercoles: 0, jueves: 0, viernes: 0, sabado: 0, domingo: 0 };

const crear = (token: string, body: Record<string, unknown>, encoding = ENCODINGS[0]) =>
  callJson('/api/horarios/newhorario', { token, body, encoding });

describe('GET /api/horarios/all', () => {
  it("lists only the caller's schedules with numeric weekday flags, by start time", async () => {
    const profesional = await makeCuenta();
    const tarde = await horario(profesional.id, { hora_inicio: '14:00', hora_fin: '15:00', viernes: 1 });
    const manana = await horario(profesional.id);
    await horario((await makeCuenta()).id);
    const { status, json } = await callJson('/api/horarios/all', { token: profesional.token });
    expect(status).toBe(200);
    expect(json.succes).toEqual([
      { id: manana.id, hora_inicio: '09:00', hora_fin: '09:30', ...DIAS_CERO, lunes: 1 },
      { id: tarde.id, hora_inicio: '14:00', hora_fin: '15:00', ...DIAS_CERO, lunes: 1, viernes: 1 },
    ]);
  });

  it('answers 401 without a session', async () => {
    expect((await callJson('/api/horarios/all')).status).toBe(401);
  });
});

describe('POST /api/horarios/newhorario', () => {
  for (const encoding of ENCODINGS) {
    it(`creates a schedule from a ${encoding} body, missing weekdays being 0`, async () => {
      const profesional = await makeCuenta();
      const { status, json } = await crear(
        profesional.token,
        {
          hora_inicio: '08:00',
          hora_fin: '08:30',
          lunes: 1,
          miercoles: '1',
          viernes: encoding === 'json' ? true : 'true',
          martes: '0',
          sabado: '',
        },
        encoding,
      );
      expect(status).toBe(201);
      expect(json.succes).toEqual({
        id: expect.any(Number),
        hora_inicio: '08:00',
        hora_fin: '08:30',
        ...DIAS_CERO,
        lunes: 1,
        miercoles: 1,
        viernes: 1,
      });
      expect(await horariosDe(profesional.id)).toHaveLength(1);
    });
  }

  it('reads times with seconds or an unpadded hour', async () => {
    const profesional = await makeCuenta();
    const { status, json } = await crear(profesional.token, {
      hora_inicio: '7:00:00',
      hora_fin: '07:45:00',
      sabado: 1,
    });
    expect(status).toBe(201);
    expect(json.succes).toMatchObject({ hora_inicio: '07:00', hora_fin: '07:45' });
  });

  const malas: [string, Record<string, unknown>][] = [
    ['start equal to end', { hora_inicio: '09:00', hora_fin: '09:00' }],
    ['start after end', { hora_inicio: '10:00', hora_fin: '09:00' }],
    ['a missing start', { hora_fin: '09:00' }],
    ['a missing end', { hora_inicio: '09:00', hora_fin: '' }],
    ['a time that does not exist', { hora_inicio: '25:00', hora_fin: '26:00' }],
  ];
  for (const [caso, horas] of malas) {
    it(`refuses ${caso} with 422 and the spec message`, async () => {
      const profesional = await makeCuenta();
      for (const encoding of ENCODINGS) {
        const { status, json } = await crear(profesional.token, { ...horas, lunes: 1 }, encoding);
        expect(status, encoding).toBe(422);
        expect(json.message).toBe(HORAS_INVALIDAS);
      }
      expect(await horariosDe(profesional.id)).toHaveLength(0);
    });
  }

  it('refuses a schedule without any weekday, and a flag that is not 0 or 1', async () => {
    const profesional = await makeCuenta();
    for (const encoding of ENCODINGS) {
      const sinDias = await crear(
        profesional.token,
        { hora_inicio: '09:00', hora_fin: '10:00', ...DIAS_CERO },
        encoding,
      );
      expect(sinDias.status).toBe(422);
      expect(sinDias.json.errors.dias).toEqual(['Seleccione al menos un día de la semana.']);
      const raro = await crear(profesional.token, { hora_inicio: '09:00', hora_fin: '10:00', lunes: 2 }, encoding);
      expect(raro.status).toBe(422);
      expect(raro.json.errors.lunes).toEqual(['El campo lunes debe ser 0 o 1.']);
    }
    expect(await horariosDe(profesional.id)).toHaveLength(0);
  });

  it("refuses a schedule overlapping one of the caller's on a shared weekday, not on other days", async () => {
    const profesional = await makeCuenta();
    await horario(profesional.id, { hora_inicio: '09:00', hora_fin: '10:00', lunes: 1 });
    const cruce = await crear(profesional.token, { hora_inicio: '09:30', hora_fin: '10:30', lunes: 1, martes: 1 });
    expect(cruce.status).toBe(422);
    expect(cruce.json.message).toBe('Ese horario se cruza con otro que ya tiene en alguno de esos días.');
    const seguido = await crear(profesional.token, { hora_inicio: '10:00', hora_fin: '10:30', lunes: 1 });
    expect(seguido.status).toBe(201);
    const otroDia = await crear(profesional.token, { hora_inicio: '09:00', hora_fin: '10:00', martes: 1 });
    expect(otroDia.status).toBe(201);
    const otroProfesional = await makeCuenta();
    expect((await crear(otroProfesional.token, { hora_inicio: '09:00', hora_fin: '10:00', lunes: 1 })).status).toBe(
      201,
    );
  });

  it('answers 401 without a session', async () => {
    expect((await callJson('/api/horarios/newhorario', { body: { hora_inicio: '09:00' } })).status).toBe(401);
  });
});

describe('POST /api/horarios/delete', () => {
  for (const encoding of ENCODINGS) {
    it(`deletes the caller's unused schedule from a ${encoding} body`, async () => {
      const profesional = await makeCuenta();
      const h = await horario(profesional.id);
      const { status, json } = await callJson('/api/horarios/delete', {
        token: profesional.token,
        body: { id: h.id },
        encoding,
      });
      expect(status).toBe(200);
      expect(json.succes).toMatchObject({ id: h.id, hora_inicio: '09:00' });
      expect(await horariosDe(profesional.id)).toHaveLength(0);
    });
  }

  it("answers 404 for another professional's schedule and keeps it", async () => {
    const dueno = await makeCuenta();
    const h = await horario(dueno.id);
    const { status, json } = await callJson('/api/horarios/delete', {
      token: (await makeCuenta()).token,
      body: { id: h.id },
    });
    expect(status).toBe(404);
    expect(json.message).toBe('El horario no existe.');
    expect(await horariosDe(dueno.id)).toHaveLength(1);
  });

  it('refuses with 409 and the spec message a schedule an appointment booked', async () => {
    const profesional = await makeCuenta();
    const h = await horario(profesional.id);
    const m = await motivo(profesional.id);
    await citaReservada({ user_id: profesional.id, horario_id: h.id, motivo_id: m.id });
    const { status, json } = await callJson('/api/horarios/delete', { token: profesional.token, body: { id: h.id } });
    expect(status).toBe(409);
    expect(json.message).toBe('No se pudo eliminar ya que debe estar asociado algún cliente');
    expect(await horariosDe(profesional.id)).toHaveLength(1);
  });

  it('refuses a malformed id with 422 and no session with 401', async () => {
    const profesional = await makeCuenta();
    expect((await callJson('/api/horarios/delete', { token: profesional.token, body: { id: '1x' } })).status).toBe(422);
    expect((await callJson('/api/horarios/delete', { body: { id: 1 } })).status).toBe(401);
  });
});
