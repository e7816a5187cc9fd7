import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without declarations
import { pathsIn, stalePaths } from '../../scripts/check-rutas-docs.mjs';

describe('scripts/check-rutas-docs.mjs', () => {
  it('finds the repository paths a text names, without line numbers or punctuation', () => {
    const text = 'See `worker/citas/agendar.ts:48`, then common/iva.ts.\nAnd docs/decisions/ (all).';
    expect(pathsIn(text).map((p: { path: string }) => p.path)).toEqual([
      'worker/citas/agendar.ts',
      'common/iva.ts',
      'docs/decisions/',
    ]);
  });

  it('passes over patterns, which are shapes and not paths', () => {
    const text = 'worker/<module>/rutas.ts, tests/worker/**/*.test.ts, web/src/features/*/api.ts, migrations/NNNN…';
    expect(pathsIn(text)).toEqual([]);
  });

  it('does not take a URL or a package path for a repository path', () => {
    expect(pathsIn('https://example.com/docs/x.md and node_modules/@x/web/y.js')).toEqual([]);
  });

  it('reports each named path that does not exist, with its file and line', () => {
    const docs = { 'docs/a.md': 'ok: worker/index.ts\nold: worker/lib/mail.ts' };
    const exists = (p: string) => p === 'worker/index.ts';
    expect(stalePaths(docs, exists)).toEqual([{ file: 'docs/a.md', line: 2, path: 'worker/lib/mail.ts' }]);
  });
});
