import { Hono } from 'hono';
import { ANCHOS_IMAGEN } from '../../common/imagenes';
import type { AppEnv } from '../env';
import { invalid, notFound } from '../lib/errors';
import { guardarVariante, isVariantKey, parseWidth, variantKey } from '../lib/image-variants';
import { msg } from '../messages';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The original standing in for a variant that could not be made: browsers ask again later. */
const STAND_IN = 'public, max-age=300';

function answer(obj: R2Object, body: BodyInit | null, cacheControl = IMMUTABLE) {
  const headers = new Headers();
  obj.writeHttpMetadata(headers);
  headers.set('ETag', obj.httpEtag);
  headers.set('Cache-Control', cacheControl);
  headers.set('X-Content-Type-Options', 'nosniff');
  return new Response(body, { status: body ? 200 : 304, headers });
}

const stored = (obj: R2Object | R2ObjectBody) => answer(obj, 'body' in obj && obj.body ? obj.body : null);

/**
 * GET /storage/<key>: image bytes from R2. Keys are fresh per upload, so answers are immutable.
 * `?w=160|320|640` answers the image's small WebP variant (lib/image-variants.ts), made now and
 * kept when missing (images uploaded before variants existed); if it cannot be made, the original.
 */
export const storage = new Hono<AppEnv>().get('/*', async (c) => {
  let key: string;
  try {
    key = decodeURIComponent(c.req.path.replace(/^\/storage\//, ''));
  } catch {
    throw notFound(); // a malformed percent-encoding names no object
  }
  if (!key || key.includes('..')) throw notFound();
  const w = c.req.query('w');
  if (w === undefined) {
    const obj = await c.env.IMAGES.get(key, { onlyIf: c.req.raw.headers });
    if (!obj) throw notFound();
    return stored(obj);
  }
  const width = parseWidth(w);
  if (!width) throw invalid({ w: [msg.imagenes.ancho(ANCHOS_IMAGEN)] });
  if (isVariantKey(key)) throw notFound(); // no variants of variants

  const variant = await c.env.IMAGES.get(variantKey(key, width), { onlyIf: c.req.raw.headers });
  if (variant) return stored(variant);
  const original = await c.env.IMAGES.get(key);
  if (!original) throw notFound();
  const bytes = new Uint8Array(await original.arrayBuffer());
  const made = await guardarVariante(c.env.IMAGES, c.env.RESIZE, key, bytes, width);
  if (made) return answer(made.object, made.bytes);
  return answer(original, bytes, STAND_IN);
});
