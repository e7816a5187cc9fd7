/**
 * Anonymising by age (issue 22, item 4): the cron blanks the personal fields of citas 2 years
 * after their date, of comentarios 2 years after they were written and of ventas 10 years after
 * their creation, in bounded batches, idempotently (worker/datos-personales/anonimizar.ts, worker/tareas/programadas.ts).
 */
import { env } from 'cloudflare:workers';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { aniosAntes, anonimizarVencidos } from '../../../worker/datos-personales/anonimizar';
import { schema } from '../../../worker/db/schema';
import { horario, motivo } from '../agenda-fixtures';
import { callJson, db, makeCuenta } from '../helpers';

/** 3 March 2026, 12:00 UTC (07:00 in Bogotá): the instant of these runs. */
const AHORA = new Date('2026-03-03T12:00:00Z');
let seq = 0;

/** `n` attended citas of one profesional on `fecha` (a minute apart from 06:00), in one statement. */
async function citasEl(fecha: string, n: number) {
  const p = await makeCuenta();
  const h = await horario(p.id);
  const m = await motivo(p.id);
  const lote = `vieja${seq++}`;
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ?5)
     INSERT INTO citas (user_id, horario_id, motivo_id, nombre, telefono, email, observacion, fecha_cita,
       hora_inicio, hora_fin, atendido)
     SELECT ?1, ?2, ?3, 'Ana Gómez', '3001234567', ?6 || '-' || i || '@correo.co', 'Control anual', ?4,
       printf('%02d:%02d', 6 + (i / 60), i % 60), printf('%02d:%02d', 6 + ((i + 1) / 60), (i + 1) % 60), 1
     FROM n WHERE ?5 > 0`,
  )
    .bind(p.id, h.id, m.id, fecha, n, lote)
    .run();
  const filas = await db().select({ id: schema.citas.id }).from(schema.citas).where(eq(schema.citas.user_id, p.id));
  return { profesional: p, ids: filas.map((f) => f.id) };
}

/** A venta created at `created_at`. */
const venta = async (created_at: string) =>
  (
    await db()
      .insert(schema.ventas)
      .values({
        factura: `CS-ANON${seq++}`,
        token: crypto.randomUUID(),
        reference: `ref-anon-${seq++}`,
        nombre: 'Ana',
        apellidos: 'Pérez',
        email: 'ana@correo.co',
        telefono_cliente: '3001234567',
        ciudad: 'Bogotá',
        documento: '1020304050',
        direccion: 'Calle 10 # 20-30',
        status_pago: 'aprobado',
        status_entrega: 'entregado',
        total: 20000,
        created_at,
      })
      .returning()
  )[0];

const citasPorId = (ids: number[]) => db().select().from(schema.citas).where(inArray(schema.citas.id, ids));

describe('the anonymising step of the cron', () => {
  it('counts 2 years from the Bogotá date (29 February falls on the 28th)', () => {
    expect(aniosAntes('2026-03-03', 2)).toBe('2024-03-03');
    expect(aniosAntes('2028-02-29', 2)).toBe('2026-02-28');
    expect(aniosAntes('2026-03-03', -10)).toBe('2036-03-03');
  });

  it('anonymises citas whose date is more than 2 years ago and keeps the rows; later citas stay whole', async () => {
    const vieja = await citasEl('2024-03-02', 1);
    const limite = await citasEl('2024-03-03', 1);
    await anonimizarVencidos(db(), AHORA, 10_000);
    const [anon] = await citasPorId(vieja.ids);
    expect(anon).toMatchObject({
      nombre: 'Anónimo',
      email: '',
      telefono: '',
      observacion: '',
      atendido: 1,
      fecha_cita: '2024-03-02',
      anonimizada_at: AHORA.toISOString(),
    });
    const [entera] = await citasPorId(limite.ids);
    expect(entera).toMatchObject({ nombre: 'Ana Gómez', observacion: 'Control anual', anonimizada_at: null });
  });

  it('blanks the e-mail of comentarios older than 2 years and anonymises ventas older than 10', async () => {
    const { profesional } = await citasEl('2026-02-02', 0);
    const [viejo, nuevo] = await db()
      .insert(schema.comentarios)
      .values([
        {
          user_id: profesional.id,
          nombre: 'Ana G.',
          email: 'ana@correo.co',
          observacion: 'Muy amable',
          calificacion: 5,
          created_at: '2024-03-01T00:00:00.000Z',
        },
        {
          user_id: profesional.id,
          nombre: 'Ana G.',
          email: 'ana@correo.co',
          observacion: 'Muy amable',
          calificacion: 4,
          created_at: '2024-03-04T00:00:00.000Z',
        },
      ])
      .returning();
    const antigua = await venta('2016-03-03T11:59:00.000Z');
    const reciente = await venta('2016-03-03T12:01:00.000Z');
    await anonimizarVencidos(db(), AHORA, 10_000);
    const comentarios = await db()
      .select()
      .from(schema.comentarios)
      .where(inArray(schema.comentarios.id, [viejo.id, nuevo.id]));
    expect(comentarios.map((k) => [k.email, k.nombre, k.observacion])).toEqual([
      ['', 'Ana G.', 'Muy amable'],
      ['ana@correo.co', 'Ana G.', 'Muy amable'],
    ]);
    const [a] = await db().select().from(schema.ventas).where(eq(schema.ventas.id, antigua.id));
    expect(a).toMatchObject({
      nombre: 'Anónimo',
      apellidos: '',
      documento: '',
      email: '',
      direccion: '',
      total: 20000,
    });
    const [r] = await db().select().from(schema.ventas).where(eq(schema.ventas.id, reciente.id));
    expect(r).toMatchObject({ nombre: 'Ana', documento: '1020304050', anonimizada_at: null });
  });

  it('works in bounded batches, oldest first, and a run with nothing left changes nothing', async () => {
    const { ids } = await citasEl('2020-01-06', 7);
    const corridas: number[] = [];
    for (let i = 0; i < 4; i++) corridas.push((await anonimizarVencidos(db(), AHORA, 3)).citas);
    // the earlier tests left nothing old behind: these 7 go 3 + 3 + 1, then nothing
    expect(corridas).toEqual([3, 3, 1, 0]);
    expect((await citasPorId(ids)).every((c) => c.email === '' && c.anonimizada_at === AHORA.toISOString())).toBe(true);
  });

  it('runs in every cron run and says so (POST /api/dev/cron)', async () => {
    const { ids } = await citasEl('2023-06-01', 2);
    const { status, json } = await callJson(`/api/dev/cron?ahora=${encodeURIComponent(AHORA.toISOString())}`, {
      method: 'POST',
    });
    expect(status).toBe(200);
    expect(json.succes.anonimizadas.citas).toBeGreaterThanOrEqual(2);
    expect((await citasPorId(ids)).every((c) => c.nombre === 'Anónimo')).toBe(true);
  });
});

/** `SELECT count(*)` of `sql`. */
const contar = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())?.n ?? 0;

describe('a retention run, with its figures (docs/security.md)', () => {
  it('seeds old and recent rows, runs the cron until nothing is left, and prints what each run did', async () => {
    // a fresh instant far ahead, so only this test's rows are past their retention at it
    const ahora = new Date('2040-06-15T12:00:00Z');
    await anonimizarVencidos(db(), ahora, 100_000); // what earlier tests of this file left
    const viejas = await citasEl('2038-06-14', 450); // the day before the 2 years
    const recientes = await citasEl('2038-06-15', 50); // 2 years ago today: kept
    const { profesional } = await citasEl('2038-06-16', 0);
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < 40)
       INSERT INTO comentarios (user_id, nombre, email, observacion, calificacion, created_at)
       SELECT ?1, 'Ana G.', 'k' || i || '@correo.co', 'Muy amable', 5,
         CASE WHEN i < 30 THEN '2038-06-01T00:00:00.000Z' ELSE '2039-01-01T00:00:00.000Z' END FROM n`,
    )
      .bind(profesional.id)
      .run();
    for (let i = 0; i < 17; i++) await venta(i < 12 ? '2030-06-01T00:00:00.000Z' : '2031-01-01T00:00:00.000Z');

    const corridas: { citas: number; comentarios: number; ventas: number }[] = [];
    do {
      const { json } = await callJson(`/api/dev/cron?ahora=${encodeURIComponent(ahora.toISOString())}`, {
        method: 'POST',
      });
      corridas.push(json.succes.anonimizadas);
    } while (corridas.length < 10 && Object.values(corridas.at(-1) ?? {}).some((n) => n > 0));

    const ids = (xs: number[]) => xs.join(',');
    const quedan = {
      citasViejasConDatos: await contar(
        `SELECT count(*) n FROM citas WHERE id IN (${ids(viejas.ids)}) AND email <> ''`,
      ),
      citasViejasFilas: await contar(`SELECT count(*) n FROM citas WHERE id IN (${ids(viejas.ids)})`),
      citasRecientesConDatos: await contar(
        `SELECT count(*) n FROM citas WHERE id IN (${ids(recientes.ids)}) AND email <> ''`,
      ),
      comentariosConCorreo: await contar(
        `SELECT count(*) n FROM comentarios WHERE user_id = ${profesional.id} AND email <> ''`,
      ),
      ventasViejasAnonimas: await contar(
        "SELECT count(*) n FROM ventas WHERE created_at = '2030-06-01T00:00:00.000Z' AND nombre = 'Anónimo'",
      ),
      ventasRecientesConDatos: await contar(
        "SELECT count(*) n FROM ventas WHERE created_at = '2031-01-01T00:00:00.000Z' AND email <> ''",
      ),
    };
    console.log(
      [
        `Corrida de retención a las ${ahora.toISOString()} (lote de 200 filas por tabla y corrida):`,
        ...corridas.map(
          (r, i) => `  corrida ${i + 1}: ${r.citas} citas, ${r.comentarios} comentarios, ${r.ventas} ventas`,
        ),
        `  citas de hace más de 2 años: ${quedan.citasViejasFilas} filas conservadas, ${quedan.citasViejasConDatos} con datos personales`,
        `  citas de hace 2 años justos o menos: ${quedan.citasRecientesConDatos} de 50 con sus datos`,
        `  comentarios con correo: ${quedan.comentariosConCorreo} de 40 (los 10 de hace menos de 2 años)`,
        `  ventas de hace más de 10 años anonimizadas: ${quedan.ventasViejasAnonimas} de 12; de hace menos, con sus datos: ${quedan.ventasRecientesConDatos} de 5`,
      ].join('\n'),
    );
    expect(corridas).toEqual([
      { citas: 200, comentarios: 30, ventas: 12 },
      { citas: 200, comentarios: 0, ventas: 0 },
      { citas: 50, comentarios: 0, ventas: 0 },
      { citas: 0, comentarios: 0, ventas: 0 },
    ]);
    expect(quedan).toEqual({
      citasViejasConDatos: 0,
      citasViejasFilas: 450,
      citasRecientesConDatos: 50,
      comentariosConCorreo: 10,
      ventasViejasAnonimas: 12,
      ventasRecientesConDatos: 5,
    });
  });
});
