import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { purgeOld } from '../../worker/lib/retention';
import { makeCuenta } from './helpers';

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
