import type { VitePWAOptions } from 'vite-plugin-pwa';

/**
 * The PWA: Spanish manifest, precached shell and route chunks, navigation fallback kept off
 * /api and /storage, catalogue reads stale-while-revalidate, images cache-first with a bound.
 * Private answers (any request with a real session) are never put in the cache.
 * Updates are offered, never forced (registerType 'prompt', see web/src/lib/pwa.ts).
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  injectRegister: false,
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
  manifest: {
    id: '/',
    name: 'CitaSalud',
    short_name: 'CitaSalud',
    description:
      'Encuentra especialistas médicos en Colombia, lee opiniones verificadas, agenda tu cita y compra productos de salud.',
    lang: 'es-CO',
    dir: 'ltr',
    display: 'standalone',
    start_url: '/',
    scope: '/',
    theme_color: '#0f766e',
    background_color: '#f6f8fa',
    categories: ['medical', 'health', 'shopping'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      {
        name: 'Buscar especialista',
        short_name: 'Especialistas',
        url: '/especialistas/todas/todas/0',
        icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
      },
      {
        name: 'Tienda',
        url: '/e-comerce',
        icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
      },
      {
        name: 'Mi agenda',
        url: '/panel/home',
        icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
      },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//, /^\/storage\//],
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        // Catalogue reads, kept fresh in the background. Functions are copied into the service
        // worker as source text, so everything they use is written inside them.
        urlPattern: ({ url, request }) => {
          const catalogo =
            /^\/api\/(producto\/index|producto\/find|caracteristica\/all|especialidades\/all|medic\/all|home\/all|marcas\/index|promocion\/index)$/;
          const auth = request.headers.get('authorization') ?? '';
          const anonymous = auth === '' || /^Bearer (null|undefined)$/i.test(auth);
          return (
            request.method === 'GET' && anonymous && url.origin === self.location.origin && catalogo.test(url.pathname)
          );
        },
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: 'citasalud-catalogo',
          expiration: { maxEntries: 120, maxAgeSeconds: 7 * 24 * 60 * 60 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // A profile's comments: the network first (a comment just written must show at once),
        // the last answer kept when there is no connection.
        urlPattern: ({ url, request }) => {
          const auth = request.headers.get('authorization') ?? '';
          const anonymous = auth === '' || /^Bearer (null|undefined)$/i.test(auth);
          return (
            request.method === 'GET' &&
            anonymous &&
            url.origin === self.location.origin &&
            url.pathname === '/api/comentario/all/medic'
          );
        },
        handler: 'NetworkFirst',
        options: {
          cacheName: 'citasalud-comentarios',
          networkTimeoutSeconds: 5,
          expiration: { maxEntries: 60, maxAgeSeconds: 7 * 24 * 60 * 60 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        urlPattern: ({ url, request }) =>
          request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/storage/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'citasalud-imagenes',
          expiration: { maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
          // only immutable answers: an original standing in for a small copy the server could not
          // make yet (`?w=`, max-age=300) is asked again later instead of kept for a month
          cacheableResponse: { statuses: [200], headers: { 'cache-control': 'public, max-age=31536000, immutable' } },
        },
      },
    ],
  },
};
