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

/**
 * A CSV answer read from D1 one page at a time: `pagina(despues)` answers up to `porLote` rows
 * after the last row it was given (null first), so the rows never sit in memory all at once.
 */
export function streamCsv<F>(
  cabecera: string[],
  pagina: (despues: F | null) => Promise<F[]>,
  registro: (fila: F) => string,
  porLote: number,
): ReadableStream<Uint8Array> {
  const codificar = new TextEncoder();
  let despues: F | null = null;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(codificar.encode(BOM + lineaCsv(cabecera)));
    },
    async pull(controller) {
      const filas = await pagina(despues);
      if (filas.length) controller.enqueue(codificar.encode(filas.map(registro).join('')));
      const ultima = filas.at(-1);
      if (filas.length < porLote || ultima === undefined) controller.close();
      else despues = ultima;
    },
  });
}

/** The headers of a CSV download. */
export const cabecerasCsv = (archivo: string) => ({
  'Content-Type': 'text/csv; charset=utf-8',
  'Content-Disposition': `attachment; filename="${archivo}"`,
  'Cache-Control': 'no-store',
});

/**
 * Reads a CSV as Excel writes it: an optional BOM, `;` or `,` (whichever the header line uses
 * more), quoted fields with doubled quotes and line breaks, CRLF or LF. A leading apostrophe
 * before = + - @ (our own guard, see `celdaCsv`) is taken away again.
 */
export function leerCsv(texto: string): string[][] {
  const limpio = texto.replace(/^\uFEFF/, '');
  const primera = limpio.slice(0, limpio.search(/\r?\n|$/));
  const sep = (primera.match(/;/g)?.length ?? 0) >= (primera.match(/,/g)?.length ?? 0) ? ';' : ',';
  const filas: string[][] = [];
  let fila: string[] = [];
  let campo = '';
  let citado = false;
  const cerrarCampo = () => {
    fila.push(/^'[=+\-@]/.test(campo) ? campo.slice(1) : campo);
    campo = '';
  };
  for (let i = 0; i < limpio.length; i++) {
    const ch = limpio[i];
    if (citado) {
      if (ch === '"' && limpio[i + 1] === '"') {
        campo += '"';
        i++;
      } else if (ch === '"') citado = false;
      else campo += ch;
    } else if (ch === '"' && campo === '') citado = true;
    else if (ch === sep) cerrarCampo();
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && limpio[i + 1] === '\n') i++;
      cerrarCampo();
      filas.push(fila);
      fila = [];
    } else campo += ch;
  }
  if (campo !== '' || fila.length) {
    cerrarCampo();
    filas.push(fila);
  }
  return filas.filter((f) => f.some((c) => c.trim() !== ''));
}
