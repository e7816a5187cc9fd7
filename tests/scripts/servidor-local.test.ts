import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without declarations
import { origenesCors } from '../../scripts/deploy.mjs';
// @ts-expect-error: a plain ES module script without declarations
import { wranglerDevArgs } from '../../scripts/lib.mjs';

const varsDe = (args: string[]) =>
  Object.fromEntries(
    args.flatMap((a, i) =>
      args[i - 1] === '--var' ? [[a.slice(0, a.indexOf(':')), a.slice(a.indexOf(':') + 1)]] : [],
    ),
  );

describe('the local server (scripts/lib.mjs, npm start, npm run dev, e2e) (issue 22)', () => {
  it('gives the Worker APP_URL on its own port, so every link leads back to the server that wrote it', () => {
    const args = wranglerDevArgs({ port: 9123 });
    expect(args.slice(0, 3)).toEqual(['dev', '--port', '9123']);
    expect(varsDe(args)).toEqual({ APP_URL: 'http://localhost:9123' });
    expect(varsDe(wranglerDevArgs({ port: 8787 })).APP_URL).toBe('http://localhost:8787');
  });

  it('lets a caller name another origin (npm run dev: the Vite server that shows the pages)', () => {
    const args = wranglerDevArgs({ port: 8787, vars: { APP_URL: 'http://localhost:5173' }, persistTo: '/tmp/x' });
    expect(varsDe(args)).toEqual({ APP_URL: 'http://localhost:5173' });
    expect(args).toContain('--persist-to');
  });

  it('npm start and npm run dev pass no fixed APP_URL of their own but the port', () => {
    const start = readFileSync(new URL('../../scripts/start.mjs', import.meta.url), 'utf8');
    expect(start).toMatch(/serve\(\{ port \}\)/);
    const dev = readFileSync(new URL('../../scripts/dev.mjs', import.meta.url), 'utf8');
    expect(dev).toMatch(/APP_URL: 'http:\/\/localhost:5173'/);
  });
});

describe('production CORS origins come from configuration (issue 22)', () => {
  const toml = readFileSync(new URL('../../wrangler.toml', import.meta.url), 'utf8');

  it('wrangler.toml [vars] lists no local origin', () => {
    expect(origenesCors(toml).error).toBeUndefined();
    for (const o of origenesCors(toml).origenes) expect(o).not.toMatch(/localhost|127\.0\.0\.1/);
  });

  it('npm run deploy refuses localhost, plain http and non-exact origins, and reads only [vars]', () => {
    const conVars = (valor: string) =>
      `name = "x"\n[vars]\nAPP_ENV = "production"\nCORS_ORIGINS = "${valor}"\n[triggers]\n`;
    expect(origenesCors(conVars('http://localhost:5173,http://localhost:4173')).error).toMatch(
      /^✗ CORS_ORIGINS de wrangler.toml tiene orígenes que no son de producción: http:\/\/localhost:5173/,
    );
    for (const malo of ['http://citasalud.co', 'https://citasalud.co/', 'https://127.0.0.1', '*'])
      expect(origenesCors(conVars(malo)).error, malo).toBeDefined();
    expect(origenesCors(conVars('https://citasalud.co, https://app.citasalud.co'))).toEqual({
      origenes: ['https://citasalud.co', 'https://app.citasalud.co'],
    });
    expect(origenesCors('[env.x]\nCORS_ORIGINS = "http://localhost:1"\n')).toEqual({ origenes: [] });
  });
});
