/**
 * Public-read caching (worker/http/cache.ts) and D1 sessions (worker/http/d1-session.ts), through
 * the real app. Stored copies are opt-in under APP_ENV=test: these requests send `X-Test-Cache: 1`.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { schema } from '../../../worker/db/schema';
import { VERSION_TTL_MS } from '../../../worker/http/cache';
import { call, callJson, db, diaSinFestivo, makeAdmin, makeCuenta } from '../helpers';

const CACHE = { 'X-Test-Cache': '1' };
const nuevaEspecialidad = async () => {
  const n = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const [row] = await db()
    .insert(schema.especialidades)
    .values({ nombre: `Especialidad ${n}`, slug: `especialidad-${n}` })
    .returning();
  return row;
};
const nuevaMarca = async (nombre: string) => {
  const [row] = await db().insert(schema.marcas).values({ nombre }).returning();
  return row;
};

describe('public catalogue reads', () => {
  it('answer a strong ETag and revalidating public caching instead of no-store', async () => {
    const res = await call('/api/especialidades/all', { headers: CACHE });
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answer 304 without a body to a request that already holds the current version', async () => {
    const first = await call('/api/marcas/index', { headers: CACHE });
    const etag = first.headers.get('etag') ?? '';
    const again = await call('/api/marcas/index', { headers: { ...CACHE, 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    const other = await call('/api/marcas/index', { headers: { ...CACHE, 'If-None-Match': '"otra-version"' } });
    expect(other.status).toBe(200);
    expect((await other.json()) as unknown).toEqual((await first.json()) as unknown);
  });

  it('answer 304 on a cache miss too when the body is the one the caller holds', async () => {
    const first = await call('/api/caracteristica/all');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await call('/api/caracteristica/all', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('serve a repeated read from the cache and show a write through the API on the very next read', async () => {
    const admin = await makeAdmin();
    await call('/api/marcas/index', { headers: CACHE });
    const hit = await call('/api/marcas/index', { headers: CACHE });
    expect(hit.headers.get('x-cache')).toBe('HIT');

    const created = await callJson('/api/marcas/create', {
      token: admin.token,
      body: { nombre: 'Marca recién creada' },
    });
    expect(created.status).toBeLessThan(300);
    const after = await callJson('/api/marcas/index', { headers: CACHE });
    expect(after.res.headers.get('x-cache')).toBe('MISS');
    expect(after.json.succes.map((m: { nombre: string }) => m.nombre)).toContain('Marca recién creada');
    expect(after.res.headers.get('etag')).not.toBe(hit.headers.get('etag'));
  });

  it('keep serving the cached copy when the change did not go through the API (the version decides)', async () => {
    const antes = await callJson('/api/especialidades/all', { headers: CACHE });
    const nueva = await nuevaEspecialidad();
    const cacheada = await callJson('/api/especialidades/all', { headers: CACHE });
    expect(cacheada.res.headers.get('x-cache')).toBe('HIT');
    expect(cacheada.json).toEqual(antes.json);
    // without the stored tiers (the default in tests) the same read is fresh
    const fresca = await callJson('/api/especialidades/all');
    expect(fresca.json.succes.map((e: { id: number }) => e.id)).toContain(nueva.id);
  });

  it('see a write made through another isolate once the remembered version expires, and at once with a bookmark', async () => {
    const nombres = (json: any) => json.succes.map((c: { nombre: string }) => c.nombre);
    // another isolate's write: a new row and a new version, straight into D1
    const escribirDesdeOtroIsolate = async (nombre: string) => {
      await db().insert(schema.caracteristicas).values({ nombre });
      await db()
        .update(schema.cacheVersion)
        .set({ version: Math.floor(Math.random() * 1e12) })
        .where(eq(schema.cacheVersion.scope, 'tienda'));
    };
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // later than any version an earlier test left remembered: this read asks D1
      const t0 = Date.now() + 10 * VERSION_TTL_MS;
      vi.setSystemTime(t0);
      const antes = await callJson('/api/caracteristica/all', { headers: CACHE });
      await escribirDesdeOtroIsolate('Desde otro isolate');
      vi.setSystemTime(t0 + VERSION_TTL_MS - 1);
      const todavia = await callJson('/api/caracteristica/all', { headers: CACHE });
      expect(todavia.res.headers.get('x-cache')).toBe('HIT');
      expect(todavia.json).toEqual(antes.json);
      vi.setSystemTime(t0 + VERSION_TTL_MS);
      const despues = await callJson('/api/caracteristica/all', { headers: CACHE });
      expect(nombres(despues.json)).toContain('Desde otro isolate');

      await escribirDesdeOtroIsolate('Leída con bookmark');
      const sinBookmark = await callJson('/api/caracteristica/all', { headers: CACHE });
      expect(nombres(sinBookmark.json)).not.toContain('Leída con bookmark');
      const bookmark = antes.res.headers.get('x-d1-bookmark') ?? '';
      const conBookmark = await callJson('/api/caracteristica/all', {
        headers: { ...CACHE, 'X-D1-Bookmark': bookmark },
      });
      expect(nombres(conBookmark.json)).toContain('Leída con bookmark');
    } finally {
      vi.useRealTimers();
    }
  });

  it('cache each query string on its own, whatever the order of its parameters', async () => {
    const m1 = await nuevaMarca('Orden uno');
    const a = await call(`/api/producto/index?page=1&limit=5&marca=${m1.id}`, { headers: CACHE });
    expect(a.headers.get('x-cache')).toBe('MISS');
    const b = await call(`/api/producto/index?marca=${m1.id}&limit=5&page=1`, { headers: CACHE });
    expect(b.headers.get('x-cache')).toBe('HIT');
    const c = await call(`/api/producto/index?marca=${m1.id}&limit=6&page=1`, { headers: CACHE });
    expect(c.headers.get('x-cache')).toBe('MISS');
  });

  it('invalidate the availability when a booking takes a slot', async () => {
    const profesional = await makeCuenta();
    const [horario] = await db()
      .insert(schema.horarios)
      .values({
        user_id: profesional.id,
        hora_inicio: '09:00',
        hora_fin: '09:30',
        lunes: 1,
        martes: 1,
        miercoles: 1,
        jueves: 1,
        viernes: 1,
        sabado: 1,
        domingo: 1,
      })
      .returning();
    const [motivo] = await db()
      .insert(schema.motivos)
      .values({ user_id: profesional.id, nombre: 'Control' })
      .returning();
    const fecha = diaSinFestivo(7);
    const ruta = `/api/medic/disponibilidad?id=${profesional.id}&fecha=${fecha}`;
    const antes = await callJson(ruta, { headers: CACHE });
    expect(antes.json.succes.map((h: { id: number }) => h.id)).toEqual([horario.id]);
    expect((await call(ruta, { headers: CACHE })).headers.get('x-cache')).toBe('HIT');

    const cita = await callJson('/api/cita/create', {
      body: {
        nombre: 'Paciente',
        email: 'paciente@prueba.co',
        telefono: '3001234567',
        fecha_cita: fecha,
        horario: horario.id,
        motivo: motivo.id,
        primera_visita: 'si',
        user: profesional.id,
        acepta_tratamiento: '1',
      },
    });
    expect(cita.status).toBe(201);
    const despues = await callJson(ruta, { headers: CACHE });
    expect(despues.json.succes).toEqual([]);
  });

  it("keep availability's copies in the isolate's memory only, the catalogue's in the Cache API too", async () => {
    const api = (caches as unknown as { default: Cache }).default;
    const puts = vi.spyOn(api, 'put');
    const matches = vi.spyOn(api, 'match');
    try {
      const profesional = await makeCuenta();
      const fecha = diaSinFestivo(7);
      const ruta = `/api/medic/disponibilidad?id=${profesional.id}&fecha=${fecha}`;
      expect((await call(ruta, { headers: CACHE })).headers.get('x-cache')).toBe('MISS');
      expect((await call(ruta, { headers: CACHE })).headers.get('x-cache')).toBe('HIT');
      const deLaAgenda = (llamadas: unknown[][]) =>
        llamadas.filter(([clave]) => String(clave instanceof Request ? clave.url : clave).includes('/__cache/agenda/'));
      expect(deLaAgenda(puts.mock.calls)).toEqual([]);
      expect(deLaAgenda(matches.mock.calls)).toEqual([]);

      await call(`/api/especialidades/all?n=${Date.now()}`, { headers: CACHE });
      await vi.waitFor(() =>
        expect(puts.mock.calls.some(([clave]) => String(clave).includes('/__cache/directorio/'))).toBe(true),
      );
    } finally {
      puts.mockRestore();
      matches.mockRestore();
    }
  });

  it('never cache or tag what a staff session reads (inactive products are staff-only)', async () => {
    const admin = await makeAdmin();
    const marca = await nuevaMarca('Solo staff');
    await db().insert(schema.productos).values({ nombre: 'Inactivo', id_marca: marca.id, precio: 1000, estado: '0' });
    const ruta = `/api/producto/index?marca=${marca.id}`;
    const publica = await callJson(ruta, { headers: CACHE });
    expect(publica.json.succes).toEqual([]);
    const deAdmin = await callJson(ruta, { token: admin.token, headers: CACHE });
    expect(deAdmin.json.succes.map((p: { nombre: string }) => p.nombre)).toEqual(['Inactivo']);
    expect(deAdmin.res.headers.get('cache-control')).toBe('no-store');
    expect(deAdmin.res.headers.get('etag')).toBeNull();
    // and the anonymous copy is still the public one
    const otraVez = await callJson(ruta, { headers: CACHE });
    expect(otraVez.json.succes).toEqual([]);
  });

  it('treat "Bearer null" and an unknown token as anonymous (cached), a professional session as private', async () => {
    const pro = await makeCuenta();
    expect((await call('/api/home/all', { headers: CACHE })).headers.get('cache-control')).toContain('public');
    const desconocido = await call('/api/home/all', { token: 'no-existe', headers: CACHE });
    expect(desconocido.headers.get('cache-control')).toContain('public');
    const conSesion = await call('/api/home/all', { token: pro.token, headers: CACHE });
    expect(conSesion.headers.get('cache-control')).toBe('no-store');
  });
});

describe('private endpoints', () => {
  it('stay no-store and untagged', async () => {
    const pro = await makeCuenta();
    for (const path of ['/api/users', '/api/medic/all/private', '/api/motivo/all', '/api/horarios/all']) {
      const res = await call(path, { token: pro.token, headers: CACHE });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(res.headers.get('etag'), path).toBeNull();
    }
    const admin = await makeAdmin();
    const ventas = await call('/api/ventas/index', { token: admin.token, headers: CACHE });
    expect(ventas.headers.get('cache-control')).toBe('no-store');
  });

  it('a refused public read (422) is not cached either', async () => {
    const res = await call('/api/medic/disponibilidad?id=abc', { headers: CACHE });
    expect(res.status).toBe(422);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('D1 sessions', () => {
  it('answer the session bookmark on reads and set it as a cookie after a write', async () => {
    const read = await call('/api/especialidades/all');
    expect(read.headers.get('x-d1-bookmark')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/);
    expect(read.headers.get('set-cookie')).toBeNull();

    const admin = await makeAdmin();
    const write = await call('/api/marcas/create', { token: admin.token, body: { nombre: 'Con marcador' } });
    const bookmark = write.headers.get('x-d1-bookmark') ?? '';
    expect(bookmark).not.toBe('');
    expect(write.headers.get('set-cookie')).toContain(`d1b=${bookmark}`);
    expect(write.headers.get('set-cookie')).toMatch(/HttpOnly/i);
  });

  it('read a write back when the next request brings its bookmark (header or cookie)', async () => {
    const admin = await makeAdmin();
    const write = await call('/api/marcas/create', { token: admin.token, body: { nombre: 'Leída después' } });
    const bookmark = write.headers.get('x-d1-bookmark') ?? '';
    const variantes: Record<string, string>[] = [{ 'X-D1-Bookmark': bookmark }, { Cookie: `d1b=${bookmark}` }];
    for (const headers of variantes) {
      const { json, res } = await callJson('/api/marcas/index', { headers: { ...CACHE, ...headers } });
      expect(json.succes.map((m: { nombre: string }) => m.nombre)).toContain('Leída después');
      expect(res.headers.get('x-d1-bookmark')).not.toBeNull();
    }
  });

  it('ignore a malformed bookmark instead of failing the read', async () => {
    const res = await call('/api/especialidades/all', { headers: { 'X-D1-Bookmark': 'no-es-un-marcador' } });
    expect(res.status).toBe(200);
  });

  it('bump only the areas a write touches', async () => {
    const version = async (scope: string) =>
      (await db().select().from(schema.cacheVersion).where(eq(schema.cacheVersion.scope, scope)))[0]?.version;
    const [tienda, directorio] = [await version('tienda'), await version('directorio')];
    const admin = await makeAdmin();
    await call('/api/marcas/create', { token: admin.token, body: { nombre: 'Solo tienda' } });
    expect(await version('tienda')).not.toBe(tienda);
    expect(await version('directorio')).toBe(directorio);
    // a look-up posted by the original client (medic/find) reads only: it bumps nothing
    const antes = [await version('tienda'), await version('directorio'), await version('agenda')];
    const profesional = await makeCuenta();
    expect((await call('/api/medic/find', { body: { id: profesional.id } })).status).toBe(200);
    expect([await version('tienda'), await version('directorio'), await version('agenda')]).toEqual(antes);
    // a refused write (422) bumps nothing
    const t2 = await version('tienda');
    const refused = await call('/api/marcas/create', { token: admin.token, body: { nombre: '' } });
    expect(refused.status).toBe(422);
    expect(await version('tienda')).toBe(t2);
  });
});
