// End-to-end harness: a server started the way `npm start` does (build, migrations, seed)
// on a free port with fresh local state, then the Playwright journeys (Vitest project "e2e").
// A story that fails leaves its screenshot, trace and the server's log in test-results/e2e/
// (tests/e2e/artefactos.ts); the server's whole log of the run is test-results/e2e/servidor.log.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { setTimeout as esperar } from 'node:timers/promises';
import { build, ensureDevVars, freePort, prepareDatabase, root, serve, waitFor } from './lib.mjs';

ensureDevVars();
if (!existsSync(`${root}web/dist/index.html`) || process.env.E2E_BUILD) build();
const resultados = join(root, 'test-results/e2e');
rmSync(resultados, { recursive: true, force: true });
mkdirSync(resultados, { recursive: true });
const log = join(resultados, 'servidor.log');
const state = mkdtempSync(join(tmpdir(), 'citasalud-e2e-'));
prepareDatabase(state);
// The journeys run against their own copy of the build (E2E_DIST): tests may change it (a new
// service worker offered as an update) and a concurrent rebuild of web/dist never reaches it.
const dist = join(state, 'dist');
cpSync(`${root}web/dist`, dist, { recursive: true });
const port = await freePort();
// APP_URL follows the port (lib.mjs): the payment sandbox redirects the buyer back to it.
const salida = openSync(log, 'a');
const server = serve({ port, persistTo: state, assets: dist, stdio: ['ignore', salida, salida] });
const termino = new Promise((r) => server.once('exit', r));
let code = 1;
try {
  try {
    await waitFor(`http://localhost:${port}/api/health`, 90_000);
  } catch (e) {
    console.error(readFileSync(log, 'utf8').split('\n').slice(-40).join('\n'));
    throw e;
  }
  const args = ['run', '--project', 'e2e', ...process.argv.slice(2)];
  const res = spawnSync(`${root}node_modules/.bin/vitest`, args, {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_BASE_URL: `http://localhost:${port}`,
      E2E_STATE: state,
      E2E_DIST: dist,
      E2E_RESULTADOS: resultados,
      E2E_SERVIDOR_LOG: log,
    },
  });
  code = res.status ?? 1;
} finally {
  server.kill('SIGTERM');
  // the server gets a moment to stop on its own; after that, it is stopped
  if ((await Promise.race([termino.then(() => true), esperar(5000, false)])) === false) server.kill('SIGKILL');
  rmSync(state, { recursive: true, force: true });
}
if (code !== 0) {
  const historias = readdirSync(resultados, { recursive: true, withFileTypes: true })
    .filter((f) => f.isFile() && f.name === 'servidor.log' && f.parentPath !== resultados)
    .map((f) => relative(root, f.parentPath));
  console.error(`\nRegistro del servidor: ${relative(root, log)}`);
  for (const h of historias) console.error(`Historia fallida, con captura, traza y registro: ${h}/`);
}
process.exit(code);
