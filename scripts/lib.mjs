// Shared steps of `npm start`, `npm run dev` and the end-to-end harness.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';

export const root = new URL('..', import.meta.url).pathname;

export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, {
    // silencioso: the output only if it fails
    stdio: opts.silencioso ? 'pipe' : 'inherit',
    cwd: root,
    env: { ...process.env, CI: '1', ...opts.env },
    shell: false,
  });
  if (res.status !== 0) {
    if (opts.silencioso)
      process.stderr.write(Buffer.concat([res.stdout ?? Buffer.alloc(0), res.stderr ?? Buffer.alloc(0)]));
    console.error(`\n✗ Falló: ${cmd} ${args.join(' ')}`);
    process.exit(res.status ?? 1);
  }
}

const bin = (name) => `${root}node_modules/.bin/${name}`;

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export function ensureDeps() {
  const lock = `${root}package-lock.json`;
  const marker = `${root}node_modules/.package-lock.json`;
  const stale = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs);
  if (stale) {
    console.log('→ Instalando dependencias…');
    // npm ci when the lockfile allows it; this workplace's registry mirror lacks other platforms'
    // optional binaries, which npm ci reads as an out-of-sync lockfile: npm install keeps its versions.
    const ci =
      existsSync(lock) &&
      spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { stdio: 'inherit', cwd: root }).status === 0;
    if (!ci) run('npm', ['install', '--no-audit', '--no-fund']);
  }
}

/** Local secrets: .dev.vars from the committed example when missing. */
export function ensureDevVars() {
  if (!existsSync(`${root}.dev.vars`)) {
    copyFileSync(`${root}.dev.vars.example`, `${root}.dev.vars`);
    console.log('→ Creado .dev.vars a partir de .dev.vars.example');
  }
}

export function build() {
  console.log('→ Construyendo la PWA…');
  run(bin('vite'), ['build', '--config', 'web/vite.config.ts', '--logLevel', 'warn']);
}

/** Applies migrations and seeds (idempotent) into the local state (or `persistTo`). */
export function prepareDatabase(persistTo, { silencioso = false } = {}) {
  const persist = persistTo ? ['--persist-to', persistTo] : [];
  console.log('→ Aplicando migraciones a la base local…');
  run(bin('wrangler'), ['d1', 'migrations', 'apply', 'DB', '--local', ...persist], { silencioso });
  console.log('→ Cargando datos de demostración (solo si la base está vacía)…');
  run(bin('tsx'), ['scripts/seed/cli.ts', '--local', ...persist], { silencioso });
}

/**
 * The arguments of `wrangler dev` for a local server on `port`. APP_URL follows the port (it wins
 * over .dev.vars), so every link the server writes (e-mails, the payment's return) points back to
 * it; `vars` may name another origin (npm run dev: Vite's).
 */
export function wranglerDevArgs({ port, persistTo, assets, vars = {} }) {
  const args = ['dev', '--port', String(port), '--ip', '127.0.0.1', '--local', '--show-interactive-dev-session=false'];
  if (persistTo) args.push('--persist-to', persistTo);
  // A private copy of the built PWA (the e2e harness): a rebuild of web/dist meanwhile can't disturb it.
  if (assets) args.push('--assets', assets);
  for (const [k, v] of Object.entries({ APP_URL: `http://localhost:${port}`, ...vars }))
    args.push('--var', `${k}:${v}`);
  return args;
}

/**
 * Starts `wrangler dev` serving API, images and the built PWA (arguments: wranglerDevArgs). Local
 * runs need no network: miniflare is told not to download `Request.cf` (the Worker never reads it),
 * which otherwise printed a getaddrinfo error on every start of a machine without internet.
 */
export function serve({ stdio = 'inherit', ...options }) {
  return spawn(bin('wrangler'), wranglerDevArgs(options), {
    cwd: root,
    stdio,
    env: { CLOUDFLARE_CF_FETCH_ENABLED: 'false', ...process.env, CI: '1' },
  });
}

export async function waitFor(url, timeoutMs = 60_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`El servidor no respondió en ${url}`);
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export const pkg = () => JSON.parse(readFileSync(`${root}package.json`, 'utf8'));

/**
 * The lines of a failed step's output that name what failed (Vitest's FAIL lines and the error
 * under each): for `npm test` (scripts/test.mjs): a long lane prints its output long before the end, where a CI log may be cut.
 */
export function resumenDeFallas(salida, max = 60) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the terminal's colour codes
  const lineas = salida.replace(/\x1b\[[0-9;]*m/g, '').split('\n');
  const out = [];
  lineas.forEach((l, i) => {
    if (/^\s*FAIL\s/.test(l))
      out.push(
        l.trim(),
        ...lineas
          .slice(i + 1, i + 4)
          .filter((x) => x.trim())
          .map((x) => `    ${x.trim()}`),
      );
  });
  return (out.length ? out : lineas.filter((l) => l.trim()).slice(-15)).slice(0, max).join('\n');
}
