// `node scripts/check-rutas-docs.mjs`: every repository path that docs/ (decision records
// included) and the README name exists. A path is a run of the repository's top folders
// (worker/, web/, common/, scripts/, tests/, migrations/, docs/, .ci/) followed by names; a
// pattern (`worker/<module>/`, `*.ts`, `{id}`) is a shape, not a path, and is passed over, and so
// is a line reference's `:48`. Part of `npm test`; tests/scripts/check-rutas-docs.test.ts is its
// own test.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const DOCS = /^(docs\/.*\.md|README\.md)$/;
const PATH = /(?<![\w./@-])(?:\.ci|worker|web|common|scripts|tests|migrations|docs)\/[\w./[\]()<>*{}…-]*/g;
const SHAPE = /[<>*{}…[\]()]|\.\.\.|\/\//;

/** The paths a Markdown text names, each with its line, patterns left out. */
export function pathsIn(text) {
  const found = [];
  text.split('\n').forEach((line, i) => {
    for (const m of line.matchAll(PATH)) {
      const path = m[0].replace(/[.,;:)]+$/, '').replace(/:\d+(-\d+)?$/, '');
      if (SHAPE.test(path)) continue;
      found.push({ path, line: i + 1 });
    }
  });
  return found;
}

/** The named paths of `docs` (file → text) that `exists` does not find. */
export function stalePaths(docs, exists) {
  const stale = [];
  for (const [file, text] of Object.entries(docs)) {
    for (const { path, line } of pathsIn(text)) {
      if (!exists(path.replace(/\/$/, ''))) stale.push({ file, line, path });
    }
  }
  return stale;
}

function main() {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((p) => DOCS.test(p));
  const docs = {};
  for (const f of files) {
    if (existsSync(`${root}${f}`)) docs[f] = readFileSync(`${root}${f}`, 'utf8');
  }
  const stale = stalePaths(docs, (p) => existsSync(`${root}${p}`));
  if (stale.length) {
    for (const s of stale) console.error(`  ${s.file}:${s.line}  ${s.path}`);
    console.error(`✗ Rutas en la documentación: ${stale.length} no existen en el repositorio.`);
    process.exit(1);
  }
  console.log(`✓ Rutas en la documentación: ${files.length} documentos, cada ruta nombrada existe.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
