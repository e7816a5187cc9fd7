/**
 * The service worker (vite-plugin-pwa's generateSW, registerType 'prompt'), registered with the
 * browser's own API once the page has loaded. workbox-window and vite-plugin-pwa's `registerSW`
 * (~2.5 kB gzip) load only when there is something to tell the person (lib/pwa-version.ts): a
 * new version waiting, offered with a toast and applied only when she asks for it (the page never
 * reloads by itself), or the first install, after which the app works offline. A visit with
 * nothing new loads neither. The app-wide offline duties (outbox, logout wipe) start here too.
 */
import { startOffline } from './offline-start';

/** The worker vite-plugin-pwa writes (web/pwa.config.ts: its default name, at the app's root). */
const SW_URL = '/sw.js';

export function startPwa() {
  startOffline();
  if (!('serviceWorker' in navigator)) return;
  const sw = navigator.serviceWorker;
  const version = () => import('./pwa-version');
  const registrar = () =>
    sw.register(SW_URL, { scope: '/' }).then(
      (reg) => {
        // a version installed on an earlier visit, still waiting for the person's yes
        if (reg.waiting && sw.controller) void version().then((m) => m.ofrecerVersion());
        reg.addEventListener('updatefound', () => {
          const nuevo = reg.installing;
          nuevo?.addEventListener('statechange', () => {
            if (nuevo.state !== 'installed') return;
            // with a worker in control it is a new version; without one, the first install
            void version().then((m) => (sw.controller ? m.ofrecerVersion() : m.avisarListoSinConexion()));
          });
        });
        // look for a new version when the app comes back to the foreground
        document.addEventListener('visibilitychange', () => {
          if (document.visibilityState === 'visible') reg.update().catch(() => {});
        });
      },
      () => {},
    );
  if (document.readyState === 'complete') void registrar();
  else window.addEventListener('load', () => void registrar(), { once: true });
}
