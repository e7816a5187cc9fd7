/**
 * The public pages whose first screen the Worker draws (lib/pagina.ts): wrangler.toml sends
 * their navigations here first (`run_worker_first`). Any other page, or any failure, is answered
 * with index.html from the assets as it is, for the browser to draw.
 */
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../env';
import { copiaGuardada, guardarCopia, usaCopias } from '../http/copias';
import { type CopiasDePaginas, dibujarPagina, type LeerEstilo, type RutaDeArranque } from './pagina';

export const PAGINAS_DIBUJADAS = [
  '/',
  '/especialistas',
  '/especialistas/*',
  '/doc-detalle/*',
  '/e-comerce',
  '/e-comerce/*',
];

/** What the build wrote about each page's first reads (web/build/shell.ts), read once per isolate. */
let arranque: Promise<RutaDeArranque[]> | undefined;
const rutasDeArranque = (assets: Fetcher, url: URL) => {
  arranque ??= assets.fetch(new URL('/arranque.json', url)).then((r) => {
    if (!r.ok) throw new Error(`arranque.json: ${r.status}`);
    return r.json() as Promise<RutaDeArranque[]>;
  });
  // a failed read is not kept: the next navigation reads it again (this one gets index.html)
  arranque.catch(() => {
    arranque = undefined;
  });
  return arranque;
};

/**
 * The build's stylesheets as text, for the drawn page to carry inline (pagina.ts), kept per isolate:
 * their names change with their content. Only a real stylesheet: the assets answer index.html for
 * a file they do not have.
 */
const estilos = new Map<string, Promise<string | null>>();
function lectorDeEstilos(assets: Fetcher, url: URL): LeerEstilo {
  return (archivo) => {
    let texto = estilos.get(archivo);
    if (!texto) {
      texto = assets.fetch(new URL(archivo, url)).then(
        async (r) => {
          if (r.ok && r.headers.get('Content-Type')?.includes('text/css')) return r.text();
          await r.body?.cancel();
          return null;
        },
        () => null,
      );
      estilos.set(archivo, texto);
      // a failed read is not kept: the next page reads it again
      void texto.then((t) => t === null && estilos.delete(archivo));
    }
    return texto;
  };
}

/**
 * The same address answers differently to a navigation and to a fetch (Sec-Fetch-Dest). A page
 * that is not index.html as built (`estado` 404, or a drawn page) loses its validators and is
 * asked for again each time (`no-cache`).
 */
function conVary(res: Response, estado = res.status) {
  const out = new Response(res.body, {
    status: estado,
    statusText: estado === res.status ? res.statusText : '',
    headers: res.headers,
  });
  out.headers.append('Vary', 'Sec-Fetch-Dest');
  if (estado !== res.status) sinValidadores(out.headers);
  return out;
}

function sinValidadores(headers: Headers) {
  for (const h of ['ETag', 'Last-Modified', 'CF-Cache-Status']) headers.delete(h);
  headers.set('Cache-Control', 'no-cache');
}

/** Drawn pages kept where lib/cache.ts keeps public reads (the isolate's memory, then the Cache API). */
function copiasDe(c: Context<AppEnv>): CopiasDePaginas | undefined {
  if (!usaCopias(c)) return undefined;
  return {
    leer: async (clave) => {
      const copia = await copiaGuardada(clave);
      return copia && new TextDecoder().decode(copia.cuerpo);
    },
    guardar: (clave, html) =>
      guardarCopia(c, clave, {
        // the key ends with the hash of everything the page depends on (lib/pagina.ts)
        etag: `"${clave.slice(clave.lastIndexOf('/') + 1)}"`,
        tipo: 'text/html; charset=utf-8',
        cuerpo: new TextEncoder().encode(html).buffer as ArrayBuffer,
      }),
  };
}

type Leer = (
  req: Request,
  env: AppEnv['Bindings'],
  ctx: Context<AppEnv>['executionCtx'],
) => Response | Promise<Response>;

/** `leer`: the app itself, through which the page's reads go (its cache included). */
export function paginas(leer: Leer) {
  const dibujada = async (c: Context<AppEnv>) => {
    const assets = c.env.ASSETS;
    if (!assets) return c.notFound();
    const url = new URL(c.req.url);
    const indice = await assets.fetch(new Request(new URL('/', url), { headers: { Accept: 'text/html' } }));
    // only a page the browser shows: the service worker's copy of index.html (fetched, not
    // navigated to) must stay the app's blank frame, which it answers for every address
    const destino = c.req.header('Sec-Fetch-Dest');
    if (!indice.ok || (destino && destino !== 'document')) return conVary(indice);
    try {
      const { html, estado, copia } = await dibujarPagina(
        url,
        await indice.clone().text(),
        await rutasDeArranque(assets, url),
        (req) => Promise.resolve(leer(req, c.env, c.executionCtx)),
        copiasDe(c),
        lectorDeEstilos(assets, url),
      );
      if (estado === 404) return conVary(indice, 404);
      if (html !== null) {
        const headers = new Headers(indice.headers);
        // another body than the asset's
        for (const h of ['Content-Length', 'Content-Encoding']) headers.delete(h);
        sinValidadores(headers);
        headers.set('Content-Type', 'text/html; charset=utf-8');
        headers.set('Vary', 'Sec-Fetch-Dest');
        if (copia) headers.set('X-Cache', copia);
        return new Response(html, { headers });
      }
    } catch (err) {
      console.error('pagina dibujada', url.pathname, err);
    }
    return conVary(indice);
  };
  const app = new Hono<AppEnv>();
  for (const p of PAGINAS_DIBUJADAS) app.get(p, dibujada);
  return app;
}
