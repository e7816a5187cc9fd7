import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AJUSTES_INICIALES } from '../../../common/agenda';
import { schema } from '../../../worker/db/schema';
import { callJson, db, ENCODINGS, makeCuenta } from '../helpers';

const guardar = (token: string, body: Record<string, unknown>, encoding = ENCODINGS[0]) =>
  callJson('/api/agenda/ajustes', { token, body, encoding });

describe('GET /api/agenda/ajustes', () => {
  it("answers the caller's settings: the defaults until she changes them", async () => {
    const profesional = await makeCuenta();
    const { status, json } = await callJson('/api/agenda/ajustes', { token: profesional.token });
    expect(status).toBe(200);
    expect(json.succes).toEqual(AJUSTES_INICIALES);
  });

  it('answers 401 without a session', async () => {
    expect((await callJson('/api/agenda/ajustes')).status).toBe(401);
  });
});

describe('POST /api/agenda/ajustes', () => {
  for (const encoding of ENCODINGS) {
    it(`changes the fields sent from a ${encoding} body and keeps the others`, async () => {
      const profesional = await makeCuenta();
      const { status, json } = await guardar(
        profesional.token,
        { duracion_franja: '20', pausa_minutos: 10, atiende_festivos: encoding === 'json' ? true : '1' },
        encoding,
      );
      expect(status).toBe(200);
      expect(json.succes).toEqual({
        ...AJUSTES_INICIALES,
        duracion_franja: 20,
        pausa_minutos: 10,
        atiende_festivos: 1,
      });
      const otra = await guardar(profesional.token, { aviso_cancelacion_horas: 24 }, encoding);
      expect(otra.json.succes).toEqual({
        ...AJUSTES_INICIALES,
        duracion_franja: 20,
        pausa_minutos: 10,
        atiende_festivos: 1,
        aviso_cancelacion_horas: 24,
      });
      const leido = await callJson('/api/agenda/ajustes', { token: profesional.token });
      expect(leido.json.succes).toEqual(otra.json.succes);
    });
  }

  it('answers the stored settings unchanged for an empty body', async () => {
    const profesional = await makeCuenta({ ventana_dias: 30 });
    const { status, json } = await guardar(profesional.token, {});
    expect(status).toBe(200);
    expect(json.succes).toEqual({ ...AJUSTES_INICIALES, ventana_dias: 30 });
  });

  it("changes the manage link's cancellation notice the paciente sees", async () => {
    const profesional = await makeCuenta();
    await guardar(profesional.token, { aviso_cancelacion_horas: 48 });
    const [fila] = await db()
      .select({ aviso: schema.users.aviso_cancelacion_horas })
      .from(schema.users)
      .where(eq(schema.users.id, profesional.id));
    expect(fila.aviso).toBe(48);
  });

  const malos: [string, unknown, RegExp][] = [
    ['duracion_franja', 25, /15, 20, 30, 40, 45 o 60 minutos/],
    ['duracion_franja', 'media hora', /15, 20, 30, 40, 45 o 60 minutos/],
    ['pausa_minutos', 7, /0 a 60 minutos, en múltiplos de 5/],
    ['pausa_minutos', 65, /0 a 60 minutos/],
    ['antelacion_minutos', 10081, /0 a 10080 minutos/],
    ['antelacion_minutos', -5, /0 a 10080 minutos/],
    ['ventana_dias', 0, /1 a 365 días/],
    ['ventana_dias', 366, /1 a 365 días/],
    ['aviso_cancelacion_horas', 169, /0 a 168 horas/],
    ['atiende_festivos', 2, /1 si atiendes los festivos/],
    ['pausa_minutos', 2.5, /múltiplos de 5/],
  ];
  for (const [campo, valor, mensaje] of malos) {
    it(`refuses ${campo} = ${JSON.stringify(valor)} with 422 in Spanish and changes nothing`, async () => {
      const profesional = await makeCuenta();
      for (const encoding of ENCODINGS) {
        const { status, json } = await guardar(profesional.token, { [campo]: valor, pausa_minutos_extra: 1 }, encoding);
        expect(status, encoding).toBe(422);
        expect(json.errors[campo][0], encoding).toMatch(mensaje);
      }
      const leido = await callJson('/api/agenda/ajustes', { token: profesional.token });
      expect(leido.json.succes).toEqual(AJUSTES_INICIALES);
    });
  }

  it('refuses a whole body when one field is wrong, keeping the valid ones unsaved', async () => {
    const profesional = await makeCuenta();
    const { status } = await guardar(profesional.token, { duracion_franja: 20, pausa_minutos: 3 });
    expect(status).toBe(422);
    expect((await callJson('/api/agenda/ajustes', { token: profesional.token })).json.succes).toEqual(
      AJUSTES_INICIALES,
    );
  });

  it('answers 401 without a session', async () => {
    expect((await callJson('/api/agenda/ajustes', { body: { pausa_minutos: 5 } })).status).toBe(401);
  });
});
