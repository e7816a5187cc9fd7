import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { purgeOld } from '../../../worker/datos-personales/retention';
import { call, makeCuenta } from '../helpers';

const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())?.n ?? 0;

describe('the cron housekeeping', () => {
  it('trims old login attempts, spent reset links and old sent mail, and keeps what still serves', async () => {
    const u = await makeCuenta();
    const now = new Date('2026-11-22T12:00:00Z');
    const old = '2026-11-01T00:00:00.000Z';
    const fresh = '2026-11-22T11:55:00.000Z';
    await env.DB.batch([
      env.DB.prepare('INSERT INTO login_attempts (clave, created_at) VALUES (?1, ?2), (?1, ?3)').bind(
        'email:x@y.co',
        old,
        fresh,
      ),
      env.DB.prepare(
        'INSERT INTO password_resets (user_id, token_hash, expires_at, used_at, created_at) VALUES (?1, ?2, ?3, NULL, ?4), (?1, ?5, ?6, NULL, ?7)',
      ).bind(u.id, 'h-vieja', old, old, 'h-viva', '2026-11-22T12:30:00.000Z', fresh),
      env.DB.prepare(
        "INSERT INTO mail_outbox (para, asunto, texto, estado, enviado_at) VALUES ('a@b.co','s','t','enviado',?1), ('a@b.co','s','t','enviado',?2), ('a@b.co','s','t','pendiente',NULL)",
      ).bind('2026-09-01T00:00:00.000Z', fresh),
    ]);
    await purgeOld(env.DB, now);
    expect(await count("SELECT count(*) n FROM login_attempts WHERE clave = 'email:x@y.co'")).toBe(1);
    expect(await count("SELECT count(*) n FROM password_resets WHERE token_hash IN ('h-vieja','h-viva')")).toBe(1);
    expect(await count("SELECT count(*) n FROM password_resets WHERE token_hash = 'h-viva'")).toBe(1);
    expect(await count("SELECT count(*) n FROM mail_outbox WHERE para = 'a@b.co'")).toBe(2);
    expect(await count("SELECT count(*) n FROM mail_outbox WHERE para = 'a@b.co' AND estado = 'pendiente'")).toBe(1);
  });
});

describe('the cron housekeeping of private links', () => {
  it('deletes a link a day after it expired and keeps the others', async () => {
    const now = new Date('2026-11-22T12:00:00Z');
    await env.DB.prepare(
      "INSERT INTO enlaces (hash, tipo, email, expira_at) VALUES ('h-vencido', 'acceso', 'a@b.co', ?1), ('h-ayer', 'acceso', 'a@b.co', ?2), ('h-vivo', 'acceso', 'a@b.co', ?3)",
    )
      .bind('2026-11-21T11:00:00.000Z', '2026-11-21T13:00:00.000Z', '2026-11-23T12:00:00.000Z')
      .run();
    await purgeOld(env.DB, now);
    const quedan = await env.DB.prepare("SELECT hash FROM enlaces WHERE hash LIKE 'h-%' ORDER BY hash").all<{
      hash: string;
    }>();
    expect(quedan.results.map((r) => r.hash)).toEqual(['h-ayer', 'h-vivo']);
  });
});

describe('the cron housekeeping of throttle counters and sessions (issue 22)', () => {
  it('deletes counters whose window ended (and rows without one), keeps the live one', async () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const s = Math.floor(now.getTime() / 1000);
    await env.DB.prepare(
      "INSERT INTO rate_limits (clave, ventana, total, expira) VALUES ('rl:vencida', 1, 3, ?1), ('rl:viva', 2, 3, ?2), ('rl:antigua', 3, 3, NULL)",
    )
      .bind(s - 1, s + 600)
      .run();
    await purgeOld(env.DB, now);
    const quedan = await env.DB.prepare("SELECT clave FROM rate_limits WHERE clave LIKE 'rl:%'").all<{
      clave: string;
    }>();
    expect(quedan.results.map((r) => r.clave)).toEqual(['rl:viva']);
  });

  it('writes the end of its window on every hit, so a throttled route leaves a purgeable row', async () => {
    const ahora = '2026-11-22T12:03:00Z';
    const res = await call('/api/ventas/consulta?factura=NADA&email=a@b.co', {
      headers: { 'X-Test-Now': ahora, 'CF-Connecting-IP': '203.0.113.77' },
    });
    await res.arrayBuffer();
    const fila = await env.DB.prepare("SELECT expira FROM rate_limits WHERE clave = 'consulta:203.0.113.77'").first<{
      expira: number;
    }>();
    // a 10-minute window: 12:00 to 12:10
    expect(fila?.expira).toBe(Date.parse('2026-11-22T12:10:00Z') / 1000);
    await purgeOld(env.DB, new Date('2026-11-22T12:09:59Z'));
    expect(await count("SELECT count(*) n FROM rate_limits WHERE clave = 'consulta:203.0.113.77'")).toBe(1);
    await purgeOld(env.DB, new Date('2026-11-22T12:10:00Z'));
    expect(await count("SELECT count(*) n FROM rate_limits WHERE clave = 'consulta:203.0.113.77'")).toBe(0);
  });

  it('every counter a request writes carries its window end (login, registration thresholds, booking)', async () => {
    const ip = '203.0.113.78';
    const headers = { 'CF-Connecting-IP': ip };
    for (const [ruta, body] of [
      ['/api/user/auth', { email: 'nadie@prueba.co', password: 'incorrecta-1' }],
      [
        '/api/user/create',
        {
          nombre: 'Laura',
          apellido: 'Gómez',
          cedula: String(Date.now()).slice(-10),
          fijo: '6015551234',
          telefono: '3001234567',
          direccion: 'Calle 10 # 5-20',
          email: 'sin-datos@prueba.co',
          password: 'ClaveSegura1',
          virtual: 1,
          presencial: 1,
          ciudad: '',
          acepta_tratamiento: true,
          acepta_datos_salud: true,
        },
      ],
      ['/api/cita/create', { email: 'sin-datos@prueba.co' }],
    ] as const) {
      const res = await call(ruta, { body, headers });
      expect(res.status, ruta).toBeLessThan(500);
      await res.arrayBuffer();
    }
    const filas = await env.DB.prepare(
      "SELECT clave, expira FROM rate_limits WHERE clave LIKE '%203.0.113.78%' OR clave LIKE '%sin-datos@prueba.co%'",
    ).all<{ clave: string; expira: number | null }>();
    expect(filas.results.length).toBeGreaterThan(0);
    expect(filas.results.filter((f) => f.expira === null)).toEqual([]);
  });

  it('deletes expired sessions and keeps live ones', async () => {
    const u = await makeCuenta();
    const now = new Date('2026-11-22T12:00:00Z');
    await env.DB.prepare(
      "INSERT INTO sessions (user_id, token_hash, expires_at) VALUES (?1, 's-vencida', '2026-11-22T11:59:59.000Z'), (?1, 's-viva', '2026-11-22T12:00:01.000Z')",
    )
      .bind(u.id)
      .run();
    await purgeOld(env.DB, now);
    const quedan = await env.DB.prepare("SELECT token_hash FROM sessions WHERE token_hash LIKE 's-%'").all<{
      token_hash: string;
    }>();
    expect(quedan.results.map((r) => r.token_hash)).toEqual(['s-viva']);
  });

  it('deletes sign-in desafíos past their ten minutes and keeps live ones', async () => {
    const u = await makeCuenta();
    await env.DB.prepare(
      "INSERT INTO desafios (user_id, token_hash, tipo, expires_at) VALUES (?1, 'd-vencido', 'codigo', '2026-11-22T11:59:59.000Z'), (?1, 'd-vivo', 'codigo', '2026-11-22T12:00:01.000Z')",
    )
      .bind(u.id)
      .run();
    await purgeOld(env.DB, new Date('2026-11-22T12:00:00Z'));
    const quedan = await env.DB.prepare("SELECT token_hash FROM desafios WHERE token_hash LIKE 'd-%'").all<{
      token_hash: string;
    }>();
    expect(quedan.results.map((r) => r.token_hash)).toEqual(['d-vivo']);
  });

  it('runs from the cron (POST /api/dev/cron)', async () => {
    await env.DB.prepare("INSERT INTO rate_limits (clave, ventana, total, expira) VALUES ('rl:cron', 1, 1, 1)").run();
    const res = await call('/api/dev/cron?ahora=2026-11-22T12:00:00Z', { method: 'POST' });
    await res.arrayBuffer();
    expect(res.status).toBe(200);
    expect(await count("SELECT count(*) n FROM rate_limits WHERE clave = 'rl:cron'")).toBe(0);
  });
});
