/**
 * Lists ask for small WebP copies of stored images: `/storage/<key>?w=160|320|640`.
 * The images are real (drawn with lib/png.ts, or re-encoded by the Images binding), and every
 * size is read from the answered bytes' own header, never from what the server says.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { normalizar } from '../../../common/texto';
import { encodePng, Raster } from '../../../scripts/seed/png';
import { app } from '../../../worker';
import { schema } from '../../../worker/db/schema';
import { imageSize, makeVariant } from '../../../worker/plataforma/image-variants';
import { call, callJson, db, JPEG_HEAD, makeAdmin, makeCuenta, PNG_1x1 } from '../helpers';

// drawing photo-sized images and resizing them (sharp, locally) takes seconds on a busy machine
vi.setConfig({ testTimeout: 30_000 });

let n = 0;
const unico = () => `${Date.now().toString(36)}${(n++).toString(36)}`;

/** A photo-sized PNG (`width` × `height`) with grain, so it weighs like a photo (about 1.4 MB at 2000 × 1000). */
async function imagenPng(width = 2000, height = 1000): Promise<Uint8Array> {
  const r = new Raster(width, height).gradient([30, 136, 229], [250, 200, 120], 0, 0, width, height);
  let seed = 7;
  for (let i = 0; i < r.data.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    r.data[i] = Math.min(255, r.data[i] + ((seed >> 16) & 0x30));
  }
  return encodePng(width, height, r.data);
}

/** The same picture as a JPEG, encoded by the Images binding (sharp, locally). */
async function imagenJpeg(width = 2000, height = 1000): Promise<Uint8Array> {
  const png = await imagenPng(width, height);
  const out = await env.RESIZE!.input(new Blob([png]).stream()).output({ format: 'image/jpeg' });
  return new Uint8Array(await out.response().arrayBuffer());
}

const file = (bytes: Uint8Array, name: string, type: string) => new File([bytes], name, { type });
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

/** Width and height of a WebP, read from its header here (not with the server's reader). */
function webpSize(b: Uint8Array): { width: number; height: number } {
  expect(ascii(b, 0, 4)).toBe('RIFF');
  expect(ascii(b, 8, 12)).toBe('WEBP');
  const chunk = ascii(b, 12, 16);
  const le16 = (i: number) => b[i] | (b[i + 1] << 8);
  const le24 = (i: number) => b[i] | (b[i + 1] << 8) | (b[i + 2] << 16);
  if (chunk === 'VP8 ') return { width: le16(26) & 0x3fff, height: le16(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = (b[21] | (b[22] << 8) | (b[23] << 16) | (b[24] << 24)) >>> 0;
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  expect(chunk).toBe('VP8X');
  return { width: le24(24) + 1, height: le24(27) + 1 };
}

/** Byte equality without a deep comparison per element (slow on megabytes). */
const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((v, i) => v === b[i]);
const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer());

const subirImagen = async (token: string, bytes: Uint8Array, name = 'foto.png', type = 'image/png') => {
  const { status, json } = await callJson('/api/users/update/imagen', {
    token,
    body: { imagen: 1, file: file(bytes, name, type) },
  });
  expect(status).toBe(200);
  return json.succes.fotoperfil as string;
};

const existe = async (key: string) => (await env.IMAGES.head(key)) !== null;

describe('GET /storage/<key>?w=', () => {
  it('answers a 2000 px profile photo as a WebP 320 px wide and far lighter, made at upload', async () => {
    const u = await makeCuenta();
    const original = await imagenPng();
    expect(original.length).toBeGreaterThan(1_000_000);
    const key = await subirImagen(u.token, original);
    // stored next to the original before anyone asked for it
    for (const w of [160, 320, 640]) expect(await existe(`${key}@${w}.webp`), `${w}`).toBe(true);

    const res = await call(`/storage/${key}?w=320`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    const bytes = await bytesOf(res);
    expect(webpSize(bytes)).toEqual({ width: 320, height: 160 });
    expect(bytes.length).toBeLessThan(original.length / 20);

    const grande = await bytesOf(await call(`/storage/${key}?w=640`));
    expect(webpSize(grande)).toEqual({ width: 640, height: 320 });
    const chica = await bytesOf(await call(`/storage/${key}?w=160`));
    expect(webpSize(chica)).toEqual({ width: 160, height: 80 });
    // the original is untouched
    expect(sameBytes(await bytesOf(await call(`/storage/${key}`)), original)).toBe(true);
  });

  it('caches a variant for a year with its own ETag and answers 304 to a matching If-None-Match', async () => {
    const u = await makeCuenta();
    const key = await subirImagen(u.token, await imagenPng(800, 400));
    const res = await call(`/storage/${key}?w=320`);
    await res.arrayBuffer();
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    expect(etag).not.toBe((await call(`/storage/${key}`)).headers.get('etag'));
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');

    const again = await call(`/storage/${key}?w=320`, { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
    const otro = await call(`/storage/${key}?w=640`, { headers: { 'If-None-Match': etag ?? '' } });
    expect(otro.status).toBe(200);
    await otro.arrayBuffer();
  });

  it('makes a missing variant on its first request and keeps it (images stored before variants existed)', async () => {
    const key = `pruebas/${unico()}.png`;
    await env.IMAGES.put(key, await imagenPng(1200, 900), { httpMetadata: { contentType: 'image/png' } });
    expect(await existe(`${key}@160.webp`)).toBe(false);

    const first = await call(`/storage/${key}?w=160`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/webp');
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(webpSize(await bytesOf(first))).toEqual({ width: 160, height: 120 });
    expect(await existe(`${key}@160.webp`)).toBe(true);
    expect(await existe(`${key}@640.webp`)).toBe(false); // only what was asked for

    const second = await call(`/storage/${key}?w=160`, {
      headers: { 'If-None-Match': first.headers.get('etag') ?? '' },
    });
    expect(second.status).toBe(304);
  });

  it('never enlarges an image narrower than the width asked for (the demo images are 256 px)', async () => {
    const key = `pruebas/${unico()}.png`;
    await env.IMAGES.put(key, await imagenPng(256, 256), { httpMetadata: { contentType: 'image/png' } });
    const res = await call(`/storage/${key}?w=640`);
    expect(webpSize(await bytesOf(res))).toEqual({ width: 256, height: 256 });
  });

  it('makes the variants of a JPEG product photo too', async () => {
    const admin = await makeAdmin();
    const [m] = await db()
      .insert(schema.marcas)
      .values({ nombre: `Marca ${unico()}` })
      .returning();
    const nombre = `Producto ${unico()}`;
    const [p] = await db()
      .insert(schema.productos)
      .values({ nombre, busqueda: normalizar(nombre), precio: 20000, id_marca: m.id })
      .returning();
    const jpeg = await imagenJpeg(1600, 1200);
    expect(imageSize(jpeg)).toEqual({ width: 1600, height: 1200 });
    const { status, json } = await callJson('/api/producto/update-image', {
      token: admin.token,
      body: { id_producto: p.id, imagen: 1, file: file(jpeg, 'foto.jpg', 'image/jpeg') },
    });
    expect(status).toBe(200);
    const key = json.succes.imagen1 as string;
    expect(key).toMatch(/\.jpg$/);
    expect(await existe(`${key}@320.webp`)).toBe(true);
    const res = await call(`/storage/${key}?w=320`);
    expect(webpSize(await bytesOf(res))).toEqual({ width: 320, height: 240 });
  });

  it('refuses any width but 160, 320 and 640 with a 422 naming them', async () => {
    const key = `pruebas/${unico()}.png`;
    await env.IMAGES.put(key, PNG_1x1, { httpMetadata: { contentType: 'image/png' } });
    for (const w of ['', '100', '321', '0320', '320.0', '-320', '3e2', 'abc', '99999']) {
      const { status, json } = await callJson(`/storage/${key}?w=${encodeURIComponent(w)}`);
      expect(status, w).toBe(422);
      expect(json.errors.w).toEqual(['El ancho pedido no es válido: use 160, 320 o 640.']);
    }
    expect(await existe(`${key}@100.webp`)).toBe(false);
  });

  it('answers 404 for the variant of a missing image, and for a variant of a variant', async () => {
    expect((await call(`/storage/pruebas/no-hay-${unico()}.png?w=320`)).status).toBe(404);
    const u = await makeCuenta();
    const key = await subirImagen(u.token, await imagenPng(400, 200));
    const deVariante = await call(`/storage/${key}@320.webp?w=160`);
    expect(deVariante.status).toBe(404);
    // the variant itself is an ordinary stored object
    const directa = await call(`/storage/${key}@320.webp`);
    expect(directa.headers.get('content-type')).toBe('image/webp');
    await directa.arrayBuffer();
  });

  it('serves the original, briefly cached, when a variant cannot be made from the stored bytes', async () => {
    const u = await makeCuenta();
    // a JPEG by its first bytes, so the upload takes it, but with nothing to decode after them
    const key = await subirImagen(u.token, JPEG_HEAD, 'rota.jpg', 'image/jpeg');
    expect(await existe(`${key}@320.webp`)).toBe(false);
    const res = await call(`/storage/${key}?w=320`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await bytesOf(res)).toEqual(JPEG_HEAD);
    expect(await existe(`${key}@320.webp`)).toBe(false);
  });

  it('serves the original when the Worker has no Images binding, and makes the variant once it has', async () => {
    const key = `pruebas/${unico()}.png`;
    const png = await imagenPng(900, 300);
    await env.IMAGES.put(key, png, { httpMetadata: { contentType: 'image/png' } });
    const ctx = createExecutionContext();
    const sinBinding = { ...env, RESIZE: undefined };
    const res = await app.fetch(new Request(`http://localhost/storage/${key}?w=320`), sinBinding, ctx);
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(sameBytes(await bytesOf(res), png)).toBe(true);

    const luego = await call(`/storage/${key}?w=320`);
    expect(webpSize(await bytesOf(luego))).toEqual({ width: 320, height: 107 });
  });
});

describe('a dropped connection to the Images binding', () => {
  /** The real binding behind one that fails the first `fallos` calls with `error`. */
  const fallando = (fallos: number, error: Error) => {
    let llamadas = 0;
    const binding = {
      ...env.RESIZE!,
      input(stream: ReadableStream<Uint8Array>) {
        llamadas++;
        if (llamadas > fallos) return env.RESIZE!.input(stream);
        const roto = {
          transform: () => roto,
          output: async () => {
            throw error;
          },
        };
        return roto as unknown as ImageTransformer;
      },
    } as ImagesBinding;
    return { binding, llamadas: () => llamadas };
  };
  const pedir = async (key: string, resize: ImagesBinding) => {
    const ctx = createExecutionContext();
    const res = await app.fetch(new Request(`http://localhost/storage/${key}?w=320`), { ...env, RESIZE: resize }, ctx);
    await waitOnExecutionContext(ctx);
    return res;
  };

  it('is tried once more when it says it can be retried', async () => {
    const key = `pruebas/${unico()}.png`;
    await env.IMAGES.put(key, await imagenPng(900, 300), { httpMetadata: { contentType: 'image/png' } });
    const perdida = Object.assign(new Error('Network connection lost.'), { retryable: true });
    const f = fallando(1, perdida);
    const res = await pedir(key, f.binding);
    expect(webpSize(await bytesOf(res))).toEqual({ width: 320, height: 107 });
    expect(f.llamadas()).toBe(2);
  });

  it('is not tried again for an error that cannot be retried, and the original stands in', async () => {
    const key = `pruebas/${unico()}.png`;
    await env.IMAGES.put(key, await imagenPng(900, 300), { httpMetadata: { contentType: 'image/png' } });
    const f = fallando(5, new Error('ERROR 9422: cupo agotado'));
    const res = await pedir(key, f.binding);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    await res.arrayBuffer();
    expect(f.llamadas()).toBe(1);
    expect(await existe(`${key}@320.webp`)).toBe(false);
  });
  it('is given up when the image service does not answer in time, so the request never hangs on it', async () => {
    const colgado = {
      input: () => {
        const t = { transform: () => t, output: () => new Promise<never>(() => {}) };
        return t as unknown as ImageTransformer;
      },
    } as unknown as ImagesBinding;
    // without the limit this never settles and the test times out
    await expect(makeVariant(colgado, await imagenPng(900, 300), 320, 50)).resolves.toBeNull();
  });
});

describe('deleting an image deletes its variants', () => {
  it('replacing a profile photo removes the old one and its three variants', async () => {
    const u = await makeCuenta();
    const vieja = await subirImagen(u.token, await imagenPng(700, 700));
    const nueva = await subirImagen(u.token, await imagenPng(500, 500));
    for (const k of [vieja, `${vieja}@160.webp`, `${vieja}@320.webp`, `${vieja}@640.webp`])
      expect(await existe(k), k).toBe(false);
    expect((await call(`/storage/${vieja}?w=320`)).status).toBe(404);
    expect(await existe(`${nueva}@320.webp`)).toBe(true);
  });

  it('replacing the home background removes the old one and its variants', async () => {
    const admin = await makeAdmin();
    const subir = async (bytes: Uint8Array) => {
      const { status, json } = await callJson('/api/home/create', {
        token: admin.token,
        body: { fondo: file(bytes, 'fondo.png', 'image/png') },
      });
      expect(status).toBe(201);
      return json.succes.fondo as string;
    };
    const viejo = await subir(await imagenPng(1000, 500));
    expect(await existe(`${viejo}@640.webp`)).toBe(true);
    const nuevo = await subir(await imagenPng(900, 500));
    expect(await existe(viejo)).toBe(false);
    expect(await existe(`${viejo}@640.webp`)).toBe(false);
    expect(webpSize(await bytesOf(await call(`/storage/${nuevo}?w=640`)))).toEqual({ width: 640, height: 356 });
  });
});

describe('every upload route stores the variants', () => {
  it('a new product stores the variants of each of its photos', async () => {
    const admin = await makeAdmin();
    const [m] = await db()
      .insert(schema.marcas)
      .values({ nombre: `Marca ${unico()}` })
      .returning();
    const { status, json } = await callJson('/api/producto/create', {
      token: admin.token,
      body: {
        nombre: `Crema ${unico()}`,
        id_marca: m.id,
        precio: '18000',
        ficha_tecnica: 'Ficha',
        uso_adecuado: 'Uso',
        aviso_legal: 'Aviso',
        fotos: [file(await imagenPng(1000, 1000), 'a.png', 'image/png'), file(PNG_1x1, 'b.png', 'image/png')],
      },
    });
    expect(status).toBe(201);
    const { imagen1, imagen2 } = json.succes as { imagen1: string; imagen2: string };
    for (const key of [imagen1, imagen2])
      for (const w of [160, 320, 640]) expect(await existe(`${key}@${w}.webp`)).toBe(true);
    expect(webpSize(await bytesOf(await call(`/storage/${imagen1}?w=320`)))).toEqual({ width: 320, height: 320 });
    expect(webpSize(await bytesOf(await call(`/storage/${imagen2}?w=320`)))).toEqual({ width: 1, height: 1 });
  });

  it('a gallery photo uploaded by staff for a professional stores its variants', async () => {
    const admin = await makeAdmin();
    const u = await makeCuenta();
    const { status, json } = await callJson('/api/users/update/imagen', {
      token: admin.token,
      body: { id: u.id, imagen: 4, file: file(await imagenPng(1200, 800), 'g.png', 'image/png') },
    });
    expect(status).toBe(200);
    const key = json.succes.foto3 as string;
    expect(webpSize(await bytesOf(await call(`/storage/${key}?w=640`)))).toEqual({ width: 640, height: 427 });
  });
});

describe('imageSize', () => {
  it('reads the size of PNG, JPEG and WebP headers as the Images binding measures them', async () => {
    const png = await imagenPng(333, 111);
    const jpeg = await imagenJpeg(321, 123);
    const webp = new Uint8Array(
      await (await env.RESIZE!.input(new Blob([png]).stream()).output({ format: 'image/webp' }))
        .response()
        .arrayBuffer(),
    );
    for (const img of [png, jpeg, webp]) {
      const info = await env.RESIZE!.info(new Blob([img]).stream());
      expect(imageSize(img)).toEqual({
        width: (info as { width: number }).width,
        height: (info as { height: number }).height,
      });
    }
    expect(imageSize(JPEG_HEAD)).toBeNull();
    expect(imageSize(new TextEncoder().encode('<svg></svg>'))).toBeNull();
  });
});
