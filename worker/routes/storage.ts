import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { notFound } from '../lib/errors';

/** GET /storage/<key>: image bytes from R2. Keys are fresh per upload, so answers are immutable. */
export const storage = new Hono<AppEnv>().get('/*', async (c) => {
  let key: string;
  try {
    key = decodeURIComponent(c.req.path.replace(/^\/storage\//, ''));
  } catch {
    throw notFound(); // a malformed percent-encoding names no object
  }
  if (!key || key.includes('..')) throw notFound();
  const obj = await c.env.IMAGES.get(key, { onlyIf: c.req.raw.headers });
  if (!obj) throw notFound();
  const headers = new Headers();
  obj.writeHttpMetadata(headers);
  headers.set('ETag', obj.httpEtag);
  headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  headers.set('X-Content-Type-Options', 'nosniff');
  if (!('body' in obj) || !obj.body) return new Response(null, { status: 304, headers });
  return new Response(obj.body, { status: 200, headers });
});
