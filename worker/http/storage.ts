import { Hono } from 'hono';
import { ANCHOS_IMAGEN } from '../../common/imagenes';
import type { AppEnv } from '../env';
import { invalid, notFound } from '../plataforma/errors';
import { guardarVariante, isVariantKey, parseWidth, variantKey } from '../plataforma/image-variants';
import { msg } from '../textos';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The original standing in for a variant that could not be made: browsers ask again later. */
const STAND_IN = 'public, max-age=300';
/** An image opened on its own runs nothing and loads nothing (an SVG or HTML slipped in included). */
const CSP = "default-src 'none'; sandbox";
/** R2's longest key, in UTF-8 bytes. */
const MAX_KEY_BYTES = 1024;

/** Control characters (C0, DEL, C1) and the backslash. */
const prohibido = (code: number) => code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x5c;

/**
 * A key R2 could hold and we could have written: 1 to 1024 UTF-8 bytes, no control characters,
 * no backslash, no empty, `.` or `..` segment. Anything else names no object: 404, never a 500.
 */
export function claveValida(key: string): boolean {
  if (!key || new TextEncoder().encode(key).length > MAX_KEY_BYTES) return false;
  for (let i = 0; i < key.length; i++) if (prohibido(key.charCodeAt(i))) return false;
  return key.split('/').every((segmento) => segmento !== '' && segmento !== '.' && segmento !== '..');
}

function answer(obj: R2Object, body: BodyInit | null, cacheControl = IMMUTABLE) {
  const headers = new Headers();
  obj.writeHttpMetadata(headers);
  headers.set('ETag', obj.httpEtag);
  headers.set('Cache-Control', cacheControl);
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Content-Security-Policy', CSP);
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
  if (!claveValida(key)) throw notFound();
  const w = c.req.query('w');
  if (w === undefined) {
    const obj = await c.env.IMAGES.get(key, { onlyIf: c.req.raw.headers });
    if (!obj) throw notFound();
    return stored(obj);
  }
  const width = parseWidth(w);
  if (!width) throw invalid({ w: [msg.imagenes.ancho(ANCHOS_IMAGEN)] });
  if (isVariantKey(key) || !claveValida(variantKey(key, width))) throw notFound(); // no variants of variants

  const variant = await c.env.IMAGES.get(variantKey(key, width), { onlyIf: c.req.raw.headers });
  if (variant) return stored(variant);
  const original = await c.env.IMAGES.get(key);
  if (!original) throw notFound();
  const bytes = new Uint8Array(await original.arrayBuffer());
  const made = await guardarVariante(c.env.IMAGES, c.env.RESIZE, key, bytes, width);
  if (made) return answer(made.object, made.bytes);
  return answer(original, bytes, STAND_IN);
});
