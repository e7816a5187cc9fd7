/**
 * What the app starts right after the first render, in its own chunk: the service worker and the
 * offline duties (lib/pwa.ts), told first how to load the features whose writes wait in the outbox
 * (lib/outbox-envios.ts) — loaded only when one of their items is due in a tab that never opened them.
 */
import { cargarEnviosCon } from '../lib/outbox-envios';
import { startPwa as startLibPwa } from '../lib/pwa';

export function startPwa() {
  cargarEnviosCon(() => Promise.all([import('../features/directorio/outbox'), import('../features/panel/outbox')]));
  startLibPwa();
}
