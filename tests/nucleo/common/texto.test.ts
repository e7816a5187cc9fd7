/** Text as both sides compare, address, store and print it (common/texto.ts). */
import { describe, expect, it } from 'vitest';
import { escapeHtml, limpiarTexto, normalizar, slug, tieneVisible } from '../../../common/texto';

describe('normalizar and slug', () => {
  it('compares names accent- and case-insensitively, single-spaced', () => {
    expect(normalizar('Bogotá')).toBe(normalizar('bogota'));
    expect(normalizar('  Cardiología ')).toBe('cardiologia');
    expect(normalizar('Dra. Núñez--Peña')).toBe('dra nunez pena');
    expect(normalizar('Ortopedia_y  Trauma 2')).toBe('ortopedia y trauma 2');
  });

  it('builds route segments with dashes', () => {
    expect(slug('Santa Marta')).toBe('santa-marta');
    expect(slug(' Medicina  Interna ')).toBe('medicina-interna');
  });
});

describe('limpiarTexto', () => {
  it('drops invisible characters and controls, keeps line feeds, turns tabs into spaces', () => {
    expect(limpiarTexto('a\u200Bb\u202Ec\u0007d\uFEFF')).toBe('abcd');
    expect(limpiarTexto('uno\tdos')).toBe('uno dos');
    expect(limpiarTexto('uno\r\ndos\rtres\u2028cuatro')).toBe('uno\ndos\ntres\ncuatro');
  });

  it('makes one line of a one-line field, and composes accents (NFC)', () => {
    expect(limpiarTexto('uno\r\ndos', { lineas: false })).toBe('uno dos');
    expect(limpiarTexto('Jose\u0301')).toBe('José');
  });

  it('neither trims nor changes clean text, and is idempotent', () => {
    const sucio = '  Hola\u200B\r\n\tmundo  ';
    expect(limpiarTexto(sucio)).toBe('  Hola\n mundo  ');
    expect(limpiarTexto(limpiarTexto(sucio))).toBe(limpiarTexto(sucio));
  });
});

describe('tieneVisible', () => {
  it('is true for letters, digits, punctuation or symbols, false for blanks and fillers', () => {
    expect(tieneVisible('a')).toBe(true);
    expect(tieneVisible(' 7 ')).toBe(true);
    expect(tieneVisible('.')).toBe(true);
    expect(tieneVisible('$')).toBe(true);
    expect(tieneVisible('  \n ')).toBe(false);
    expect(tieneVisible('\u200B\u3164')).toBe(false);
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter in HTML text and quoted attributes', () => {
    expect(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;',
    );
    expect(escapeHtml('sin nada')).toBe('sin nada');
  });
});
