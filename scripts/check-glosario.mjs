// `node scripts/check-glosario.mjs`: the naming rule of docs/glosario.md, which Biome cannot
// express. Fails (exit 1) when a word the glossary retires names an identifier or a file in
// worker/, web/, common/, scripts/ or tests/, and says where and which word to use instead.
// Strings, template text and comments are not names: the wire's and the database's words live
// there. Part of `npm test`; tests/scripts/check-glosario.test.ts is its own test.

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const FOLDERS = ['worker', 'web', 'common', 'scripts', 'tests'];
const EXTENSIONS = /\.(ts|tsx|mjs|js)$/;

/**
 * Library or platform names that only look like a retired word (a word of theirs is not ours to
 * rename), and words that contain a retired word but are other words.
 */
export const ALLOWED = new Set([
  'orderBy', // Drizzle
  'getHolidaysForYear', // colombian-holidays
  'invocationCallOrder', // Vitest
  'scheduled', // Workers' cron handler
  'ScheduledController',
  'createScheduledController',
  'ScheduledEvent',
  'objectStore', // IndexedDB
  'stores', // Dexie's version().stores()
  'useSyncExternalStore', // React
  'userAgent', // navigator.userAgent
  'userChoice', // BeforeInstallPromptEvent
  'WidgetCheckout', // Wompi's payment widget and its options
  'customerData',
  'brand', // schema.org's Product vocabulary, the keys of a page's JSON-LD (worker/paginas/cabecera.ts)
  'availability',
  'order', // a Vite plugin hook's order
  'store', // machinery: a zustand store (features/<feature>/store.ts); the shop is `tienda`
]);

/**
 * A lower-case snake_case name is a wire field or a column (`medico_id`, `nombre_produto`,
 * `user_id`): ours are camelCase, PascalCase or UPPER_CASE.
 */
export const WIRE_NAME = /^[a-z0-9]+(?:_[a-z0-9]+)+$/;

/** One-word wire keys the original client sends or reads (docs/contrato.md). */
export const WIRE_KEYS = new Set(['user', 'users', 'medic', 'fotos']);

/** The retired words of the glossary's third column, each with the word to use. */
export function retiredWords(glossary) {
  const words = new Map();
  for (const line of glossary.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (cells.length < 5 || cells[1] === 'concept' || /^-+$/.test(cells[1])) continue;
    const word = cells[2];
    // "medic (wire only), medico (column `medico_id` only), especialista" → medic, medico, especialista
    const retired = cells[3].replace(/\([^)]*\)/g, '').replace(/;.*$/, '');
    for (const w of retired.split(',')) {
      const clean = w.trim().split(/\s+/)[0];
      if (/^[a-z]+$/i.test(clean)) words.set(clean.toLowerCase(), word);
    }
  }
  return words;
}

/** Where a `/` starts a regular expression rather than a division: after these characters or words. */
const REGEX_BEFORE = /(?:^|[(,=:[!&|?{};+\-*%<>~^]|\b(?:return|typeof|case|in|of|void|throw|await|yield))\s*$/;

/** The source without strings, regular expressions, templates' text and comments (names stay; lines keep their numbers). */
export function namesOnly(source) {
  let out = '';
  let i = 0;
  const blank = (text) => text.replace(/[^\n]/g, ' ');
  while (i < source.length) {
    const ch = source[i];
    const next = source[i + 1];
    if (ch === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      const stop = end < 0 ? source.length : end;
      out += blank(source.slice(i, stop));
      i = stop;
    } else if (ch === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end < 0 ? source.length : end + 2;
      out += blank(source.slice(i, stop));
      i = stop;
    } else if (ch === '/' && REGEX_BEFORE.test(out.slice(-40))) {
      // a regular expression literal: its text is a pattern, not names
      let j = i + 1;
      let inClass = false;
      while (j < source.length && source[j] !== '\n' && (inClass || source[j] !== '/')) {
        if (source[j] === '\\') j++;
        else if (source[j] === '[') inClass = true;
        else if (source[j] === ']') inClass = false;
        j++;
      }
      while (j + 1 < source.length && /[a-z]/.test(source[j + 1])) j++;
      out += blank(source.slice(i, j + 1));
      i = j + 1;
    } else if (ch === "'" || ch === '"') {
      let j = i + 1;
      while (j < source.length && source[j] !== ch && source[j] !== '\n') j += source[j] === '\\' ? 2 : 1;
      out += blank(source.slice(i, j + 1));
      i = j + 1;
    } else if (ch === '`') {
      // template text is blanked; `${…}` inside is code and is kept (one level of nesting)
      let j = i + 1;
      out += ' ';
      while (j < source.length && source[j] !== '`') {
        if (source[j] === '\\') {
          out += blank(source.slice(j, j + 2));
          j += 2;
        } else if (source[j] === '$' && source[j + 1] === '{') {
          let depth = 1;
          let k = j + 2;
          while (k < source.length && depth > 0) {
            if (source[k] === '{') depth++;
            else if (source[k] === '}') depth--;
            k++;
          }
          out += `  ${namesOnly(source.slice(j + 2, k - 1))} `;
          j = k;
        } else {
          out += source[j] === '\n' ? '\n' : ' ';
          j++;
        }
      }
      out += ' ';
      i = j + 1;
    } else {
      out += ch;
      i++;
    }
  }
  return out;
}

/** The words of a name: `SpecialistCard` → specialist, card; `medico_id` → medico, id. */
export const partsOf = (name) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((p) => p.toLowerCase());

/** The retired word a part is, in singular or plural, or undefined. */
function retiredPart(part, words) {
  for (const candidate of [part, part.replace(/es$/, ''), part.replace(/s$/, '')]) {
    if (words.has(candidate)) return candidate;
  }
  return undefined;
}

/**
 * Every use of a retired word in `source`, in the file's own name or in the names of the folders
 * it is in, as `{line, name, word, use}` (line 0: the path).
 */
export function findRetired(path, source, words) {
  const found = [];
  const segments = path.split('/');
  const fileName = segments.at(-1).replace(EXTENSIONS, '');
  // a library word names a file (store.ts, a zustand store), never a folder of ours
  for (const name of [...segments.slice(0, -1), fileName]) {
    for (const part of name === fileName && ALLOWED.has(name) ? [] : partsOf(name)) {
      const word = retiredPart(part, words);
      if (word) found.push({ line: 0, name, word, use: words.get(word) });
    }
  }
  const lines = namesOnly(source).split('\n');
  lines.forEach((text, n) => {
    for (const [name] of text.matchAll(/[A-Za-z_$][A-Za-z0-9_$]*/g)) {
      if (ALLOWED.has(name) || WIRE_NAME.test(name) || WIRE_KEYS.has(name)) continue;
      for (const part of partsOf(name)) {
        const word = retiredPart(part, words);
        if (word) found.push({ line: n + 1, name, word, use: words.get(word) });
      }
    }
  });
  return found;
}

function main() {
  const words = retiredWords(readFileSync(`${root}docs/glosario.md`, 'utf8'));
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', ...FOLDERS], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((f) => EXTENSIONS.test(f));
  let count = 0;
  for (const file of files) {
    let source;
    try {
      source = readFileSync(`${root}${file}`, 'utf8');
    } catch {
      continue; // deleted in the work tree
    }
    for (const f of findRetired(file, source, words)) {
      count++;
      console.error(
        `${file}:${f.line}: "${f.name}" uses the retired word "${f.word}": say "${f.use}" (docs/glosario.md)`,
      );
    }
  }
  if (count) {
    console.error(`\n✗ ${count} names use words docs/glosario.md retires.`);
    process.exit(1);
  }
  console.log(`✓ Glosario: ${files.length} files, no retired word names anything.`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
