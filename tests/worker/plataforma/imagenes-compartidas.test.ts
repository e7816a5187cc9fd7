import { env } from 'cloudflare:workers';
import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COLUMNAS_DE_IMAGEN } from '../../../worker/db/columnas-de-imagen';
import { schema } from '../../../worker/db/schema';
import { variantKeys } from '../../../worker/plataforma/image-variants';
import { call, callJson, db, makeAdmin, makeCuenta, PNG_1x1, pngFile } from '../helpers';

// Issue 22, item 1: the demo data (and anything else) may point several rows at one R2 object;
// replacing the image of one row must leave the object the other rows still show.

let n = 0;
/** A fresh object under `demo/`, the way the seed shares its images, with its stored variants. */
async function compartida() {
  const key = `demo/compartida-${Date.now().toString(36)}-${n++}.png`;
  for (const k of [key, ...variantKeys(key)])
    await env.IMAGES.put(k, PNG_1x1, { httpMetadata: { contentType: 'image/png' } });
  return key;
}

const servida = async (key: string) => {
  const res = await call(`/storage/${key}`);
  await res.arrayBuffer();
  return res.status;
};
const variantesGuardadas = async (key: string) =>
  (await Promise.all(variantKeys(key).map((k) => env.IMAGES.head(k)))).filter(Boolean).length;

const producto = async (over: Partial<typeof schema.productos.$inferInsert>) => {
  const [marca] = await db()
    .insert(schema.marcas)
    .values({ nombre: `Marca ${Date.now()}-${n++}` })
    .returning();
  const [p] = await db()
    .insert(schema.productos)
    .values({ nombre: 'Producto', busqueda: 'producto', precio: 20000, id_marca: marca.id, ...over })
    .returning();
  return p;
};

const subirImagen = (token: string, imagen: number) =>
  callJson('/api/users/update/imagen', { token, body: { imagen, file: pngFile() } });
const subirImagenProducto = (token: string, id: number, imagen: number) =>
  callJson('/api/producto/update-image', { token, body: { id_producto: id, imagen, file: pngFile() } });

describe('replacing an image another row still uses (issue 22)', () => {
  it("keeps a shared profile photo when one professional replaces hers: the other's still answers 200", async () => {
    const key = await compartida();
    const ana = await makeCuenta({ fotoperfil: key });
    await makeCuenta({ fotoperfil: key });
    const res = await subirImagen(ana.token, 1);
    expect(res.status).toBe(200);
    expect(res.json.succes.fotoperfil).not.toBe(key);
    expect(await servida(key)).toBe(200);
    expect(await variantesGuardadas(key)).toBe(variantKeys(key).length);
  });

  it('keeps a gallery photo that another professional shows in another slot, or as her profile photo', async () => {
    const key = await compartida();
    const ana = await makeCuenta({ foto1: key });
    await makeCuenta({ foto3: key });
    await makeCuenta({ fotoperfil: key });
    expect((await subirImagen(ana.token, 2)).status).toBe(200); // slot 2 is foto1
    expect(await servida(key)).toBe(200);
  });

  it('keeps a product image another product (or a profile) uses, and a home background a product uses', async () => {
    const admin = await makeAdmin();
    const key = await compartida();
    const uno = await producto({ imagen1: key });
    await producto({ imagen3: key });
    expect((await subirImagenProducto(admin.token, uno.id, 1)).status).toBe(200);
    expect(await servida(key)).toBe(200);

    const otra = await compartida();
    const tres = await producto({ imagen2: otra });
    await makeCuenta({ foto8: otra });
    expect((await subirImagenProducto(admin.token, tres.id, 2)).status).toBe(200);
    expect(await servida(otra)).toBe(200);

    const fondo = await compartida();
    await db().delete(schema.home);
    await db().insert(schema.home).values({ fondo });
    await producto({ imagen4: fondo });
    expect((await callJson('/api/home/create', { token: admin.token, body: { fondo: pngFile() } })).status).toBe(201);
    expect(await servida(fondo)).toBe(200);
  });

  it('deletes the object and its variants once the last row that used it lets it go', async () => {
    const key = await compartida();
    const ana = await makeCuenta({ fotoperfil: key });
    const bea = await makeCuenta({ fotoperfil: key });
    await subirImagen(ana.token, 1);
    expect(await servida(key)).toBe(200);
    await subirImagen(bea.token, 1);
    expect(await servida(key)).toBe(404);
    expect(await variantesGuardadas(key)).toBe(0);
  });
});

describe('COLUMNAS_DE_IMAGEN', () => {
  it('names every column of the schema that stores an image key', () => {
    const conImagen = /^(foto|imagen|fondo|logo)/;
    const enEsquema = Object.values(schema)
      .filter((t) => typeof t === 'object' && t && Symbol.for('drizzle:Name') in t)
      .flatMap((t) => {
        const tabla = (t as unknown as Record<symbol, string>)[Symbol.for('drizzle:Name')];
        return Object.values(getTableColumns(t as never) as Record<string, { name: string }>)
          .map((c) => c.name)
          .filter((c) => conImagen.test(c))
          .map((c) => `${tabla}.${c}`);
      });
    const listadas = Object.entries(COLUMNAS_DE_IMAGEN).flatMap(([tabla, cols]) => cols.map((c) => `${tabla}.${c}`));
    expect(enEsquema.sort()).toEqual(listadas.sort());
  });
});
