import { env } from 'cloudflare:workers';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { digitoVerificacion } from '../../common/envio';
import { addDays, bogotaNow, diaDeLaSemana } from '../../common/fechas';
import { desglose } from '../../common/iva';
import { CARACTERISTICAS, DEMO } from '../../scripts/seed/datos';
import type { ImagenesDemo } from '../../scripts/seed/guardarImagenesDemo';
import { type Contexto, TABLAS_CON_ID } from '../../scripts/seed/plan';
import { planearDemo } from '../../scripts/seed/planearDemo';
import { VENTAS_DEMO } from '../../scripts/seed/planearVentas';
import { crc32, encodePng, Raster } from '../../scripts/seed/png';
import { seed } from '../../scripts/seed/seed';
import { codigoTotp } from '../../worker/cuentas/totp';
import { conectar } from '../../worker/db/conexion';
import { schema } from '../../worker/db/schema';
import { cifrarSecreto, descifrarSecreto, importarClave } from '../../worker/plataforma/cifrado';
import { hashPassword, verifyPassword } from '../../worker/plataforma/cripto';
import { sniffImage } from '../../worker/plataforma/images';
import { call, callJson, db, makeAdmin } from './helpers';
import { dbContado, type Registro } from './perf/instrumented';

/** A Wednesday: the doctora works today and tomorrow. */
const TODAY = '2026-03-11';
const TOMORROW = addDays(TODAY, 1);

const all = async <T = Record<string, any>>(query: string, ...params: unknown[]) =>
  (
    await env.DB.prepare(query)
      .bind(...params)
      .all<T>()
  ).results;
const one = async <T = Record<string, any>>(query: string, ...params: unknown[]) => (await all<T>(query, ...params))[0];

const TABLES = [...TABLAS_CON_ID, 'home'];
const tableCounts = async () =>
  Object.fromEntries(
    await Promise.all(TABLES.map(async (t) => [t, (await one<{ n: number }>(`select count(*) as n from ${t}`)).n])),
  );

// Storage is isolated per test file: the whole file reads the data seeded once here, through a
// binding that counts its round trips (what keeps the seed fast, with the one password hash).
let first: Awaited<ReturnType<typeof seed>>;
const idas: Registro = { idas: 0, sentencias: [] };
const hashes = vi.fn(hashPassword);
/** The Worker's key in these tests (vitest.config.ts), as `npm run seed` reads .dev.vars'. */
const clave = async () => (await importarClave(env.DOS_PASOS_CLAVE ?? '')) as CryptoKey;
const cifrar = async (secreto: string, cuentaId: number) => cifrarSecreto(await clave(), secreto, cuentaId);
beforeAll(async () => {
  first = await seed(conectar(dbContado(idas)), env.IMAGES, {
    today: TODAY,
    hashPassword: hashes,
    cifrarSecreto: cifrar,
  });
});

describe('seed (local demo data)', () => {
  it('reports what it created, with two round trips to D1 and one password hash', () => {
    expect(first.created).toBe(true);
    expect(first.counts.profesionales).toBeGreaterThanOrEqual(40);
    expect(first.counts.imagenes).toBeGreaterThan(20);
    // one batch reads what exists, one batch (one transaction) writes every row
    expect(idas.idas).toBe(2);
    expect(hashes).toHaveBeenCalledTimes(1);
  });

  it('creates at least 12 specialties, among them the six of the home explorer, with slugs', async () => {
    const rows = await all<{ nombre: string; slug: string }>('select nombre, slug from especialidades');
    expect(rows.length).toBeGreaterThanOrEqual(12);
    const nombres = rows.map((r) => r.nombre);
    for (const n of ['Odontología', 'Cardiología', 'Dermatología', 'Urología', 'Ortopedia', 'Ginecología'])
      expect(nombres).toContain(n);
    expect(rows.find((r) => r.nombre === 'Odontología')?.slug).toBe('odontologia');
  });

  it('creates 40+ active professionals in 8+ cities, with every modality and about ten featured', async () => {
    const pros = await all(
      'select u.*, e.nombre as cargo from users u left join especialidades e on e.id = u.especialidad_id where u.rol = 0 and u.activo = 1',
    );
    expect(pros.length).toBeGreaterThanOrEqual(40);
    expect(new Set(pros.map((p) => p.ciudad)).size).toBeGreaterThanOrEqual(8);
    expect(pros.some((p) => p.virtual === 1 && p.presencial === 0)).toBe(true);
    expect(pros.some((p) => p.virtual === 0 && p.presencial === 1)).toBe(true);
    expect(pros.some((p) => p.virtual === 1 && p.presencial === 1)).toBe(true);
    const destacados = pros.filter((p) => p.destacado === 1).length;
    expect(destacados).toBeGreaterThanOrEqual(8);
    expect(destacados).toBeLessThanOrEqual(12);
    for (const p of pros) {
      expect(p.cargo, p.email).toBeTruthy();
      expect(p.celular).toMatch(/^3\d{9}$/);
      expect(p.fijo).toMatch(/^60\d{8}$/);
      expect(p.cedula).toMatch(/^\d{8}(\d{2})?$/);
      expect(p.name).toBe(p.nombre);
      expect(p.ciudad_slug).toBe(
        p.ciudad
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase(),
      );
      expect(p.busqueda).toContain(
        p.cargo
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase(),
      );
      expect(p.horarioatencion && p.publico && p.mediospago && p.direccion && p.fotoperfil).toBeTruthy();
    }
  });

  it('leaves a few accounts inactive', async () => {
    const { n } = await one<{ n: number }>('select count(*) as n from users where rol = 0 and activo = 0');
    expect(n).toBeGreaterThanOrEqual(3);
  });

  it('gives every active professional weekly ranges of whole 30-minute franjas, three or more reasons and comments', async () => {
    const rows = await all(
      `select u.id, u.duracion_franja,
        (select count(*) from horarios h where h.user_id = u.id) as horarios,
        (select coalesce(sum((cast(substr(h.hora_fin, 1, 2) as int) * 60 + cast(substr(h.hora_fin, 4, 2) as int))
             - (cast(substr(h.hora_inicio, 1, 2) as int) * 60 + cast(substr(h.hora_inicio, 4, 2) as int))), 0) / 30
           from horarios h where h.user_id = u.id) as franjas,
        (select count(*) from horarios h where h.user_id = u.id
           and ((cast(substr(h.hora_fin, 1, 2) as int) * 60 + cast(substr(h.hora_fin, 4, 2) as int))
             - (cast(substr(h.hora_inicio, 1, 2) as int) * 60 + cast(substr(h.hora_inicio, 4, 2) as int))) % 30 <> 0) as raros,
        (select count(distinct lunes || martes || miercoles || jueves || viernes || sabado || domingo)
           from horarios h where h.user_id = u.id) as patrones,
        (select count(*) from motivos m where m.user_id = u.id) as motivos,
        (select count(*) from comentarios c where c.user_id = u.id) as comentarios
       from users u where u.rol = 0 and u.activo = 1`,
    );
    for (const r of rows) {
      expect(r.duracion_franja).toBe(30);
      expect(r.horarios, `profesional ${r.id}`).toBeGreaterThanOrEqual(1);
      expect(r.franjas, `profesional ${r.id}`).toBeGreaterThanOrEqual(8);
      expect(r.raros).toBe(0);
      expect(r.motivos).toBeGreaterThanOrEqual(3);
      expect(r.comentarios).toBeGreaterThanOrEqual(1);
    }
  });

  it('gives every active professional a consulta price, a RETHUS number and aseguradoras, and the list a price each', async () => {
    // issue 37: the demo's top profiles said "Precio de la consulta: No informado" and "RETHUS: No informado"
    const pros = await all<{ id: number; precio_consulta: number | null; rethus: string; aseguradoras: number }>(
      `select u.id, u.precio_consulta, u.rethus,
         (select count(*) from profesional_aseguradoras pa where pa.user_id = u.id) as aseguradoras
       from users u where u.rol = 0 and u.activo = 1`,
    );
    expect(pros.length).toBeGreaterThanOrEqual(40);
    for (const p of pros) {
      // Colombian private rates in whole pesos, rounded as consultorios price
      expect(p.precio_consulta, `profesional ${p.id}`).toBeGreaterThanOrEqual(50_000);
      expect(p.precio_consulta).toBeLessThanOrEqual(300_000);
      expect((p.precio_consulta ?? 1) % 5000).toBe(0);
      // registro médico or tarjeta profesional, as the profile form accepts it
      expect(p.rethus).toMatch(/^(RM|TP)\d{5,6}$/);
      expect(p.aseguradoras, `profesional ${p.id}`).toBeGreaterThanOrEqual(1);
    }
    expect(new Set(pros.map((p) => p.rethus)).size).toBe(pros.length);
    // a control costs the consulta (its label stays 'Control'); a first visit, when priced, more
    const motivos = await all<{ nombre: string; precio: number | null; consulta: number }>(
      `select m.nombre, m.precio, u.precio_consulta as consulta from motivos m join users u on u.id = m.user_id
       where u.rol = 0 and u.activo = 1`,
    );
    for (const m of motivos.filter((x) => x.nombre === 'Control')) expect(m.precio).toBeNull();
    const primeras = motivos.filter((x) => x.nombre === 'Consulta de primera vez' && x.precio !== null);
    expect(primeras.length).toBeGreaterThan(10);
    for (const m of primeras) expect(m.precio).toBeGreaterThan(m.consulta);
    // the cards: a price each, some a range of their motivos' prices
    const { json } = await callJson('/api/medic/all?page=1&limit=48');
    for (const p of json.succes) {
      expect(p.precio_desde, p.nombre).toBeGreaterThan(0);
      expect(p.precio_hasta).toBeGreaterThanOrEqual(p.precio_desde);
      expect(p.rethus).not.toBe('');
      expect(p.aseguradoras.length).toBeGreaterThan(0);
    }
    expect(
      json.succes.some((p: { precio_hasta: number; precio_desde: number }) => p.precio_hasta > p.precio_desde),
    ).toBe(true);
  });

  it('has every active professional accept at least one EPS, most of them particulares, with the order copies of her row', async () => {
    const sinEps = await all(
      `select u.id from users u where u.rol = 0 and u.activo = 1 and not exists (
         select 1 from profesional_aseguradoras pa join aseguradoras a on a.id = pa.aseguradora_id
         where pa.user_id = u.id and a.tipo = 'eps')`,
    );
    expect(sinEps).toEqual([]);
    const { particular, activos } = await one(
      `select (select count(*) from profesional_aseguradoras pa join aseguradoras a on a.id = pa.aseguradora_id
               where a.slug = 'particular') as particular,
              (select count(*) from users where rol = 0 and activo = 1) as activos`,
    );
    expect(particular / activos).toBeGreaterThan(0.6);
    // migration 0023's copies: what the list by aseguradora sorts on is her row's
    const distintas = await all(
      `select pa.user_id from profesional_aseguradoras pa join users u on u.id = pa.user_id
       where pa.destacado <> u.destacado or pa.promedio <> case when u.comentarios_total > 0
         then round(cast(u.calificacion_suma as real) / u.comentarios_total, 1) else 0 end`,
    );
    expect(distintas).toEqual([]);
    const { json, status } = await callJson('/api/medic/all?aseguradora=nueva-eps&page=1&limit=48');
    expect(status, JSON.stringify(json).slice(0, 300)).toBe(200);
    expect(json.total).toBeGreaterThan(0);
    for (const p of json.succes) expect(p.aseguradoras.map((a: { slug: string }) => a.slug)).toContain('nueva-eps');
  });

  it("keeps each professional's rating totals equal to its comment rows, mostly 4 and 5 stars", async () => {
    const mismatched = await all(
      `select u.id from users u
       left join (select user_id, count(*) as n, sum(calificacion) as s from comentarios group by user_id) c
         on c.user_id = u.id
       left join (select user_id, count(*) as v from comentarios where verificado = 1 group by user_id) w
         on w.user_id = u.id
       where u.comentarios_total <> coalesce(c.n, 0) or u.calificacion_suma <> coalesce(c.s, 0)
         or u.comentarios_verificados <> coalesce(w.v, 0)`,
    );
    expect(mismatched).toEqual([]);
    const { bad, good, total } = await one(
      `select sum(calificacion not between 1 and 5) as bad, sum(calificacion >= 4) as good, count(*) as total
       from comentarios`,
    );
    expect(bad).toBe(0);
    expect(good / total).toBeGreaterThan(0.7);
  });

  it('marks as verified exactly the comments by someone who attended an appointment with that professional', async () => {
    const rows = await all<{ verificado: number; asistio: number }>(
      `select c.verificado,
        exists(select 1 from citas x where x.user_id = c.user_id and x.email = c.email and x.atendido = 1) as asistio
       from comentarios c`,
    );
    expect(rows.every((r) => r.verificado === r.asistio)).toBe(true);
    // verified means "came through the invitation of an attended cita" (issue 19): each carries its own cita
    const sinCita = await all(
      `select c.id from comentarios c left join citas x on x.id = c.cita_id
       where c.verificado = 1 and (x.id is null or x.atendido <> 1 or x.email <> c.email or x.user_id <> c.user_id)`,
    );
    expect(sinCita).toEqual([]);
    expect(rows.some((r) => r.verificado === 1)).toBe(true);
    expect(rows.some((r) => r.verificado === 0)).toBe(true);
  });

  it('books appointments on franjas of their range, lasting their motivo, never crossing', async () => {
    const rows = await all(
      `select c.user_id, c.fecha_cita, c.hora_inicio, c.hora_fin, c.ocupa_hasta, c.atendido, h.hora_inicio as h_inicio,
        h.hora_fin as h_fin, h.user_id as h_user, h.lunes, h.martes, h.miercoles, h.jueves, h.viernes, h.sabado,
        h.domingo, m.user_id as m_user, coalesce(m.duracion_minutos, 30) as duracion
       from citas c join horarios h on h.id = c.horario_id join motivos m on m.id = c.motivo_id`,
    );
    expect(rows.length).toBeGreaterThan(100);
    const min = (hora: string) => Number(hora.slice(0, 2)) * 60 + Number(hora.slice(3, 5));
    for (const r of rows) {
      expect(r[diaDeLaSemana(r.fecha_cita)], `${r.fecha_cita} ${r.hora_inicio}`).toBe(1);
      expect((min(r.hora_inicio) - min(r.h_inicio)) % 30, r.hora_inicio).toBe(0);
      expect(min(r.hora_fin) - min(r.hora_inicio)).toBe(r.duracion);
      expect(r.hora_inicio >= r.h_inicio && r.hora_fin <= r.h_fin, `${r.hora_inicio} in ${r.h_inicio}`).toBe(true);
      expect(r.ocupa_hasta).toBe(r.hora_fin);
      expect([r.h_user, r.m_user]).toEqual([r.user_id, r.user_id]);
      if (r.fecha_cita > TODAY) expect(r.atendido).toBe(0);
    }
    const keys = rows.map((r) => `${r.user_id}|${r.fecha_cita}|${r.hora_inicio}`);
    expect(new Set(keys).size).toBe(keys.length);
    // first visits take two franjas
    expect(rows.some((r) => r.duracion === 60)).toBe(true);
    expect(rows.some((r) => r.fecha_cita < TODAY && r.atendido === 1)).toBe(true);
  });

  it('makes some citas virtual, with a Jitsi room, only for professionals who offer virtual', async () => {
    const rows = await all(
      'select c.modalidad, c.enlace_video, u.virtual from citas c join users u on u.id = c.user_id',
    );
    const virtuales = rows.filter((r) => r.modalidad === 2);
    expect(virtuales.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.modalidad === 1)).toBe(true);
    for (const r of virtuales) {
      expect(r.virtual).toBe(1);
      expect(r.enlace_video).toMatch(/^https:\/\/meet\.jit\.si\/CitaSalud-[0-9a-f]{32}$/);
    }
    expect(rows.filter((r) => r.modalidad === 1).every((r) => r.enlace_video === '')).toBe(true);
  });

  it('gives the demo doctora appointments today (attended and pending) and tomorrow', async () => {
    const profesional = await one(
      `select u.*, e.nombre as cargo from users u join especialidades e on e.id = u.especialidad_id
       where u.email = ?`,
      DEMO.profesional.email,
    );
    expect(profesional).toMatchObject({
      rol: 0,
      activo: 1,
      destacado: 1,
      virtual: 1,
      presencial: 1,
      cargo: 'Dermatología',
      ciudad: 'Bogotá',
    });
    const citas = await all('select fecha_cita, atendido from citas where user_id = ?', profesional.id);
    const hoy = citas.filter((c) => c.fecha_cita === TODAY);
    expect(hoy.some((c) => c.atendido === 1)).toBe(true);
    expect(hoy.some((c) => c.atendido === 0)).toBe(true);
    expect(citas.filter((c) => c.fecha_cita === TOMORROW).length).toBeGreaterThan(0);
    expect(citas.some((c) => c.fecha_cita < TODAY)).toBe(true);
    const dias = await one(
      'select max(lunes) l, max(martes) ma, max(miercoles) mi, max(jueves) j, max(viernes) v, max(sabado) s from horarios where user_id = ?',
      profesional.id,
    );
    expect(Object.values(dias)).toEqual([1, 1, 1, 1, 1, 1]);
    const { n } = await one<{ n: number }>('select count(*) as n from motivos where user_id = ?', profesional.id);
    expect(n).toBe(4);
  });

  it('creates the two demo accounts with their roles and the demo password', async () => {
    const admin = await one('select * from users where email = ?', DEMO.admin.email);
    const profesional = await one('select * from users where email = ?', DEMO.profesional.email);
    expect(admin).toMatchObject({ rol: 1, activo: 1, nombre: 'Administración', apellido: 'CitaSalud' });
    expect(profesional).toMatchObject({ rol: 0, activo: 1 });
    expect(await verifyPassword(DEMO.password, admin.password_hash)).toBe(true);
    expect(await verifyPassword(DEMO.password, profesional.password_hash)).toBe(true);
    expect(await verifyPassword('otra-clave', admin.password_hash)).toBe(false);
  });

  it('gives the demo admin two-step sign-in on the README demo secret, sealed, and the doctora none', async () => {
    const admin = await one('select id from users where email = ?', DEMO.admin.email);
    const profesional = await one('select id from users where email = ?', DEMO.profesional.email);
    const { secreto } = await one<{ secreto: string }>('select secreto from dos_pasos where user_id = ?', admin.id);
    expect(secreto).toMatch(/^v1\.[\w-]{16}\.[\w-]+$/);
    expect(secreto).not.toContain(DEMO.secretoDosPasos);
    expect(await descifrarSecreto(await clave(), secreto, admin.id)).toBe(DEMO.secretoDosPasos);
    expect(await one('select secreto from dos_pasos where user_id = ?', profesional.id)).toBeUndefined();
  });

  it('lets the demo admin sign in with the demo password and the demo secret’s code', async () => {
    const headers = { 'x-test-now': new Date().toISOString(), 'cf-connecting-ip': '10.99.0.1' };
    const primero = await callJson('/api/user/auth', {
      body: { email: DEMO.admin.email, password: DEMO.password },
      headers,
    });
    expect(primero).toMatchObject({ status: 401, json: { error: 'dos_pasos' } });
    const segundo = await callJson('/api/user/auth/codigo', {
      body: { desafio: primero.json.desafio, codigo: await codigoTotp(DEMO.secretoDosPasos, new Date()) },
      headers,
    });
    expect(segundo.status).toBe(200);
    expect(typeof segundo.json.succes).toBe('string');
  });

  it('stocks the store with brands, characteristics, promotions and 60+ products in every price bucket', async () => {
    const counts = await tableCounts();
    expect(counts.marcas).toBeGreaterThanOrEqual(8);
    expect(counts.caracteristicas).toBeGreaterThanOrEqual(6);
    expect(counts.promociones).toBeGreaterThanOrEqual(4);
    const promociones = await all('select porcentaje, activo from promociones');
    expect(promociones.some((p) => p.activo === 0)).toBe(true);
    const productos = await all(
      `select p.*, pr.activo as promo_activa, pr.porcentaje from productos p
       left join promociones pr on pr.id = p.id_promocion`,
    );
    expect(productos.length).toBeGreaterThanOrEqual(60);
    const precios = productos.map((p) => p.precio);
    expect(precios.every(Number.isInteger)).toBe(true);
    expect(precios.some((p) => p < 10_000)).toBe(true);
    expect(precios.some((p) => p >= 10_000 && p <= 50_000)).toBe(true);
    expect(precios.some((p) => p > 50_000 && p <= 100_000)).toBe(true);
    expect(precios.some((p) => p > 100_000)).toBe(true);
    const rebajados = productos.filter((p) => p.promo_activa === 1 && p.porcentaje > 0).length;
    expect(rebajados / productos.length).toBeGreaterThan(0.25);
    expect(rebajados / productos.length).toBeLessThan(0.45);
    expect(productos.filter((p) => p.estado === '0').length).toBeGreaterThanOrEqual(2);
    // the IVA classes of a Colombian health store: medicines excluidos, a few at 5 %, the rest at 19 %
    const clases = await all<{ iva: number; caracteristica: string }>(
      `select p.iva, c.nombre as caracteristica from productos p join caracteristicas c on c.id = p.id_caract`,
    );
    const medicamentos = clases.filter((c) => c.caracteristica === 'Medicamentos de venta libre');
    expect(medicamentos.length).toBeGreaterThanOrEqual(5);
    expect(medicamentos.every((c) => c.iva === 0)).toBe(true);
    expect(clases.filter((c) => c.iva === 5).length).toBeGreaterThanOrEqual(2);
    expect(clases.filter((c) => c.iva === 19).length / clases.length).toBeGreaterThan(0.6);
    for (const p of productos) {
      expect(p.ficha_tecnica).toContain('**');
      expect(p.uso_adecuado).toContain('**');
      expect(p.aviso_legal).toContain('**');
      expect(p.imagen1).toMatch(/\.png$/);
      expect(p.id_caract).not.toBeNull();
    }
  });

  it('sets an envío rate for every departamento and the seller with a valid NIT, so a demo charges envío', async () => {
    const departamentos = await all<{ codigo: string; envio: number }>('select codigo, envio from departamentos');
    expect(departamentos).toHaveLength(33);
    for (const d of departamentos) expect(d.envio, d.codigo).toBeGreaterThan(0);
    const envio = (codigo: string) => departamentos.find((d) => d.codigo === codigo)?.envio ?? 0;
    // Bogotá the cheapest, the islands and the Amazon the dearest
    expect(envio('11')).toBeLessThan(envio('05'));
    expect(envio('88')).toBeGreaterThan(envio('05'));

    const [soacha] = ((await (await call('/api/ciudades?q=soacha')).json()) as { succes: unknown[] }).succes;
    expect(soacha).toMatchObject({ nombre: 'Soacha', envio: envio('25') });
    // pago contra entrega in Antioquia and Cundinamarca up to $ 300.000, nowhere else (decision 0023)
    const contraEntrega = await all<{ codigo: string; hasta: number }>(
      'select codigo, contra_entrega_hasta as hasta from departamentos where contra_entrega = 1 order by codigo',
    );
    expect(contraEntrega).toEqual([
      { codigo: '05', hasta: 300_000 },
      { codigo: '25', hasta: 300_000 },
    ]);

    const ajustes = await one('select * from ajustes_tienda');
    expect(ajustes.envio_gratis_desde).toBeGreaterThan(0);
    expect(ajustes.dias_entrega_min).toBeLessThanOrEqual(ajustes.dias_entrega_max);
    expect(ajustes.razon_social).toBeTruthy();
    const [numero, digito] = ajustes.nit.split('-');
    expect(numero).toMatch(/^\d{9}$/);
    expect(Number(digito)).toBe(digitoVerificacion(numero));
  });

  it('fills the store with a month of ventas whose amounts follow its rules, in every state', async () => {
    const ventas = await all('select * from ventas order by id');
    expect(ventas).toHaveLength(VENTAS_DEMO);
    const lineas = await all<{ venta_id: number; total: number; iva: number }>(
      'select venta_id, total, iva from venta_productos',
    );
    const pasos = await all('select * from venta_pasos');
    const gratisDesde = (await one('select envio_gratis_desde as n from ajustes_tienda')).n;
    const tarifa = new Map(
      (await all<{ codigo: string; envio: number }>('select codigo, envio from departamentos')).map((d) => [
        d.codigo,
        d.envio,
      ]),
    );
    const nombres = new Map((await all('select codigo, nombre from ciudades')).map((c) => [c.codigo, c.nombre]));
    for (const v of ventas) {
      const suyas = lineas.filter((l) => l.venta_id === v.id);
      expect(suyas.length, v.factura).toBeGreaterThan(0);
      const productos = suyas.reduce((s, l) => s + l.total, 0);
      // the same rules as a checkout: envío by departamento, free from the threshold, IVA inside
      expect(v.envio).toBe(productos >= gratisDesde ? 0 : tarifa.get(v.ciudad_codigo.slice(0, 2)));
      const { iva, total } = desglose(suyas, v.envio);
      expect(v).toMatchObject({ iva, total, descuento: 0 });
      expect(nombres.get(v.ciudad_codigo)).toBe(v.ciudad);
      // in the 30 days before the seeding day, never on it or after
      const dia = bogotaNow(new Date(v.created_at)).fecha;
      expect(dia >= addDays(TODAY, -30) && dia < TODAY, v.created_at).toBe(true);
      const propios = pasos.filter((p) => p.venta_id === v.id);
      for (const p of propios) expect(p.created_at > v.created_at).toBe(true);
      if (v.status_entrega === 'enviado')
        expect(propios.at(-1)).toMatchObject({ estado: 'enviado', guia: expect.stringMatching(/^\d+$/) });
      if (v.status_entrega === 'cancelado') expect(v.status_pago).toBe('reembolsado');
    }
    const estados = new Set(ventas.map((v) => `${v.status_pago}/${v.status_entrega}`));
    for (const e of ['aprobado/pendiente', 'aprobado/preparando', 'aprobado/enviado', 'aprobado/entregado'])
      expect(estados, e).toContain(e);
    expect(new Set(ventas.map((v) => v.factura)).size).toBe(VENTAS_DEMO);
    // past sales: nothing reserved
    expect((await one('select count(*) as n from apartados')).n).toBe(0);
  });

  it('gives the demo admin a sales view with revenue, orders to ship and best sellers', async () => {
    const { token } = await makeAdmin();
    const { status, json } = await callJson('/api/ventas/resumen?dias=30', {
      token,
      headers: { 'x-test-now': `${TODAY}T20:00:00.000Z` },
    });
    expect(status).toBe(200);
    expect(json.succes.ventas).toBeGreaterThan(30);
    expect(json.succes.ingresos).toBeGreaterThan(0);
    expect(json.succes.por_enviar).toBeGreaterThan(0);
    expect(json.succes.top_productos.length).toBeGreaterThan(0);
  });

  it('stores every image the rows point at in R2, as a PNG', async () => {
    const imagenesDeCuentas = await all(
      'select fotoperfil, foto1, foto2, foto3, foto4, foto5, foto6, foto7, foto8 from users',
    );
    const imagenes = await all('select imagen1, imagen2, imagen3, imagen4 from productos');
    const fondos = await all('select fondo from home');
    const keys = [
      ...new Set([...imagenesDeCuentas, ...imagenes, ...fondos].flatMap((r) => Object.values(r)).filter(Boolean)),
    ];
    expect(keys.length).toBeGreaterThan(20);
    for (const key of keys) {
      const obj = await env.IMAGES.get(key);
      expect(obj, key).not.toBeNull();
      expect(obj?.httpMetadata?.contentType).toBe('image/png');
      expect(sniffImage(new Uint8Array(await obj!.arrayBuffer()).subarray(0, 16))).toBe('image/png');
    }
    const { n } = await one<{ n: number }>(`select count(*) as n from users where foto2 <> ''`);
    expect(n).toBeGreaterThan(3);
  });

  it('serves the home background through /storage', async () => {
    const { fondo } = await one<{ fondo: string }>('select fondo from home');
    const res = await call(`/storage/${fondo}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/png');
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('does nothing the second time: no new rows, created false', async () => {
    const before = await tableCounts();
    const again = await seed(db(), env.IMAGES, {
      today: addDays(TODAY, 3),
      hashPassword: async () => 'no-debe-usarse',
      cifrarSecreto: async () => 'no-debe-usarse',
    });
    expect(again.created).toBe(false);
    expect(again.restauradas).toBe(0);
    expect(await tableCounts()).toEqual(before);
  });

  it('stores again the demo images a row names but R2 lost (issue 22), once, and only those', async () => {
    const [{ clave }] = await all<{ clave: string }>(
      "select fotoperfil as clave from users where fotoperfil like 'demo/%'",
    );
    const [{ imagen1 }] = await all<{ imagen1: string }>("select imagen1 from productos where imagen1 like 'demo/%'");
    const sinFila = 'demo/avatar-12.png';
    const duenas = await db()
      .update(schema.users)
      .set({ fotoperfil: '' })
      .where(sql`fotoperfil = ${sinFila}`)
      .returning({ id: schema.users.id });
    await env.IMAGES.delete([clave, imagen1, sinFila]);
    expect((await call(`/storage/${clave}`)).status).toBe(404);

    const opts = {
      today: TODAY,
      hashPassword: async () => 'no-debe-usarse',
      cifrarSecreto: async () => 'no-debe-usarse',
    };
    const before = await tableCounts();
    const again = await seed(db(), env.IMAGES, opts);
    expect(again).toMatchObject({ created: false, restauradas: 2 });
    expect(await tableCounts()).toEqual(before);
    for (const key of [clave, imagen1]) {
      const res = await call(`/storage/${key}`);
      expect(res.status, key).toBe(200);
      expect(sniffImage(new Uint8Array(await res.arrayBuffer()))).toBe('image/png');
    }
    expect(await env.IMAGES.head(sinFila)).toBeNull(); // no row names it any more
    expect((await seed(db(), env.IMAGES, opts)).restauradas).toBe(0);

    // leave the demo data as the other tests read it, in whatever order they run
    for (const { id } of duenas)
      await db().update(schema.users).set({ fotoperfil: sinFila }).where(eq(schema.users.id, id));
    expect((await seed(db(), env.IMAGES, opts)).restauradas).toBe(1);
  });
});

const contexto = (over: Partial<Contexto> = {}): Contexto => ({
  today: TODAY,
  hash: 'hash',
  imagenes: {
    avatares: ['a1.png', 'a2.png', 'a3.png'],
    consultorios: ['c1.png', 'c2.png', 'c3.png', 'c4.png'],
    productos: Object.fromEntries(CARACTERISTICAS.map((c) => [c, [`${c}-1.png`, `${c}-2.png`]])),
    fondo: 'fondo.png',
  } as ImagenesDemo,
  ids: Object.fromEntries(TABLAS_CON_ID.map((t) => [t, 0])) as Contexto['ids'],
  existentes: new Map(),
  conHome: false,
  ...over,
});

describe('the demo plan', () => {
  it('gives the doctora attended and pending appointments today, and some tomorrow, whatever the weekday', () => {
    for (let k = 0; k < 7; k++) {
      const today = addDays(TODAY, k);
      const plan = planearDemo(contexto({ today }));
      const profesional = plan.cuentas.find((u) => u.email === DEMO.profesional.email)!;
      const suyas = plan.citas.filter((c) => c.user_id === profesional.id);
      const hoy = suyas.filter((c) => c.fecha_cita === today);
      expect(
        hoy.some((c) => c.atendido === 1),
        diaDeLaSemana(today),
      ).toBe(true);
      expect(
        hoy.some((c) => c.atendido === 0),
        diaDeLaSemana(today),
      ).toBe(true);
      expect(
        suyas.some((c) => c.fecha_cita === addDays(today, 1)),
        diaDeLaSemana(today),
      ).toBe(true);
    }
  });

  it('is reproducible: the same day gives the same rows', () => {
    expect(planearDemo(contexto())).toEqual(planearDemo(contexto()));
  });

  it('continues after the ids already in use and reuses specialties that exist', () => {
    const plan = planearDemo(
      contexto({ ids: { ...contexto().ids, users: 500, citas: 70 }, existentes: new Map([['odontologia', 9]]) }),
    );
    expect(Math.min(...plan.cuentas.map((u) => u.id!))).toBe(501);
    expect(Math.min(...plan.citas.map((c) => c.id!))).toBe(71);
    expect(plan.especialidades.map((e) => e.slug)).not.toContain('odontologia');
    const odontologos = plan.cuentas.filter((u) => u.busqueda?.endsWith('odontologia'));
    expect(odontologos.length).toBeGreaterThan(0);
    expect(odontologos.every((u) => u.especialidad_id === 9)).toBe(true);
  });
});

/** Reads a PNG back: chunks with their CRC checked, then inflated and unfiltered scanlines. */
async function decodePng(png: Uint8Array) {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const chunks: { type: string; data: Uint8Array }[] = [];
  for (let at = 8; at < png.length; ) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    const data = png.slice(at + 8, at + 8 + length);
    expect(view.getUint32(at + 8 + length), `CRC of ${type}`).toBe(crc32(png.subarray(at + 4, at + 8 + length)));
    chunks.push({ type, data });
    at += length + 12;
  }
  const header = new DataView(chunks[0].data.buffer);
  const [width, height] = [header.getUint32(0), header.getUint32(4)];
  const idat = chunks.find((c) => c.type === 'IDAT')!.data;
  const raw = new Uint8Array(
    await new Response(new Blob([idat]).stream().pipeThrough(new DecompressionStream('deflate'))).arrayBuffer(),
  );
  const stride = width * 3;
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let i = 0; i < stride; i++) {
      const v = raw[y * (stride + 1) + 1 + i];
      const left = i >= 3 ? pixels[y * stride + i - 3] : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + i] : 0;
      pixels[y * stride + i] = (v + (filter === 1 ? left : filter === 2 ? up : 0)) & 0xff;
    }
  }
  return { types: chunks.map((c) => c.type), width, height, pixels };
}

describe('the PNG encoder', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });

  it('writes a valid PNG whose pixels decode back exactly', async () => {
    const r = new Raster(40, 30, [20, 120, 200]).verticalGradient([0, 0, 0], [255, 128, 64]);
    r.circle(20, 15, 8, [255, 255, 255]).roundedRect(2, 2, 10, 6, 2, [200, 0, 0], 0.5);
    const png = await r.toPng();
    expect(sniffImage(png.subarray(0, 16))).toBe('image/png');
    const decoded = await decodePng(png);
    expect(decoded.types).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect([decoded.width, decoded.height]).toEqual([40, 30]);
    expect(decoded.pixels).toEqual(r.data);
  });

  it('draws anti-aliased shapes: solid inside, untouched far outside', () => {
    const r = new Raster(21, 21, [0, 0, 0]).circle(10.5, 10.5, 6, [255, 255, 255]);
    const at = (x: number, y: number) => r.data[(y * 21 + x) * 3];
    expect(at(10, 10)).toBe(255);
    expect(at(0, 0)).toBe(0);
    expect(at(10, 4)).toBeGreaterThan(0);
    expect(at(10, 4)).toBeLessThan(255);
  });

  it('refuses pixel data that does not match the size', async () => {
    await expect(encodePng(2, 2, new Uint8Array(5))).rejects.toThrow(RangeError);
  });
});
