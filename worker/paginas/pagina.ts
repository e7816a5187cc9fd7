/**
 * The first screen of a public page, drawn here instead of in the browser (issue 11, largest
 * paint): index.html from the assets, with #root holding the screen as the app draws it
 * (the web's server entry, through the seam `@seam/first-screen`), the answers of its first reads in a JSON script for the browser's
 * first render (web/src/lib/iniciales.ts: the app hydrates it and asks the server nothing), and
 * the screen's stylesheets in <head>, so the photo that is the screen's largest paint is in the
 * HTML and nothing waits for the app's JavaScript to show it.
 *
 * Which reads each page makes comes from the build (dist/arranque.json, written by
 * web/build/shell.ts from common/primeras-lecturas.ts). Pages without first reads, and any failure
 * here, get index.html as it is: the browser draws them, as before.
 */
import { dibujar } from '@seam/first-screen';
import { bogotaNow } from '../../common/fechas';
import { claveDe } from '../../common/lectura';
import { ID_RESPUESTAS, type Respuestas } from '../../common/primera-pantalla';
import { escapeHtml } from '../../common/texto';
import { etagDe } from '../plataforma/cripto';
import { type Cabecera, cabeceraDe, jsonEnHtml, ponerCabecera } from './cabecera';

type Llamada = { metodo: 'GET' | 'POST'; url: string; body?: string };
export type RutaDeArranque = { patron: string; js: string[]; css: string[]; llamadas: Llamada[] };

export const INICIO_RAIZ = '<div id="root">';
export const FIN_RAIZ = '</div><!--/root-->';

/** A stylesheet of the build as text (null when it cannot be read): rutas.ts reads them from the assets. */
export type LeerEstilo = (archivo: string) => Promise<string | null>;

/**
 * The screen's stylesheet `archivo` in <head>: written inline when its text is known (`texto`),
 * so the page waits for one stylesheet only (index.html's own) and the screen's first paint needs
 * no other request; `data-href` names the file, so the app's preload helper does not lay it again
 * (web/build/precargador-cliente.js). The CSP's style-src allows inline styles ('unsafe-inline':
 * the app's style attributes need it, and a hash there would switch it off). Else, its <link>.
 */
function hoja(archivo: string, texto: string | null | undefined) {
  const href = escapeHtml(archivo);
  if (texto == null || /<\/style/i.test(texto)) return `<link rel="stylesheet" crossorigin href="${href}">`;
  return `<style data-href="${href}">${texto}</style>`;
}

/**
 * `plantilla` (index.html) with `raiz` as #root's content, the answers after it and the
 * stylesheets `css` in <head>, inline where `estilos` has their text (and the page's own title
 * and data: lib/cabecera.ts); null when the page is not the expected index.html.
 */
export function componer(
  plantilla: string,
  raiz: string,
  respuestas: Respuestas,
  css: string[],
  cabecera: Cabecera | null = null,
  estilos: (string | null)[] = [],
): string | null {
  const inicio = plantilla.indexOf(INICIO_RAIZ);
  const fin = plantilla.indexOf(FIN_RAIZ);
  const head = plantilla.indexOf('</head>');
  if (inicio < 0 || fin < inicio || head < 0 || head > inicio || !plantilla.startsWith('<!doctype html>')) return null;
  // React writes the preloads it hoists (the logo, the screen's photo) first: they go to <head>
  const recursos = /^(?:<link [^>]*>)+/.exec(raiz)?.[0] ?? '';
  const hojas = css.map((f, i) => hoja(f, estilos[i])).join('') + recursos;
  const datos = `<script type="application/json" id="${ID_RESPUESTAS}">${jsonEnHtml(respuestas)}</script>`;
  const antes = plantilla.slice(0, head).replace(/<html( |>)/, '<html data-ssr$1');
  return (
    (cabecera ? ponerCabecera(antes, cabecera) : antes) +
    hojas +
    plantilla.slice(head, inicio + INICIO_RAIZ.length) +
    raiz.slice(recursos.length) +
    FIN_RAIZ +
    datos +
    plantilla.slice(fin + FIN_RAIZ.length)
  );
}

/** The route of `rutas` for `pathname` and its reads with the path's groups put in. */
export function lecturasDe(rutas: RutaDeArranque[], pathname: string) {
  for (const ruta of rutas) {
    const m = new RegExp(ruta.patron).exec(pathname);
    if (!m) continue;
    const poner = (plantilla: string) => plantilla.replace(/\$(\d)/g, (_, n) => m[Number(n)] ?? '');
    // a parameter left empty is left out, as the app's API client leaves it out (precarga.js too)
    const sinVacios = (plantilla: string) => {
      const u = new URL(poner(plantilla), 'http://x');
      for (const [k, v] of [...u.searchParams]) if (!v) u.searchParams.delete(k);
      return u.pathname + u.search;
    };
    return {
      ruta,
      llamadas: ruta.llamadas.map((ll) => ({
        metodo: ll.metodo,
        url: sinVacios(ll.url),
        body: ll.body ? poner(ll.body) : '',
      })),
    };
  }
  return null;
}

/**
 * What `dibujarPagina` made of a page: its HTML (null where the browser draws it), and whether it
 * came from a kept copy (`copia`).
 */
export type Dibujo = { html: string | null; estado: 200 | 404; copia?: 'HIT' | 'MISS' };

/**
 * Where drawn pages are kept (lib/copias.ts in production). A page's key holds everything
 * its HTML depends on: the address, index.html, the answers of its reads and the day in Bogotá (a
 * screen may show dates relative to today), so a kept page is never stale: a write that changes
 * an answer changes the key. The reads are still made (cached themselves); drawing, the costly
 * part, is not.
 */
export type CopiasDePaginas = {
  leer: (clave: string) => Promise<string | null>;
  guardar: (clave: string, html: string) => void;
};

/**
 * The key of a page drawn from these answers, as the reads gave them (`textos`, by name): hashing
 * the bodies as they came needs no parsing, so a kept page costs no JSON work.
 */
async function claveDePagina(url: URL, plantilla: string, textos: Record<string, string>, css: string[]) {
  // the answers arrive in any order: named in order, so the same answers give the same key
  const ordenadas = Object.keys(textos)
    .sort()
    .map((k) => [k, textos[k]]);
  const material = JSON.stringify([url.pathname + url.search, bogotaNow().fecha, css, ordenadas, plantilla]);
  const hash = await etagDe(new TextEncoder().encode(material).buffer as ArrayBuffer);
  return `${url.origin}/__cache/pagina/${hash.slice(1, -1)}`;
}

/**
 * Draws the page at `url` from `plantilla` (index.html): the reads go through `leer` (the app
 * itself, with its cache); a read that fails is left out (the browser asks for it and shows why).
 * The screen's stylesheets go inline as `leerEstilo` reads them (as links where it does not).
 * A read answered 404 means the page's subject does not exist (an unknown profile): the page is
 * not drawn and its status is 404, so the browser draws the not-found screen and search engines
 * do not index it. Null HTML when the page has no first reads or the screen cannot be drawn.
 */
export async function dibujarPagina(
  url: URL,
  plantilla: string,
  rutas: RutaDeArranque[],
  leer: (req: Request) => Promise<Response>,
  copias?: CopiasDePaginas,
  leerEstilo?: LeerEstilo,
): Promise<Dibujo> {
  const pagina = lecturasDe(rutas, url.pathname);
  if (!pagina?.llamadas.length) return { html: null, estado: 200 };
  const textos: Record<string, string> = {};
  let noEncontrada = false;
  await Promise.all(
    pagina.llamadas.map(async ({ metodo, url: ruta, body }) => {
      const headers: Record<string, string> = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
      if (body) headers['Content-Type'] = 'application/json';
      const res = await leer(new Request(new URL(ruta, url), { method: metodo, headers, body: body || undefined }));
      if (res.status === 404) noEncontrada = true;
      // named as the screen names the read it makes (lib/lectura.ts), so it finds the answer
      if (res.ok) textos[claveDe(metodo, new URL(ruta, url), body || undefined)] = await res.text();
      else await res.body?.cancel();
    }),
  );
  if (noEncontrada) return { html: null, estado: 404 };
  const clave = copias && (await claveDePagina(url, plantilla, textos, pagina.ruta.css));
  const guardada = clave ? await copias?.leer(clave) : null;
  if (guardada) return { html: guardada, estado: 200, copia: 'HIT' };
  const respuestas: Respuestas = Object.fromEntries(Object.entries(textos).map(([k, t]) => [k, JSON.parse(t)]));
  const [raiz, estilos] = await Promise.all([
    dibujar(url.pathname + url.search, respuestas),
    Promise.all(pagina.ruta.css.map((f) => leerEstilo?.(f) ?? null)),
  ]);
  const html = componer(plantilla, raiz, respuestas, pagina.ruta.css, cabeceraDe(url, respuestas), estilos);
  if (clave && html !== null) copias?.guardar(clave, html);
  return { html, estado: 200, copia: clave ? 'MISS' : undefined };
}
