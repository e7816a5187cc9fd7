/**
 * The paciente's citas kept on this device (lib/db.ts `citas`): booked here or opened through a
 * private link, each readable offline by any token that opened it. Loaded only by the screens that
 * keep them (Dexie is never in what a public screen needs before it paints).
 */
import type { CitaGestion, MisCitas } from '../../../common/wire/gestion';
import { type CitaGuardada, db } from './db';

/** Citas kept on this device; those read longest ago are dropped first. */
export const MAX_CITAS = 60;
/** Tokens kept per cita (the latest ones). */
const MAX_TOKENS = 8;

export type CitaEnDispositivo = { gestion: string; cita: CitaGestion; saved_at: number };

/** The link worth keeping: a lasting one beats one that expires; of two that expire, the later. */
function mejorEnlace(previo: CitaGuardada | undefined, gestion: string, expira_at: string | null) {
  if (!previo || previo.gestion === gestion) return { gestion, expira_at };
  if (previo.expira_at === null) return { gestion: previo.gestion, expira_at: null };
  if (expira_at === null || expira_at > previo.expira_at) return { gestion, expira_at };
  return { gestion: previo.gestion, expira_at: previo.expira_at };
}

async function recortar() {
  const total = await db.citas.count();
  if (total <= MAX_CITAS) return;
  await db.citas.bulkDelete(
    await db.citas
      .orderBy('saved_at')
      .limit(total - MAX_CITAS)
      .primaryKeys(),
  );
}

async function guardarUna(cita: CitaGestion, gestion: string, expira_at: string | null, at: number) {
  const previo = await db.citas.get(cita.id);
  const tokens = [...(previo?.tokens ?? []).filter((t) => t !== gestion), gestion].slice(-MAX_TOKENS);
  await db.citas.put({
    id: cita.id,
    ...mejorEnlace(previo, gestion, expira_at),
    tokens,
    inicio: cita.inicio,
    cita,
    saved_at: at,
  });
}

/** Keeps `cita` as read through `gestion` (`expira_at`: when that link stops working, if it is a short one). */
export async function guardarCita(
  cita: CitaGestion,
  gestion: string,
  expira_at: string | null = null,
  at = Date.now(),
) {
  await db.transaction('rw', db.citas, async () => {
    await guardarUna(cita, gestion, expira_at, at);
    await recortar();
  });
}

/** Keeps every cita of a Mis citas answer (their links expire with the sign-in link). */
export async function guardarMisCitas(mis: MisCitas, at = Date.now()) {
  await db.transaction('rw', db.citas, async () => {
    for (const { gestion, ...cita } of mis.citas) await guardarUna(cita, gestion, mis.expira_at, at);
    await recortar();
  });
}

/** The copy of the cita that `token` opens, if this device kept one. */
export async function leerCita(token: string): Promise<CitaEnDispositivo | undefined> {
  const fila = await db.citas.where('tokens').equals(token).first();
  return fila && { gestion: fila.gestion, cita: fila.cita as CitaGestion, saved_at: fila.saved_at };
}

/** The citas kept on this device: upcoming ones first (soonest first), then past ones (latest first). */
export async function listarCitas(ahora = Date.now()): Promise<CitaEnDispositivo[]> {
  const filas = await db.citas.orderBy('inicio').toArray();
  const limite = new Date(ahora).toISOString();
  const proximas = filas.filter((f) => f.inicio >= limite);
  const pasadas = filas.filter((f) => f.inicio < limite).reverse();
  return [...proximas, ...pasadas].map((f) => ({
    gestion: f.gestion,
    cita: f.cita as CitaGestion,
    saved_at: f.saved_at,
  }));
}

/** Forgets a cita on this device (it stays on the server and in the e-mails). */
export async function olvidarCita(id: number) {
  await db.citas.delete(id);
}
