/**
 * Service worker registration (vite-plugin-pwa, registerType 'prompt' via workbox-window):
 * a new version is offered with a toast and applied only when the person asks for it.
 */

import { registerSW } from 'virtual:pwa-register';
import { toast } from 'sonner';
import { t } from '../i18n/es';

export function startPwa() {
  if (!('serviceWorker' in navigator)) return;
  const updateSW = registerSW({
    onNeedRefresh() {
      toast(t.offline.actualizacion, {
        id: 'pwa-update',
        duration: Number.POSITIVE_INFINITY,
        action: { label: t.offline.actualizar, onClick: () => void updateSW(true) },
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
