/**
 * A one-byte hint in localStorage that the outbox (lib/sync.ts) holds writes to send, so the
 * app's start can skip loading IndexedDB code when there is nothing waiting.
 */
export const OUTBOX_HINT = 'citasalud:outbox';

export function hayPendientes(): boolean {
  try {
    return localStorage.getItem(OUTBOX_HINT) !== null;
  } catch {
    return true;
  }
}

export function marcarPendientes(hay: boolean) {
  try {
    if (hay) localStorage.setItem(OUTBOX_HINT, '1');
    else localStorage.removeItem(OUTBOX_HINT);
  } catch {
    // storage unavailable: the outbox is still checked when a screen that uses it opens
  }
}
