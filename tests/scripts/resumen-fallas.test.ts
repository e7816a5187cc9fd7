import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without declarations
import { resumenDeFallas } from '../../scripts/lib.mjs';

describe('resumenDeFallas', () => {
  it("keeps Vitest's FAIL lines and the error under each, without colour codes", () => {
    const salida = [
      ' \x1b[32m✓\x1b[39m tests/e2e/a.spec.ts (3 tests) 4000ms',
      '',
      '⎯⎯⎯ Failed Tests 1 ⎯⎯⎯',
      '',
      ' \x1b[31mFAIL\x1b[39m  e2e  tests/e2e/b.spec.ts > Directory > books from the overlay',
      'AssertionError: expected false to be true',
      '',
      ' ❯ tests/e2e/b.spec.ts:64:5',
      '     62|   await page.goto(x);',
      ' Test Files  1 failed | 1 passed (2)',
    ].join('\n');
    expect(resumenDeFallas(salida)).toBe(
      [
        'FAIL  e2e  tests/e2e/b.spec.ts > Directory > books from the overlay',
        '    AssertionError: expected false to be true',
        '    ❯ tests/e2e/b.spec.ts:64:5',
      ].join('\n'),
    );
  });

  it('falls back to the last lines when nothing says FAIL (a crash, a script that exits)', () => {
    const salida = Array.from({ length: 30 }, (_, i) => `línea ${i}`).join('\n');
    const resumen = resumenDeFallas(salida).split('\n');
    expect(resumen).toHaveLength(15);
    expect(resumen.at(-1)).toBe('línea 29');
  });
});
