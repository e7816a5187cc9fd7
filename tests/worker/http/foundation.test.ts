import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { addDays, bogotaNow, diaDeLaSemana, parseFecha } from '../../../common/fechas';
import { normalizar } from '../../../common/texto';
import { LIKE_MAX_BYTES, likeContains } from '../../../worker/db/like';
import { fromEntries } from '../../../worker/http/body';
import { hashPassword, PBKDF2_ITERATIONS, verifyPassword } from '../../../worker/plataforma/cripto';
import { sniffImage } from '../../../worker/plataforma/images';
import { call, callJson, ENCODINGS, makeCuenta, PNG_1x1 } from '../helpers';

describe('GET /api/health', () => {
  it('answers ok without touching the database', async () => {
    const { status, json } = await callJson('/api/health');
    expect(status).toBe(200);
    expect(json).toEqual({ ok: true });
  });
});

describe('the request parser', () => {
  it('turns axios bracket keys into nested values', () => {
    const body = fromEntries([
      ['productos[0][id]', '1'],
      ['productos[0][cantidad]', '2'],
      ['productos[1][id]', '7'],
      ['fotos[]', 'a'],
      ['fotos[]', 'b'],
      ['nombre', 'Ana'],
    ]);
    expect(body).toEqual({
      productos: [{ id: '1', cantidad: '2' }, { id: '7' }],
      fotos: ['a', 'b'],
      nombre: 'Ana',
    });
  });

  it('refuses prototype pollution keys', () => {
    expect(() => fromEntries([['__proto__[x]', '1']])).toThrow();
  });

  for (const encoding of ENCODINGS) {
    it(`reads a ${encoding} body with bracket keys the same way`, async () => {
      // /api/__eco is only mounted in tests: it answers what the parser read.
      const { status, json } = await callJson('/api/__eco', {
        body: { nombre: 'Ana', productos: [{ id: 1, cantidad: 2 }] },
        encoding,
      });
      expect(status).toBe(200);
      expect(json.body).toEqual({
        nombre: 'Ana',
        productos: [{ id: encoding === 'json' ? 1 : '1', cantidad: encoding === 'json' ? 2 : '2' }],
      });
    });
  }

  it('answers 400 with a Spanish message for broken JSON, never 500', async () => {
    const { status, json } = await callJson('/api/__eco', {
      rawBody: '{"nombre": ',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(status).toBe(400);
    expect(json.error).toBe('bad_request');
    expect(json.message).toMatch(/solicitud/);
  });

  it('answers 400 for a JSON array where an object is expected', async () => {
    const { status } = await callJson('/api/__eco', {
      rawBody: '[1,2]',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(status).toBe(400);
  });
});

describe('sessions on public routes', () => {
  it('treats "Bearer null" as anonymous instead of refusing', async () => {
    const res = await call('/api/__eco', { token: null });
    expect(res.status).toBe(200);
    expect(((await res.json()) as any).user).toBeNull();
  });

  it('treats an invalid token as anonymous', async () => {
    const res = await call('/api/__eco', { token: 'nope' });
    expect(((await res.json()) as any).user).toBeNull();
  });

  it('recognises a valid session', async () => {
    const u = await makeCuenta();
    const res = await call('/api/__eco', { token: u.token });
    expect(((await res.json()) as any).user.id).toBe(u.id);
  });
});

describe('CORS', () => {
  it('answers a preflight from a configured origin with the contract headers', async () => {
    const res = await call('/api/especialidades/all', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,x-requested-with,content-type',
      },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const h of ['authorization', 'x-requested-with', 'content-type', 'accept']) expect(allowed).toContain(h);
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('gives no CORS grant to an unknown origin', async () => {
    const res = await call('/api/health', { headers: { Origin: 'https://malo.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('errors', () => {
  it('answers unknown API paths with a JSON 404 in Spanish', async () => {
    const { status, json } = await callJson('/api/no/existe');
    expect(status).toBe(404);
    expect(json).toMatchObject({ error: 'not_found' });
    expect(json.message).toMatch(/no existe/);
  });

  it('answers API calls with nosniff and no-store', async () => {
    const res = await call('/api/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('GET /storage/*', () => {
  it('serves an R2 object with its type, ETag, long cache, and 304 on a repeat', async () => {
    await env.IMAGES.put('pruebas/punto.png', PNG_1x1, { httpMetadata: { contentType: 'image/png' } });
    const res = await call('/storage/pruebas/punto.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toContain('max-age=31536000');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = res.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG_1x1);
    const again = await call('/storage/pruebas/punto.png', { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
  });

  it('answers 404, not 500, for a malformed percent-encoding', async () => {
    const res = await call('/storage/%E0%A4%A');
    expect(res.status).toBe(404);
  });

  it('answers 404 for a missing object', async () => {
    const res = await call('/storage/pruebas/no-hay.png');
    expect(res.status).toBe(404);
  });
});

describe('password hashing', () => {
  it('stays within the production PBKDF2 ceiling of 100000 iterations', () => {
    expect(PBKDF2_ITERATIONS).toBeLessThanOrEqual(100_000);
  });

  it('verifies the right password and refuses a wrong one, with a per-user salt', async () => {
    const a = await hashPassword('CitaSalud2026!');
    const b = await hashPassword('CitaSalud2026!');
    expect(a).toMatch(/^pbkdf2-sha256\$100000\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('CitaSalud2026!', a)).toBe(true);
    expect(await verifyPassword('citasalud2026!', a)).toBe(false);
    expect(await verifyPassword('x', 'basura')).toBe(false);
  });
});

describe('small shared rules', () => {
  it('compares names accent- and case-insensitively', () => {
    expect(normalizar('Bogotá')).toBe(normalizar('bogota'));
    expect(normalizar('  Cardiología ')).toBe('cardiologia');
  });

  it('reads both date forms and evaluates today in America/Bogota', () => {
    expect(parseFecha('11/3/2026')).toBe('2026-11-03');
    expect(parseFecha('2026-11-03')).toBe('2026-11-03');
    expect(parseFecha('2/30/2026')).toBeNull();
    // 23:30 on 3 Nov in Bogotá is 04:30 UTC on 4 Nov: still the 3rd there.
    expect(bogotaNow(new Date('2026-11-04T04:30:00Z'))).toEqual({ fecha: '2026-11-03', hora: '23:30' });
    expect(diaDeLaSemana('2026-11-22')).toBe('domingo');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('keeps every LIKE pattern within the 50 bytes production D1 accepts', () => {
    const long = 'ñ'.repeat(100);
    expect(new TextEncoder().encode(likeContains(long)).length).toBeLessThanOrEqual(LIKE_MAX_BYTES);
    expect(new TextEncoder().encode(likeContains('%_'.repeat(40), { escape: true })).length).toBeLessThanOrEqual(
      LIKE_MAX_BYTES,
    );
    expect(likeContains('%_', { escape: true })).toBe('%\\%\\_%');
    expect(likeContains('cardio')).toBe('%cardio%');
  });

  it('recognises images by their bytes', () => {
    expect(sniffImage(PNG_1x1)).toBe('image/png');
    expect(sniffImage(new TextEncoder().encode('<svg></svg>'))).toBeNull();
  });
});

describe('field validation', () => {
  it('reports one message for an empty mobile, not "required" and "format" together', async () => {
    const { check } = await import('../../../worker/plataforma/validate');
    const { celular } = await import('../../../common/validacion');
    const { z } = await import('zod');
    try {
      check(z.object({ celular: celular() }), { celular: '' });
      expect.unreachable();
    } catch (err) {
      expect((err as { errors: Record<string, string[]> }).errors.celular).toHaveLength(1);
    }
  });

  it('builds a day-dependent schema once per day and anew when the day changes', async () => {
    const { porDia } = await import('../../../common/validacion');
    const hechos: string[] = [];
    const esquema = porDia((hoy: string) => {
      hechos.push(hoy);
      return { hoy };
    });
    expect(esquema('2026-11-24')).toBe(esquema('2026-11-24'));
    expect(esquema('2026-11-25').hoy).toBe('2026-11-25');
    expect(hechos).toEqual(['2026-11-24', '2026-11-25']);
  });
});
