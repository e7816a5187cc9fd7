/**
 * Service worker registration (vite-plugin-pwa, registerType 'prompt' via workbox-window):
 * a new version is offered with a toast and applied only when the person asks for it — the
 * page never reloads by itself. The app-wide offline duties (outbox, logout wipe) start here too.
 */

import { registerSW } from 'virtual:pwa-register';
import { textosOffline } from '../i18n/es/offline';
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
      toast(textosOffline.actualizacion, {
        id: 'pwa-update',
        duration: Number.POSITIVE_INFINITY,
        action: {
          label: textosOffline.actualizar,
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
      toast(textosOffline.nuevaVersionLista, {
        id: 'pwa-update',
        duration: Number.POSITIVE_INFINITY,
        action: { label: textosOffline.recargar, onClick: () => window.location.reload() },
      });
    },
    onOfflineReady() {
      toast.success(textosOffline.listoSinConexion, { id: 'pwa-offline-ready' });
    },
    onRegisteredSW(_url, registration) {
      // Look for a new version when the app comes back to the foreground.
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') void registration?.update();
      });
    },
  });
}
