/**
 * Reminders (worker/citas/recordatorios.ts) through the cron's run (`corridaCron`) and its local
 * trigger: the 24-hour window, the 2-hour rule, exactly once under overlapping runs, a run that
 * dies, a cancel or a reschedule racing a run, the reminder's content and WhatsApp by opt-in.
 * Each test takes its own instants (years apart from the others and from the other files' citas),
 * so the runs of one test never meet the citas of another.
 */
import { env } from 'cloudflare:workers';
import { eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { app } from '../../../worker';
import { guardarEnlace, leerEnlace, nuevoEnlace } from '../../../worker/citas/enlaces';
import { citasPendientes, enviarRecordatorios } from '../../../worker/citas/recordatorios';
import { schema } from '../../../worker/db/schema';
import { corridaCron } from '../../../worker/tareas/programadas';
import { horario, motivo } from '../agenda-fixtures';
import { call, callJson, db, makeCuenta } from '../helpers';

/** How long a test waits for the outbox queue's consumer (wrangler's embedded queue: batches of up to 1 s). */
const ENTREGA = { timeout: 15_000, interval: 100 };

const HORA = 3_600_000;
let seq = 0;
const unico = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;

/** A profesional whose horario and motivo the citas below use. */
async function consultorio() {
  // she publishes her phones: the reminder then carries one, the mobile her profile shows (issue 22,
  // Ley 1581; common/telefono.ts)
  const p = await makeCuenta({
    nombre: 'Laura',
    apellido: 'Rincón',
    fijo: '6015551234',
    celular: '3115550123',
    direccion: 'Calle 10',
    publicar_celular: 1,
  });
  const todos = { lunes: 1, martes: 1, miercoles: 1, jueves: 1, viernes: 1, sabado: 1, domingo: 1 };
  return { p, h: await horario(p.id, todos), m: await motivo(p.id, 'Control') };
}
type Consultorio = Awaited<ReturnType<typeof consultorio>>;

/** A cita starting at `inicio` (its Bogotá date and time derived from it), due for a reminder unless `over` says not. */
async function citaEn(c: Consultorio, inicio: Date, over: Partial<typeof schema.citas.$inferInsert> = {}) {
  const bogota = new Date(inicio.getTime() - 5 * HORA).toISOString();
  const [cita] = await db()
    .insert(schema.citas)
    .values({
      user_id: c.p.id,
      horario_id: c.h.id,
      motivo_id: c.m.id,
      nombre: 'Ana',
      telefono: `3${String(100_000_000 + ((seq++ * 7919) % 899_999_999))}`,
      email: `paciente.${unico()}@correo.co`,
      fecha_cita: bogota.slice(0, 10),
      hora_inicio: bogota.slice(11, 16),
      hora_fin: bogota.slice(11, 16),
      inicio: inicio.toISOString(),
      uid: `${crypto.randomUUID()}@citasalud`,
      ...over,
    })
    .returning();
  return cita;
}

const mensajesDe = (citas: { email: string; telefono: string }[]) =>
  db()
    .select()
    .from(schema.mailOutbox)
    .where(inArray(schema.mailOutbox.para, [...citas.map((c) => c.email), ...citas.map((c) => `57${c.telefono}`)]));
const recordatoriosDe = async (cita: { email: string }) =>
  (await mensajesDe([{ email: cita.email, telefono: '' }])).filter((m) => m.asunto.startsWith('Recordatorio'));
const fila = async (id: number) => (await db().select().from(schema.citas).where(eq(schema.citas.id, id)))[0];
const enlacesDe = (id: number) => db().select().from(schema.enlaces).where(eq(schema.enlaces.cita_id, id));

/**
 * Runs `antes` right before each of the first `veces` batches goes to D1 (the moment between a
 * run's read and its write); later ones (with `veces` 1, those `antes` itself sends) pass through.
 */
function antesDeEscribir(antes: () => Promise<unknown>, veces = Number.POSITIVE_INFINITY) {
  const original = env.DB.batch.bind(env.DB);
  let llamadas = 0;
  return vi.spyOn(env.DB, 'batch').mockImplementation(async (sentencias) => {
    if (llamadas++ < veces) await antes();
    return original(sentencias);
  });
}

/** A manage link of `cita`, as her booking e-mail carries it. */
async function tokenDe(cita: { id: number; inicio: string }) {
  const enlace = await nuevoEnlace({
    tipo: 'gestion',
    cita_id: cita.id,
    expira_at: new Date(Date.parse(cita.inicio) + 30 * 24 * HORA).toISOString(),
  });
  await guardarEnlace(db(), enlace.fila);
  return enlace.token;
}

/** The paciente cancels through her link at `ahora`. */
const cancelar = (token: string, ahora: Date) =>
  call(`/api/cita/gestion/${token}/cancelar`, {
    body: { motivo: 'No puedo ir' },
    headers: { 'X-Test-Now': ahora.toISOString(), 'cf-connecting-ip': `10.36.${seq++ % 250}.3` },
  });

afterEach(() => vi.restoreAllMocks());

describe('the reminder run', () => {
  it('reminds every due cita starting in the next 24 hours, and no other', async () => {
    const c = await consultorio();
    const ahora = new Date('2035-01-10T13:00:00Z');
    const en = (ms: number) => new Date(ahora.getTime() + ms);
    const dentro = [await citaEn(c, en(HORA)), await citaEn(c, en(23 * HORA)), await citaEn(c, en(24 * HORA))];
    const fuera = [
      await citaEn(c, en(24 * HORA + 60_000)),
      await citaEn(c, en(-60_000)),
      await citaEn(c, en(2 * HORA), { cancelada_at: ahora.toISOString(), cancelada_por: 'paciente' }),
      await citaEn(c, en(3 * HORA), { atendido: 1 }),
      await citaEn(c, en(4 * HORA), { recordatorio_lote: 'no' }),
    ];
    const r = await corridaCron(env, ahora);
    expect(r).toMatchObject({ ahora: ahora.toISOString(), recordatorios: 3 });
    for (const cita of dentro) expect(await recordatoriosDe(cita), cita.inicio).toHaveLength(1);
    for (const cita of fuera) expect(await recordatoriosDe(cita), cita.inicio).toHaveLength(0);
    // put on the outbox's queue by the same run, whose consumer sends them (the local mailbox marks them sent)
    expect(r.encolados).toBeGreaterThanOrEqual(3);
    await vi.waitFor(async () => expect((await recordatoriosDe(dentro[0]))[0].estado).toBe('enviado'), ENTREGA);
    // a later run finds nothing more to remind: no reminder newer than the first run's. (The sent
    // ones may be gone: the consumer dates them by the real clock, years before this simulated
    // `ahora`, and the run's retention step trims sent messages past their age.)
    const ultimo = Math.max(...(await Promise.all(dentro.map(recordatoriosDe))).flat().map((m) => m.id));
    expect((await corridaCron(env, en(30_000))).recordatorios).toBe(0);
    for (const cita of dentro) expect((await recordatoriosDe(cita)).filter((m) => m.id > ultimo)).toEqual([]);
  });

  it('reads the due citas through the partial index citas_recordatorio_idx', async () => {
    const { sql, params } = citasPendientes(db(), new Date('2035-02-01T00:00:00Z'), 100).toSQL();
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ detail: string }>();
    const detalle = plan.results.map((p) => p.detail).join(' | ');
    expect(detalle).toMatch(/SEARCH citas USING INDEX citas_recordatorio_idx \(inicio>\? AND inicio<\?\)/);
    expect(detalle).not.toMatch(/TEMP B-TREE/);
  });

  it('sends one reminder to a cita booked 3 hours ahead and none to one booked 1 hour ahead', async () => {
    const c = await consultorio();
    // a profesional who takes bookings up to 30 minutes ahead (the default notice is 2 hours)
    await db().update(schema.users).set({ antelacion_minutos: 30 }).where(eq(schema.users.id, c.p.id));
    const ahora = '2035-03-05T13:00:00Z'; // 08:00 in Bogotá
    const franjas = {
      cerca: c.h, // 09:00–09:30 every day (a second range crossing it would be refused)
      lejos: await horario(c.p.id, { hora_inicio: '11:00', hora_fin: '11:30', lunes: 1, martes: 1, miercoles: 1 }),
    };
    const agendadas: Record<string, { email: string; id: number }> = {};
    for (const [cual, h] of Object.entries(franjas)) {
      const email = `agenda.${cual}.${unico()}@correo.co`;
      const { status, json } = await callJson('/api/cita/create', {
        body: {
          nombre: 'Ana',
          email,
          fecha_cita: '2035-03-05',
          horario: h.id,
          primera_visita: 'si',
          motivo: c.m.id,
          telefono: '3001234567',
          user: c.p.id,
          acepta_tratamiento: 'true',
        },
        headers: { 'X-Test-Now': ahora, 'cf-connecting-ip': `10.35.${seq++ % 250}.1` },
      });
      expect(status, JSON.stringify(json)).toBe(201);
      agendadas[cual] = { email, id: json.succes.id };
    }
    expect((await fila(agendadas.cerca.id)).recordatorio_lote).toBe('no');
    expect((await fila(agendadas.lejos.id)).recordatorio_lote).toBeNull();
    const r = await corridaCron(env, new Date(Date.parse(ahora) + 30 * 60_000));
    expect(r.recordatorios).toBe(1);
    expect(await recordatoriosDe(agendadas.lejos)).toHaveLength(1);
    expect(await recordatoriosDe(agendadas.cerca)).toHaveLength(0);
  });

  it("carries the manage link, the confirm link and the .ics with the cita's UID", async () => {
    const c = await consultorio();
    const ahora = new Date('2035-04-10T13:00:00Z');
    const cita = await citaEn(c, new Date(ahora.getTime() + 20 * HORA), { secuencia: 2 });
    await corridaCron(env, ahora);
    const [m] = await recordatoriosDe(cita);
    expect(m.asunto).toMatch(/^Recordatorio: tu cita es el .* a las /);
    const token = /\/mi-cita\/([A-Za-z0-9_-]+)\?confirmar=1/.exec(m.texto)?.[1] ?? '';
    expect(m.texto).toContain(`http://localhost:8787/mi-cita/${token}?confirmar=1`);
    expect(m.texto).toContain(`http://localhost:8787/mi-cita/${token}\n`);
    expect(m.html).toContain(`<a href="http://localhost:8787/mi-cita/${token}?confirmar=1">Confirmo mi asistencia</a>`);
    expect(m.texto).toContain('Laura Rincón');
    expect(m.texto).toContain('+57 311 555 0123');
    expect(m.texto).not.toContain('601 555 1234');
    const [ics] = JSON.parse(m.adjuntos);
    expect(ics.contentType).toMatch(/^text\/calendar/);
    expect(ics.content).toContain(`UID:${cita.uid}`);
    expect(ics.content).toContain('SEQUENCE:2');
    // the link opens this cita and expires 30 days after its start
    const enlace = await leerEnlace(db(), 'gestion', token, ahora);
    expect(enlace).toMatchObject({ cita_id: cita.id, tipo: 'gestion' });
    expect(enlace?.expira_at).toBe(new Date(Date.parse(cita.inicio) + 30 * 24 * HORA).toISOString());
    const despues = await fila(cita.id);
    expect(despues.recordatorio_lote).toMatch(/^[0-9a-f-]{36}$/);
    expect(despues.recordatorio_at).toBe(ahora.toISOString());
  });

  it('builds each batch with the same three statements whatever its size', async () => {
    const c = await consultorio();
    const ahora = new Date('2035-05-10T13:00:00Z');
    const citas = [];
    for (let i = 1; i <= 7; i++) citas.push(await citaEn(c, new Date(ahora.getTime() + i * HORA)));
    const lotes = vi.spyOn(env.DB, 'batch');
    const r = await enviarRecordatorios(env, ahora, { porLote: 3 });
    expect(r.recordatorios).toBe(7);
    expect(r.lotes.map((l) => l.leidas)).toEqual([3, 3, 1]);
    expect(lotes.mock.calls.map(([sentencias]) => sentencias.length)).toEqual([3, 3, 3]);
    for (const cita of citas) expect(await recordatoriosDe(cita)).toHaveLength(1);
  });
});

describe('exactly once', () => {
  it('two overlapping runs at one instant queue one reminder per cita', async () => {
    const c = await consultorio();
    const ahora = new Date('2036-01-10T13:00:00Z');
    const citas = [];
    for (let i = 1; i <= 4; i++) citas.push(await citaEn(c, new Date(ahora.getTime() + i * HORA), { whatsapp: 1 }));
    // both runs have read the same due citas before either writes
    let llegaron = 0;
    let soltar = () => {};
    const ambas = new Promise<void>((r) => {
      soltar = r;
    });
    antesDeEscribir(async () => {
      if (llegaron >= 2) return;
      if (++llegaron === 2) soltar();
      await ambas;
    });
    const [a, b] = await Promise.all([corridaCron(env, ahora), corridaCron(env, ahora)]);
    expect(llegaron).toBe(2);
    expect(a.recordatorios + b.recordatorios).toBe(4);
    for (const cita of citas) {
      const mensajes = await mensajesDe([cita]);
      expect(mensajes.map((m) => m.canal).sort()).toEqual(['correo', 'whatsapp']);
      expect(await enlacesDe(cita.id)).toHaveLength(1);
    }
  });

  it('a run whose write fails leaves nothing half done, and the next run sends it', async () => {
    const c = await consultorio();
    const ahora = new Date('2036-03-10T13:00:00Z');
    const cita = await citaEn(c, new Date(ahora.getTime() + 5 * HORA));
    // the outbox insert fails inside the batch, after the claim and the link were written
    await env.DB.prepare(
      `CREATE TRIGGER caida BEFORE INSERT ON mail_outbox WHEN NEW.para = '${cita.email}' BEGIN SELECT RAISE(ABORT, 'caida'); END`,
    ).run();
    try {
      await expect(enviarRecordatorios(env, ahora)).rejects.toThrow(/caida/);
    } finally {
      await env.DB.prepare('DROP TRIGGER caida').run();
    }
    expect((await fila(cita.id)).recordatorio_lote).toBeNull();
    expect(await enlacesDe(cita.id)).toHaveLength(0);
    expect(await recordatoriosDe(cita)).toHaveLength(0);
    expect((await corridaCron(env, new Date(ahora.getTime() + 10 * 60_000))).recordatorios).toBe(1);
    expect(await recordatoriosDe(cita)).toHaveLength(1);
    expect(await enlacesDe(cita.id)).toHaveLength(1);
  });

  it('a run that dies after its first batch keeps that batch, and the next run sends the rest once', async () => {
    const c = await consultorio();
    const ahora = new Date('2036-05-10T13:00:00Z');
    const citas = [];
    for (let i = 1; i <= 5; i++) citas.push(await citaEn(c, new Date(ahora.getTime() + i * HORA)));
    let escrituras = 0;
    antesDeEscribir(async () => {
      if (++escrituras === 2) throw new Error('D1_ERROR: Network connection lost');
    });
    await expect(enviarRecordatorios(env, ahora, { porLote: 2 })).rejects.toThrow(/Network connection lost/);
    vi.restoreAllMocks();
    const enviados = await Promise.all(citas.map(async (cita) => (await recordatoriosDe(cita)).length));
    expect(enviados).toEqual([1, 1, 0, 0, 0]);
    expect((await enviarRecordatorios(env, ahora, { porLote: 2 })).recordatorios).toBe(3);
    for (const cita of citas) expect(await recordatoriosDe(cita)).toHaveLength(1);
  });

  it('never queues a reminder for a cita cancelled between the run’s read and its write', async () => {
    const c = await consultorio();
    const ahora = new Date('2036-07-10T13:00:00Z');
    const cancelada = await citaEn(c, new Date(ahora.getTime() + 4 * HORA));
    const otra = await citaEn(c, new Date(ahora.getTime() + 5 * HORA));
    const token = await tokenDe(cancelada);
    // the paciente cancels through her link once the run has read, before it writes
    let cancelo = 0;
    antesDeEscribir(async () => {
      cancelo = (await cancelar(token, ahora)).status;
    }, 1);
    expect((await enviarRecordatorios(env, ahora)).recordatorios).toBe(1);
    expect(cancelo).toBe(200);
    expect(await recordatoriosDe(cancelada)).toHaveLength(0);
    expect((await fila(cancelada.id)).recordatorio_lote).toBeNull();
    // her cancellation notice went out; no reminder link was minted for the cancelled cita
    expect((await mensajesDe([cancelada])).map((m) => m.asunto)).toEqual([expect.stringMatching(/fue cancelada$/)]);
    expect(await enlacesDe(cancelada.id)).toHaveLength(2);
    expect(await recordatoriosDe(otra)).toHaveLength(1);
  });

  it('never sends a stale reminder for a cita moved between the run’s read and its write', async () => {
    const c = await consultorio();
    const ahora = new Date('2036-09-10T13:00:00Z');
    const cita = await citaEn(c, new Date(ahora.getTime() + 2 * HORA));
    const nuevoInicio = new Date(ahora.getTime() + 6 * HORA).toISOString();
    antesDeEscribir(() =>
      env.DB.prepare('UPDATE citas SET inicio = ?1, secuencia = secuencia + 1 WHERE id = ?2')
        .bind(nuevoInicio, cita.id)
        .run(),
    );
    expect((await enviarRecordatorios(env, ahora)).recordatorios).toBe(0);
    vi.restoreAllMocks();
    expect(await recordatoriosDe(cita)).toHaveLength(0);
    // the next run reminds it with its new start
    expect((await enviarRecordatorios(env, ahora)).recordatorios).toBe(1);
    const [m] = await recordatoriosDe(cita);
    expect(JSON.parse(m.adjuntos)[0].content).toContain('SEQUENCE:1');
  });

  it('cancels racing a run (POST /api/cita/gestion/{token}/cancelar): no reminder after a cancel', async () => {
    const c = await consultorio();
    const ahora = new Date('2036-11-10T13:00:00Z');
    const citas = [];
    for (let i = 3; i <= 8; i++) citas.push(await citaEn(c, new Date(ahora.getTime() + i * HORA)));
    const tokens = await Promise.all(citas.map(tokenDe));
    const [, ...cancelaciones] = await Promise.all([
      corridaCron(env, ahora),
      ...tokens.map((token) => cancelar(token, ahora)),
    ]);
    expect(cancelaciones.map((r) => r.status)).toEqual(citas.map(() => 200));
    for (const cita of citas) {
      const despues = await fila(cita.id);
      expect(despues.cancelada_at).not.toBeNull();
      // a reminder exists exactly when the run claimed the cita, which it can only do before the cancel
      const reclamada = despues.recordatorio_lote ? 1 : 0;
      expect(await recordatoriosDe(cita)).toHaveLength(reclamada);
      expect(await enlacesDe(cita.id)).toHaveLength(2 + reclamada);
    }
  });
});

describe('WhatsApp reminders', () => {
  it('go only to pacientes who accepted them, as a template message beside the e-mail', async () => {
    const c = await consultorio();
    const ahora = new Date('2037-01-10T13:00:00Z');
    const si = await citaEn(c, new Date(ahora.getTime() + 2 * HORA), { whatsapp: 1 });
    const no = await citaEn(c, new Date(ahora.getTime() + 3 * HORA), { whatsapp: 0 });
    await corridaCron(env, ahora);
    const deWhatsapp = async () => (await mensajesDe([si, no])).filter((m) => m.canal === 'whatsapp');
    await vi.waitFor(async () => expect((await deWhatsapp()).map((m) => m.estado)).toEqual(['enviado']), ENTREGA);
    const [w, ...otros] = await deWhatsapp();
    expect(otros).toEqual([]);
    expect(w).toMatchObject({ para: `57${si.telefono}`, estado: 'enviado' });
    const datos = JSON.parse(w.datos);
    expect(datos).toMatchObject({ plantilla: 'recordatorio_cita', idioma: 'es' });
    expect(datos.parametros.slice(0, 2)).toEqual(['Ana', 'Laura Rincón']);
    expect(datos.parametros[4]).toMatch(/^http:\/\/localhost:8787\/mi-cita\/[\w-]+\?confirmar=1$/);
    expect(w.texto).toContain('Hola Ana, te recordamos tu cita con Laura Rincón');
    expect(w.texto).toContain(datos.parametros[4]);
    // the same manage link as the e-mail's
    const [correo] = await recordatoriosDe(si);
    expect(correo.texto).toContain(datos.parametros[5]);
    expect(await recordatoriosDe(no)).toHaveLength(1);
  });

  it('of a virtual cita carry its video link, by e-mail and by the virtual template', async () => {
    const c = await consultorio();
    const ahora = new Date('2038-02-10T13:00:00Z');
    const enlace = 'https://meet.jit.si/CitaSalud-recordatorio-virtual';
    const cita = await citaEn(c, new Date(ahora.getTime() + 5 * HORA), {
      whatsapp: 1,
      modalidad: 2,
      enlace_video: enlace,
    });
    await corridaCron(env, ahora);
    const [correo] = await recordatoriosDe(cita);
    expect(correo.texto).toContain('Modalidad: Virtual');
    expect(correo.texto).toContain(enlace);
    expect(correo.html).toContain(`<a href="${enlace}">Entrar a la videollamada</a>`);
    expect(JSON.parse(correo.adjuntos)[0].content).toContain(`LOCATION:${enlace}`);
    const [w] = (await mensajesDe([cita])).filter((m) => m.canal === 'whatsapp');
    expect(JSON.parse(w.datos)).toMatchObject({ plantilla: 'recordatorio_cita_virtual' });
    expect(w.texto).toContain(enlace);
  });

  it('are accepted at booking with acepta_whatsapp, and absent means no', async () => {
    const c = await consultorio();
    const h = await horario(c.p.id, { hora_inicio: '15:00', hora_fin: '15:30', jueves: 1 });
    const agendar = async (extra: Record<string, string>, hora: string) => {
      const { status, json } = await callJson('/api/cita/create', {
        body: {
          nombre: 'Ana',
          email: `wa.${unico()}@correo.co`,
          fecha_cita: hora,
          horario: h.id,
          primera_visita: 'no',
          motivo: c.m.id,
          telefono: '3151234567',
          user: c.p.id,
          acepta_tratamiento: 'true',
          ...extra,
        },
        headers: { 'X-Test-Now': '2037-03-02T13:00:00Z', 'cf-connecting-ip': `10.37.${seq++ % 250}.2` },
      });
      expect(status, JSON.stringify(json)).toBe(201);
      return (await fila(json.succes.id)).whatsapp;
    };
    expect(await agendar({ acepta_whatsapp: 'si' }, '2037-03-05')).toBe(1);
    expect(await agendar({}, '2037-03-12')).toBe(0);
    expect(await agendar({ acepta_whatsapp: 'false' }, '2037-03-19')).toBe(0);
  });
});

describe('POST /api/dev/cron', () => {
  it('runs the cron as if it were the instant given and answers what it did', async () => {
    const c = await consultorio();
    const ahora = '2038-01-10T13:00:00.000Z';
    const cita = await citaEn(c, new Date(Date.parse(ahora) + 2 * HORA));
    const { status, json } = await callJson(`/api/dev/cron?ahora=${encodeURIComponent('2038-01-10T08:00:00-05:00')}`, {
      method: 'POST',
    });
    expect(status).toBe(200);
    expect(json.succes).toMatchObject({ ahora, recordatorios: 1 });
    expect(json.succes.encolados).toBeGreaterThanOrEqual(1);
    expect(await recordatoriosDe(cita)).toHaveLength(1);
  });

  it('refuses an instant that is not ISO 8601 with 422 and a Spanish message', async () => {
    for (const ahora of ['mañana', '2038-01-10', '2038-02-30T10:00:00Z', '2038-01-10T25:00:00Z', '2038-01-10T10:00']) {
      const { status, json } = await callJson(`/api/dev/cron?ahora=${encodeURIComponent(ahora)}`, { method: 'POST' });
      expect(status, ahora).toBe(422);
      expect(json.errors.ahora, ahora).toEqual([
        'El instante no es válido. Use ISO 8601 con su zona, p. ej. 2026-03-09T13:00:00Z.',
      ]);
    }
  });

  it('does not exist in production', async () => {
    const res = await app.request('/api/dev/cron', { method: 'POST' }, { ...env, APP_ENV: 'production' });
    expect(res.status).toBe(404);
  });
});
