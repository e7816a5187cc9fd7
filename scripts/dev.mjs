// `npm run dev`: the Worker (API + images) on 8787 and Vite with hot reload on 5173 (proxying /api and /storage).
import { spawn } from 'node:child_process';
import { ensureDeps, ensureDevVars, prepareDatabase, root, serve } from './lib.mjs';

ensureDeps();
ensureDevVars();
prepareDatabase();
// the pages are Vite's (it proxies /api and /storage to the Worker): links in e-mails lead there
const worker = serve({ port: 8787, vars: { APP_URL: 'http://localhost:5173' } });
const vite = spawn(`${root}node_modules/.bin/vite`, ['--config', 'web/vite.config.ts'], {
  cwd: root,
  stdio: 'inherit',
});
console.log('\nCitaSalud (desarrollo): http://localhost:5173 · API en http://localhost:8787\n');
const stop = () => {
  worker.kill('SIGTERM');
  vite.kill('SIGTERM');
};
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, stop);
worker.on('exit', stop);
vite.on('exit', stop);
