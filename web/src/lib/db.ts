/**
 * THE IndexedDB database of the app (Dexie). Data that must survive reloads, restarts and
 * offline use lives here and is read with `useLiveQuery` (which also follows other tabs).
 *
 * Versions only grow: a later issue adds its tables (outbox, profiles, agenda) in a new
 * `this.version(n).stores({...})` that repeats nothing and never edits an earlier version.
 */
import Dexie, { type EntityTable } from 'dexie';
import { NOMBRE_BASE } from './claves-almacen';

/** One cart line: the product as the buyer saw it when adding it, plus the quantity. */
export type ItemCarrito = {
  /** the product id (one line per product) */
  id: number;
  nombre: string;
  nombre_marca: string;
  /** normal price, integer pesos */
  precio: number;
  /** active promotion percent (0 when none) */
  porcentaje: number;
  /** discounted price, integer pesos */
  precio_final: number;
  /** the product's IVA class when added (19, 5 or 0; absent in lines stored before: 19), for the estimate */
  iva?: number;
  imagen1: string;
  /** 1..99 */
  cantidad: number;
  /** epoch ms: lines are listed in the order they were added */
  added_at: number;
};

/** A public profile the visitor opened (`medic/find`'s answer) and its last comments, for offline reading. */
export type PerfilGuardado = {
  /** the professional's id */
  id: number;
  /** the `medic/find` answer as the server gave it */
  perfil?: unknown;
  /** epoch ms of the `perfil` answer */
  saved_at: number;
  /** the last `comentario/all/medic` list read */
  comentarios?: unknown[];
  comentarios_at?: number;
};

/**
 * The signed-in professional's private copy: its account and its dashboard answer
 * (`medic/all/private`). Only shown to the same session (`token` is a hash of the session
 * token); wiped on logout and when another account signs in.
 */
export type AgendaGuardada = {
  /** the user's id */
  owner: number;
  /** SHA-256 (hex) of the session token that read it */
  token: string;
  user: unknown;
  tablero?: unknown;
  /** epoch ms of `tablero` */
  saved_at: number;
};

/**
 * A cita of the paciente kept on this device (booked here, or opened through a private link), to be
 * read offline: the last `GET /api/cita/gestion/{token}` answer (or what the booking answered) and
 * the manage links seen for it.
 */
export type CitaGuardada = {
  /** the cita's id (one row per cita, whichever link opened it) */
  id: number;
  /** the link the list opens: a lasting one (from the booking or an e-mail) before a short-lived one */
  gestion: string;
  /** when `gestion` stops working (a Mis citas link's), or null when not known to expire soon */
  expira_at: string | null;
  /** every manage token seen for this cita (the page opened by any of them finds the copy) */
  tokens: string[];
  /** the cita's start (UTC instant), to list upcoming ones first */
  inicio: string;
  /** the `CitaGestion` as last read */
  cita: unknown;
  /** epoch ms of that read */
  saved_at: number;
};

export type OutboxKind = 'comentario' | 'atendido';
export type OutboxStatus = 'pendiente' | 'enviando' | 'rechazado';

/** A write taken while offline, waiting to be sent (lib/sync.ts). */
export type OutboxItem = {
  /** auto-increment: the send order (oldest first) */
  id?: number;
  /** idempotency key (unique): the same write is queued once and stored once by the server */
  key: string;
  kind: OutboxKind;
  payload: Record<string, unknown>;
  /** the user whose session must send it (null: a public write, like a comment) */
  owner: number | null;
  attempts: number;
  /** epoch ms before which it is not retried (backoff); for a refused item, when it was refused */
  next_at: number;
  status: OutboxStatus;
  /** while 'enviando': the claim expires at this epoch ms (a tab that died mid-send) */
  lease_until?: number;
  /** the server's reason for a refusal */
  error: string | null;
  created_at: number;
};

export class CitaSaludDB extends Dexie {
  carrito!: EntityTable<ItemCarrito, 'id'>;
  perfiles!: EntityTable<PerfilGuardado, 'id'>;
  agenda!: EntityTable<AgendaGuardada, 'owner'>;
  outbox!: EntityTable<OutboxItem, 'id'>;
  citas!: EntityTable<CitaGuardada, 'id'>;

  constructor(name = NOMBRE_BASE) {
    super(name);
    this.version(1).stores({ carrito: 'id, added_at' });
    this.version(2).stores({ perfiles: 'id, saved_at', agenda: 'owner', outbox: '++id, &key, kind, owner, status' });
    this.version(3).stores({ citas: 'id, *tokens, inicio, saved_at' });
  }
}

export const db = new CitaSaludDB();
