import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../../worker/db/schema';
import { callJson, db } from '../helpers';
import {
  agendarCita,
  cancelar,
  consultorio,
  despues,
  entrar,
  esperaDe,
  JUEVES,
  llamar,
  llenar,
  mensajesA,
  nuevoCorreo,
  ofertasDe,
  tokenEn,
} from './fixtures';

/** Thursday full, Marta (and Sofía) in the line, then the 09:00 cita cancelled: Marta's oferta's token. */
async function conOferta() {
  const f = await consultorio();
  const citas = await llenar(f);
  const marta = nuevoCorreo('marta');
  const sofia = nuevoCorreo('sofia');
  expect((await entrar(f, { email: marta, primera_visita: 'si', acepta_whatsapp: '1' })).status).toBe(201);
  expect((await entrar(f, { email: sofia })).status).toBe(201);
  expect((await cancelar(citas[0].gestion)).status).toBe(200);
  const token = await tokenEn(marta, '/lista-espera/oferta/');
  return { f, marta, sofia, token };
}

/** The live citas of the profesional on Thursday at 09:00. */
const citasDeLas9 = (profesionalId: number) =>
  db()
    .select()
    .from(schema.citas)
    .where(
      and(
        eq(schema.citas.user_id, profesionalId),
        eq(schema.citas.fecha_cita, JUEVES),
        eq(schema.citas.hora_inicio, '09:00'),
        isNull(schema.citas.cancelada_at),
      ),
    );

describe('GET /api/lista-espera/oferta/:token', () => {
  it('shows the oferta as its page does, until when it is kept', async () => {
    const { f, token } = await conOferta();
    const { status, json } = await llamar(`/api/lista-espera/oferta/${token}`);
    expect(status).toBe(200);
    expect(json.succes).toEqual({
      estado: 'vigente',
      profesional: {
        id: f.profesional.id,
        nombre: 'Laura Rincón',
        especialidad: '',
        direccion: 'Calle 10 # 5-20',
        ciudad: 'Bogotá',
      },
      motivo: 'Control',
      fecha: JUEVES,
      hora_inicio: '09:00',
      hora_fin: '09:30',
      modalidad: 1,
      expira_at: despues(20),
    });
    expect((await llamar('/api/lista-espera/oferta/noexiste')).status).toBe(404);
  });
});

describe('POST /api/lista-espera/oferta/:token/aceptar', () => {
  it('books the franja like a normal booking: her cita, its e-mails, her place done', async () => {
    const { f, marta, token } = await conOferta();
    const { status, json } = await llamar(`/api/lista-espera/oferta/${token}/aceptar`, { post: true, now: despues(5) });
    expect(status).toBe(201);
    expect(json.succes).toMatchObject({
      fecha_cita: JUEVES,
      hora_inicio: '09:00',
      hora_fin: '09:30',
      nombre: 'Marta Díaz',
      email: marta,
      telefono: '3105550000',
      motivo: 'Control',
      primera_visita: 'si',
      user: f.profesional.id,
    });
    const [cita] = await citasDeLas9(f.profesional.id);
    expect(cita).toMatchObject({ id: json.succes.id, email: marta, whatsapp: 1 });
    expect((await mensajesA(marta)).at(-1)?.asunto).toMatch(/^Tu cita quedó agendada: jueves, 5 de marzo de 2026/);
    expect(await esperaDe(f.profesional.id, marta)).toMatchObject({ estado: 'agendada', cita_id: cita.id });
    expect(await ofertasDe(marta)).toMatchObject([{ estado: 'aceptada', cita_id: cita.id }]);
    // the manage link of the cita works as any other
    const gestion = await callJson(`/api/cita/gestion/${json.succes.gestion}`, {
      headers: { 'X-Test-Now': despues(5) },
    });
    expect(gestion.status).toBe(200);
    // the page now says so
    expect((await llamar(`/api/lista-espera/oferta/${token}`)).json.succes.estado).toBe('aceptada');
  });

  it('makes one cita of ten accepts sent at once', async () => {
    const { f, marta, token } = await conOferta();
    const respuestas = await Promise.all(
      Array.from({ length: 10 }, () => llamar(`/api/lista-espera/oferta/${token}/aceptar`, { post: true })),
    );
    const estados = respuestas.map((r) => r.status).sort();
    expect(estados).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const r of respuestas.filter((r) => r.status === 409))
      expect(r.json.message).toBe('Ya aceptó esta oferta: su cita está agendada. Los detalles están en su correo.');
    expect(await citasDeLas9(f.profesional.id)).toHaveLength(1);
    const confirmaciones = (await mensajesA(marta)).filter((m) => /^Tu cita quedó agendada/.test(m.asunto));
    expect(confirmaciones).toHaveLength(1);
  });

  it('refuses a lapsed oferta (409) and the franja goes to the next in line', async () => {
    const { sofia, token } = await conOferta();
    const { status, json } = await llamar(`/api/lista-espera/oferta/${token}/aceptar`, {
      post: true,
      now: despues(21),
    });
    expect(status).toBe(409);
    expect(json.error).toBe('oferta_vencida');
    expect(json.message).toMatch(/^Los 20 minutos de esta oferta ya pasaron/);
    expect((await ofertasDe(sofia)).map((o) => [o.hora_inicio, o.estado])).toEqual([['09:00', 'pendiente']]);
  });

  it('says so when the franja was taken meanwhile', async () => {
    const f = await consultorio();
    const citas = await llenar(f);
    const marta = nuevoCorreo('marta');
    expect((await entrar(f, { email: marta })).status).toBe(201);
    await cancelar(citas[0].gestion);
    const token = await tokenEn(marta, '/lista-espera/oferta/');
    // her 20 minutes pass with nobody else waiting; someone books it
    expect((await agendarCita(f, { now: despues(25) })).status).toBe(201);
    const visto = await llamar(`/api/lista-espera/oferta/${token}`, { now: despues(26) });
    expect(visto.json.succes.estado).toBe('tomada');
    const { status, json } = await llamar(`/api/lista-espera/oferta/${token}/aceptar`, {
      post: true,
      now: despues(26),
    });
    expect(status).toBe(409);
    expect(json.error).toBe('franja_tomada');
    expect(json.message).toBe('Esa franja ya fue tomada mientras tanto. Usted sigue en la lista de espera.');
  });

  it('refuses an oferta she declined (409)', async () => {
    const { token } = await conOferta();
    expect((await llamar(`/api/lista-espera/oferta/${token}/rechazar`, { post: true })).status).toBe(200);
    const { status, json } = await llamar(`/api/lista-espera/oferta/${token}/aceptar`, { post: true });
    expect(status).toBe(409);
    expect(json.error).toBe('oferta_rechazada');
  });
});

describe('GET /api/lista-espera/resumen', () => {
  it('tells the profesional how many wait on each day, and only her', async () => {
    const f = await consultorio();
    await entrar(f, { desde: JUEVES, hasta: '2026-03-06' });
    await entrar(f, { desde: '2026-03-06', hasta: '2026-03-06' });
    const salida = nuevoCorreo();
    await entrar(f, { email: salida, desde: '2026-03-06', hasta: '2026-03-06' });
    await llamar(`/api/lista-espera/salir/${await tokenEn(salida, '/lista-espera/salir/')}`, { post: true });
    const { status, json } = await callJson('/api/lista-espera/resumen?desde=2026-03-02&hasta=2026-03-08', {
      token: f.profesional.token,
    });
    expect(status).toBe(200);
    expect(json.succes).toEqual([
      { fecha: JUEVES, esperando: 1 },
      { fecha: '2026-03-06', esperando: 2 },
    ]);
    const otra = await consultorio();
    expect(
      (await callJson('/api/lista-espera/resumen?desde=2026-03-02&hasta=2026-03-08', { token: otra.profesional.token }))
        .json.succes,
    ).toEqual([]);
    expect((await callJson('/api/lista-espera/resumen?desde=2026-03-02&hasta=2026-03-08')).status).toBe(401);
  });
});
