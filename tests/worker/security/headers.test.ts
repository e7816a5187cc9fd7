/**
 * Headers of the Worker's own answers: nosniff everywhere, no-store on private data, CORS
 * only for the configured origins and never with credentials, images served with their stored
 * type. The HTML pages' headers come from web/public/_headers through the assets layer, which
 * the Worker pool does not serve: tests/e2e/security-headers.spec.ts checks them on the server.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '../../../worker/index';
import { llamar, mundo } from './mundo';

const PERMITIDO = 'http://localhost:5173';

describe('API answers', () => {
  it('carry nosniff and no-store on every private answer, including refusals', async () => {
    const m = await mundo();
    const privadas: [string, string | null][] = [
      ['/api/users', m.dueno.token],
      ['/api/medic/all/private', m.dueno.token],
      ['/api/motivo/all', m.dueno.token],
      ['/api/horarios/all', m.dueno.token],
      ['/api/ventas/index', m.admin.token],
      ['/api/admin/medicos', m.admin.token],
      [`/api/cita/atendido?id=${m.cita.id}`, m.dueno.token],
      ['/api/users', null],
      ['/api/ventas/index', m.dueno.token],
      [`/api/ventas/consulta?factura=${m.venta.factura}&email=${m.venta.email}`, null],
    ];
    for (const [path, token] of privadas) {
      const res = await llamar(path, { token, headers: { 'cf-connecting-ip': '192.0.2.10' } });
      await res.arrayBuffer();
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(res.headers.get('content-type'), path).toMatch(/^application\/json/);
    }
  });

  it('let only anonymous public reads be revalidated by caches; a signed-in caller gets no-store', async () => {
    const m = await mundo();
    for (const path of ['/api/medic/all', '/api/producto/index', '/api/especialidades/all', '/api/marcas/index']) {
      const anonimo = await llamar(path);
      await anonimo.arrayBuffer();
      expect(anonimo.headers.get('x-content-type-options'), path).toBe('nosniff');
      // public data: at most stored and revalidated on every use, never served stale
      expect(anonimo.headers.get('cache-control') ?? '', path).toMatch(/no-store|max-age=0, must-revalidate/);
      // staff sees inactive products: such an answer must never reach a shared cache
      const firmado = await llamar(path, { token: m.admin.token });
      await firmado.arrayBuffer();
      expect(firmado.headers.get('cache-control'), path).toBe('no-store');
    }
    const error = await llamar('/api/no/existe');
    await error.arrayBuffer();
    expect(error.headers.get('cache-control')).toBe('no-store');
  });

  it('answer JSON, never HTML, to a caller that asks for HTML or sends it', async () => {
    for (const [path, init] of [
      ['/api/cita/create', { rawBody: '<html><script>alert(1)</script>', headers: { 'Content-Type': 'text/html' } }],
      ['/api/no/existe<script>', { headers: { Accept: 'text/html' } }],
      ['/api/medic/find', { body: { id: '<b>1</b>' }, headers: { Accept: 'text/html' } }],
    ] as const) {
      const res = await llamar(path, init);
      expect(res.headers.get('content-type'), path).toMatch(/^application\/json/);
      expect(await res.text()).not.toContain('<script>');
    }
  });
});

describe('CORS', () => {
  const pedir = (origin: string, method = 'GET', path = '/api/medic/all') =>
    llamar(path, {
      method,
      headers:
        method === 'OPTIONS'
          ? {
              Origin: origin,
              'Access-Control-Request-Method': 'POST',
              'Access-Control-Request-Headers': 'authorization',
            }
          : { Origin: origin },
    });

  it('grants a configured origin on real calls and preflights, never with credentials or a wildcard', async () => {
    for (const method of ['GET', 'OPTIONS']) {
      const res = await pedir(PERMITIDO, method);
      expect(res.headers.get('access-control-allow-origin')).toBe(PERMITIDO);
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      expect(res.headers.get('vary') ?? '').toMatch(/origin/i);
    }
    const privada = await pedir(PERMITIDO, 'GET', '/api/users');
    expect(privada.status).toBe(401);
    expect(privada.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('grants nothing to look-alike, null or unknown origins', async () => {
    for (const origin of [
      'https://malo.example',
      'null',
      'http://localhost:5173.malo.example',
      'http://malo.example/http://localhost:5173',
      'https://localhost:5173',
      'http://localhost:51730',
      'http://LOCALHOST:5173x',
    ])
      for (const method of ['GET', 'OPTIONS']) {
        const res = await pedir(origin, method);
        const concedido = res.headers.get('access-control-allow-origin');
        expect(concedido, `${method} ${origin}`).toBeNull();
      }
  });

  it('reads the allowed origins from CORS_ORIGINS: none configured grants none', async () => {
    const { app } = await import('../../../worker');
    const res = await app.request('/api/medic/all', { headers: { Origin: PERMITIDO } }, { ...env, CORS_ORIGINS: '' });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const otro = await app.request(
      '/api/medic/all',
      { headers: { Origin: 'https://citasalud.co' } },
      { ...env, CORS_ORIGINS: 'https://citasalud.co' },
    );
    expect(otro.headers.get('access-control-allow-origin')).toBe('https://citasalud.co');
  });
});

describe('HSTS (issue 38)', () => {
  const HSTS = 'max-age=31536000; includeSubDomains';
  const pedir = async (url: string, init: RequestInit = {}) => {
    const ctx = createExecutionContext();
    const res = await app.fetch(new Request(url, { headers: { Accept: 'application/json' }, ...init }), env, ctx);
    await waitOnExecutionContext(ctx);
    return res;
  };

  it('is sent on every kind of answer over https: a read, a refusal, a missing route, a bad body, /storage', async () => {
    const respuestas = [
      await pedir('https://citasalud.co/api/health'),
      await pedir('https://citasalud.co/api/users'),
      await pedir('https://citasalud.co/api/no-existe'),
      await pedir('https://citasalud.co/api/user/auth', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{roto',
      }),
      await pedir('https://citasalud.co/storage/no/existe.png'),
    ];
    expect(respuestas.map((r) => r.status)).toEqual([200, 401, 404, 400, 404]);
    for (const r of respuestas) expect(r.headers.get('strict-transport-security')).toBe(HSTS);
  });

  it('is not sent over plain http (local runs), where browsers ignore it anyway', async () => {
    const r = await pedir('http://localhost/api/health');
    expect(r.headers.get('strict-transport-security')).toBeNull();
  });
});
