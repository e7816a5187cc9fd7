import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without declarations
import { lineCount, MAX_LINES, tooLong } from '../../scripts/check-lineas.mjs';

const lines = (n: number) => `${Array.from({ length: n }, (_, i) => `const a${i} = ${i};`).join('\n')}\n`;

describe('scripts/check-lineas.mjs', () => {
  it('counts lines as an editor numbers them', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('a\n')).toBe(1);
    expect(lineCount('a\nb')).toBe(2);
    expect(lineCount(lines(300))).toBe(300);
  });

  it('refuses a source file past 300 lines and accepts one of exactly 300', () => {
    expect(MAX_LINES).toBe(300);
    const found = tooLong({ 'worker/routes/a.ts': lines(301), 'web/src/b.tsx': lines(300) });
    expect(found).toEqual([{ path: 'worker/routes/a.ts', lines: 301 }]);
  });

  it('does not count tests, styles or data files', () => {
    const long = lines(400);
    expect(
      tooLong({
        'tests/worker/a.test.ts': long,
        'web/src/app/styles.css': long,
        'scripts/seed/data/ciudades.json': long,
      }),
    ).toEqual([]);
  });
});
