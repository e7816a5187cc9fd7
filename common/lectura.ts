/**
 * How a first read is named: by the script of index.html, by the answers a page drawn by the
 * Worker came with (worker/paginas/pagina.ts) and by the screen that takes them (web/src/lib/lectura.ts).
 */

/** "METHOD path?query body": the name of a read (`url` as a URL gives it, `body` when it is text). */
export const claveDe = (method: string, url: { pathname: string; search: string }, body: unknown) =>
  `${method} ${url.pathname}${url.search} ${typeof body === 'string' ? body : ''}`;
