import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../../worker/db/schema';
import { db } from '../helpers';
import {
  consultorio,
  entrar,
  esperaDe,
  JUEVES,
  llamar,
  llenar,
  mensajesA,
  nuevoCorreo,
  ofertasDe,
  tokenEn,
  VIERNES,
} from './fixtures';

describe('POST /api/lista-espera', () => {
  it('puts the paciente in the line and confirms it by e-mail with a link to leave', async () => {
    const f = await consultorio();
    await llenar(f);
    const email = nuevoCorreo();
    const { status, json } = await entrar(f, { email, franja: 'manana', hasta: VIERNES });
    expect(status).toBe(201);
    expect(json.succes).toEqual({
      estado: 'esperando',
      profesional: {
        id: f.profesional.id,
        nombre: 'Laura Rincón',
        especialidad: '',
        direccion: 'Calle 10 # 5-20',
        ciudad: 'Bogotá',
      },
      motivo: 'Control',
      desde: JUEVES,
      hasta: VIERNES,
      franja: 'manana',
    });
    const [correo] = await mensajesA(email);
    expect(correo.asunto).toBe('Está en la lista de espera de Laura Rincón');
    expect(correo.texto).toContain('Hola, Marta Díaz:');
    expect(correo.texto).toContain('Días: del jueves, 5 de marzo de 2026 al viernes, 6 de marzo de 2026');
    expect(correo.texto).toContain('Hora del día: En la mañana');
    expect(correo.html).toContain('Salir de la lista de espera</a>');
    const espera = await esperaDe(f.profesional.id, email);
    expect(espera).toMatchObject({ estado: 'esperando', parte: 'manana', whatsapp: 0, primera_visita: 'no' });
    // the link's token is stored only as its hash
    const token = await tokenEn(email, '/lista-espera/salir/');
    expect(espera.salida_hash).not.toContain(token);
    const [consentimiento] = await db()
      .select()
      .from(schema.consentimientos)
      .where(eq(schema.consentimientos.email, email));
    expect(consentimiento.tipo).toBe('tratamiento_datos');
  });

  it('offers her at once a franja already free in her window', async () => {
    const f = await consultorio();
    await llenar(f, ['09:00', '09:30', '10:30']);
    const email = nuevoCorreo();
    expect((await entrar(f, { email })).status).toBe(201);
    const [oferta] = await ofertasDe(email);
    expect(oferta).toMatchObject({ fecha: JUEVES, hora_inicio: '10:00', estado: 'pendiente' });
    expect((await mensajesA(email)).map((m) => m.asunto)).toEqual([
      'Está en la lista de espera de Laura Rincón',
      'Se liberó una cita con Laura Rincón: jueves, 5 de marzo de 2026, 10:00 a. m.',
    ]);
  });

  it('requires consent to the data policy, in Spanish, and writes nothing without it', async () => {
    const f = await consultorio();
    const email = nuevoCorreo();
    const { status, json } = await entrar(f, { email, acepta_tratamiento: '0' });
    expect(status).toBe(422);
    expect(json.errors.acepta_tratamiento).toEqual([
      'Debe aceptar la política de tratamiento de datos personales (Ley 1581 de 2012) para entrar en la lista de espera.',
    ]);
    expect(await esperaDe(f.profesional.id, email)).toBeUndefined();
    expect(await mensajesA(email)).toEqual([]);
  });

  it('answers each bad field with a Spanish message (422)', async () => {
    const f = await consultorio();
    const { status, json } = await entrar(f, {
      franja: 'noche',
      desde: '2026-03-01',
      hasta: '',
      telefono: '12345',
      email: 'no-es-correo',
      nombre: ' ',
    });
    expect(status).toBe(422);
    expect(json.errors).toMatchObject({
      franja: ['Indique la parte del día que prefiere: manana, tarde o cualquiera.'],
      desde: ['La fecha ya pasó. Elija hoy o un día posterior.'],
      hasta: ['El campo hasta es obligatorio.'],
      telefono: ['El celular debe tener 10 dígitos y empezar por 3.'],
      email: ['Ingrese un correo electrónico válido.'],
      nombre: ['El campo nombre es obligatorio.'],
    });
    const alReves = await entrar(f, { desde: VIERNES, hasta: JUEVES });
    expect(alReves.status).toBe(422);
    expect(alReves.json.errors.hasta).toEqual(['La fecha final debe ser igual o posterior a la fecha inicial.']);
  });

  it('refuses another profesional’s motivo (422), an unknown profesional (404) and days past her window (422)', async () => {
    const f = await consultorio({ ventana_dias: 7 });
    const otra = await consultorio();
    const ajeno = await entrar(f, { motivo: otra.control.id });
    expect(ajeno.status).toBe(422);
    expect(ajeno.json.errors.motivo).toEqual(['El motivo seleccionado no pertenece a este especialista.']);
    expect((await entrar(f, { medic: 99_999_999 })).status).toBe(404);
    const lejos = await entrar(f, { hasta: '2026-03-20' });
    expect(lejos.status).toBe(422);
    expect(lejos.json.errors.hasta).toEqual([
      'Este especialista agenda citas solo en los próximos 7 días. Elija una fecha final anterior.',
    ]);
  });

  it('keeps one place per e-mail and profesional while it waits (409)', async () => {
    const f = await consultorio();
    const email = nuevoCorreo();
    expect((await entrar(f, { email })).status).toBe(201);
    const antes = (await mensajesA(email)).length;
    const otra = await entrar(f, { email, franja: 'tarde' });
    expect(otra.status).toBe(409);
    expect(otra.json.message).toMatch(/^Ya está en la lista de espera de este especialista/);
    expect(await mensajesA(email)).toHaveLength(antes);
  });

  it('asks for the human check past 5 requests from one network in 10 minutes (428)', async () => {
    const f = await consultorio();
    const ip = '10.35.250.1';
    for (let i = 0; i < 5; i++) expect((await entrar(f, {}, { ip })).status).toBe(201);
    const sexta = await entrar(f, {}, { ip });
    expect(sexta.status).toBe(428);
  });
});

describe('the leave link /api/lista-espera/salir/:token', () => {
  it('shows the place, takes it out of the line, and answers the same the second time', async () => {
    const f = await consultorio();
    const email = nuevoCorreo();
    await entrar(f, { email });
    const token = await tokenEn(email, '/lista-espera/salir/');
    const visto = await llamar(`/api/lista-espera/salir/${token}`);
    expect(visto.status).toBe(200);
    expect(visto.json.succes).toMatchObject({ estado: 'esperando', motivo: 'Control', desde: JUEVES });
    const salida = await llamar(`/api/lista-espera/salir/${token}`, { post: true });
    expect(salida.status).toBe(200);
    expect(salida.json.succes.estado).toBe('retirada');
    expect((await esperaDe(f.profesional.id, email)).estado).toBe('retirada');
    expect((await llamar(`/api/lista-espera/salir/${token}`, { post: true })).json.succes.estado).toBe('retirada');
    // out of the line, she may enter it again
    expect((await entrar(f, { email })).status).toBe(201);
  });

  it('answers 404 in Spanish for unknown and malformed tokens', async () => {
    for (const token of ['x'.repeat(43), 'corto']) {
      const { status, json } = await llamar(`/api/lista-espera/salir/${token}`);
      expect(status).toBe(404);
      expect(json.message).toBe('El enlace no es válido o ya no está vigente.');
    }
  });
});
