// `node scripts/check-lineas.mjs`: no non-test source file past 300 lines (STYLE.md: files of
// 40–150 lines, past 300 is a smell). Source is TypeScript and JavaScript under worker/, web/,
// common/ and scripts/; tests, styles and data files (JSON) are not counted. Part of `npm test`;
// tests/scripts/check-lineas.test.ts is its own test.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const MAX_LINES = 300;
const SOURCE = /^(worker|web|common|scripts)\/.*\.(ts|tsx|mjs|js)$/;

/** Lines of a text as an editor numbers them (a final newline ends the last line). */
export const lineCount = (text) => (text === '' ? 0 : text.replace(/\n$/, '').split('\n').length);

/** The files of `files` (path → text) past `max` lines, longest first. */
export function tooLong(files, max = MAX_LINES) {
  return Object.entries(files)
    .filter(([path]) => SOURCE.test(path))
    .map(([path, text]) => ({ path, lines: lineCount(text) }))
    .filter((f) => f.lines > max)
    .sort((a, b) => b.lines - a.lines);
}

function main() {
  const paths = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((p) => SOURCE.test(p));
  const files = {};
  for (const p of paths) {
    try {
      files[p] = readFileSync(`${root}${p}`, 'utf8');
    } catch {
      // deleted in the work tree
    }
  }
  const long = tooLong(files);
  for (const f of long) console.error(`${f.path}: ${f.lines} lines (at most ${MAX_LINES}): split it by responsibility`);
  if (long.length) {
    console.error(`\n✗ ${long.length} source files past ${MAX_LINES} lines.`);
    process.exit(1);
  }
  console.log(`✓ Tamaño: ${paths.length} source files, none past ${MAX_LINES} lines.`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
