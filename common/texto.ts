/** Text as both sides compare, address and print it. */

/** Lowercase, accent-free, single-spaced: how names, cities and specialties are compared. */
export const normalizar = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9ñ]+/g, ' ')
    .trim();

/** The normalised text with dashes: how the app builds route segments ('Santa Marta' → 'santa-marta'). */
export const slug = (value: string): string => normalizar(value).replace(/ /g, '-');

/**
 * Characters stored text never keeps: C0 and C1 controls (line feeds and tabs are handled by
 * limpiarTexto), bidi embeddings, overrides, isolates and marks, zero-width characters, the word
 * joiner and the invisible operators, the byte-order mark, and the fillers that draw nothing.
 */
const INVISIBLES =
  /[^\P{Cc}\n]|[\u061C\u115F\u1160\u17B4\u17B5\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0\uFFF9-\uFFFB]/gu;
const SALTOS = /\r\n?|[\u0085\u2028\u2029]/g;

/**
 * Text as the server stores it, whatever a client sent: without invisible characters (INVISIBLES),
 * tabs as spaces, line breaks as `\n` (or spaces when the field is one line: `lineas: false`), in
 * Unicode NFC. It neither trims nor shortens; it is idempotent.
 */
export function limpiarTexto(value: string, { lineas = true } = {}): string {
  const limpio = value.replace(SALTOS, '\n').replace(/\t/g, ' ').replace(INVISIBLES, '').normalize('NFC');
  return lineas ? limpio : limpio.replace(/\n/g, ' ');
}

/** Whether the text shows something: a letter, digit, punctuation mark or symbol that is not an ignorable filler. */
export const tieneVisible = (value: string): boolean =>
  /[\p{L}\p{N}\p{P}\p{S}]/u.test(value.replace(/\p{Default_Ignorable_Code_Point}/gu, ''));

const ENTIDADES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe inside HTML, in an element or a quoted attribute. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => ENTIDADES[ch] ?? ch);
