/**
 * The outbox: writes taken without a connection (a comment, an 'Atendido') wait in IndexedDB
 * (`db.outbox`) and are sent through the one API client when the connection returns
 * (`online`), when the app starts and when it comes back to the foreground:
 * - each kind is sent by the call its feature registered (lib/outbox-envios.ts);
 * - oldest first; a failed send stops the round so later items never overtake it;
 * - a network error, a 5xx or a 429 is retried with exponential backoff (2 s, 4 s, … 5 min);
 * - any other refusal (4xx) is shown to the person (toast), kept as 'rechazado' for the screen
 *   to show and then dropped — never retried;
 * - exactly once: every item carries an idempotency key (the server stores a comment once per
 *   key and answers the first one on a replay; 'Atendido' is idempotent), so a send whose answer
 *   was lost is simply sent again; the item leaves the outbox only once the server answered;
 * - single flight: one round at a time in a tab, one tab at a time (Web Locks where available),
 *   and each item is claimed in a transaction ('enviando' with a lease) before it is sent.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { type DependencyList, useEffect, useRef } from 'react';
import { textosOffline } from '../i18n/es/offline';
import { ApiError } from './api-client';
import { db, type OutboxItem, type OutboxKind } from './db';
import { duenoActual } from './guardado-offline';
import { envioDe } from './outbox-envios';
import { marcarPendientes } from './outbox-hint';
import { toast } from './toast';

export type { OutboxItem, OutboxKind };

export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_MAX_MS = 5 * 60_000;
/** How long a tab's claim on an item lasts (a tab closed mid-send frees it after this). */
export const LEASE_MS = 30_000;
/** How long a refused item stays for the screens to show. */
export const RECHAZADO_MS = 24 * 60 * 60_000;
/** Window event after an item reached the server: `detail` is `{ kind, key, payload, respuesta }`. */
export const EVENTO_ENVIADO = 'citasalud:enviado';

/** The wait before attempt n+1 after n failed attempts: 2 s, 4 s, 8 s … capped at 5 min. */
export const espera = (intentos: number) => Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, intentos - 1));

export type NuevoEnvio = {
  key: string;
  kind: OutboxKind;
  payload: Record<string, unknown>;
  owner: number | null;
};

export type Enviado = { kind: OutboxKind; key: string; payload: Record<string, unknown>; respuesta: unknown };

/** Worth another try later: the request did not get a final answer. */
const reintentable = (err: unknown) =>
  !(err instanceof ApiError) || err.status === 0 || err.status === 408 || err.status === 429 || err.status >= 500;

let timer: ReturnType<typeof setTimeout> | undefined;
let timerAt = Number.POSITIVE_INFINITY;

/** One timer for the earliest retry. */
function programar(ms: number) {
  const at = Date.now() + ms;
  if (timer !== undefined && timerAt <= at) return;
  if (timer !== undefined) clearTimeout(timer);
  timerAt = at;
  timer = setTimeout(() => {
    timer = undefined;
    timerAt = Number.POSITIVE_INFINITY;
    void enviarPendientes();
  }, ms);
}

/**
 * Queues a write. The same key is queued once ('existe'). It is sent at once when the browser
 * says it is online (a retry after a dropped request), else when the connection returns.
 */
export async function encolar(nuevo: NuevoEnvio): Promise<'encolado' | 'existe'> {
  try {
    await db.outbox.add({
      ...nuevo,
      attempts: 0,
      next_at: 0,
      status: 'pendiente',
      error: null,
      created_at: Date.now(),
    });
  } catch (err) {
    if ((err as Error)?.name === 'ConstraintError') return 'existe';
    throw err;
  }
  marcarPendientes(true);
  toast(textosOffline.enCola, { id: `outbox-${nuevo.key}` });
  iniciarOutbox({ enviar: false });
  if (navigator.onLine) programar(BACKOFF_BASE_MS);
  return 'encolado';
}

/** Removes an item (a refused one the person dismissed). */
export const descartar = (id: number) => db.outbox.delete(id);

/** Claims an item for this tab; null when it is gone, refused, or another tab is sending it. */
const reclamar = (id: number) =>
  db.transaction('rw', db.outbox, async () => {
    const item = await db.outbox.get(id);
    const ahora = Date.now();
    if (!item || item.status === 'rechazado') return null;
    if (item.status === 'enviando' && (item.lease_until ?? 0) > ahora) return null;
    await db.outbox.update(id, { status: 'enviando', lease_until: ahora + LEASE_MS });
    return item;
  });

/** One pass over the outbox, oldest first. */
async function ronda(forzar: boolean) {
  const ahora = Date.now();
  await db.outbox
    .where('status')
    .equals('rechazado')
    .filter((i) => i.next_at < ahora - RECHAZADO_MS)
    .delete();
  const dueno = await duenoActual();
  const items = await db.outbox.orderBy('id').toArray();
  let enviados = 0;
  for (const item of items) {
    if (item.status === 'rechazado' || item.id === undefined) continue;
    // an account's action goes only with that account's session
    if (item.owner !== null && item.owner !== dueno) continue;
    if (item.status === 'enviando' && (item.lease_until ?? 0) > Date.now()) {
      // another tab is sending it: wait for it, and keep the order
      programar((item.lease_until ?? 0) - Date.now());
      break;
    }
    if (!forzar && item.next_at > Date.now()) {
      programar(item.next_at - Date.now());
      break;
    }
    // how the kind reaches the server: its feature's call (lib/outbox-envios.ts)
    const envio = await envioDe(item.kind);
    if (!envio) break; // no feature sends it in this tab: it waits, and the later ones behind it
    const tomado = await reclamar(item.id);
    if (!tomado) continue;
    try {
      const respuesta = await envio(tomado);
      await db.outbox.delete(item.id);
      enviados++;
      const detail: Enviado = { kind: tomado.kind, key: tomado.key, payload: tomado.payload, respuesta };
      window.dispatchEvent(new CustomEvent(EVENTO_ENVIADO, { detail }));
    } catch (err) {
      const attempts = tomado.attempts + 1;
      if (reintentable(err)) {
        const ms = espera(attempts);
        await db.outbox.update(item.id, {
          status: 'pendiente',
          attempts,
          next_at: Date.now() + ms,
          lease_until: undefined,
        });
        programar(ms);
        break;
      }
      const motivo = err instanceof ApiError ? err.message : String(err);
      await db.outbox.update(item.id, {
        status: 'rechazado',
        attempts,
        error: motivo,
        next_at: Date.now(),
        lease_until: undefined,
      });
      toast.error(textosOffline.rechazado(motivo), { id: `outbox-${tomado.key}` });
    }
  }
  if (enviados > 0) toast.success(textosOffline.enviados(enviados), { id: 'outbox-enviados' });
  const quedan = await db.outbox.where('status').notEqual('rechazado').count();
  marcarPendientes(quedan > 0);
}

type Locks = { request: (name: string, cb: () => Promise<void>) => Promise<void> };

/** Across tabs: one sender at a time (Web Locks; the per-item claim covers browsers without them). */
const conCandado = (fn: () => Promise<void>) => {
  if (typeof navigator === 'undefined') return fn();
  const locks = (navigator as Navigator & { locks?: Locks }).locks;
  return locks?.request ? locks.request('citasalud-outbox', fn) : fn();
};

let enCurso: Promise<void> | null = null;
let otraVez = false;
let forzarOtra = false;

/**
 * Sends what is due (everything, with `forzar`: the connection just came back). A call while a
 * round runs asks for one more round after it and resolves with it.
 */
export function enviarPendientes(opts: { forzar?: boolean } = {}): Promise<void> {
  if (enCurso) {
    otraVez = true;
    forzarOtra ||= Boolean(opts.forzar);
    return enCurso;
  }
  let forzar = Boolean(opts.forzar);
  enCurso = (async () => {
    try {
      do {
        otraVez = false;
        const esta = forzar;
        try {
          await conCandado(() => ronda(esta));
        } catch (err) {
          // IndexedDB unavailable or closing: the items stay for the next trigger
          console.warn('outbox', err);
          break;
        }
        forzar = forzarOtra;
        forzarOtra = false;
      } while (otraVez);
    } finally {
      enCurso = null;
    }
  })();
  return enCurso;
}

let iniciado = false;

/**
 * Starts the triggers once (connection back, app in the foreground) and, unless told not to,
 * sends what is waiting now (the app's start).
 */
export function iniciarOutbox(opts: { enviar?: boolean } = {}) {
  if (!iniciado) {
    iniciado = true;
    window.addEventListener('online', () => void enviarPendientes({ forzar: true }));
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void enviarPendientes();
    });
  }
  if (opts.enviar !== false) void enviarPendientes();
}

/** Stops the retry timer (tests). */
export function detenerOutbox() {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  timerAt = Number.POSITIVE_INFINITY;
}

/**
 * The outbox items of one kind that `filtro` keeps, oldest first, live (other tabs included);
 * undefined while IndexedDB is being read. Opening a screen that shows them starts the outbox.
 */
export function useOutbox(kind: OutboxKind, filtro: (item: OutboxItem) => boolean, deps: DependencyList) {
  useEffect(() => iniciarOutbox(), []);
  // the caller's deps say when `filtro` changes
  return useLiveQuery(
    () =>
      db.outbox
        .where('kind')
        .equals(kind)
        .sortBy('id')
        .then((items) => items.filter(filtro)),
    [kind, ...deps],
  );
}

/** Calls `cb` (the latest one given) after an item of `kind` reached the server. */
export function useEnviado(kind: OutboxKind, cb: (enviado: Enviado) => void) {
  const latest = useRef(cb);
  useEffect(() => {
    latest.current = cb;
  });
  useEffect(() => {
    const on = (e: Event) => {
      const detail = (e as CustomEvent<Enviado>).detail;
      if (detail?.kind === kind) latest.current(detail);
    };
    window.addEventListener(EVENTO_ENVIADO, on);
    return () => window.removeEventListener(EVENTO_ENVIADO, on);
  }, [kind]);
}
