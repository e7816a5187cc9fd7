import { describe, expect, it } from 'vitest';
import { schema } from '../../../worker/db/schema';
import { citaReservada, horario, horariosDe, motivo } from '../agenda-fixtures';
import { callJson, db, ENCODINGS, makeCuenta } from '../helpers';

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
    expect(json.message).toBe('No se pudo eliminar ya que debe estar asociado algún paciente');
    expect(await horariosDe(profesional.id)).toHaveLength(1);
  });

  it('refuses a malformed id with 422 and no session with 401', async () => {
    const profesional = await makeCuenta();
    expect((await callJson('/api/horarios/delete', { token: profesional.token, body: { id: '1x' } })).status).toBe(422);
    expect((await callJson('/api/horarios/delete', { body: { id: 1 } })).status).toBe(401);
  });
});

describe('ranges of several franjas (issue 20)', () => {
  const LUNES_A_VIERNES = { lunes: 1, martes: 1, miercoles: 1, jueves: 1, viernes: 1 };

  it('keeps exactly one of two crossing ranges sent at the same moment', async () => {
    const profesional = await makeCuenta();
    const [a, b] = await Promise.all([
      crear(profesional.token, { hora_inicio: '08:00', hora_fin: '12:00', ...LUNES_A_VIERNES }),
      crear(profesional.token, { hora_inicio: '11:00', hora_fin: '13:00', lunes: 1 }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 422]);
    expect([a, b].find((r) => r.status === 422)?.json.message).toBe(
      'Ese horario se cruza con otro que ya tiene en alguno de esos días.',
    );
    expect(await horariosDe(profesional.id)).toHaveLength(1);
  });

  const editar = (token: string, body: Record<string, unknown>) => callJson('/api/horarios/update', { token, body });

  it("edits one of the caller's ranges, all its fields again", async () => {
    const profesional = await makeCuenta();
    const h = await horario(profesional.id, { hora_inicio: '08:00', hora_fin: '12:00', lunes: 1 });
    const { status, json } = await editar(profesional.token, {
      id: h.id,
      hora_inicio: '07:00',
      hora_fin: '11:00',
      ...LUNES_A_VIERNES,
    });
    expect(status).toBe(200);
    expect(json.succes).toEqual({
      id: h.id,
      hora_inicio: '07:00',
      hora_fin: '11:00',
      ...DIAS_CERO,
      ...LUNES_A_VIERNES,
    });
    const [fila] = await horariosDe(profesional.id);
    expect(fila).toMatchObject({ hora_inicio: '07:00', hora_fin: '11:00', viernes: 1 });
  });

  it("refuses an edit crossing another of the caller's ranges (422), another's range (404) and bad hours (422)", async () => {
    const profesional = await makeCuenta();
    const h = await horario(profesional.id, { hora_inicio: '08:00', hora_fin: '10:00', lunes: 1 });
    await horario(profesional.id, { hora_inicio: '14:00', hora_fin: '18:00', lunes: 1 });
    const cruce = await editar(profesional.token, { id: h.id, hora_inicio: '08:00', hora_fin: '15:00', lunes: 1 });
    expect(cruce.status).toBe(422);
    expect(cruce.json.errors.hora_inicio).toEqual([
      'Ese horario se cruza con otro que ya tiene en alguno de esos días.',
    ]);
    const ajeno = await editar((await makeCuenta()).token, {
      id: h.id,
      hora_inicio: '08:00',
      hora_fin: '09:00',
      lunes: 1,
    });
    expect(ajeno.status).toBe(404);
    const malas = await editar(profesional.token, { id: h.id, hora_inicio: '10:00', hora_fin: '09:00', lunes: 1 });
    expect(malas.status).toBe(422);
    expect((await horariosDe(profesional.id)).find((x) => x.id === h.id)).toMatchObject({ hora_fin: '10:00' });
  });

  it('refuses with 409, saying how many, an edit that would leave live upcoming citas outside', async () => {
    const profesional = await makeCuenta();
    const h = await horario(profesional.id, { hora_inicio: '08:00', hora_fin: '12:00', lunes: 1, miercoles: 1 });
    const m = await motivo(profesional.id);
    const base = { user_id: profesional.id, horario_id: h.id, motivo_id: m.id, nombre: 'P', telefono: '3001234567' };
    const lunes = '2099-03-09'; // a Monday far ahead
    await db()
      .insert(schema.citas)
      .values([
        { ...base, email: 'a@correo.co', fecha_cita: lunes, hora_inicio: '11:00', hora_fin: '11:30' },
        { ...base, email: 'b@correo.co', fecha_cita: '2099-03-11', hora_inicio: '08:00', hora_fin: '08:30' },
        // cancelled and past citas do not count
        {
          ...base,
          email: 'c@correo.co',
          fecha_cita: lunes,
          hora_inicio: '09:00',
          hora_fin: '09:30',
          cancelada_at: '2026-01-01T00:00:00Z',
        },
        { ...base, email: 'd@correo.co', fecha_cita: '2020-03-09', hora_inicio: '11:00', hora_fin: '11:30' },
      ]);
    // mornings only until 10:00, Mondays only: the 11:00 Monday and the Wednesday fall out
    const fuera = await editar(profesional.token, { id: h.id, hora_inicio: '08:00', hora_fin: '10:00', lunes: 1 });
    expect(fuera.status).toBe(409);
    expect(fuera.json.message).toMatch(/2 citas próximas quedarían por fuera/);
    const una = await editar(profesional.token, { id: h.id, hora_inicio: '08:00', hora_fin: '12:00', lunes: 1 });
    expect(una.status).toBe(409);
    expect(una.json.message).toMatch(/1 cita próxima quedaría por fuera/);
    expect((await horariosDe(profesional.id))[0]).toMatchObject({ hora_fin: '12:00', miercoles: 1 });
    // still holding both: longer hours are fine
    const amplio = await editar(profesional.token, {
      id: h.id,
      hora_inicio: '07:00',
      hora_fin: '13:00',
      lunes: 1,
      miercoles: 1,
    });
    expect(amplio.status).toBe(200);
  });

  it('answers 401 without a session', async () => {
    expect((await callJson('/api/horarios/update', { body: { id: 1 } })).status).toBe(401);
  });
});
