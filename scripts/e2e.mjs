// End-to-end harness: a server started the way `npm start` does (build, migrations, seed)
// on a free port with fresh local state, then the Playwright journeys (Vitest project "e2e").
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, ensureDevVars, freePort, prepareDatabase, root, serve, waitFor } from './lib.mjs';

ensureDevVars();
if (!existsSync(`${root}web/dist/index.html`) || process.env.E2E_BUILD) build();
const state = mkdtempSync(join(tmpdir(), 'citasalud-e2e-'));
prepareDatabase(state);
// The journeys run against their own copy of the build (E2E_DIST): tests may change it (a new
// service worker offered as an update) and a concurrent rebuild of web/dist never reaches it.
const dist = join(state, 'dist');
cpSync(`${root}web/dist`, dist, { recursive: true });
const port = await freePort();
// APP_URL follows the port (lib.mjs): the payment sandbox redirects the buyer back to it.
const server = serve({ port, persistTo: state, assets: dist, stdio: ['ignore', 'ignore', 'inherit'] });
let code = 1;
try {
  await waitFor(`http://localhost:${port}/api/health`, 90_000);
  const args = ['run', '--project', 'e2e', ...process.argv.slice(2)];
  const res = spawnSync(`${root}node_modules/.bin/vitest`, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE_URL: `http://localhost:${port}`, E2E_STATE: state, E2E_DIST: dist },
  });
  code = res.status ?? 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  if (!server.killed) server.kill('SIGKILL');
  rmSync(state, { recursive: true, force: true });
}
process.exit(code);
