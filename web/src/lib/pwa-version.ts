/**
 * What the service worker has to tell the person (lib/pwa.ts loads this module only then), through
 * workbox-window (vite-plugin-pwa's `registerSW`): a new version is offered with a toast and
 * applied only when she asks for it; the first install says the app now works offline.
 */
import { registerSW } from 'virtual:pwa-register';
import { textosOffline } from '../i18n/es/offline';
import { toast } from './toast';

let ofrecida = false;

/**
 * Offers the version waiting (workbox-window finds it waiting when it registers, and follows the
 * later ones itself). Only the tab where the person pressed 'Actualizar' reloads; another tab whose
 * worker was replaced meanwhile offers the reload instead of losing what is on screen.
 */
export function ofrecerVersion() {
  if (ofrecida) return;
  ofrecida = true;
  let pedida = false;
  const updateSW = registerSW({
    immediate: true,
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
  });
}

export function avisarListoSinConexion() {
  toast.success(textosOffline.listoSinConexion, { id: 'pwa-offline-ready' });
}
