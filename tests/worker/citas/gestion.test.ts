import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../../worker/db/schema';
import { sha256Hex } from '../../../worker/plataforma/cripto';
import { callJson, db, makeCuenta } from '../helpers';

/** Monday 2 March 2026, 08:00 in Bogotá (13:00 UTC): the clock of these tests. */
const AHORA = '2026-03-02T13:00:00Z';
const LUNES = '2026-03-09';
const MIERCOLES = '2026-03-11';

let ipSeq = 0;
/** A fresh client address, so the per-address throttles never mix tests. */
const nuevaIp = () => `10.9.${Math.floor(ipSeq / 250)}.${ipSeq++ % 250}`;

/** A profesional attending Mondays and Wednesdays at 09:00 and 10:00, with one motivo. */
async function consultorio(over: Partial<typeof schema.users.$inferInsert> = {}) {
  const profesional = await makeCuenta({
    nombre: 'Laura',
    apellido: 'Rincón',
    direccion: 'Calle 10 # 5-20',
    email: `laura.${nuevaIp().replace(/\./g, '')}@consultorio.co`,
    fijo: '6015551234',
    celular: '3115550123',
    // her phones reach the paciente only once she publishes them (issue 22, Ley 1581); of the two,
    // the mobile, as her profile shows it (common/telefono.ts)
    publicar_celular: 1,
    ...over,
  });
  const [nueve, diez] = await db()
    .insert(schema.horarios)
    .values([
      { user_id: profesional.id, hora_inicio: '09:00', hora_fin: '09:30', lunes: 1, miercoles: 1 },
      { user_id: profesional.id, hora_inicio: '10:00', hora_fin: '10:30', lunes: 1, miercoles: 1 },
    ])
    .returning();
  const [motivo] = await db().insert(schema.motivos).values({ user_id: profesional.id, nombre: 'Control' }).returning();
  return { profesional, nueve, diez, motivo };
}
type Consultorio = Awaited<ReturnType<typeof consultorio>>;

/** Books through the API (Monday 09:00 unless told); answers the cita's id, its manage token and e-mail. */
async function agendar(f: Consultorio, o: { fecha?: string; horario?: number; now?: string } = {}) {
  const email = `paciente.${nuevaIp().replace(/\./g, '')}@correo.co`;
  const { status, json } = await callJson('/api/cita/create', {
    body: {
      nombre: 'Ana Gómez',
      email,
      observacion: '',
      fecha_cita: o.fecha ?? LUNES,
      horario: o.horario ?? f.nueve.id,
      primera_visita: 'si',
      motivo: f.motivo.id,
      telefono: '3001234567',
      user: f.profesional.id,
      acepta_tratamiento: '1',
    },
    headers: { 'X-Test-Now': o.now ?? AHORA, 'cf-connecting-ip': nuevaIp() },
  });
  expect(status).toBe(201);
  return { id: json.succes.id as number, token: json.succes.gestion as string, email };
}

type Opciones = { now?: string; ip?: string; body?: Record<string, unknown> };
/** A call of the manage link, as the web page makes it. */
const gestion = (token: string, accion = '', o: Opciones = {}) =>
  callJson(`/api/cita/gestion/${token}${accion ? `/${accion}` : ''}`, {
    ...(accion ? { body: o.body ?? {}, encoding: 'json' as const } : {}),
    headers: { 'X-Test-Now': o.now ?? AHORA, 'cf-connecting-ip': o.ip ?? nuevaIp() },
  });

const filaCita = async (id: number) => (await db().select().from(schema.citas).where(eq(schema.citas.id, id)))[0];
const correosA = (para: string) =>
  db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.para, para)).orderBy(schema.mailOutbox.id);
const ics = (correo: { adjuntos: string }) =>
  JSON.parse(correo.adjuntos)[0] as { content: string; contentType: string };
const uidDe = (correo: { adjuntos: string }) => /UID:(.+)\r\n/.exec(ics(correo).content)?.[1];
const libres = async (profesionalId: number, fecha: string, now = AHORA) => {
  const { json } = await callJson(`/api/medic/disponibilidad?id=${profesionalId}&fecha=${fecha}`, {
    headers: { 'X-Test-Now': now },
  });
  return (json.succes as { hora_inicio: string }[]).map((h) => h.hora_inicio);
};

describe('GET /api/cita/gestion/:token', () => {
  it('answers the cita as its paciente sees it, never cached', async () => {
    const f = await consultorio();
    const r = await agendar(f);
    const { status, json, res } = await gestion(r.token);
    expect(status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const [confirmacion] = await correosA(r.email);
    expect(json.succes).toEqual({
      id: r.id,
      estado: 'pendiente',
      fecha_cita: LUNES,
      hora_inicio: '09:00',
      hora_fin: '09:30',
      inicio: '2026-03-09T14:00:00.000Z',
      motivo: 'Control',
      motivo_id: f.motivo.id,
      observacion: '',
      nombre: 'Ana Gómez',
      email: r.email,
      telefono: '3001234567',
      modalidad: 'presencial',
      enlace_virtual: '',
      profesional: {
        id: f.profesional.id,
        nombre: 'Laura Rincón',
        especialidad: '',
        direccion: 'Calle 10 # 5-20',
        ciudad: 'Bogotá',
        telefono: '+57 311 555 0123',
      },
      uid: uidDe(confirmacion),
      secuencia: 0,
      aviso_cancelacion_horas: 2,
      modificable: true,
      motivo_bloqueo: '',
      cancelada_por: '',
      cancelacion_motivo: '',
      confirmada: false,
    });
  });

  it('says why it can no longer be changed inside the notice window, with the phone to call', async () => {
    const f = await consultorio({ fijo: '', celular: '3109876543' });
    const r = await agendar(f);
    const { json } = await gestion(r.token, '', { now: '2026-03-09T12:30:00Z' }); // 07:30, 90 minutes before
    expect(json.succes.modificable).toBe(false);
    expect(json.succes.motivo_bloqueo).toBe(
      'Ya no puedes cancelar ni reprogramar en línea: faltan menos de 2 horas para tu cita. Llama al especialista al +57 310 987 6543.',
    );
    expect((await gestion(r.token, '', { now: '2026-03-09T11:59:00Z' })).json.succes.modificable).toBe(true);
  });

  it('answers 404 with a Spanish message for unknown, malformed and expired tokens', async () => {
    const f = await consultorio();
    const r = await agendar(f);
    const otro = `${r.token.slice(0, -4)}${r.token.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    for (const token of [otro, 'corto', 'x'.repeat(40), encodeURIComponent("' OR 1=1 --")]) {
      const { status, json } = await gestion(token);
      expect(status, token).toBe(404);
      expect(json.message).toMatch(/enlace no es válido o ya venció/);
    }
    // valid until 30 days after the start
    expect((await gestion(r.token, '', { now: '2026-04-08T13:00:00Z' })).status).toBe(200);
    expect((await gestion(r.token, '', { now: '2026-04-08T14:00:01Z' })).status).toBe(404);
  });

  it('counts calls per client address: past 60 in 10 minutes, 429 in Spanish', async () => {
    const f = await consultorio();
    const r = await agendar(f);
    const ip = nuevaIp();
    for (let i = 0; i < 60; i++)
      expect((await gestion(`desconocido${i}xxxxxxxxxxxxxxxx`, '', { ip })).status).toBe(404);
    const { status, json } = await gestion(r.token, '', { ip });
    expect(status).toBe(429);
    expect(json.message).toBe('Demasiados intentos. Espera unos minutos e inténtalo de nuevo.');
    expect((await gestion(r.token)).status).toBe(200);
  });
});

describe('POST /api/cita/gestion/:token/cancelar', () => {
  it('cancels with the reason, frees the franja at once and another paciente books it', async () => {
    const f = await consultorio();
    const r = await agendar(f);
    expect(await libres(f.profesional.id, LUNES)).toEqual(['10:00']);
    const { status, json } = await gestion(r.token, 'cancelar', { body: { motivo: 'Me salió un viaje' } });
    expect(status).toBe(200);
    expect(json.succes).toMatchObject({
      estado: 'cancelada',
      cancelada_por: 'paciente',
      cancelacion_motivo: 'Me salió un viaje',
      secuencia: 1,
      modificable: false,
      motivo_bloqueo: 'Esta cita ya fue cancelada.',
    });
    expect((await filaCita(r.id)).cancelada_at).toBe('2026-03-02T13:00:00.000Z');
    expect(await libres(f.profesional.id, LUNES)).toEqual(['09:00', '10:00']);
    await agendar(f);
  });

  it("gives whoever books a freed franja her own manage link and consent, not the cancelled cita's", async () => {
    const f = await consultorio();
    const antes = await agendar(f);
    expect((await gestion(antes.token, 'cancelar')).status).toBe(200);
    const despues = await agendar(f);
    expect(despues.id).not.toBe(antes.id);

    const { status, json } = await gestion(despues.token);
    expect(status).toBe(200);
    expect(json.succes).toMatchObject({ id: despues.id, estado: 'pendiente', modificable: true });
    const [consentimiento] = await db()
      .select()
      .from(schema.consentimientos)
      .where(eq(schema.consentimientos.email, despues.email));
    expect(consentimiento.cita_id).toBe(despues.id);
  });

  it('tells both sides, with the booking UID, a raised SEQUENCE and METHOD:CANCEL', async () => {
    const f = await consultorio();
    const r = await agendar(f);
    expect((await gestion(r.token, 'cancelar')).status).toBe(200);
    const [confirmacion, cancelacion] = await correosA(r.email);
    expect(cancelacion.asunto).toBe('Tu cita del lunes, 9 de marzo de 2026 a las 9:00 a. m. fue cancelada');
    expect(cancelacion.texto).toContain('Cancelaste tu cita.');
    expect(cancelacion.texto).toContain('Teléfono del especialista: +57 311 555 0123');
    // every e-mail about the cita carries a manage link; this one opens the cita, now cancelled
    const enlace = /\/mi-cita\/([A-Za-z0-9_-]{43})/.exec(cancelacion.texto)?.[1] ?? '';
    expect(enlace).not.toBe(r.token);
    const vista = await callJson(`/api/cita/gestion/${enlace}`, { headers: { 'X-Test-Now': AHORA } });
    expect(vista.json.succes.estado).toBe('cancelada');
    const [, alProfesional] = await correosA(f.profesional.email);
    expect(alProfesional.asunto).toBe('Cita cancelada: lunes, 9 de marzo de 2026 a las 9:00 a. m.');
    expect(alProfesional.texto).toContain('Tu paciente canceló su cita.');
    for (const correo of [cancelacion, alProfesional]) {
      expect(uidDe(correo)).toBe(uidDe(confirmacion));
      expect(ics(correo).content).toContain('\r\nSEQUENCE:1\r\n');
      expect(ics(correo).content).toContain('\r\nMETHOD:CANCEL\r\n');
      expect(ics(correo).contentType).toContain('method=CANCEL');
      expect(correo.estado).toBe('enviado');
    }
    expect(ics(confirmacion).content).toContain('\r\nSEQUENCE:0\r\n');
  });

  it('cancels from a copy the page read only while the cita is still as copied', async () => {
    const f = await consultorio();
    // the page read it (this isolate keeps a copy), then the cita moved elsewhere (another isolate)
    const movida = await agendar(f);
    expect((await gestion(movida.token)).status).toBe(200);
    await db()
      .update(schema.citas)
      .set({ hora_inicio: '10:00', hora_fin: '10:30', horario_id: f.diez.id, secuencia: 1 })
      .where(eq(schema.citas.id, movida.id));
    const cancelada = await gestion(movida.token, 'cancelar');
    expect(cancelada.status).toBe(200);
    expect(cancelada.json.succes).toMatchObject({ estado: 'cancelada', hora_inicio: '10:00', secuencia: 2 });
    const [, aviso] = await correosA(movida.email);
    expect(aviso.asunto).toBe('Tu cita del lunes, 9 de marzo de 2026 a las 10:00 a. m. fue cancelada');
    // read, then cancelled by the profesional meanwhile: the copy does not answer, a fresh read does
    const otra = await agendar(f);
    expect((await gestion(otra.token)).status).toBe(200);
    await db()
      .update(schema.citas)
      .set({ cancelada_at: AHORA, cancelada_por: 'profesional', secuencia: 1 })
      .where(eq(schema.citas.id, otra.id));
    const tarde = await gestion(otra.token, 'cancelar');
    expect(tarde.status).toBe(409);
    expect(tarde.json.message).toBe('Esta cita ya fue cancelada.');
    expect((await filaCita(otra.id)).cancelada_por).toBe('profesional');
  });

  it('cancels once when two cancellations race: one 200, one 409, one notice', async () => {
    const f = await consultorio();
    const r = await agendar(f);
    const respuestas = await Promise.all([gestion(r.token, 'cancelar'), gestion(r.token, 'cancelar')]);
    expect(respuestas.map((x) => x.status).sort()).toEqual([200, 409]);
    expect((await filaCita(r.id)).secuencia).toBe(1);
    expect(await correosA(r.email)).toHaveLength(2);
    expect(await correosA(f.profesional.email)).toHaveLength(2);
  });

  it('refuses with 409 inside the notice window, saying why and whom to call, and changes nothing', async () => {
    const f = await consultorio({ aviso_cancelacion_horas: 24 });
    const r = await agendar(f);
    const { status, json } = await gestion(r.token, 'cancelar', { now: '2026-03-08T18:00:00Z' }); // 20 h before
    expect(status).toBe(409);
    expect(json.message).toBe(
      'Ya no puedes cancelar ni reprogramar en línea: faltan menos de 24 horas para tu cita. Llama al especialista al +57 311 555 0123.',
    );
    expect((await filaCita(r.id)).cancelada_at).toBeNull();
    expect(await correosA(r.email)).toHaveLength(1);
  });

  it('refuses with 409 a cita already cancelled, started, attended or missed', async () => {
    const f = await consultorio();
    const casos: [string, (id: number) => Promise<unknown>, string, string?][] = [
      [
        'cancelada',
        async (id) => db().update(schema.citas).set({ cancelada_at: AHORA }).where(eq(schema.citas.id, id)),
        'Esta cita ya fue cancelada.',
      ],
      [
        'atendida',
        async (id) => db().update(schema.citas).set({ atendido: 1 }).where(eq(schema.citas.id, id)),
        'Esta cita ya fue atendida.',
      ],
      [
        'no asistió',
        async (id) => db().update(schema.citas).set({ no_asistio_at: AHORA }).where(eq(schema.citas.id, id)),
        'Esta cita ya pasó y quedó registrada como inasistencia.',
      ],
      ['empezada', async () => null, 'Esta cita ya pasó.', '2026-03-09T14:00:00Z'],
    ];
    for (const [nombre, preparar, mensaje, now] of casos) {
      const r = await agendar(f, {
        fecha: nombre === 'empezada' ? LUNES : MIERCOLES,
        horario: nombre === 'cancelada' ? f.diez.id : f.nueve.id,
      });
      await preparar(r.id);
      const antes = await filaCita(r.id);
      const { status, json } = await gestion(r.token, 'cancelar', { now });
      expect(status, nombre).toBe(409);
      expect(json.message, nombre).toBe(mensaje);
      expect(await filaCita(r.id), nombre).toEqual(antes);
      expect(await correosA(r.email), nombre).toHaveLength(1);
      await db().delete(schema.citas).where(eq(schema.citas.id, r.id));
    }
  });

  it('refuses a reason past 500 characters with 422 in Spanish', async () => {
    const f = await consultorio();
    const r = await agendar(f);
    const { status, json } = await gestion(r.token, 'cancelar', { body: { motivo: 'x'.repeat(501) } });
    expect(status).toBe(422);
    expect(json.errors.motivo).toEqual(['El campo motivo admite máximo 500 caracteres.']);
    expect((await filaCita(r.id)).cancelada_at).toBeNull();
  });
});

describe('POST /api/cita/gestion/:token/reprogramar', () => {
  it('moves the cita, frees the old franja, takes the new one and unconfirms it', async () => {
    const f = await consultorio();
    const r = await agendar(f);
    expect((await gestion(r.token, 'confirmar')).json.succes.confirmada).toBe(true);
    const { status, json } = await gestion(r.token, 'reprogramar', {
      body: { fecha: MIERCOLES, hora_inicio: '10:00' },
    });
    expect(status).toBe(200);
    expect(json.succes).toMatchObject({
      estado: 'pendiente',
      fecha_cita: MIERCOLES,
      hora_inicio: '10:00',
      hora_fin: '10:30',
      inicio: '2026-03-11T15:00:00.000Z',
      secuencia: 1,
      confirmada: false,
      modificable: true,
    });
    const fila = await filaCita(r.id);
    expect([fila.horario_id, fila.recordatorio_lote, fila.confirmada_at]).toEqual([f.diez.id, null, null]);
    expect(await libres(f.profesional.id, LUNES)).toEqual(['09:00', '10:00']);
    expect(await libres(f.profesional.id, MIERCOLES)).toEqual(['09:00']);
  });

  it('moves from a copy the page read only while the cita and the horario are still as copied', async () => {
    const f = await consultorio();
    // the page read it (a copy with her horarios), then Wednesday 10:00 closed: refused from a fresh read
    const r = await agendar(f);
    expect((await gestion(r.token)).status).toBe(200);
    await db().update(schema.horarios).set({ miercoles: 0 }).where(eq(schema.horarios.id, f.diez.id));
    const cerrada = await gestion(r.token, 'reprogramar', { body: { fecha: MIERCOLES, hora_inicio: '10:00' } });
    expect(cerrada.status).toBe(422);
    expect((await filaCita(r.id)).fecha_cita).toBe(LUNES);
    // read again, then moved elsewhere (another isolate): the move starts from where it is now
    await db().update(schema.horarios).set({ miercoles: 1 }).where(eq(schema.horarios.id, f.diez.id));
    expect((await gestion(r.token)).status).toBe(200);
    await db()
      .update(schema.citas)
      .set({ hora_inicio: '10:00', hora_fin: '10:30', horario_id: f.diez.id, secuencia: 1 })
      .where(eq(schema.citas.id, r.id));
    const movida = await gestion(r.token, 'reprogramar', { body: { fecha: MIERCOLES, hora_inicio: '09:00' } });
    expect(movida.status).toBe(200);
    expect(movida.json.succes).toMatchObject({ fecha_cita: MIERCOLES, hora_inicio: '09:00', secuencia: 2 });
    const avisos = await correosA(r.email);
    expect(avisos.at(-1)?.texto).toContain('Antes era el lunes, 9 de marzo de 2026 a las 10:00 a. m.');
  });

  it('tells both sides, the paciente with a fresh manage link stored only hashed', async () => {
    const f = await consultorio();
    const r = await agendar(f);
    expect((await gestion(r.token, 'reprogramar', { body: { fecha: MIERCOLES, hora_inicio: '09:00' } })).status).toBe(
      200,
    );
    const [confirmacion, aviso] = await correosA(r.email);
    expect(aviso.asunto).toBe('Tu cita cambió: ahora es el miércoles, 11 de marzo de 2026 a las 9:00 a. m.');
    expect(aviso.texto).toContain('Antes era el lunes, 9 de marzo de 2026 a las 9:00 a. m.');
    const token = /\/mi-cita\/([A-Za-z0-9_-]+)/.exec(aviso.texto)?.[1] ?? '';
    expect(token).not.toBe('');
    expect(token).not.toBe(r.token);
    expect((await gestion(token)).json.succes.fecha_cita).toBe(MIERCOLES);
    const enlaces = await db().select().from(schema.enlaces).where(eq(schema.enlaces.cita_id, r.id));
    expect(enlaces.map((e) => e.hash)).toContain(await sha256Hex(token));
    expect(JSON.stringify(enlaces)).not.toContain(token);
    const [, alProfesional] = await correosA(f.profesional.email);
    expect(alProfesional.asunto).toBe('Cita reprogramada: ahora miércoles, 11 de marzo de 2026 a las 9:00 a. m.');
    // a sentence that ends with a time ends with its own full stop, never 'a. m..'
    expect(alProfesional.texto).toContain('Antes era el lunes, 9 de marzo de 2026 a las 9:00 a. m.\n');
    expect(alProfesional.texto).not.toContain('m..');
    expect(alProfesional.texto).not.toContain(token);
    for (const correo of [aviso, alProfesional]) {
      expect(uidDe(correo)).toBe(uidDe(confirmacion));
      expect(ics(correo).content).toContain('\r\nSEQUENCE:1\r\n');
      expect(ics(correo).content).toContain('\r\nDTSTART:20260311T140000Z\r\n');
      expect(ics(correo).content).not.toContain('METHOD:CANCEL');
    }
  });

  it('refuses a taken franja with 409 and changes nothing', async () => {
    const f = await consultorio();
    const r = await agendar(f);
    await agendar(f, { fecha: MIERCOLES });
    const antes = await filaCita(r.id);
    const { status, json } = await gestion(r.token, 'reprogramar', {
      body: { fecha: MIERCOLES, hora_inicio: '09:00' },
    });
    expect(status).toBe(409);
    expect(json.message).toBe('Ese horario ya fue reservado. Elige otro.');
    expect(await filaCita(r.id)).toEqual(antes);
    expect(await correosA(r.email)).toHaveLength(1);
    expect(await db().select().from(schema.enlaces).where(eq(schema.enlaces.cita_id, r.id))).toHaveLength(1);
  });

  it('lets exactly one of two concurrent reschedules to one franja win; the other changes nothing', async () => {
    const f = await consultorio();
    const a = await agendar(f);
    const b = await agendar(f, { horario: f.diez.id });
    const [antesA, antesB] = [await filaCita(a.id), await filaCita(b.id)];
    const cuerpo = { body: { fecha: MIERCOLES, hora_inicio: '09:00' } };
    const respuestas = await Promise.all([
      gestion(a.token, 'reprogramar', cuerpo),
      gestion(b.token, 'reprogramar', cuerpo),
    ]);
    expect(respuestas.map((r) => r.status).sort()).toEqual([200, 409]);
    const [ganadora, perdedora] = respuestas[0].status === 200 ? [a, b] : [b, a];
    expect((await filaCita(ganadora.id)).fecha_cita).toBe(MIERCOLES);
    expect(await filaCita(perdedora.id)).toEqual(perdedora === a ? antesA : antesB);
    expect(await correosA(ganadora.email)).toHaveLength(2);
    expect(await correosA(perdedora.email)).toHaveLength(1);
    expect(await libres(f.profesional.id, MIERCOLES)).toEqual(['10:00']);
  });

  it('refuses bad franjas with 422 in Spanish', async () => {
    const f = await consultorio();
    const r = await agendar(f);
    const casos: [Record<string, unknown>, string, string][] = [
      [
        { fecha: '2026-03-10', hora_inicio: '09:00' },
        'hora_inicio',
        'El especialista no atiende a esa hora ese día. Elige otro horario.',
      ],
      [
        { fecha: MIERCOLES, hora_inicio: '11:00' },
        'hora_inicio',
        'El especialista no atiende a esa hora ese día. Elige otro horario.',
      ],
      [{ fecha: LUNES, hora_inicio: '09:00' }, 'hora_inicio', 'Tu cita ya está en ese horario. Elige otro.'],
      [{ fecha: '2026-03-01', hora_inicio: '09:00' }, 'fecha', 'La fecha ya pasó. Elija hoy o un día posterior.'],
      [{ fecha: '2026-06-03', hora_inicio: '09:00' }, 'fecha', 'Solo se pueden agendar citas en los próximos 90 días.'],
      [{ fecha: '2026-02-30', hora_inicio: '09:00' }, 'fecha', 'La fecha no es válida. Use AAAA-MM-DD o M/D/AAAA.'],
      [{ fecha: MIERCOLES, hora_inicio: '9 am' }, 'hora_inicio', 'La hora no es válida. Use HH:MM.'],
      [{ hora_inicio: '09:00' }, 'fecha', 'El campo fecha es obligatorio.'],
    ];
    for (const [body, campo, mensaje] of casos) {
      const { status, json } = await gestion(r.token, 'reprogramar', { body });
      expect(status, JSON.stringify(body)).toBe(422);
      expect(json.errors[campo], JSON.stringify(body)).toEqual([mensaje]);
    }
    // a franja of today that already started (the cita itself is on Wednesday)
    const miercoles = await agendar(f, { fecha: MIERCOLES, horario: f.diez.id });
    const hoy = await gestion(miercoles.token, 'reprogramar', {
      body: { fecha: LUNES, hora_inicio: '09:00' },
      now: '2026-03-09T14:30:00Z', // Monday 09:30 in Bogotá
    });
    expect([hoy.status, hoy.json.errors?.hora_inicio]).toEqual([
      422,
      ['Ese horario ya pasó. Elija un horario posterior.'],
    ]);
    expect((await filaCita(miercoles.id)).secuencia).toBe(0);
    expect((await filaCita(r.id)).secuencia).toBe(0);
  });

  it('refuses with 409 inside the notice window and for a cancelled cita', async () => {
    const f = await consultorio();
    const r = await agendar(f);
    const cuerpo = { fecha: MIERCOLES, hora_inicio: '09:00' };
    const tarde = await gestion(r.token, 'reprogramar', { body: cuerpo, now: '2026-03-09T13:00:00Z' });
    expect(tarde.status).toBe(409);
    expect(tarde.json.message).toMatch(/^Ya no puedes cancelar ni reprogramar en línea: faltan menos de 2 horas/);
    expect((await gestion(r.token, 'cancelar')).status).toBe(200);
    const cancelada = await gestion(r.token, 'reprogramar', { body: cuerpo });
    expect([cancelada.status, cancelada.json.message]).toEqual([409, 'Esta cita ya fue cancelada.']);
    expect((await filaCita(r.id)).fecha_cita).toBe(LUNES);
  });
});

describe('POST /api/cita/gestion/:token/confirmar', () => {
  it('confirms attendance once, idempotently, and the profesional sees it', async () => {
    const f = await consultorio();
    const r = await agendar(f);
    const primera = await gestion(r.token, 'confirmar', { now: '2026-03-08T15:00:00Z' });
    expect(primera.status).toBe(200);
    expect(primera.json.succes).toMatchObject({ estado: 'confirmada', confirmada: true });
    const segunda = await gestion(r.token, 'confirmar', { now: '2026-03-09T13:30:00Z' }); // inside the notice: fine
    expect(segunda.status).toBe(200);
    expect((await filaCita(r.id)).confirmada_at).toBe('2026-03-08T15:00:00.000Z');
    const { json } = await callJson('/api/medic/all/private', {
      token: f.profesional.token,
      headers: { 'X-Test-Now': AHORA },
    });
    expect(json.citas.find((c: { id: number }) => c.id === r.id).estado).toBe('confirmada');
  });

  it('refuses with 409 a cita cancelled, started, attended or missed', async () => {
    const f = await consultorio();
    const r = await agendar(f);
    expect((await gestion(r.token, 'confirmar', { now: '2026-03-09T14:00:00Z' })).status).toBe(409);
    for (const [cambio, mensaje] of [
      [{ no_asistio_at: AHORA }, 'Esta cita ya pasó y quedó registrada como inasistencia.'],
      [{ atendido: 1 }, 'Esta cita ya fue atendida.'],
      [{ cancelada_at: AHORA }, 'Esta cita ya fue cancelada.'],
    ] as const) {
      await db().update(schema.citas).set(cambio).where(eq(schema.citas.id, r.id));
      const { status, json } = await gestion(r.token, 'confirmar');
      expect([status, json.message]).toEqual([409, mensaje]);
    }
    expect(
      await db()
        .select()
        .from(schema.citas)
        .where(and(eq(schema.citas.id, r.id), eq(schema.citas.secuencia, 0))),
    ).toHaveLength(1);
    expect((await filaCita(r.id)).confirmada_at).toBeNull();
  });
});

describe('reprogramar by ranges and durations (issue 20)', () => {
  /** A profesional with 20-minute franjas and a 10-minute pause over Monday–Wednesday 08:00–12:00, and a 40-minute motivo. */
  async function rangos() {
    const profesional = await makeCuenta({ duracion_franja: 20, pausa_minutos: 10, fijo: '6015551234' });
    const [rango] = await db()
      .insert(schema.horarios)
      .values({ user_id: profesional.id, hora_inicio: '08:00', hora_fin: '12:00', lunes: 1, martes: 1, miercoles: 1 })
      .returning();
    const [larga] = await db()
      .insert(schema.motivos)
      .values({ user_id: profesional.id, nombre: 'Primera vez', duracion_minutos: 40 })
      .returning();
    return { profesional, rango, larga };
  }
  const agendarEn = async (f: Awaited<ReturnType<typeof rangos>>, fecha: string, hora_inicio: string) => {
    const { status, json } = await callJson('/api/cita/create', {
      body: {
        nombre: 'Ana Gómez',
        email: `rango.${nuevaIp().replace(/\./g, '')}@correo.co`,
        fecha_cita: fecha,
        horario: f.rango.id,
        hora_inicio,
        primera_visita: 'si',
        motivo: f.larga.id,
        telefono: '3001234567',
        user: f.profesional.id,
        acepta_tratamiento: '1',
      },
      headers: { 'X-Test-Now': AHORA, 'cf-connecting-ip': nuevaIp() },
    });
    expect(status, JSON.stringify(json)).toBe(201);
    return { id: json.succes.id as number, token: json.succes.gestion as string };
  };

  it('moves a cita keeping its duration, to a franja of the grid, with its pause after it', async () => {
    const f = await rangos();
    const r = await agendarEn(f, LUNES, '08:00');
    expect(await filaCita(r.id)).toMatchObject({ hora_fin: '08:40', ocupa_hasta: '08:50' });
    // the grid steps 30 minutes (20 + 10 of pause): 08:00, 08:30, 09:00 …
    const { status, json } = await gestion(r.token, 'reprogramar', {
      body: { fecha: MIERCOLES, hora_inicio: '09:00' },
    });
    expect(status).toBe(200);
    expect(json.succes).toMatchObject({ fecha_cita: MIERCOLES, hora_inicio: '09:00', hora_fin: '09:40' });
    expect(await filaCita(r.id)).toMatchObject({ hora_fin: '09:40', ocupa_hasta: '09:50', horario_id: f.rango.id });
  });

  it('refuses a start off the grid, one where the visit does not fit, and a festivo (422)', async () => {
    const f = await rangos();
    const r = await agendarEn(f, LUNES, '08:00');
    const fuera = await gestion(r.token, 'reprogramar', { body: { fecha: MIERCOLES, hora_inicio: '09:10' } });
    expect(fuera.status).toBe(422);
    expect(fuera.json.errors.hora_inicio[0]).toMatch(/no es una de las franjas/);
    const noCabe = await gestion(r.token, 'reprogramar', { body: { fecha: MIERCOLES, hora_inicio: '11:30' } });
    expect(noCabe.status).toBe(422);
    const festivo = await gestion(r.token, 'reprogramar', { body: { fecha: '2026-03-23', hora_inicio: '09:00' } });
    expect(festivo.status).toBe(422);
    expect(festivo.json.errors.fecha[0]).toMatch(/festivo/);
    expect((await filaCita(r.id)).secuencia).toBe(0);
  });

  it('refuses with 409 a move whose duration would cross another cita', async () => {
    const f = await rangos();
    const r = await agendarEn(f, LUNES, '08:00');
    await agendarEn(f, MIERCOLES, '09:30');
    // 09:00–09:40 plus the pause crosses the 09:30 cita
    const cruce = await gestion(r.token, 'reprogramar', { body: { fecha: MIERCOLES, hora_inicio: '09:00' } });
    expect(cruce.status).toBe(409);
    expect(cruce.json.message).toBe('Ese horario ya fue reservado. Elige otro.');
    expect((await filaCita(r.id)).fecha_cita).toBe(LUNES);
  });

  it('refuses from a copy read before an absence was added over the new franja', async () => {
    const f = await rangos();
    const r = await agendarEn(f, LUNES, '08:00');
    expect((await gestion(r.token)).status).toBe(200); // the page's copy
    await db().insert(schema.ausencias).values({ user_id: f.profesional.id, desde: MIERCOLES, hasta: MIERCOLES });
    const movida = await gestion(r.token, 'reprogramar', { body: { fecha: MIERCOLES, hora_inicio: '09:00' } });
    expect(movida.status).toBe(422);
    expect(movida.json.errors.fecha).toEqual(['El especialista no atiende en esa fecha u hora. Elige otro horario.']);
    expect((await filaCita(r.id)).fecha_cita).toBe(LUNES);
  });
});
