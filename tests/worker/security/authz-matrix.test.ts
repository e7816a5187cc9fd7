/**
 * The authorization matrix: every route of the app × {anonymous, the professional who owns the
 * data, another professional, staff}. Where a call is refused, the whole database and R2 are
 * compared before and after: nothing may change. The routes are read from the app itself, so
 * an endpoint added without a row in rutas.ts (MATRIZ) fails the first test.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '../../../worker';
import { huella, mundo } from './mundo';
import { ACTORES, cumple, enviar, esperado, MATRIZ, rutasDeLaApp, tokenDe } from './rutas';

describe('the authorization matrix', () => {
  it('has exactly one row for every route the app registers', () => {
    const rutas = rutasDeLaApp();
    const sinFila = rutas.filter((k) => !(k in MATRIZ));
    const sobrantes = Object.keys(MATRIZ).filter((k) => !rutas.includes(k));
    expect(sinFila, 'routes without a row in MATRIZ: add one').toEqual([]);
    expect(sobrantes, 'rows for routes that no longer exist').toEqual([]);
    expect(rutas.length).toBeGreaterThan(60);
  });

  for (const [clave, fila] of Object.entries(MATRIZ)) {
    it(`${clave} (${fila.acceso}) answers each caller as the table says, changing nothing where it refuses`, async () => {
      const m = await mundo();
      const fallos: string[] = [];
      for (const actor of ACTORES) {
        const e = esperado(fila, actor);
        const antes = e === 'ok' || e === 'abierto' ? null : await huella();
        const res = await enviar(clave, fila.pedir(m, actor), tokenDe(m, actor), m);
        const texto = await res.text();
        if (!cumple(res.status, e)) fallos.push(`${actor}: ${res.status} (expected ${e}) ${texto.slice(0, 160)}`);
        if (res.status >= 400 && res.headers.get('content-type')?.includes('json')) {
          const cuerpo = JSON.parse(texto) as { error?: unknown; message?: unknown };
          if (typeof cuerpo.error !== 'string' || typeof cuerpo.message !== 'string' || !cuerpo.message)
            fallos.push(`${actor}: ${res.status} without {error, message}`);
        }
        if (antes !== null && (await huella()) !== antes)
          fallos.push(`${actor}: refused with ${res.status} but data changed`);
        // personal data never leaves except to its owner, and password material never at all
        const suyo = actor === 'dueno' && /cita|medic\/all\/private/.test(clave);
        if (!suyo && (texto.includes(m.secretos.paciente) || texto.includes(m.secretos.comentarista)))
          fallos.push(`${actor}: the answer leaks another person's data`);
        if (/pbkdf2|password_hash|token_hash/.test(texto))
          fallos.push(`${actor}: the answer carries password material`);
      }
      if (fila.acceso === 'local') {
        // in production the local mailbox does not exist, for anyone
        const p = fila.pedir(m, 'staff');
        const res = await app.request(
          p.path,
          { headers: { Authorization: `Bearer ${m.admin.token}` } },
          {
            ...env,
            APP_ENV: 'production',
          },
        );
        if (res.status !== 404) fallos.push(`production: ${res.status} (expected 404)`);
      }
      expect(fallos).toEqual([]);
    });
  }
});
