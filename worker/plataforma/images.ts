import { sql } from 'drizzle-orm';
import { COLUMNAS_DE_IMAGEN } from '../db/columnas-de-imagen';
import type { Bindings, Variables } from '../env';
import { msg } from '../textos';
import { ApiError, invalid } from './errors';
import { guardarVariantes, variantKeys } from './image-variants';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';
const EXT: Record<ImageType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** The image type by its first bytes (never by the declared type or name), or null. */
export function sniffImage(head: Uint8Array): ImageType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => head[i] === b))
    return 'image/png';
  const ascii = (from: number, to: number) => String.fromCharCode(...head.slice(from, to));
  if (head.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

type Rules = { field: string; allowed?: readonly ImageType[]; typeMessage?: string };

/**
 * Checks an uploaded part: present, a real image of an allowed type by its bytes, at most 2 MB.
 * Answers the bytes and the sniffed type; refuses with 422 (413 past the size).
 */
export async function readImage(part: unknown, rules: Rules): Promise<{ bytes: Uint8Array; type: ImageType }> {
  const allowed = rules.allowed ?? (['image/jpeg', 'image/png', 'image/webp'] as const);
  if (!(part instanceof File) || part.size === 0) throw invalid({ [rules.field]: [msg.imagenes.ninguna] });
  if (part.size > MAX_IMAGE_BYTES)
    throw new ApiError(413, 'payload_too_large', msg.imagenes.tamano, { [rules.field]: [msg.imagenes.tamano] });
  const bytes = new Uint8Array(await part.arrayBuffer());
  const type = sniffImage(bytes.subarray(0, 16));
  const message = rules.typeMessage ?? msg.imagenes.tipo;
  if (!type || !allowed.includes(type)) throw invalid({ [rules.field]: [message] });
  return { bytes, type };
}

/**
 * Stores an image under a fresh key (`<prefix>/<random>.<ext>`) with its small WebP variants
 * (lib/image-variants.ts; one that fails is made on its first request), and answers the key.
 */
export async function putImage(
  env: Pick<Bindings, 'IMAGES' | 'RESIZE'>,
  prefix: string,
  image: { bytes: Uint8Array; type: ImageType },
) {
  const key = `${prefix}/${crypto.randomUUID()}.${EXT[image.type]}`;
  const variants = guardarVariantes(env.IMAGES, env.RESIZE, key, image.bytes);
  try {
    await env.IMAGES.put(key, image.bytes, { httpMetadata: { contentType: image.type } });
  } catch (err) {
    await variants;
    await dropImage(env.IMAGES, key);
    throw err;
  }
  await variants;
  return key;
}

/** A row, if any, whose image columns hold `key`: one statement over every table that stores keys. */
const usoDe = (key: string) =>
  sql`select 1 as uso from (${sql.join(
    Object.entries(COLUMNAS_DE_IMAGEN).map(
      ([tabla, columnas]) =>
        sql`select 1 from ${sql.identifier(tabla)} where ${key} in (${sql.raw(columnas.join(', '))})`,
    ),
    sql` union all `,
  )}) limit 1`;

/**
 * Lets go of images a write no longer points at: one still named by any row (COLUMNAS_DE_IMAGEN)
 * stays, the others are deleted with their variants. Call it after the write has committed; when
 * the check itself fails the object stays (an orphan costs bytes, a lost image costs a page).
 */
export async function soltarImagenes(
  env: Pick<Bindings, 'IMAGES'>,
  db: Variables['db'],
  keys: readonly (string | null | undefined)[],
) {
  for (const key of new Set(keys)) {
    if (!key) continue;
    try {
      if ((await db.all(usoDe(key))).length) continue;
    } catch (err) {
      console.error('No se pudo saber si la imagen sigue en uso', key, err);
      continue;
    }
    await dropImage(env.IMAGES, key);
  }
}

/** Removes an object nothing points at (a fresh key whose write failed), with its variants; never fails the request. */
export async function dropImage(bucket: R2Bucket, key: string | null | undefined) {
  if (!key) return;
  try {
    await bucket.delete([key, ...variantKeys(key)]);
  } catch (err) {
    console.error('No se pudo borrar la imagen', key, err);
  }
}
