import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without declarations
import { reintentos } from '../../scripts/check-reintentos.mjs';

const CONFIG = readFileSync(new URL('../../vitest.config.ts', import.meta.url), 'utf8');
const rutas = (files: Record<string, string>) =>
  reintentos(files).map((h: { path: string; linea: number }) => `${h.path}:${h.linea}`);

describe('scripts/check-reintentos.mjs', () => {
  it('finds no retry in the config the suites run with', () => {
    expect(rutas({ 'vitest.config.ts': CONFIG })).toEqual([]);
  });

  it("refuses Vitest's retry in a project of the config, even at 0, and Playwright's retries", () => {
    const conRetry = CONFIG.replace("name: 'e2e',", "name: 'e2e',\n            retry: 0,");
    expect(conRetry).not.toBe(CONFIG);
    expect(rutas({ 'vitest.config.ts': conRetry })).toHaveLength(1);
    expect(rutas({ 'web/vite.config.ts': "export default { test: { 'retry': 2 } };\n" })).toEqual([
      'web/vite.config.ts:1',
    ]);
    expect(rutas({ 'vitest.config.ts': 'export default { retries: 1 };' })).toEqual(['vitest.config.ts:1']);
  });

  it("refuses a test's or a file's own retry, but not the word in a title", () => {
    const prueba = [
      "it('offers a retry when the list cannot be read', async () => {});",
      "it('reintenta', { retry: 3 }, async () => {});",
      "describe('la tienda', { retry: VECES }, () => {});",
      'vi.setConfig({ testTimeout: 1000, retry: 2 });',
      "expect(res.headers.get('retry-after')).toBe('60');",
    ].join('\n');
    expect(rutas({ 'tests/web/tienda.test.tsx': prueba })).toEqual([
      'tests/web/tienda.test.tsx:2',
      'tests/web/tienda.test.tsx:3',
      'tests/web/tienda.test.tsx:4',
    ]);
  });

  it('refuses a retry given on the command line that runs the suites', () => {
    expect(rutas({ 'package.json': '{ "scripts": { "test:web": "vitest run --retry=2" } }' })).toEqual([
      'package.json:1',
    ]);
    expect(rutas({ 'scripts/test.mjs': "const args = ['run', '--retry', '1'];" })).toEqual(['scripts/test.mjs:1']);
    expect(rutas({ '.ci/run': 'npx vitest run --retry 2' })).toEqual(['.ci/run:1']);
    // elsewhere the word is the HTTP header's (scripts/abuso.mjs)
    expect(rutas({ 'scripts/abuso.mjs': "return { retry: res.headers.get('retry-after') };" })).toEqual([]);
  });
});
