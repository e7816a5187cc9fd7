// `node scripts/check-modulos.mjs`: the Worker's module walls (docs/arquitectura.md), declared in
// worker/modulos.json. Part of `npm run lint` and so of `npm test`; tests/scripts/check-modulos.test.ts
// is its own test. It fails on
// - an import of another domain module's internals (anything but its index.ts);
// - an import against the declared direction (a module, or a base folder, using what it may not);
// - 'hono' outside the HTTP edge (worker/index.ts, worker/http/, a module's rutas.ts or rutas/);
// - worker/http/ used by a module's rules: only its routes speak HTTP;
// - a folder of worker/ holding more than MAX_ARCHIVOS source files directly (a flat bag again);
// - a file of web/src/ (or of common/, which the web imports) importing the request schemas
//   (common/cuerpos/**, common/validacion.ts) other than with `import type`: zod stays out of the
//   web's bundle, which uses only their z.infer types.
// Import circles are Biome's (noImportCycles, type imports included).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The specifiers `text` imports or re-exports from. */
export const specifiersOf = (text) => [...text.matchAll(IMPORT)].map((m) => m[1] ?? m[2]);

/** `worker/citas/rutas/x.ts` → 'citas'; files directly in worker/ → null. */
const folderOf = (path) => {
  const parts = path.split('/');
  return parts[0] === 'worker' && parts.length > 2 ? parts[1] : null;
};

/** Whether `path` speaks HTTP: the app, the edge, or a module's routes. */
export const isEdge = (path) =>
  path === 'worker/index.ts' || path.startsWith('worker/http/') || /^worker\/[^/]+\/rutas(\.ts|\/)/.test(path);

/**
 * The walls `file` (a worker/ path) crosses with `imports` (each the repository path it resolves
 * to, or a package name), as messages.
 */
export function wallsCrossed(file, imports, decl) {
  const problems = [];
  const own = folderOf(file);
  const isModule = (f) => f !== null && Object.hasOwn(decl.modulos, f);
  const allowed = isModule(own) ? decl.modulos[own] : own !== null ? (decl.base[own] ?? []) : null;
  for (const target of imports) {
    if (target === 'hono' || target.startsWith('hono/')) {
      if (!isEdge(file)) problems.push(`'${target}' fuera del borde HTTP: la regla recibe valores, su ruta habla HTTP`);
      continue;
    }
    if (!target.startsWith('worker/')) continue;
    const dest = folderOf(target);
    if (dest === null || dest === own || dest === 'types') continue;
    if (dest === 'http') {
      if (!isEdge(file)) problems.push(`${target}: worker/http/ es del borde; una regla no lo usa`);
      continue;
    }
    if (isModule(dest) && target !== `worker/${dest}/index.ts`)
      problems.push(`${target}: de otro módulo solo se usa su index.ts (worker/${dest}/index.ts)`);
    if (allowed !== null && !allowed.includes(dest) && !(isModule(own) && dest in decl.base))
      problems.push(`${target}: ${own} no puede usar ${dest} (worker/modulos.json)`);
  }
  return problems;
}

/** At most this many source files directly in one folder of worker/ (issue 31). */
export const MAX_ARCHIVOS = 20;

/** The folders of `files` (worker/ paths) holding more than `max` of them directly, with their count. */
export function carpetasLlenas(files, max = MAX_ARCHIVOS) {
  const cuenta = new Map();
  for (const f of files) cuenta.set(posix.dirname(f), (cuenta.get(posix.dirname(f)) ?? 0) + 1);
  return [...cuenta].filter(([, n]) => n > max).map(([carpeta, n]) => ({ carpeta, n }));
}

/** The repository path `spec` (imported by `file`) resolves to, or the package name. */
function resolve(file, spec) {
  if (!spec.startsWith('.'))
    return (
      spec
        .split('/')
        .slice(0, spec.startsWith('@') ? 2 : 1)
        .join('/') + (spec.startsWith('hono/') ? `/${spec.split('/')[1]}` : '')
    );
  const base = posix.normalize(posix.join(posix.dirname(file), spec.split('?')[0]));
  for (const c of [`${base}.ts`, `${base}/index.ts`, base]) if (existsSync(`${root}${c}`)) return c;
  return base;
}

const STATEMENT =
  /(?:^|\n)\s*(?:import|export)\s+(type\s)?[^'"]*?from\s+['"]([^'"]+)['"]|(?:^|\n)\s*import\s*(['"])([^'"]+)\3|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Whether `path` (a repository path, with or without extension) is a request schema of common/. */
export const esCuerpo = (path) => /^common\/(cuerpos\/|validacion(\.ts)?$)/.test(path);

/**
 * The request schemas `file` (a web/src/ or common/ path) imports as values: each import or
 * re-export of common/cuerpos/** or common/validacion.ts that is not `import type`/`export type`.
 * The schemas themselves may import each other.
 */
export function cuerposComoValor(file, text) {
  if (esCuerpo(file)) return [];
  const problems = [];
  for (const m of text.matchAll(STATEMENT)) {
    const spec = m[2] ?? m[4] ?? m[5];
    if (m[1] !== undefined || !spec.startsWith('.')) continue;
    const target = posix.normalize(posix.join(posix.dirname(file), spec.split('?')[0]));
    if (esCuerpo(target))
      problems.push(`${spec}: los esquemas de common/ se importan con \`import type\` (zod no entra en la web)`);
  }
  return problems;
}

/** The tracked (or new) files under `carpetas` whose name ends in one of `extensiones`. */
const archivos = (carpetas, extensiones) =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', ...carpetas], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((p) => extensiones.some((e) => p.endsWith(e)) && existsSync(`${root}${p}`));

function main() {
  const decl = JSON.parse(readFileSync(`${root}worker/modulos.json`, 'utf8'));
  const files = archivos(['worker'], ['.ts']);
  let count = 0;
  for (const file of files) {
    const imports = specifiersOf(readFileSync(`${root}${file}`, 'utf8')).map((s) => resolve(file, s));
    for (const p of wallsCrossed(file, imports, decl)) {
      console.error(`  ${file}: ${p}`);
      count++;
    }
  }
  for (const { carpeta, n } of carpetasLlenas(files)) {
    console.error(`  ${carpeta}/: ${n} archivos fuente, más de ${MAX_ARCHIVOS}: sepárelos por lo que hacen`);
    count++;
  }
  const web = archivos(['web/src', 'common'], ['.ts', '.tsx']);
  for (const file of web) {
    for (const p of cuerposComoValor(file, readFileSync(`${root}${file}`, 'utf8'))) {
      console.error(`  ${file}: ${p}`);
      count++;
    }
  }
  if (count) {
    console.error(`✗ Módulos: ${count} problemas (paredes cruzadas, carpetas llenas o esquemas en la web).`);
    process.exit(1);
  }
  console.log(
    `✓ Módulos del Worker: ${files.length} archivos, cada importación por su puerta; la web (${web.length}) solo usa tipos de los esquemas.`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
