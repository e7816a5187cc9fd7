/**
 * CSV for Excel as Colombian offices open it: UTF-8 with a BOM (so "Bogotá" keeps its accent),
 * `;` between fields (Excel in es-CO uses the comma as its decimal mark, so its list separator is
 * the semicolon: a comma-separated file would open as one column), CRLF line ends (RFC 4180).
 */

export const BOM = '\uFEFF';
export const SEPARADOR = ';';

/** A text that a spreadsheet would run as a formula (= + - @, tab, CR): OWASP's CSV injection. */
const FORMULA = /^[=+\-@\t\r]/;

/**
 * One field: text that starts like a formula gets a leading apostrophe (shown as text by Excel),
 * and a field with the separator, a quote or a line break is quoted, its quotes doubled.
 * Numbers are written as they are.
 */
export function celdaCsv(valor: string | number | null | undefined): string {
  if (valor === null || valor === undefined) return '';
  if (typeof valor === 'number') return String(valor);
  const texto = FORMULA.test(valor) ? `'${valor}` : valor;
  return /[;",\r\n]/.test(texto) ? `"${texto.replaceAll('"', '""')}"` : texto;
}

/** One record, with its line end. */
export const lineaCsv = (campos: (string | number | null | undefined)[]) =>
  `${campos.map(celdaCsv).join(SEPARADOR)}\r\n`;
