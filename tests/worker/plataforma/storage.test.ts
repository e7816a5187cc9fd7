import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { claveValida } from '../../../worker/http/storage';
import { call, PNG_1x1 } from '../helpers';

const pedir = async (path: string, headers: Record<string, string> = {}) => {
  const res = await call(path, { headers });
  await res.arrayBuffer();
  return res;
};

describe('GET /storage/* with a key no object can have (issue 22)', () => {
  const imposibles = [
    `/storage/${'a'.repeat(1025)}`,
    `/storage/imagenes/${'ñ'.repeat(600)}.png`, // 1,200 bytes in UTF-8
    `/storage/${'a'.repeat(1100)}?w=160`,
    `/storage/${'a'.repeat(1020)}?w=160`, // its variant's key would pass 1024 bytes
    '/storage/usuarios/a%00b.png',
    '/storage/usuarios/a%0Ab.png',
    '/storage/usuarios/a%7Fb.png',
    '/storage/usuarios%5Ca.png',
    '/storage/usuarios//a.png',
    '/storage/./a.png',
    '/storage/%E0%A4%A',
  ];
  for (const path of imposibles)
    it(`answers 404, not 500: ${path.slice(0, 60)}`, async () => {
      const res = await pedir(path);
      expect(res.status).toBe(404);
    });

  it('reads a key up to 1024 bytes', () => {
    expect(claveValida(`demo/${'a'.repeat(1019)}`)).toBe(true);
    expect(claveValida(`demo/${'a'.repeat(1020)}`)).toBe(false);
    expect(claveValida('productos/3f2a.png@160.webp')).toBe(true);
  });
});

describe('GET /storage/* headers (issue 22)', () => {
  it("sends Content-Security-Policy: default-src 'none'; sandbox with an image, its variant and a 304", async () => {
    const key = `pruebas/csp-${Date.now()}.png`;
    await env.IMAGES.put(key, PNG_1x1, { httpMetadata: { contentType: 'image/png' } });
    const original = await pedir(`/storage/${key}`);
    expect(original.status).toBe(200);
    const variante = await pedir(`/storage/${key}?w=160`);
    expect(variante.status).toBe(200);
    const igual = await pedir(`/storage/${key}`, { 'If-None-Match': original.headers.get('etag') ?? '' });
    expect(igual.status).toBe(304);
    for (const res of [original, variante, igual])
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });
});
