/**
 * The pages' Content-Security-Policy (web/public/_headers) lets the styles the app writes inline
 * apply: the first screen's stylesheets the Worker writes into the pages it draws (<style
 * data-href>, worker/paginas/pagina.ts) and the style attributes of the screens (the home's
 * background, the stars' fill). By 'unsafe-inline' with no hash or nonce beside it: either one in
 * style-src switches 'unsafe-inline' off (CSP level 2 on), which would leave both unstyled.
 * Scripts stay by hash only (tests/e2e/security-headers.spec.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const headers = readFileSync('web/public/_headers', 'utf8');
const csp = /Content-Security-Policy: (.*)/.exec(headers)?.[1] ?? '';
const directiva = (nombre: string) =>
  csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find((d) => d[0] === nombre)
    ?.slice(1);

describe("The pages' CSP and the styles written inline", () => {
  it("allows inline styles by 'unsafe-inline', with no hash or nonce that would switch it off", () => {
    expect(csp).not.toBe('');
    const estilos = directiva('style-src-elem') ?? directiva('style-src') ?? directiva('default-src') ?? [];
    expect(estilos).toContain("'unsafe-inline'");
    expect(estilos.filter((f) => /^'(sha256|sha384|sha512|nonce)-/.test(f))).toEqual([]);
    expect(directiva('style-src-attr')).toBeUndefined();
  });

  it('keeps scripts off inline: only by the hashes the build adds', () => {
    expect(directiva('script-src')).not.toContain("'unsafe-inline'");
  });
});
