// `npm run deploy`: CitaSalud to Cloudflare (README, "Producción", says what to create first).
//   1. checks wrangler.toml names a real D1 database (not the placeholder id);
//   2. builds the PWA (web/dist, served as static assets);
//   3. bundles the Worker without uploading and refuses a bundle over the budget;
//   4. applies the pending D1 migrations to the remote database (before the code that needs them);
//   5. refreshes the query planner's statistics (`PRAGMA optimize`, as the D1 docs advise);
//   6. `wrangler deploy`.
//
// `node scripts/deploy.mjs --dry-run` does step 3 only, offline (CI runs it): the Worker bundle
// must stay under WORKER_GZIP_BUDGET, well under the platform's limits (3 MiB gzip on the free
// plan, 10 MiB on paid), since every byte is also start-up time on a cold isolate.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, root, run } from './lib.mjs';

export const WORKER_GZIP_BUDGET = JSON.parse(readFileSync(join(root, 'scripts/presupuestos.json'), 'utf8')).workerGzip;
const PLACEHOLDER_ID = '00000000-0000-0000-0000-000000000000';
const wrangler = join(root, 'node_modules/.bin/wrangler');

/** Bundles the Worker as `wrangler deploy` would (no network) and measures it. */
export function dryRun() {
  // the assets directory must exist for wrangler to read its config; its files are not the Worker
  mkdirSync(join(root, 'web/dist'), { recursive: true });
  const out = mkdtempSync(join(tmpdir(), 'citasalud-worker-'));
  try {
    const res = spawnSync(wrangler, ['deploy', '--dry-run', '--outdir', out], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, CI: '1', WRANGLER_SEND_METRICS: 'false' },
    });
    if (res.status !== 0) {
      console.error(res.stdout, res.stderr);
      throw new Error('wrangler deploy --dry-run falló');
    }
    const bundle = readFileSync(join(out, 'index.js'));
    return { bytes: bundle.length, gzip: gzipSync(bundle).length };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

function checkBudget() {
  const { bytes, gzip } = dryRun();
  const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
  const msg = `Worker: ${kib(bytes)} (${kib(gzip)} gzip); presupuesto ${kib(WORKER_GZIP_BUDGET)} gzip`;
  if (gzip > WORKER_GZIP_BUDGET) {
    console.error(`✗ ${msg}: el bundle creció por encima del presupuesto.`);
    process.exit(1);
  }
  console.log(`✓ ${msg}`);
}

function checkDatabaseId() {
  const toml = readFileSync(join(root, 'wrangler.toml'), 'utf8');
  const id = /database_id\s*=\s*"([^"]*)"/.exec(toml)?.[1];
  if (!id || id === PLACEHOLDER_ID) {
    console.error(
      '✗ wrangler.toml todavía tiene el database_id de ejemplo.\n' +
        '  Cree la base con `npx wrangler d1 create citasalud --location enam` y copie el id que imprime\n' +
        '  (README, sección "Producción").',
    );
    process.exit(1);
  }
}

/** A string variable of wrangler.toml's `[vars]` ('' when absent). */
function varDeProduccion(toml, nombre) {
  let seccion = '';
  for (const linea of toml.split(/\r?\n/)) {
    const encabezado = /^\s*\[([^\]]+)\]/.exec(linea);
    if (encabezado) seccion = encabezado[1].trim();
    const valor = new RegExp(`^\\s*${nombre}\\s*=\\s*"([^"]*)"`).exec(linea);
    if (seccion === 'vars' && valor) return valor[1];
  }
  return '';
}

/**
 * The production CORS origins (wrangler.toml `[vars]` CORS_ORIGINS), or an error in Spanish when
 * one is local (localhost, 127.x, [::1]) or not an exact https origin.
 */
export function origenesCors(toml) {
  const origenes = varDeProduccion(toml, 'CORS_ORIGINS')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  const malos = origenes.filter((o) => {
    const url = URL.canParse(o) ? new URL(o) : null;
    return url?.protocol !== 'https:' || url.origin !== o || /^(localhost|127\.|\[::1\])/.test(url.hostname);
  });
  if (malos.length)
    return {
      error:
        `✗ CORS_ORIGINS de wrangler.toml tiene orígenes que no son de producción: ${malos.join(', ')}.\n` +
        '  Deje solo orígenes https exactos (p. ej. https://app.citasalud.co); los locales van en .dev.vars.',
    };
  return { origenes };
}

function checkCors() {
  const { error } = origenesCors(readFileSync(join(root, 'wrangler.toml'), 'utf8'));
  if (error) {
    console.error(error);
    process.exit(1);
  }
}

// run as a command (the tests import origenesCors without deploying anything)
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--dry-run')) {
    checkBudget();
  } else {
    checkDatabaseId();
    checkCors();
    if (!existsSync(join(root, 'node_modules'))) run('npm', ['ci', '--no-audit', '--no-fund']);
    build();
    checkBudget();
    console.log('→ Aplicando migraciones a D1 (remoto)…');
    run(wrangler, ['d1', 'migrations', 'apply', 'DB', '--remote']);
    console.log('→ Actualizando estadísticas del planificador (PRAGMA optimize)…');
    run(wrangler, ['d1', 'execute', 'DB', '--remote', '--command', 'PRAGMA optimize']);
    console.log('→ Publicando el Worker y la PWA…');
    run(wrangler, ['deploy']);
  }
}
