/** The search rules that forgive typos (common/busqueda.ts) and the FTS5 query built from them (worker/plataforma/fts.ts). */
import { describe, expect, it } from 'vitest';
import { distanciaEnTexto, palabrasDe, relevancia, tolerancia } from '../../../common/busqueda';
import { consultaExacta, consultaFts, trozos } from '../../../worker/plataforma/fts';

describe('the search rules (lib/busqueda.ts)', () => {
  it('measures the typos a word needs to appear in a text, anywhere in it', () => {
    expect(distanciaEnTexto('restrepo', 'laura restrepo gomez dermatologia')).toBe(0);
    expect(distanciaEnTexto('cardiologo', 'mauricio giraldo cardiologia')).toBe(1);
    expect(distanciaEnTexto('dermatolga', 'laura restrepo dermatologia')).toBe(2);
    expect(distanciaEnTexto('derma', 'laura restrepo dermatologia')).toBe(0);
  });

  it('forgives by the length of the word, and needs every word', () => {
    expect(relevancia(['dermatolga'], 'ana dermatologia')).toBe(2);
    expect(relevancia(['gomex'], 'luis gomez')).toBe(1);
    expect(relevancia(['gox'], 'luis gomez')).toBeNull();
    expect(relevancia(['luis', 'dermatologia'], 'luis gomez cardiologia')).toBeNull();
  });

  it('keeps words of 3 letters or more, normalised, and quotes every piece', () => {
    expect(palabrasDe('  Dra. Gómez de LA  ')).toEqual(['dra', 'gomez']);
    expect(palabrasDe('a "b" *')).toEqual([]);
    expect(consultaFts(['gomez'])).toBe('"gom" OR "mez"');
    expect(consultaFts(['cardiologo', 'dra'])).toBe('"car" OR "iol" OR "ogo" OR "dra"');
    expect(consultaFts(['a"b"c'])).toBe('"a""b" OR "b""c"');
    expect(consultaExacta(['laura', 'gomez'])).toBe('"laura" AND "gomez"');
  });

  it('asks the index for pieces of which one survives every typo a word is forgiven', () => {
    const texto = 'laura restrepo gomez cardiologia dermatologia pediatria ortopedia rodilla';
    // every way to make up to `tolerancia` typos (a letter changed, left out or added) in these words
    const variantes = (w: string, k: number): string[] => {
      if (k === 0) return [w];
      const una = new Set<string>();
      for (let i = 0; i <= w.length; i++) {
        if (i < w.length) una.add(w.slice(0, i) + w.slice(i + 1));
        una.add(`${w.slice(0, i)}x${w.slice(i)}`);
        if (i < w.length) una.add(`${w.slice(0, i)}x${w.slice(i + 1)}`);
      }
      return [w, ...[...una].flatMap((v) => variantes(v, k - 1))];
    };
    for (const palabra of ['gomez', 'laura', 'restrepo', 'cardiologia', 'dermatologia', 'rodilla']) {
      for (const tecleada of variantes(palabra, tolerancia(palabra))) {
        if (tecleada.length < 3 || relevancia([tecleada], texto) === null) continue;
        // the pieces of what the patient typed: one is in the text whenever the words are 3 letters a piece apart
        const piezas = trozos(tecleada);
        if (tecleada.length >= 3 * piezas.length)
          expect(
            piezas.some((t) => texto.includes(t)),
            `${tecleada} → ${piezas.join(',')}`,
          ).toBe(true);
      }
    }
    expect(trozos('cardiologo')).toEqual(['car', 'iol', 'ogo']);
    expect(trozos('dra')).toEqual(['dra']);
  });
});
