import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';
import { ESPERA_MS, HISTORIA_MS } from './tests/e2e/espera';
import { enrutadorLigero } from './web/build/enrutador';

export default defineConfig(async () => {
  // wrangler.toml names the built PWA as assets; the worker pool needs the folder to exist.
  mkdirSync('./web/dist', { recursive: true });
  const migrations = await readD1Migrations('./migrations');
  return {
    test: {
      projects: [
        {
          // the Worker draws public pages with the web's screens through the seam (wrangler.toml's [alias])
          resolve: {
            alias: { '@seam/first-screen': fileURLToPath(new URL('./web/src/app/servidor.tsx', import.meta.url)) },
          },
          plugins: [
            cloudflareTest({
              main: './worker/index.ts',
              wrangler: { configPath: './wrangler.toml' },
              miniflare: {
                bindings: {
                  TEST_MIGRATIONS: migrations,
                  APP_ENV: 'test',
                  APP_URL: 'http://localhost:8787',
                  CORS_ORIGINS: 'http://localhost:5173,http://localhost:4173',
                  WOMPI_PUBLIC_KEY: 'pub_test_vitest',
                  WOMPI_INTEGRITY_SECRET: 'test_integrity_vitest',
                  WOMPI_EVENTS_SECRET: 'test_events_vitest',
                  DOS_PASOS_CLAVE: 'DYmzs/OcIG2lSB179nR0Bc3G8+d4/gNgacNEnf5d35c=',
                },
              },
            }),
          ],
          test: {
            name: 'worker',
            include: ['tests/worker/**/*.test.ts'],
            // one workerd for the run, not one per file (~1.4 s each); tests/worker/setup.ts gives
            // every file an empty database, bucket and module state of its own
            isolate: false,
            // a 2-core machine running the journeys beside (scripts/test.mjs) has slow moments:
            // they must not fail a correct test (a hang still does)
            testTimeout: 20_000,
            hookTimeout: 30_000,
            setupFiles: ['./tests/worker/setup.ts'],
          },
        },
        {
          test: {
            name: 'e2e',
            include: ['tests/e2e/**/*.spec.ts'],
            environment: 'node',
            // every wait of a story comes from tests/e2e/espera.ts (support.ts gives it to Playwright)
            testTimeout: HISTORIA_MS,
            hookTimeout: HISTORIA_MS,
            expect: { poll: { timeout: ESPERA_MS } },
            fileParallelism: false,
            // one Node process for the run (a new one per file cost ~1.5 s each): tests/e2e/support.ts
            // still gives every file its own browser, and every story its own contexts
            isolate: false,
          },
        },
        // pure rules of common/ and of the use cases, in Node (also what StrykerJS mutates against)
        './vitest.nucleo.config.ts',
        {
          // the check scripts of npm test (scripts/check-*.mjs)
          test: { name: 'scripts', include: ['tests/scripts/**/*.test.ts'], environment: 'node' },
        },
        {
          // the web's react-router-dom as its build has it (the app's own Link and NavLink)
          plugins: [enrutadorLigero()],
          test: {
            name: 'web',
            // both cores: vitest's default leaves one idle on a 2-core machine (cores − 1)
            maxWorkers: '100%',
            // jsdom screens on a 2-core machine: a slow moment must not fail a correct test
            testTimeout: 20_000,
            include: ['tests/web/**/*.test.{ts,tsx}'],
            environment: 'jsdom',
            setupFiles: ['./tests/web/setup.ts'],
          },
        },
      ],
    },
  };
});
