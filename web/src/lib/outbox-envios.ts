/**
 * How each kind of outbox item reaches the server. The outbox (lib/sync.ts) names no endpoint:
 * the feature that owns a kind registers its call in its outbox.ts (features/directorio:
 * 'comentario', features/panel: 'atendido'), loaded with the screens that queue or show those
 * items; the app (app/pwa.ts) says how to load them, so a tab that never opened them still sends
 * what another session queued. Apart from lib/sync.ts so the app sets that without loading the
 * IndexedDB code.
 */
import type { OutboxItem, OutboxKind } from './db';

/** Sends one item, quietly (the outbox reports the outcome itself); answers the server's answer. */
export type Envio = (item: OutboxItem) => Promise<unknown>;

const envios = new Map<OutboxKind, Envio>();
let cargarFeatures: (() => Promise<unknown>) | undefined;

/** A feature says how its kind is sent. */
export const registrarEnvio = (kind: OutboxKind, envio: Envio) => {
  envios.set(kind, envio);
};

/** The app says how to load every feature that registers a kind (lazily: only when one is due). */
export const cargarEnviosCon = (cargar: () => Promise<unknown>) => {
  cargarFeatures = cargar;
};

/** How `kind` is sent, loading the features first when none registered it yet; undefined if none does. */
export async function envioDe(kind: OutboxKind): Promise<Envio | undefined> {
  if (!envios.has(kind)) await cargarFeatures?.();
  return envios.get(kind);
}
