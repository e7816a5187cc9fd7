import { describe, expect, it } from 'vitest';
import { schema } from '../../../worker/db/schema';
import { callJson, db } from '../helpers';
import {
  AHORA,
  cancelar,
  consultorio,
  despues,
  entrar,
  JUEVES,
  libres,
  llamar,
  llenar,
  mensajesA,
  nuevaIp,
  nuevoCorreo,
  ofertasDe,
  tokenEn,
  VIERNES,
} from './fixtures';

/** Thursday full, then the paciente of each e-mail of `quienes` enters the line (in that order) with `cuerpo`. */
async function lineaLlena(quienes: Record<string, Record<string, unknown>>, over = {}) {
  const f = await consultorio(over);
  const citas = await llenar(f);
  const correos: Record<string, string> = {};
  for (const [quien, cuerpo] of Object.entries(quienes)) {
    correos[quien] = nuevoCorreo(quien);
    expect((await entrar(f, { email: correos[quien], ...cuerpo })).status).toBe(201);
  }
  return { f, citas, correos };
}

const asuntos = async (email: string) => (await mensajesA(email)).map((m) => m.asunto);
const OFERTA_9 = 'Se liberó una cita con Laura Rincón: jueves, 5 de marzo de 2026, 9:00 a. m.';

describe('a franja freed goes to the first in line whose window fits', () => {
  it('offers a cancelled cita’s franja by e-mail, kept for her 20 minutes', async () => {
    const { f, citas, correos } = await lineaLlena({ marta: {} });
    expect(await asuntos(correos.marta)).toEqual(['Está en la lista de espera de Laura Rincón']);
    expect((await cancelar(citas[0].gestion)).status).toBe(200);
    const [oferta] = await ofertasDe(correos.marta);
    expect(oferta).toMatchObject({
      fecha: JUEVES,
      hora_inicio: '09:00',
      hora_fin: '09:30',
      estado: 'pendiente',
      expira_at: despues(20),
    });
    const [, correo] = await mensajesA(correos.marta);
    expect(correo.asunto).toBe(OFERTA_9);
    expect(correo.texto).toContain('Puede tomarla hasta: 8:20 a. m.');
    const token = await tokenEn(correos.marta, '/lista-espera/oferta/');
    expect(oferta.token_hash).not.toContain(token);
    // kept for her: nobody else sees it free
    expect(await libres(f)).toEqual([]);
  });

  it('skips those whose days, part of the day or motivo do not fit, and keeps the line’s order', async () => {
    const f = await consultorio();
    const citas = await llenar(f);
    const quienes: [string, Record<string, unknown>][] = [
      ['tarde', { franja: 'tarde' }],
      ['viernes', { desde: VIERNES, hasta: VIERNES }],
      // the 60-minute motivo: a freed 30 minutes between two citas cannot hold it
      ['larga', { motivo: f.larga.id }],
      ['manana', { franja: 'manana' }],
      ['despues', {}],
    ];
    const correos: Record<string, string> = {};
    for (const [quien, cuerpo] of quienes) {
      correos[quien] = nuevoCorreo(quien);
      expect((await entrar(f, { email: correos[quien], ...cuerpo })).status).toBe(201);
    }
    await cancelar(citas[1].gestion); // 09:30
    for (const quien of ['tarde', 'viernes', 'larga', 'despues']) expect(await ofertasDe(correos[quien])).toEqual([]);
    expect((await ofertasDe(correos.manana)).map((o) => o.hora_inicio)).toEqual(['09:30']);
  });

  it('offers a 60-minute motivo two freed franjas in a row', async () => {
    const f = await consultorio();
    const citas = await llenar(f);
    const email = nuevoCorreo();
    expect((await entrar(f, { email, motivo: f.larga.id })).status).toBe(201);
    await cancelar(citas[2].gestion); // 10:00: 10:30 is still taken
    expect(await ofertasDe(email)).toEqual([]);
    await cancelar(citas[3].gestion); // 10:30
    expect((await ofertasDe(email)).map((o) => [o.hora_inicio, o.hora_fin])).toEqual([['10:00', '11:00']]);
  });

  it('offers the franja a rescheduled cita left', async () => {
    const { f, citas, correos } = await lineaLlena({ marta: {} });
    await db()
      .insert(schema.horarios)
      .values({ user_id: f.profesional.id, hora_inicio: '09:00', hora_fin: '10:00', viernes: 1 });
    const movida = await callJson(`/api/cita/gestion/${citas[0].gestion}/reprogramar`, {
      body: { fecha: VIERNES, hora_inicio: '09:00' },
      encoding: 'json',
      headers: { 'X-Test-Now': AHORA, 'cf-connecting-ip': nuevaIp() },
    });
    expect(movida.status).toBe(200);
    expect((await ofertasDe(correos.marta)).map((o) => [o.fecha, o.hora_inicio])).toEqual([[JUEVES, '09:00']]);
  });

  it('offers the franjas of a new range', async () => {
    const { f, correos } = await lineaLlena({ marta: {}, sofia: {} });
    const { status } = await callJson('/api/horarios/newhorario', {
      body: { hora_inicio: '11:00', hora_fin: '12:00', jueves: 1 },
      token: f.profesional.token,
      headers: { 'X-Test-Now': AHORA },
    });
    expect(status).toBe(201);
    expect((await ofertasDe(correos.marta)).map((o) => o.hora_inicio)).toEqual(['11:00']);
    expect((await ofertasDe(correos.sofia)).map((o) => o.hora_inicio)).toEqual(['11:30']);
  });

  it('offers the franjas of an absence that ended', async () => {
    const f = await consultorio();
    const [ausencia] = await db()
      .insert(schema.ausencias)
      .values({ user_id: f.profesional.id, desde: JUEVES, hasta: JUEVES })
      .returning();
    const email = nuevoCorreo();
    expect((await entrar(f, { email })).status).toBe(201);
    expect(await ofertasDe(email)).toEqual([]);
    const { status } = await callJson('/api/ausencias/delete', {
      body: { id: ausencia.id },
      token: f.profesional.token,
      headers: { 'X-Test-Now': AHORA },
    });
    expect(status).toBe(200);
    expect((await ofertasDe(email)).map((o) => o.hora_inicio)).toEqual(['09:00']);
  });

  it('sends the oferta by WhatsApp too when she accepted it', async () => {
    const { citas, correos } = await lineaLlena({ marta: { acepta_whatsapp: '1', telefono: '3105550000' } });
    await cancelar(citas[0].gestion);
    const [whatsapp] = (await mensajesA('573105550000')).filter((m) => m.canal === 'whatsapp');
    expect(whatsapp.texto).toMatch(
      /^Hola, Marta Díaz\. Se liberó una cita con Laura Rincón el jueves, 5 de marzo de 2026 a las 9:00 a\. m\. y la apartamos para usted hasta las 8:20 a\. m\.: tómela o déjela pasar en http\S+\/lista-espera\/oferta\/[A-Za-z0-9_-]{20,}$/,
    );
    expect(JSON.parse(whatsapp.datos).plantilla).toBe('oferta_lista_espera');
    expect(await ofertasDe(correos.marta)).toHaveLength(1);
  });
});

describe('an oferta not taken passes to the next in line', () => {
  it('lapsed: the cron closes it and offers the franja to the next', async () => {
    const { citas, correos } = await lineaLlena({ marta: {}, sofia: {} });
    await cancelar(citas[0].gestion);
    const corrida = await callJson(`/api/dev/cron?ahora=${encodeURIComponent(despues(21))}`, { method: 'POST' });
    expect(corrida.status).toBe(200);
    expect((await ofertasDe(correos.marta)).map((o) => o.estado)).toEqual(['vencida']);
    const [oferta] = await ofertasDe(correos.sofia);
    expect(oferta).toMatchObject({ hora_inicio: '09:00', estado: 'pendiente', expira_at: despues(41) });
    expect(await asuntos(correos.sofia)).toContain(OFERTA_9);
  });

  it('lapsed: the next request that meets it passes it on, without waiting for the cron', async () => {
    const { citas, correos } = await lineaLlena({ marta: {}, sofia: {} });
    await cancelar(citas[0].gestion);
    const token = await tokenEn(correos.marta, '/lista-espera/oferta/');
    const { status, json } = await llamar(`/api/lista-espera/oferta/${token}`, { now: despues(25) });
    expect(status).toBe(200);
    expect(json.succes.estado).toBe('vencida');
    expect((await ofertasDe(correos.sofia)).map((o) => [o.hora_inicio, o.estado])).toEqual([['09:00', 'pendiente']]);
  });

  it('declined: the next gets it at once, and she is never offered that franja again', async () => {
    const { f, citas, correos } = await lineaLlena({ marta: {}, sofia: {} });
    await cancelar(citas[0].gestion);
    const token = await tokenEn(correos.marta, '/lista-espera/oferta/');
    const { status, json } = await llamar(`/api/lista-espera/oferta/${token}/rechazar`, { post: true });
    expect(status).toBe(200);
    expect(json.succes.estado).toBe('rechazada');
    expect((await ofertasDe(correos.sofia)).map((o) => o.hora_inicio)).toEqual(['09:00']);
    // Sofía lets it lapse: nobody left who was not offered it, so it is free for anyone
    await callJson(`/api/dev/cron?ahora=${encodeURIComponent(despues(30))}`, { method: 'POST' });
    expect((await ofertasDe(correos.marta)).map((o) => o.estado)).toEqual(['rechazada']);
    expect((await ofertasDe(correos.sofia)).map((o) => o.estado)).toEqual(['vencida']);
    expect(await libres(f, JUEVES, despues(30))).toEqual(['09:00']);
    // declining twice answers the same
    expect((await llamar(`/api/lista-espera/oferta/${token}/rechazar`, { post: true })).json.succes.estado).toBe(
      'rechazada',
    );
  });

  it('leaving the line lets her live oferta pass to the next', async () => {
    const { citas, correos } = await lineaLlena({ marta: {}, sofia: {} });
    await cancelar(citas[0].gestion);
    const salida = await tokenEn(correos.marta, '/lista-espera/salir/');
    expect((await llamar(`/api/lista-espera/salir/${salida}`, { post: true })).status).toBe(200);
    expect((await ofertasDe(correos.marta)).map((o) => o.estado)).toEqual(['rechazada']);
    expect((await ofertasDe(correos.sofia)).map((o) => o.estado)).toEqual(['pendiente']);
  });
});
