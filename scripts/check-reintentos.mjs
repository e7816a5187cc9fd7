// `node scripts/check-reintentos.mjs`: no test is run twice (issue 32). A test that fails once
// fails the run, so Vitest's `retry` (or Playwright's `retries`) is set nowhere: not in a test
// config, not in a test's or a file's options, not on a command line that runs the suites.
// Part of `npm test`; tests/scripts/check-reintentos.test.ts is its own test.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const PROPIOS = new Set(['scripts/check-reintentos.mjs', 'tests/scripts/check-reintentos.test.ts']);

/** What gives a retry, by the kind of file: its path, and the line that would say so. */
const REGLAS = [
  // a config of Vitest or Vite (its `test` block): the key, whatever its value (even 0)
  {
    archivo: /(^|\/)vite(st)?\.(config|workspace)(\.[\w-]+)?\.[cm]?[jt]s$/,
    linea: /\bretry['"]?\s*:|\bretries['"]?\s*:/,
  },
  // a test file: `it('…', { retry: 2 }, …)`, `describe('…', { retry: 2 }, …)`, `vi.setConfig({ retry: 2 })`
  {
    archivo: /^tests\/.*\.[cm]?[jt]sx?$/,
    linea: /\bretry['"]?\s*:\s*[\w.]|\bsetConfig\s*\(\s*\{[^}]*\bretry\b|\bretries['"]?\s*:/,
  },
  // what runs the suites: npm's scripts, scripts/, CI
  { archivo: /^(package\.json|scripts\/.*\.[cm]?[jt]s|\.ci\/.*)$/, linea: /--retry\b|--retries\b/ },
];

/** The lines of `files` (path → text) that set a retry: [{ path, linea, texto }]. */
export function reintentos(files) {
  const hallados = [];
  for (const [path, text] of Object.entries(files)) {
    if (PROPIOS.has(path)) continue;
    const reglas = REGLAS.filter((r) => r.archivo.test(path));
    if (!reglas.length) continue;
    for (const [i, texto] of text.split('\n').entries())
      if (reglas.some((r) => r.linea.test(texto))) hallados.push({ path, linea: i + 1, texto: texto.trim() });
  }
  return hallados;
}

function main() {
  const paths = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((p) => REGLAS.some((r) => r.archivo.test(p)));
  const files = {};
  for (const p of paths) {
    try {
      files[p] = readFileSync(`${root}${p}`, 'utf8');
    } catch {
      // deleted in the work tree
    }
  }
  const hallados = reintentos(files);
  for (const h of hallados) console.error(`${h.path}:${h.linea}: ${h.texto}`);
  if (hallados.length) {
    console.error(`\n✗ ${hallados.length} reintentos de pruebas: una prueba que falla una vez falla la corrida.`);
    process.exit(1);
  }
  console.log(`✓ Sin reintentos: ${paths.length} archivos de pruebas y de órdenes revisados.`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
