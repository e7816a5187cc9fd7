/**
 * Every hot query uses an index. Each case calls the real route (through a recording D1
 * binding) and runs `EXPLAIN QUERY PLAN` on exactly the SQL and parameters it sent: a plan line
 * `SCAN <big table>` without an index means a full table scan, which is what breaks at 10,000
 * professionals, 50,000 products, 500,000 appointments and 200,000 comments.
 */

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../worker/db/schema';
import { db, diaSinFestivo, makeAdmin, makeCuenta } from '../helpers';
import { agenda, comentarios, especialidad, marca, productos, profesionales, ventas } from './fixtures';
import { llamarContando, plan } from './instrumented';

/** Tables that grow with the business; the small catalogue tables may be scanned. */
const GRANDES = [
  'users',
  'sessions',
  'citas',
  'comentarios',
  'horarios',
  'motivos',
  'productos',
  'ventas',
  'venta_productos',
  'login_attempts',
  'consentimientos',
  'mail_outbox',
  'pago_eventos',
];

/** Plan lines that read a big table whole. */
const escaneos = (detalles: string[]) =>
  detalles.filter((d) => {
    const m = /^SCAN (\w+)/.exec(d);
    return m && GRANDES.includes(m[1]) && !/USING (COVERING )?INDEX|USING INTEGER PRIMARY KEY/.test(d);
  });

/** Every statement the call sent, with the plan lines that scan a big table. */
async function sinEscaneos(path: string, opts: Parameters<typeof llamarContando>[1] = {}) {
  const { status, reg } = await llamarContando(path, opts);
  const malos: { sql: string; lineas: string[] }[] = [];
  for (const s of reg.sentencias) {
    if (/^\s*insert/i.test(s.sql) && !/select/i.test(s.sql)) continue;
    const lineas = escaneos(await plan(s));
    if (lineas.length) malos.push({ sql: s.sql, lineas });
  }
  return { status, malos, sentencias: reg.sentencias.length };
}

/** The tables whose plan lines the call's `count(*)` statement names, of those in `tablas`. */
async function tablasDelConteo(path: string, tablas: string[]) {
  const { status, reg } = await llamarContando(path);
  expect(status).toBe(200);
  const conteo = reg.sentencias.find((s) => /^select count\(\*\)/.test(s.sql));
  expect(conteo).toBeDefined();
  const lineas = await plan(conteo as (typeof reg.sentencias)[number]);
  return tablas.filter((t) => lineas.some((l) => new RegExp(`\\b${t}\\b`).test(l)));
}

let profesional: Awaited<ReturnType<typeof makeCuenta>>;
let admin: Awaited<ReturnType<typeof makeAdmin>>;
let esp: Awaited<ReturnType<typeof especialidad>>;
let marcaId: number;
const futuro = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  esp = await especialidad();
  await profesionales(esp.id, 30);
  profesional = await makeCuenta({ especialidad_id: esp.id, ciudad: 'Medellín', ciudad_slug: 'medellin' });
  admin = await makeAdmin();
  await agenda(profesional.id, 40);
  await comentarios(profesional.id, 30);
  const m = await marca();
  marcaId = m.id;
  await productos(m.id, 40);
  await ventas(20);
});

describe('hot queries use an index', () => {
  const directorio = [
    '/api/medic/all',
    '/api/medic/all?ciudad=medellin',
    '/api/medic/all?ciudad=Medell%C3%ADn&especialidad=todas&modalidad=0',
    () => `/api/medic/all?especialidad=${encodeURIComponent(esp.slug)}`,
    '/api/medic/all?modalidad=1',
    '/api/medic/all?modalidad=2',
    '/api/medic/all?destacado=1',
    '/api/medic/all?q=ana%20prueba',
    '/api/medic/all?q=ana%20pruebs&ciudad=medellin&page=1&limit=24',
    '/api/medic/sugerencias?q=prueva',
    // what the one box understands (issue 37): especialidad + ciudad, a condicion, a name under them,
    // and nobody there (the words as typed, then the way on)
    '/api/medic/all?q=pediatra%20medellin&page=1&limit=24',
    '/api/medic/all?q=dolor%20de%20rodilla',
    '/api/medic/all?q=dermatologa%20prueba%20medellin&page=1&limit=24',
    '/api/medic/sugerencias?q=pediatra%20medellin',
    () => `/api/medic/all?ciudad=medellin&especialidad=${encodeURIComponent(esp.slug)}&modalidad=2&page=2&limit=12`,
    '/api/medic/all?page=1&limit=24',
    '/api/medic/all?orden=proxima&page=1&limit=24',
    '/api/medic/all?orden=proxima&aseguradora=nueva-eps&page=2&limit=12',
    '/api/medic/all?aseguradora=nueva-eps&page=1&limit=24',
    '/api/medic/all?aseguradora=colsanitas&ciudad=medellin&page=1&limit=24',
  ];
  it.each(directorio.map((p) => [typeof p === 'string' ? p : 'medic/all with a specialty', p]))(
    'the directory list: %s',
    async (_, p) => {
      const r = await sinEscaneos(typeof p === 'string' ? p : p());
      expect(r.status).toBe(200);
      expect(r.malos).toEqual([]);
    },
  );

  it('a specialist profile (medic/find)', async () => {
    const r = await sinEscaneos('/api/medic/find', { body: { id: profesional.id } });
    expect(r.status).toBe(200);
    expect(r.malos).toEqual([]);
  });

  it("a day's availability (medic/disponibilidad)", async () => {
    const r = await sinEscaneos(`/api/medic/disponibilidad?id=${profesional.id}&fecha=${futuro}`);
    expect(r.status).toBe(200);
    expect(r.malos).toEqual([]);
  });

  it('the comments of a specialist, first and later pages', async () => {
    for (const page of [1, 3]) {
      const r = await sinEscaneos(`/api/comentario/all/medic?id=${profesional.id}&page=${page}`);
      expect(r.status).toBe(200);
      expect(r.malos).toEqual([]);
    }
  });

  it("the professional's private dashboard (and the session look-up before it)", async () => {
    const r = await sinEscaneos('/api/medic/all/private', { token: profesional.token });
    expect(r.status).toBe(200);
    expect(r.sentencias).toBeGreaterThanOrEqual(5);
    expect(r.malos).toEqual([]);
  });

  it("a booking checks the e-mail's limits on an index, and so does the read that explains a refusal", async () => {
    const [h] = await db().select().from(schema.horarios).where(eq(schema.horarios.user_id, profesional.id));
    const [m] = await db().select().from(schema.motivos).where(eq(schema.motivos.user_id, profesional.id));
    const estados: number[] = [];
    const idas: number[] = [];
    const lineas: string[] = [];
    // three days from 10 ahead that are not festivos (closed by default: the booking would be a 422)
    const fechas = [diaSinFestivo(10)];
    while (fechas.length < 3) fechas.push(diaSinFestivo(1, Date.parse(fechas[fechas.length - 1])));
    for (const [i, fecha_cita] of fechas.entries()) {
      const { status, reg } = await llamarContando('/api/cita/create', {
        body: {
          nombre: 'Ana',
          email: 'limites@prueba.co',
          fecha_cita,
          horario: h.id,
          motivo: m.id,
          primera_visita: 'no',
          telefono: '3001234567',
          user: profesional.id,
          acepta_tratamiento: '1',
        },
        headers: { 'cf-connecting-ip': `10.8.0.${10 + i}` },
      });
      estados.push(status);
      idas.push(reg.idas);
      for (const s of reg.sentencias.filter((x) => /"(tercera|anterior|pendiente)"/.test(x.sql)))
        lineas.push(...(await plan(s)));
    }
    expect(estados).toEqual([201, 201, 409]); // the third: at most 2 upcoming with one profesional
    // with this isolate's copy of the consultorio, a booking is one round trip (the write; the
    // e-mails' delivery outcome is written after the answer; a cita after her stored next free
    // franja leaves the proxima alone): the limits add none
    expect(idas[1]).toBe(2);
    // the limit subqueries read citas under their aliases: each one searched on the e-mail's index
    const deLimites = lineas.filter((l) => /\b(tercera|anterior|pendiente)\b/.test(l));
    expect(new Set(deLimites.map((l) => /\b(tercera|anterior|pendiente)\b/.exec(l)?.[1]))).toEqual(
      new Set(['tercera', 'anterior', 'pendiente']),
    );
    expect(deLimites.filter((l) => !/^SEARCH \w+ USING (COVERING )?INDEX citas_email/.test(l))).toEqual([]);
  });

  it("the profesional's own comentarios", async () => {
    const r = await sinEscaneos('/api/medic/comentarios?page=2', { token: profesional.token });
    expect(r.status).toBe(200);
    expect(r.malos).toEqual([]);
  });

  const tienda = [
    '/api/producto/index',
    '/api/producto/index?page=3&limit=12',
    '/api/producto/index?q=producto',
    () => `/api/producto/index?marca=${marcaId}&page=1&limit=24`,
    '/api/producto/index?caracteristica=1,2',
    '/api/producto/index?precio=2,3',
    '/api/producto/index?descuento=1&page=1&limit=24',
    '/api/producto/index?estado=1&q=producto&page=1&limit=24',
    '/api/marcas/index?en_uso=1',
    '/api/caracteristica/all?en_uso=1',
  ];
  it.each(tienda.map((p) => [typeof p === 'string' ? p : 'producto/index by brand', p]))(
    'the store list: %s',
    async (_, p) => {
      const r = await sinEscaneos(typeof p === 'string' ? p : p());
      expect(r.status).toBe(200);
      expect(r.malos).toEqual([]);
    },
  );

  it('orders the directory by soonest availability on users_proxima_idx, never sorting the directory', async () => {
    const { status, reg } = await llamarContando('/api/medic/all?orden=proxima&page=1&limit=24');
    expect(status).toBe(200);
    const [pagina] = reg.sentencias;
    const lineas = (await plan(pagina)).join('\n');
    expect(lineas).toMatch(/SEARCH users USING INDEX users_proxima_idx \(activo=\? AND proxima_disponible>\?\)/);
    expect(lineas).not.toMatch(/TEMP B-TREE/);
  });

  it("lists an aseguradora's professionals in the order of its own index, never sorting them", async () => {
    const { status, reg } = await llamarContando('/api/medic/all?aseguradora=nueva-eps&page=1&limit=24');
    expect(status).toBe(200);
    const [pagina] = reg.sentencias;
    const lineas = (await plan(pagina)).join('\n');
    expect(lineas).toMatch(
      /SEARCH profesional_aseguradoras USING (COVERING )?INDEX profesional_aseguradoras_orden_idx \(aseguradora_id=\?\)/,
    );
    expect(lineas).not.toMatch(/TEMP B-TREE/);
    // and its count: her acceptances of that aseguradora, then each row by key (not every active professional)
    const conteo = reg.sentencias.find((s) => /^select count\(\*\)/.test(s.sql));
    const lineasConteo = (await plan(conteo as (typeof reg.sentencias)[number])).join('\n');
    expect(lineasConteo).toMatch(/SEARCH profesional_aseguradoras USING COVERING INDEX/);
    expect(lineasConteo).toMatch(/SEARCH users USING INTEGER PRIMARY KEY/);
  });

  it("reads a city's professionals on the directory index, old rows without a city slug included", async () => {
    const { status, reg } = await llamarContando('/api/medic/all?ciudad=Medell%C3%ADn&modalidad=1&page=1&limit=24');
    expect(status).toBe(200);
    // the page and its count, each read on the index of the filter; then (issue 20) the page's
    // aseguradoras, (issue 37) its motivos' prices and, for rows whose next franja is stale (earlier
    // tests may leave some: any order runs), the write marking them revised and the four agenda
    // reads (lib/directorio.ts)
    expect([4, 9]).toContain(reg.sentencias.length);
    for (const sentencia of reg.sentencias.slice(0, 2))
      expect((await plan(sentencia)).join('\n')).toMatch(
        /SEARCH users USING INDEX users_directorio_idx \(activo=\? AND ciudad_slug=\?\)/,
      );
  });

  it("counts the directory without looking up each professional's specialty unless a filter reads it", async () => {
    const DIRECTORIO = ['users', 'especialidades'];
    expect(await tablasDelConteo('/api/medic/all?page=1&limit=24', DIRECTORIO)).toEqual(['users']);
    expect(await tablasDelConteo('/api/medic/all?ciudad=medellin&modalidad=1&page=1&limit=24', DIRECTORIO)).toEqual([
      'users',
    ]);
    expect(
      await tablasDelConteo(`/api/medic/all?especialidad=${encodeURIComponent(esp.slug)}&page=1&limit=24`, DIRECTORIO),
    ).toEqual(DIRECTORIO);
  });

  it('searches q in the trigram index without a count, joining the specialty only when a filter reads it', async () => {
    const { status, reg } = await llamarContando('/api/medic/all?q=cardio&page=1&limit=24');
    expect(status).toBe(200);
    const busca = reg.sentencias.find((s) => /profesionales_fts/.test(s.sql));
    expect(busca?.sql).toBeDefined();
    expect(busca?.sql).not.toMatch(/especialidades/);
    expect(reg.sentencias.some((s) => /count\(/.test(s.sql))).toBe(false);
  });

  it("counts the store's products on the products index alone, joining a brand or promotion only for the filter that reads it", async () => {
    const TIENDA = ['productos', 'marcas', 'promociones'];
    // the store's first screen: one covering-index count, no lookup per counted product
    expect(await tablasDelConteo('/api/producto/index?estado=1&page=1&limit=24', TIENDA)).toEqual(['productos']);
    expect(await tablasDelConteo(`/api/producto/index?marca=${marcaId}&page=1&limit=24`, TIENDA)).toEqual([
      'productos',
    ]);
    expect(await tablasDelConteo('/api/producto/index?descuento=1&page=1&limit=24', TIENDA)).toEqual([
      'productos',
      'promociones',
    ]);
  });

  it('searches the store in the trigram index without a count, joining the promotion only when a filter reads it', async () => {
    const { status, reg } = await llamarContando('/api/producto/index?q=producto&page=1&limit=24');
    expect(status).toBe(200);
    const busca = reg.sentencias.find((s) => /productos_fts/.test(s.sql));
    expect(busca?.sql).toBeDefined();
    expect(busca?.sql).not.toMatch(/promociones/);
    expect(reg.sentencias.some((s) => /count\(/.test(s.sql))).toBe(false);
    expect(reg.sentencias).toHaveLength(2);
    const conPrecio = await llamarContando('/api/producto/index?q=producto&precio=2&page=1&limit=24');
    expect(conPrecio.reg.sentencias.find((s) => /productos_fts/.test(s.sql))?.sql).toMatch(/promociones/);
  });

  it('the staff products list by state (active or inactive), paged, newest first', async () => {
    for (const estado of ['0', '1']) {
      const r = await sinEscaneos(`/api/producto/index?estado=${estado}&orden=recientes&page=2&limit=50`, {
        token: admin.token,
      });
      expect(r.status).toBe(200);
      expect(r.malos).toEqual([]);
    }
  });

  it.each([
    ['asc', ''],
    ['desc', '&orden=recientes'],
  ])(
    'the whole staff products list, paged (%s): walks the primary key in order and stops at the page',
    async (dir, orden) => {
      const { status, reg } = await llamarContando(`/api/producto/index?page=2&limit=50${orden}`, {
        token: admin.token,
      });
      expect(status).toBe(200);
      const [pagina] = reg.sentencias.filter((s) => /from "productos".* limit \? offset \?$/.test(s.sql));
      const lineas = await plan(pagina);
      // `SCAN productos` in rowid order, no sort of the whole table: SQLite stops after offset + limit rows
      expect(escaneos(lineas)).toEqual(['SCAN productos']);
      expect(lineas.some((l) => /TEMP B-TREE/.test(l))).toBe(false);
      expect(pagina.sql).toMatch(new RegExp(`order by "productos"."id" ${dir} limit \\? offset \\?$`));
    },
  );

  const ventas = [
    '/api/ventas/index',
    '/api/ventas/index?page=1&limit=50',
    '/api/ventas/index?page=3&limit=5',
    '/api/ventas/index?status_entrega=pendiente&page=1&limit=50',
    '/api/ventas/index?status_entrega=preparando,enviado&page=1&limit=50',
    '/api/ventas/index?status_pago=aprobado&page=2&limit=5',
    '/api/ventas/index?q=CS-AB&page=1&limit=50',
    '/api/ventas/index?q=comprador%40prueba.co&page=1&limit=50',
    '/api/ventas/index?q=300%20123&page=1&limit=50',
    '/api/ventas/index?q=comprador%20pr&page=1&limit=50',
    '/api/ventas/index?q=jos%C3%A9%20p%C3%A9rez&page=1&limit=50',
    '/api/ventas/index?q=%40prueba&page=1&limit=50',
    '/api/ventas/index?q=prueba&orden=total&page=1&limit=50',
    '/api/ventas/index?desde=2026-01-01&hasta=2026-01-31&page=1&limit=50',
    '/api/ventas/index?orden=total&dir=asc&page=2&limit=50',
    '/api/ventas/resumen?dias=30',
    '/api/ventas/export.csv?desde=2026-01-01&hasta=2026-12-31',
    '/api/ventas/export.csv?q=comprador%20pr',
    '/api/producto/export.csv',
  ];
  it.each(ventas.map((p) => [p]))('the orders list (staff): %s', async (p) => {
    const r = await sinEscaneos(p, { token: admin.token });
    expect(r.status).toBe(200);
    expect(r.malos).toEqual([]);
  });

  it('the login look-up and its attempt counters', async () => {
    const r = await sinEscaneos('/api/user/auth', { body: { email: profesional.email, password: 'no-es-esta' } });
    expect(r.status).toBe(401);
    expect(r.sentencias).toBeGreaterThanOrEqual(4);
    expect(r.malos).toEqual([]);
  });

  it('catches a full scan when there is one (the check itself can fail)', async () => {
    const { plan: explicar } = await import('./instrumented');
    const lineas = await explicar({ sql: 'select * from citas where observacion = ?', params: ['x'] });
    expect(escaneos(lineas)).toEqual(['SCAN citas']);
  });
});
