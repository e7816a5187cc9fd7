/**
 * The app-wide offline duties, started with the app on every page (lib/pwa.ts):
 * - the outbox (lib/sync.ts) is sent at start, on `online` and on return to the foreground
 *   when it holds something — the localStorage hint (lib/outbox-hint.ts) lets a visitor with
 *   nothing waiting skip loading IndexedDB code;
 * - the private copy (the account, its agenda, its queued actions) is wiped on logout
 *   (`citasalud:logout`, fired by the panel).
 */
import { hayPendientes } from './outbox-hint';

let iniciado = false;

export function startOffline() {
  if (iniciado) return;
  iniciado = true;
  let cargado = false;
  const siHay = () => {
    if (cargado || !hayPendientes()) return;
    cargado = true;
    // from here on lib/sync.ts listens to `online` and `visibilitychange` itself
    void import('./sync').then((m) => m.iniciarOutbox());
  };
  window.addEventListener('online', siHay);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') siHay();
  });
  window.addEventListener('citasalud:logout', () => {
    void import('./guardado-offline').then((m) => m.borrarPrivados());
  });
  siHay();
}
