/**
 * The profesional's private calendar feed: minting, rotating and revoking its secret address
 * (`/api/agenda/calendario*`), and the public .ics it answers (`GET /api/calendario/{token}.ics`).
 * The clock is the request's (`X-Test-Now`): Tuesday 1 December 2026, 08:00 in Bogotá.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { instanteBogota } from '../../../common/fechas';
import { schema } from '../../../worker/db/schema';
import { sha256Hex } from '../../../worker/plataforma/cripto';
import { horario, motivo } from '../agenda-fixtures';
import { call, callJson, db, makeCuenta } from '../helpers';

const AHORA = '2026-12-01T13:00:00Z';
const ENLACE = 'https://meet.jit.si/CitaSalud-calendario-7b1f';
const todos = { lunes: 1, martes: 1, miercoles: 1, jueves: 1, viernes: 1, sabado: 1, domingo: 1 };
let seq = 0;

/** A profesional with a horario, the motivo 'Valoración' and citas as `citas` says. */
async function consultorio(citas: Partial<typeof schema.citas.$inferInsert>[]) {
  const p = await makeCuenta({ nombre: 'Laura', apellido: 'Rincón' });
  const h = await horario(p.id, { hora_inicio: '08:00', hora_fin: '12:00', ...todos });
  const m = await motivo(p.id, 'Valoración');
  const filas = [];
  for (const over of citas) {
    const fecha = over.fecha_cita ?? '2026-12-09';
    const hora = over.hora_inicio ?? '09:00';
    const [fila] = await db()
      .insert(schema.citas)
      .values({
        user_id: p.id,
        horario_id: h.id,
        motivo_id: m.id,
        nombre: 'Ana Gómez',
        telefono: '3001234567',
        email: `feed${seq++}@correo.co`,
        fecha_cita: fecha,
        hora_inicio: hora,
        hora_fin: `${hora.slice(0, 3)}30`,
        inicio: instanteBogota(fecha, hora),
        uid: `${crypto.randomUUID()}@citasalud`,
        ...over,
      })
      .returning();
    filas.push(fila);
  }
  return { p, citas: filas };
}

/** A fresh client address per request, so the feed's throttle never reaches another test. */
const ip = () => `10.77.${seq % 250}.${seq++ % 250}`;
const cuenta = (path: string, token: string, method = 'GET') =>
  callJson(path, { method, token, headers: { 'X-Test-Now': AHORA } });
const feed = (path: string, headers: Record<string, string> = {}) =>
  call(path, { headers: { 'X-Test-Now': AHORA, 'cf-connecting-ip': ip(), ...headers } });
const rutaDe = (url: string) => new URL(url).pathname;
const unfold = (ics: string) => ics.replace(/\r\n /g, '');
/** The VEVENT block carrying `uid`. */
const eventoDe = (ics: string, uid: string) =>
  unfold(ics)
    .split('BEGIN:VEVENT')
    .find((e) => e.includes(`UID:${uid}`)) ?? '';

describe('/api/agenda/calendario', () => {
  it('mints a secret address shown once, keeping only its SHA-256', async () => {
    const { p } = await consultorio([]);
    expect((await cuenta('/api/agenda/calendario', p.token)).json.succes).toEqual({ activo: false, url: null });
    const { status, json } = await cuenta('/api/agenda/calendario', p.token, 'POST');
    expect(status).toBe(200);
    expect(json.succes.activo).toBe(true);
    const token = /\/api\/calendario\/([A-Za-z0-9_-]+)\.ics$/.exec(json.succes.url)?.[1] ?? '';
    expect(token.length).toBeGreaterThanOrEqual(22); // 128 bits or more, base64url
    const [fila] = await db().select().from(schema.users).where(eq(schema.users.id, p.id));
    expect(fila.calendario_hash).toBe(await sha256Hex(token));
    expect((await cuenta('/api/agenda/calendario', p.token)).json.succes).toEqual({ activo: true, url: null });
  });

  it('rotates: a new address works and the old one stops', async () => {
    const { p } = await consultorio([{}]);
    const primera = (await cuenta('/api/agenda/calendario', p.token, 'POST')).json.succes.url;
    expect((await feed(rutaDe(primera))).status).toBe(200);
    const segunda = (await cuenta('/api/agenda/calendario', p.token, 'POST')).json.succes.url;
    expect(segunda).not.toBe(primera);
    expect((await feed(rutaDe(primera))).status).toBe(404);
    expect((await feed(rutaDe(segunda))).status).toBe(200);
  });

  it('revokes: the address answers 404 like any unknown one, with no hint', async () => {
    const { p } = await consultorio([{}]);
    const url = (await cuenta('/api/agenda/calendario', p.token, 'POST')).json.succes.url;
    const { status, json } = await cuenta('/api/agenda/calendario/revocar', p.token, 'POST');
    expect(status).toBe(200);
    expect(json.succes).toEqual({ activo: false, url: null });
    const revocada = await feed(rutaDe(url));
    const desconocida = await feed(`/api/calendario/${'A'.repeat(43)}.ics`);
    const malformada = await feed('/api/calendario/no-es-un-token');
    expect([revocada.status, desconocida.status, malformada.status]).toEqual([404, 404, 404]);
    const cuerpo = await revocada.text();
    expect(await desconocida.text()).toBe(cuerpo);
    expect(await malformada.text()).toBe(cuerpo);
    expect((await cuenta('/api/agenda/calendario', p.token)).json.succes.activo).toBe(false);
  });

  it('needs a session to mint, read or revoke (401)', async () => {
    for (const [path, method] of [
      ['/api/agenda/calendario', 'GET'],
      ['/api/agenda/calendario', 'POST'],
      ['/api/agenda/calendario/revocar', 'POST'],
    ]) {
      expect((await callJson(path, { method })).status, `${method} ${path}`).toBe(401);
    }
  });
});

describe('GET /api/calendario/{token}.ics', () => {
  it('answers her citas of the span as a named calendar, cancelled ones marked so', async () => {
    const { p, citas } = await consultorio([
      { nombre: 'Ana Gómez', modalidad: 2, enlace_video: ENLACE, secuencia: 2 },
      { nombre: 'Beatriz Díaz', fecha_cita: '2026-12-10', cancelada_at: '2026-11-30T10:00:00.000Z', secuencia: 1 },
      { nombre: 'Carla Ruiz', fecha_cita: '2026-11-05' }, // 26 days back: kept
      { nombre: 'Dora Pérez', fecha_cita: '2026-10-20' }, // 42 days back: left out
    ]);
    const ajena = await consultorio([{ nombre: 'De Otra' }]);
    const url = (await cuenta('/api/agenda/calendario', p.token, 'POST')).json.succes.url;
    await cuenta('/api/agenda/calendario', ajena.p.token, 'POST');
    const res = await feed(rutaDe(url));
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toBe('private, max-age=300');
    const ics = await res.text();
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(unfold(ics)).toContain('X-WR-CALNAME:CitaSalud: agenda de Laura Rincón');
    const virtual = eventoDe(ics, citas[0].uid);
    expect(virtual).toContain('SEQUENCE:2');
    expect(virtual).toContain('SUMMARY:Cita: Ana Gómez');
    expect(virtual).toContain(`LOCATION:${ENLACE}`);
    expect(virtual).toContain(`URL:${ENLACE}`);
    expect(virtual).toContain(`DESCRIPTION:Motivo: Valoración\\nModalidad: Virtual\\nVideollamada: ${ENLACE}`);
    expect(virtual).toContain('STATUS:CONFIRMED');
    const cancelada = eventoDe(ics, citas[1].uid);
    expect(cancelada).toContain('STATUS:CANCELLED');
    expect(cancelada).toContain('SEQUENCE:1');
    expect(eventoDe(ics, citas[2].uid)).toContain('Modalidad: Presencial');
    expect(ics).not.toContain(citas[3].uid);
    expect(ics).not.toContain('De Otra');
    // no paciente e-mail or phone leaves in the feed
    expect(ics).not.toContain('@correo.co');
    expect(ics).not.toContain('3001234567');
    // the same without the .ics suffix
    expect(await (await feed(rutaDe(url).replace(/\.ics$/, ''))).text()).toBe(ics);
  });

  it('counts reads per client address: past 60 in 10 minutes, 429', async () => {
    const { p } = await consultorio([]);
    const ruta = rutaDe((await cuenta('/api/agenda/calendario', p.token, 'POST')).json.succes.url);
    const misma = { 'cf-connecting-ip': `10.78.${seq++ % 250}.1` };
    for (let i = 0; i < 60; i++) expect((await feed(ruta, misma)).status).toBe(200);
    const res = await feed(ruta, misma);
    expect(res.status).toBe(429);
    expect(((await res.json()) as { message: string }).message).toMatch(/Demasiadas solicitudes/);
    expect((await feed(ruta)).status).toBe(200);
  });
});
