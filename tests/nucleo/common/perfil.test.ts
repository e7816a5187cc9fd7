/** The profile's own field rules (common/cuerpos/perfil.ts), as `POST /api/users/update` reads them. */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { camposDelPerfil, enlaceVideo, idiomas, listaDe, precioConsulta, rethus } from '../../../common/cuerpos/perfil';
import { cuentas } from '../../../common/textos/cuentas';

/** The value `schema` reads from `valor`, or the messages of its refusal. */
const lee = (schema: z.ZodType, valor: unknown) => {
  const r = schema.safeParse(valor);
  return r.success ? { valor: r.data } : { error: r.error.issues.map((i) => i.message) };
};
const vale = (valor: unknown) => ({ valor });
const falla = (error: string) => ({ error: [error] });

describe('precioConsulta', () => {
  it('reads whole pesos as typed, with thousands dots, a $ or spaces', () => {
    for (const [v, pesos] of [
      ['80000', 80_000],
      ['80.000', 80_000],
      ['$ 80.000', 80_000],
      ['1.250.000', 1_250_000],
      [80_000, 80_000],
      ['0', 0],
      ['10000000', 10_000_000],
    ] as const)
      expect(lee(precioConsulta(), v), String(v)).toEqual(vale(pesos));
  });

  it('reads blank or null as not published', () => {
    for (const v of ['', '  ', null]) expect(lee(precioConsulta(), v)).toEqual(vale(null));
  });

  it('refuses negatives, more than 10,000,000, decimals and words with one message', () => {
    for (const v of ['-5', '20000000', '80000.5', '80,000', 'ochenta', true, {}])
      expect(lee(precioConsulta(), v), String(v)).toEqual(falla(cuentas.precioInvalido));
  });
});

describe('idiomas', () => {
  it('stores the codes of the list once each, in its order, from an array, a comma list or objects', () => {
    expect(lee(idiomas(), ['en', 'es'])).toEqual(vale('es,en'));
    expect(lee(idiomas(), ' EN , es,en ')).toEqual(vale('es,en'));
    expect(lee(idiomas(), [{ id: 'lsc' }, 'pt'])).toEqual(vale('pt,lsc'));
    expect(listaDe('a,,b')).toEqual(['a', 'b']);
  });

  it('refuses a language off the list, and an empty list with its own message', () => {
    expect(lee(idiomas(), 'es,klingon')).toEqual(falla(cuentas.idiomaDesconocido));
    expect(lee(idiomas(), [1, {}])).toEqual(falla(cuentas.idiomaDesconocido));
    for (const v of ['', [], null]) expect(lee(idiomas(), v), String(v)).toEqual(falla(cuentas.idiomasVacio));
  });
});

describe('rethus', () => {
  it('stores letters and digits in capitals, up to 20; absent or null is none', () => {
    expect(lee(rethus(), ' ab123 ')).toEqual(vale('AB123'));
    expect(lee(rethus(), 12_345)).toEqual(vale('12345'));
    expect(lee(rethus(), 'A'.repeat(20))).toEqual(vale('A'.repeat(20)));
    for (const v of [undefined, null, '']) expect(lee(rethus(), v)).toEqual(vale(''));
  });

  it('refuses anything else, or more than 20', () => {
    for (const v of ['AB-123', 'AB 123', 'Ñ1', 'A'.repeat(21), {}])
      expect(lee(rethus(), v), String(v)).toEqual(falla(cuentas.rethusInvalido));
  });
});

describe('enlaceVideo', () => {
  it('keeps an https address as she wrote it, trimmed; absent, null or blank is none', () => {
    for (const v of [
      'https://meet.example.co/dra-gomez',
      'https://zoom.us/j/5551234?pwd=abc#x',
      'HTTPS://Meet.Example.co/x',
      'https://sala.co:8443/@ana',
      `https://x.co/${'a'.repeat(287)}`,
    ])
      expect(lee(enlaceVideo(), v), v).toEqual(vale(v));
    expect(lee(enlaceVideo(), '  https://meet.jit.si/sala  ')).toEqual(vale('https://meet.jit.si/sala'));
    for (const v of [undefined, null, '', '   ']) expect(lee(enlaceVideo(), v)).toEqual(vale(''));
  });

  it('refuses another scheme, no host, spaces, more than 300 characters or a user and password', () => {
    for (const v of [
      'http://meet.example.co/x',
      'javascript:alert(1)',
      'ftp://x.co',
      'meet.example.co',
      'https://',
      'https://x.co:99999',
      'https://exa mple.co',
      'https://x.co/a\tb',
      `https://x.co/${'a'.repeat(288)}`,
      'https://ana:clave@sala.co',
      'https://ana@sala.co',
      'https://@sala.co',
      5,
      {},
    ])
      expect(lee(enlaceVideo(), v), String(v)).toEqual(falla(cuentas.enlaceInvalido));
  });
});

describe('camposDelPerfil', () => {
  it('reads only the fields the update may change: never rol, email nor the admin’s flags', () => {
    for (const k of ['rol', 'email', 'activo', 'destacado', 'publicar_celular'])
      expect(camposDelPerfil).not.toHaveProperty(k);
  });
});
