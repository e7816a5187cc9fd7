import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { schema } from '../../../worker/db/schema';
import { bigImage, call, callJson, db, fakeImage, JPEG_HEAD, makeAdmin, makeCuenta, pngFile } from '../helpers';

const webpFile = () =>
  new File(
    [new Uint8Array([0x52, 0x49, 0x46, 0x46, 0x1a, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x20])],
    'f.webp',
    {
      type: 'image/webp',
    },
  );

describe('POST /api/home/create', () => {
  it('stores a PNG background under home/, serves it, and lists it in GET /api/home/all', async () => {
    const admin = await makeAdmin();
    const { status, json } = await callJson('/api/home/create', { body: { fondo: pngFile() }, token: admin.token });
    expect(status).toBe(201);
    expect(json.succes.fondo).toMatch(/^home\/[\w-]+\.png$/);
    expect(typeof json.succes.id).toBe('number');

    const list = await callJson('/api/home/all');
    expect(list.status).toBe(200);
    expect(list.json.succes[0]).toEqual({ id: json.succes.id, fondo: json.succes.fondo });

    const img = await call(`/storage/${json.succes.fondo}`);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
    await img.arrayBuffer();
  });

  it('accepts a JPEG and replaces the previous background, dropping its stored object', async () => {
    const admin = await makeAdmin();
    const first = await callJson('/api/home/create', { body: { fondo: pngFile() }, token: admin.token });
    const jpeg = new File([JPEG_HEAD], 'fondo.jpg', { type: 'image/jpeg' });
    const second = await callJson('/api/home/create', { body: { fondo: jpeg }, token: admin.token });
    expect(second.status).toBe(201);
    expect(second.json.succes.fondo).toMatch(/\.jpg$/);

    const rows = await db().select().from(schema.home);
    expect(rows.map((r) => r.fondo)).toEqual([second.json.succes.fondo]);
    expect(await env.IMAGES.head(first.json.succes.fondo)).toBeNull();
    expect((await callJson('/api/home/all')).json.succes[0].fondo).toBe(second.json.succes.fondo);
  });

  it('refuses a WebP background with the specification message', async () => {
    const admin = await makeAdmin();
    const { status, json } = await callJson('/api/home/create', { body: { fondo: webpFile() }, token: admin.token });
    expect(status).toBe(422);
    expect(json.errors.fondo).toEqual(['Solo se permiten imágenes de tipo JPEG, PNG o JPG.']);
  });

  it('refuses text pretending to be a PNG', async () => {
    const admin = await makeAdmin();
    const { status, json } = await callJson('/api/home/create', { body: { fondo: fakeImage() }, token: admin.token });
    expect(status).toBe(422);
    expect(json.message).toBe('Solo se permiten imágenes de tipo JPEG, PNG o JPG.');
  });

  it('refuses a file over 2 MB with 413 and the specification message', async () => {
    const admin = await makeAdmin();
    const { status, json } = await callJson('/api/home/create', { body: { fondo: bigImage() }, token: admin.token });
    expect(status).toBe(413);
    expect(json.message).toBe('El archivo no debe exceder los 2 MB.');
  });

  it('says no file was chosen when the part is missing, whatever the encoding', async () => {
    const admin = await makeAdmin();
    for (const encoding of ['multipart', 'json', 'urlencoded'] as const) {
      const { status, json } = await callJson('/api/home/create', {
        body: { fondo: '' },
        encoding,
        token: admin.token,
      });
      expect(status).toBe(422);
      expect(json.errors.fondo).toEqual(['No se seleccionó ningún archivo.']);
    }
  });

  it('answers 401 to an anonymous caller and 403 to a professional, storing nothing', async () => {
    const pro = await makeCuenta();
    const before = await db().select().from(schema.home);
    expect((await callJson('/api/home/create', { body: { fondo: pngFile() } })).status).toBe(401);
    expect((await callJson('/api/home/create', { body: { fondo: pngFile() }, token: pro.token })).status).toBe(403);
    expect(await db().select().from(schema.home)).toEqual(before);
  });
});
