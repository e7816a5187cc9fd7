/**
 * The search that forgives, as both sides run it (issues 20 and 21): the words of a query, the
 * typos each word may have, and how close a text comes to holding them all. The Worker asks its
 * trigram indexes for candidates and keeps them with these rules (worker/directorio/busqueda.ts); the
 * store filters what it kept for offline use with the same (web/src/features/tienda/filters.ts).
 */
import { normalizar } from './texto';

/** Words shorter than a trigram cannot be looked up; more than this many words add nothing. */
const MIN_LETRAS = 3;
const MAX_PALABRAS = 5;
/** The words of `plano` (text already lowercase and accent-free) the search looks for. */
export const palabrasEn = (plano: string): string[] =>
  [...new Set(plano.replace(/[^a-z0-9ñ]+/g, ' ').split(' '))]
    .filter((w) => w.length >= MIN_LETRAS)
    .slice(0, MAX_PALABRAS);

/** The words of `q` the index can look for: normalised, 3 letters or more, 5 at most ([] = none). */
export const palabrasDe = (q: string): string[] => palabrasEn(normalizar(q));

/**
 * Typos forgiven in a word: none under 4 letters, one up to 7, two from 8 ('dermatolga'); none in a
 * word with a digit ('1000 mg' is not '100 mg').
 */
export const tolerancia = (palabra: string) =>
  palabra.length < 4 || /\d/.test(palabra) ? 0 : palabra.length < 8 ? 1 : 2;

/**
 * The fewest edits (insert, delete, replace a letter) that turn `palabra` into some substring of
 * `texto` (Sellers' algorithm): 0 when it appears as is, 1 for 'cardiologo' in '… cardiologia'.
 */
export function distanciaEnTexto(palabra: string, texto: string): number {
  const n = palabra.length;
  // column j of the table: the cost of palabra[0..i) ending at texto[j]; a match may start anywhere
  let previa = Int32Array.from({ length: n + 1 }, (_, i) => i);
  let actual = new Int32Array(n + 1);
  let mejor = n;
  for (let j = 0; j < texto.length; j++) {
    const letra = texto.charCodeAt(j);
    for (let i = 1; i <= n; i++) {
      const cambio = previa[i - 1] + (palabra.charCodeAt(i - 1) === letra ? 0 : 1);
      actual[i] = Math.min(cambio, previa[i] + 1, actual[i - 1] + 1);
    }
    if (actual[n] < mejor) mejor = actual[n];
    [previa, actual] = [actual, previa];
  }
  return mejor;
}

/**
 * Whether `palabra` can be in `texto` with at most `k` typos: cut in k + 1 pieces, one of them
 * is there untouched (each typo spoils one piece at most). A cheap test before the costly one.
 */
function cabe(palabra: string, k: number, texto: string) {
  const largo = palabra.length / (k + 1);
  for (let p = 0; p <= k; p++)
    if (texto.includes(palabra.slice(Math.round(p * largo), Math.round((p + 1) * largo)))) return true;
  return false;
}

/** How many typos `texto` needs to hold every word (lower is closer), or null when one is missing. */
export function relevancia(palabras: string[], texto: string): number | null {
  let total = 0;
  for (const palabra of palabras) {
    const k = tolerancia(palabra);
    if (!cabe(palabra, k, texto)) return null;
    const d = k === 0 || texto.includes(palabra) ? 0 : distanciaEnTexto(palabra, texto);
    if (d > k) return null;
    total += d;
  }
  return total;
}
