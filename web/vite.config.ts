import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { enrutadorLigero } from './build/enrutador';
import { precargadorLigero } from './build/precargador';
import { shellPlugin } from './build/shell';
import { pwaOptions } from './pwa.config';

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), enrutadorLigero(), precargadorLigero(), shellPlugin(), VitePWA(pwaOptions)],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // no modulepreload polyfill (0.6 kB of the home's 100): a browser without modulepreload
    // (Safari < 17, Firefox < 115) loads the same modules when they are imported, a little later
    modulePreload: { polyfill: false },
    // dist/.vite/manifest.json: what scripts/bundle-report.mjs reads (kept out of the upload by .assetsignore)
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // what every page loads, in one chunk with React and the router (issue 36: each file
              // a page fetches costs its own gzip and import lists): the small pure modules nearly
              // every public screen imports (issue 19), the API client, zustand, and the service
              // worker's registration that app/pwa.ts starts after the first render
              name: 'comun',
              priority: 3,
              test: /(common[\\/](numero|texto|ciudades|imagenes)|web[\\/]src[\\/]lib[\\/](useLoad|api-client|pwa|offline-start|outbox-hint|outbox-envios)|web[\\/]src[\\/]app[\\/]pwa)\.ts$|node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|zustand)[\\/]/,
            },
            {
              // dates and es-CO formats, in one file for the screens that show them (the home shows
              // none: outside 'comun', it does not carry them)
              name: 'formato',
              priority: 2,
              includeDependenciesRecursively: false,
              test: /(common[\\/](fechas|hora)|web[\\/]src[\\/]lib[\\/]format)\.ts$/,
            },
            {
              // what the home, the list and the profile share: the directory's API, texts, paths,
              // photo and stars, as one file instead of four; not its own dependencies (React…)
              name: 'directorio',
              priority: 1,
              includeDependenciesRecursively: false,
              test: /web[\\/]src[\\/](features[\\/]directorio[\\/](api|store|paths|components[\\/]Imagen)|ui[\\/]Stars|i18n[\\/]es[\\/]directorio)\.tsx?$/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8787', '/storage': 'http://localhost:8787' },
  },
});
