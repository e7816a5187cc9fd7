import { describe, expect, it, vi } from 'vitest';
import { esComun, esTrivial, fuerzaClave } from '../../../common/claves';
import {
  PWNED_RANGE_URL,
  revisorLocal,
  revisorPara,
  revisorPwned,
  sha1Hex,
  usaRevisorLocal,
} from '../../../worker/cuentas/filtraciones';

/** A range answer as the API gives it: `SUFFIX:COUNT` lines, padding lines with count 0. */
const rango = (lineas: string[]) => new Response(lineas.join('\r\n'), { status: 200 });

describe('the breached-password check against Have I Been Pwned (production)', () => {
  it('sends only the first 5 hex characters of the SHA-1, asks for padding, and finds a listed suffix', async () => {
    const clave = 'Tr3s-Palabras-Raras';
    const hash = await sha1Hex(clave);
    expect(hash).toMatch(/^[0-9A-F]{40}$/);
    const pedir = vi.fn(async (_url: string, _init?: RequestInit) =>
      rango(['0018A45C4D1DEF81644B54AB7F969B88D65:0', `${hash.slice(5)}:42`, 'FFFFF0000000000000000000000000000AB:3']),
    );
    expect(await revisorPwned(pedir as unknown as typeof fetch).filtrada(clave)).toBe(true);

    expect(pedir).toHaveBeenCalledTimes(1);
    const [url, init] = pedir.mock.calls[0];
    expect(url).toBe(`${PWNED_RANGE_URL}${hash.slice(0, 5)}`);
    const headers = new Headers(init?.headers);
    expect(headers.get('Add-Padding')).toBe('true');
    expect(init?.body).toBeUndefined();
    // k-anonymity: nothing of the password or of the rest of its hash leaves
    const salio = `${url} ${JSON.stringify([...headers])}`;
    expect(salio).not.toContain(hash.slice(5, 10));
    expect(salio.toLowerCase()).not.toContain(hash.slice(5, 10).toLowerCase());
    expect(salio).not.toContain(clave);
  });

  it('takes a padding line (count 0) or an unlisted suffix as not breached', async () => {
    const clave = 'Otra-Frase-Poco-Comun-77';
    const sufijo = (await sha1Hex(clave)).slice(5);
    const conRelleno = vi.fn(async () => rango([`${sufijo}:0`, 'ABCDEF0123456789ABCDEF0123456789ABC:7']));
    expect(await revisorPwned(conRelleno as unknown as typeof fetch).filtrada(clave)).toBe(false);
    const enMinusculas = vi.fn(async () => rango([`${sufijo.toLowerCase()}:5`]));
    expect(await revisorPwned(enMinusculas as unknown as typeof fetch).filtrada(clave)).toBe(true);
  });

  it('falls back to the bundled list when the API fails, answers an error or does not answer in time', async () => {
    const falla = vi.fn(async () => {
      throw new TypeError('network down');
    });
    const error503 = vi.fn(async () => new Response('', { status: 503 }));
    const nunca = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new Error('abortado'))),
        ),
    );
    for (const pedir of [falla, error503, nunca]) {
      const revisor = revisorPwned(pedir as unknown as typeof fetch, 20);
      expect(await revisor.filtrada('Una-Frase-Nueva-2026')).toBe(false);
      expect(await revisor.filtrada('football')).toBe(true);
    }
    expect(nunca).toHaveBeenCalled();
  });

  it('never asks the API about a password of the bundled list', async () => {
    const pedir = vi.fn();
    expect(await revisorPwned(pedir as unknown as typeof fetch).filtrada('Password')).toBe(true);
    expect(pedir).not.toHaveBeenCalled();
  });
});

describe('which checker runs', () => {
  it('is the bundled list in local runs and tests, Have I Been Pwned elsewhere or when asked for', () => {
    expect(usaRevisorLocal({ APP_ENV: 'test' })).toBe(true);
    expect(usaRevisorLocal({ APP_ENV: 'local' })).toBe(true);
    expect(revisorPara({ APP_ENV: 'test' })).toBe(revisorLocal);
    expect(revisorPara({ APP_ENV: 'production' }).nombre).toBe('hibp');
    expect(revisorPara({}).nombre).toBe('hibp');
    expect(revisorPara({ APP_ENV: 'local', CLAVES_FILTRADAS: 'hibp' }).nombre).toBe('hibp');
  });
});

describe('the bundled list and the rules both sides share', () => {
  it('knows the common passwords of 8 characters or more in any letter case, and a few Colombian ones', () => {
    for (const clave of ['password', '12345678', 'iloveyou', 'PASSWORD', 'Football', 'colombia123', 'contraseña'])
      expect(esComun(clave), clave).toBe(true);
    expect(esComun('Caballo-Bateria-Grapa')).toBe(false);
  });

  it('takes blank passwords and one or two repeated characters as trivial', () => {
    for (const clave of ['        ', 'aaaaaaaa', '12121212', '\t\t\t\t\t\t\t\t'])
      expect(esTrivial(clave), clave).toBe(true);
    expect(esTrivial('abcabcab')).toBe(false);
  });

  it('rates a common password 0 and a long varied one 4, with hints for what is missing', () => {
    expect(fuerzaClave('password')).toEqual({ nivel: 0, pistas: ['comun'] });
    expect(fuerzaClave('        ').pistas).toEqual(['trivial']);
    expect(fuerzaClave('Cafe-Con-Arepa-2026!').nivel).toBe(4);
    const corta = fuerzaClave('nubesazul');
    expect(corta.nivel).toBeLessThanOrEqual(1);
    expect(corta.pistas).toEqual(expect.arrayContaining(['larga', 'variedad']));
    expect(fuerzaClave('Zorro1234abcd').pistas).toContain('secuencia');
  });
});
