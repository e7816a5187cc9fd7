/**
 * Service worker registration (vite-plugin-pwa, registerType 'prompt' via workbox-window):
 * a new version is offered with a toast and applied only when the person asks for it — the
 * page never reloads by itself. The app-wide offline duties (outbox, logout wipe) start here too.
 */

import { registerSW } from 'virtual:pwa-register';
import { t } from '../i18n/es';
import { startOffline } from './offline-start';
import { toast } from './toast';

export function startPwa() {
  startOffline();
  if (!('serviceWorker' in navigator)) return;
  // Only the tab where the person pressed 'Actualizar' reloads; another tab whose worker was
  // replaced meanwhile offers the reload instead of losing what is on screen.
  let pedida = false;
  const updateSW = registerSW({
    onNeedRefresh() {
      toast(t.offline.actualizacion, {
        id: 'pwa-update',
        duration: Number.POSITIVE_INFINITY,
        action: {
          label: t.offline.actualizar,
          onClick: () => {
            pedida = true;
            void updateSW(true);
          },
        },
      });
    },
    onNeedReload() {
      if (pedida) {
        window.location.reload();
        return;
      }
      toast(t.offline.nuevaVersionLista, {
        id: 'pwa-update',
        duration: Number.POSITIVE_INFINITY,
        action: { label: t.offline.recargar, onClick: () => window.location.reload() },
      });
    },
    onOfflineReady() {
      toast.success(t.offline.listoSinConexion, { id: 'pwa-offline-ready' });
    },
    onRegisteredSW(_url, registration) {
      // Look for a new version when the app comes back to the foreground.
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') void registration?.update();
      });
    },
  });
}
