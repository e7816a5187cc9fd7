/**
 * The HTML pages' security headers come from web/public/_headers through the assets layer (the
 * Worker never sees those requests), so they are checked here, on the running server.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BASE } from './support';

/** `default-src 'self'; script-src …` → { 'default-src': ["'self'"], … } */
const directivas = (csp: string) =>
  Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((p) => p[0])
      .map(([nombre, ...valores]) => [nombre.toLowerCase(), valores]),
  ) as Record<string, string[]>;

describe('Security headers of the pages', () => {
  for (const path of ['/', '/e-comerce', '/especialistas/todas/todas/0', '/doc-detalle/1']) {
    it(`A visitor's browser gets ${path} with a strict CSP, no framing and no sniffing`, async () => {
      const res = await fetch(`${BASE}${path}`, { headers: { Accept: 'text/html' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      await res.arrayBuffer();

      const csp = directivas(res.headers.get('content-security-policy') ?? '');
      const scripts = csp['script-src'] ?? csp['default-src'] ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      expect(scripts).not.toContain('*');
      // only the app itself, its own inline scripts by hash, what the Wompi widget needs and Turnstile
      for (const fuente of scripts)
        expect(fuente).toMatch(
          /^('self'|'sha256-[A-Za-z0-9+/]+=*'|https:\/\/([a-z0-9-]+\.)*wompi\.co|https:\/\/challenges\.cloudflare\.com)$/,
        );
      const html = await (await fetch(`${BASE}${path}`, { headers: { Accept: 'text/html' } })).text();
      const enLinea = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
        (m) => `'sha256-${createHash('sha256').update(m[1]).digest('base64')}'`,
      );
      expect(enLinea.length).toBeGreaterThan(0);
      expect(scripts.filter((f) => f.startsWith("'sha256-")).sort()).toEqual(enLinea.sort());
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['base-uri']).toBeDefined();

      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toMatch(
        /^(strict-origin-when-cross-origin|strict-origin|same-origin|no-referrer)$/,
      );
      const permisos = res.headers.get('permissions-policy') ?? '';
      for (const api of ['camera=()', 'microphone=()', 'geolocation=()']) expect(permisos).toContain(api);
    });
  }

  it('The API answers private calls without a cache and with nosniff on the running server too', async () => {
    const res = await fetch(`${BASE}/api/users`, {
      headers: { Accept: 'application/json', Authorization: 'Bearer null' },
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    await res.arrayBuffer();
  });
});
