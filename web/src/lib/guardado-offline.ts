/**
 * What the app keeps in IndexedDB (lib/db.ts) to be read offline:
 * - `perfiles`: the public profiles the visitor opened (`medic/find` is a POST, which the
 *   service worker does not cache) and each one's last comments list;
 * - `agenda`: the signed-in account and its dashboard answer (`medic/all/private`). Private:
 *   stored under the user's id with a hash of the session token, read back only by that same
 *   session, wiped on logout and whenever another account signs in.
 */
import { db } from './db';
import { getToken } from './session';

/** Profiles kept for offline reading; the ones opened longest ago are dropped first. */
export const MAX_PERFILES = 50;

export type Guardado<T> = { data: T; saved_at: number };

async function recortarPerfiles() {
  const total = await db.perfiles.count();
  if (total <= MAX_PERFILES) return;
  const viejos = await db.perfiles
    .orderBy('saved_at')
    .limit(total - MAX_PERFILES)
    .primaryKeys();
  await db.perfiles.bulkDelete(viejos);
}

/** Keeps the `medic/find` answer of a profile the visitor opened. */
export async function guardarPerfil(id: number, perfil: unknown, at = Date.now()) {
  await db.transaction('rw', db.perfiles, async () => {
    const previo = await db.perfiles.get(id);
    await db.perfiles.put({ ...previo, id, perfil, saved_at: at });
    await recortarPerfiles();
  });
}

export async function leerPerfil<T>(id: number): Promise<Guardado<T> | undefined> {
  const fila = await db.perfiles.get(id);
  return fila?.perfil === undefined ? undefined : { data: fila.perfil as T, saved_at: fila.saved_at };
}

/** Keeps the last comments list read for a profile. */
export async function guardarComentarios(id: number, comentarios: unknown[], at = Date.now()) {
  await db.transaction('rw', db.perfiles, async () => {
    const previo = await db.perfiles.get(id);
    await db.perfiles.put({ saved_at: at, ...previo, id, comentarios, comentarios_at: at });
    await recortarPerfiles();
  });
}

export async function leerComentarios<T>(id: number): Promise<Guardado<T[]> | undefined> {
  const fila = await db.perfiles.get(id);
  return fila?.comentarios === undefined
    ? undefined
    : { data: fila.comentarios as T[], saved_at: fila.comentarios_at ?? fila.saved_at };
}

// ---- the signed-in account (private) ----------------------------------------------------------

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * A hash of the session token, so the token itself is not copied into IndexedDB. SHA-256 where
 * the page has Web Crypto (https, localhost); elsewhere FNV-1a, enough to tell sessions apart.
 */
export async function huella(token: string): Promise<string> {
  const bytes = new TextEncoder().encode(token);
  if (globalThis.crypto?.subtle) return hex(await crypto.subtle.digest('SHA-256', bytes));
  let h = 0x811c9dc5;
  for (const b of bytes) h = Math.imul(h ^ b, 0x01000193) >>> 0;
  return `fnv1a:${h.toString(16)}:${bytes.length}`;
}

/** The user id whose data this session may read (the account last seen with this token), or null. */
export async function duenoActual(token = getToken()): Promise<number | null> {
  if (!token) return null;
  const h = await huella(token);
  const fila = await db.agenda.filter((r) => r.token === h).first();
  return fila?.owner ?? null;
}

/**
 * The account the server just confirmed for this session: everything private another account
 * left (its agenda, its queued actions) is wiped, and this one is kept for offline use.
 */
export async function recordarCuenta(user: { id: number }, token = getToken()) {
  if (!token) return;
  const h = await huella(token);
  await db.transaction('rw', db.agenda, db.outbox, async () => {
    await db.agenda.where('owner').notEqual(user.id).delete();
    await db.outbox.filter((i) => i.owner !== null && i.owner !== user.id).delete();
    const previo = await db.agenda.get(user.id);
    await db.agenda.put({ saved_at: 0, ...previo, owner: user.id, token: h, user });
  });
}

/** The account kept for this very session (offline, the panel opens with it), or undefined. */
export async function cuentaGuardada<T>(token = getToken()): Promise<T | undefined> {
  if (!token) return undefined;
  const h = await huella(token);
  const fila = await db.agenda.filter((r) => r.token === h).first();
  return (fila?.user as T | undefined) ?? undefined;
}

/**
 * Keeps the dashboard answer of `owner`, only while the session is still that account's
 * (an answer arriving after a logout or a change of account is not kept).
 */
export async function guardarAgenda(owner: number, tablero: unknown, token = getToken(), at = Date.now()) {
  if (!token) return false;
  const h = await huella(token);
  return db.transaction('rw', db.agenda, async () => {
    const fila = await db.agenda.get(owner);
    if (!fila || fila.token !== h) return false;
    await db.agenda.where('owner').notEqual(owner).delete();
    await db.agenda.put({ ...fila, tablero, saved_at: at });
    return true;
  });
}

/** The dashboard answer kept for `owner`, if this session is that account's. */
export async function leerAgenda<T>(owner: number, token = getToken()): Promise<Guardado<T> | undefined> {
  if (!token) return undefined;
  const h = await huella(token);
  const fila = await db.agenda.get(owner);
  if (!fila || fila.token !== h || fila.tablero === undefined) return undefined;
  return { data: fila.tablero as T, saved_at: fila.saved_at };
}

/** Logout: the account's copy and every action queued by an account are wiped (public comments stay). */
export async function borrarPrivados() {
  await db.transaction('rw', db.agenda, db.outbox, async () => {
    await db.agenda.clear();
    await db.outbox.filter((i) => i.owner !== null).delete();
  });
}
