import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { shellPlugin } from './build/shell';
import { pwaOptions } from './pwa.config';

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), shellPlugin(), VitePWA(pwaOptions)],
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
          // the small pure modules nearly every public screen imports, in one chunk: each of them
          // as its own file cost the home more in chunk overhead than in code (issue 19's screens
          // pushed the home past its 100 kB budget)
          groups: [
            {
              name: 'comun',
              test: /(common[\\/](fechas|numero|texto|ciudades|imagenes|dinero)|web[\\/]src[\\/]lib[\\/](format|useLoad|api-client))\.ts$/,
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
