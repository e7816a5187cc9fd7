/**
 * D1 Sessions API: reads may be served by a read replica near the visitor, writes go to the
 * primary, and a caller that just wrote keeps reading its own writes.
 *
 * - A read (GET/HEAD that changes nothing) opens `withSession(bookmark)` when the request brings
 *   the bookmark of an earlier answer (header `x-d1-bookmark`, or the `d1b` cookie a write set),
 *   else `withSession('first-unconstrained')`: any replica, however fresh.
 * - Anything else opens `withSession('first-primary')`, and so does a GET its route declares a
 *   write (`escritura(...)`, lib/politica.ts: the original client's contract has GETs that write).
 * - Every answer carries the session's latest bookmark in `x-d1-bookmark`; a write also sets it
 *   as a short-lived cookie, so a browser's next reads on this origin see that write without
 *   the client doing anything.
 * Where the binding has no `withSession` (an older runtime), the plain binding is used.
 */

import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { conectar } from '../db/conexion';
import type { AppEnv } from '../env';
import { politicaDe } from './politica';

export const BOOKMARK_HEADER = 'x-d1-bookmark';
export const BOOKMARK_COOKIE = 'd1b';
/** Replication lag is seconds; after this the cookie is useless. */
const COOKIE_SECONDS = 300;
/** D1 bookmarks look like `0000000d-00000005-00004f8b-5bd6f1f4c7e6b1a8fa7f5ebbdeed7e4b`. */
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/i;

/** Whether this request only reads: a GET or HEAD, unless its route declares it a write (lib/politica.ts). */
export const soloLectura = (c: Context<AppEnv>) =>
  (c.req.method === 'GET' || c.req.method === 'HEAD') && politicaDe(c)?.tipo !== 'escritura';

/** A bookmark the caller sent back, if it looks like one (anything else is ignored). */
export function bookmarkRecibido(c: Context<AppEnv>): string | null {
  const value = c.req.header(BOOKMARK_HEADER) ?? getCookie(c, BOOKMARK_COOKIE);
  return value && BOOKMARK.test(value) ? value : null;
}

type ConSesiones = D1Database & { withSession?: (constraint: string) => D1DatabaseSession };

/** Sets `db` for the request on a D1 session (see above) and answers its bookmark. */
export const d1Session = createMiddleware<AppEnv>(async (c, next) => {
  const binding = c.env.DB as ConSesiones;
  if (typeof binding.withSession !== 'function') {
    c.set('db', conectar(binding));
    return next();
  }
  const lectura = soloLectura(c);
  const session = binding.withSession(lectura ? (bookmarkRecibido(c) ?? 'first-unconstrained') : 'first-primary');
  // drizzle only calls prepare() and batch(), which a session has as the binding does
  c.set('db', conectar(session as unknown as D1Database));
  await next();
  const bookmark = session.getBookmark();
  if (!bookmark) return;
  c.header(BOOKMARK_HEADER, bookmark);
  if (!lectura && c.req.path.startsWith('/api/'))
    setCookie(c, BOOKMARK_COOKIE, bookmark, {
      path: '/api',
      maxAge: COOKIE_SECONDS,
      httpOnly: true,
      sameSite: 'Lax',
      secure: new URL(c.req.url).protocol === 'https:',
    });
});
