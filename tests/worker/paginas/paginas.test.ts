/**
 * The first screen of a public page drawn in the Worker (worker/paginas/pagina.ts, issue 11): the
 * screen's reads go through the app, the screen is drawn with the web's components and the
 * answers travel with the page. The pool serves no assets, so index.html is given here in the
 * shape the build writes (web/build/shell.ts); the end-to-end tests (first-load.spec.ts) check the
 * real one in Chromium, hydrated.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { PRECARGAS } from '../../../common/primeras-lecturas';
import type { Producto } from '../../../common/wire/productos';
import { app } from '../../../worker';
import { schema } from '../../../worker/db/schema';
import { cabeceraDeProducto } from '../../../worker/paginas/cabecera';
import { componer, dibujarPagina, FIN_RAIZ, type RutaDeArranque } from '../../../worker/paginas/pagina';
import { PAGINAS_DIBUJADAS } from '../../../worker/paginas/rutas';
import wrangler from '../../../wrangler.toml?raw';
import { db, makeCuenta } from '../helpers';

const PLANTILLA = `<!doctype html>
<html lang="es-CO">
  <head>
    <meta charset="UTF-8" />
    <title>CitaSalud</title>
  </head>
  <body>
    <div id="root"><header>marco</header>${FIN_RAIZ}<script>marco()</script>
  </body>
</html>`;

/**
 * The routes of common/primeras-lecturas.ts as the build copies them to arranque.json, with each
 * screen's stylesheet named after its feature.
 */
const RUTAS: RutaDeArranque[] = PRECARGAS.map((p) => ({
  patron: p.patron,
  js: [],
  css: p.llamadas.length
    ? [p.modulos.some((m) => m.includes('/tienda/')) ? '/assets/tienda.css' : '/assets/directorio.css']
    : [],
  llamadas: p.llamadas.map(({ metodo, url, body }) => ({ metodo, url, body })),
}));

/**
 * Draws `path` with the app itself answering the reads (or `falla`, where it answers one read
 * itself); the page's HTML and status, and the reads it made.
 */
async function dibujada(path: string, plantilla = PLANTILLA, falla?: (req: Request) => Response | undefined) {
  const lecturas: string[] = [];
  const ctx = createExecutionContext();
  const { html, estado } = await dibujarPagina(new URL(path, 'http://localhost'), plantilla, RUTAS, async (req) => {
    lecturas.push(`${req.method} ${new URL(req.url).pathname}`);
    return falla?.(req) ?? app.fetch(req, env, ctx);
  });
  await waitOnExecutionContext(ctx);
  return { html, estado, lecturas };
}

/** Assets as the build leaves them: index.html for any page, and the first reads in arranque.json. */
const ASSETS = {
  fetch: async (req: Request | URL | string) => {
    const ruta = new URL(req instanceof Request ? req.url : String(req)).pathname;
    if (ruta === '/arranque.json') return Response.json(RUTAS);
    return new Response(PLANTILLA, { headers: { 'Content-Type': 'text/html', ETag: '"indice"' } });
  },
} as unknown as Fetcher;

/** A navigation to `path` through the Worker's own route (worker/paginas/rutas.ts). */
async function navegar(path: string, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const req = new Request(`http://localhost${path}`, { headers: { 'Sec-Fetch-Dest': 'document', ...headers } });
  const res = await app.fetch(req, { ...env, ASSETS }, ctx);
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, html };
}

/** The answers the page carries for the browser's first render. */
const respuestas = (html: string) =>
  JSON.parse(/<script type="application\/json" id="respuestas-iniciales">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null');

async function profesionalConComentario(observacion: string) {
  const profesional = await makeCuenta({ nombre: 'Laura', apellido: 'Pérez Gómez' });
  await db()
    .insert(schema.comentarios)
    .values({ user_id: profesional.id, nombre: 'Ana', email: 'ana@correo.co', observacion, calificacion: 5 });
  return profesional;
}

describe("A public page's first screen drawn by the Worker", () => {
  it("draws a specialist's profile and opinions into #root, with the answers for the browser and the screen's stylesheet", async () => {
    const profesional = await profesionalConComentario('Muy amable y puntual');
    const { html, lecturas } = await dibujada(`/doc-detalle/${profesional.id}`);
    expect(lecturas).toEqual(['POST /api/medic/find', 'GET /api/comentario/all/medic']);
    expect(html).not.toBeNull();
    const pagina = html as string;
    expect(pagina).toMatch(/^<!doctype html>\n<html data-ssr lang="es-CO">/);
    const raiz = pagina.slice(pagina.indexOf('<div id="root">'), pagina.indexOf(FIN_RAIZ));
    expect(raiz).toContain('<h1>Laura Pérez Gómez</h1>');
    expect(raiz).toContain('Muy amable y puntual');
    // the build's frame is replaced, the frame's script kept after the answers
    expect(raiz).not.toContain('<header>marco</header>');
    expect(pagina).toContain(`${FIN_RAIZ}<script type="application/json" id="respuestas-iniciales">`);
    expect(pagina).toContain('</script><script>marco()</script>');
    const head = pagina.slice(0, pagina.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/directorio.css">');
    const datos = respuestas(pagina);
    expect(datos[`POST /api/medic/find {"id":"${profesional.id}"}`].succes[0].id).toBe(profesional.id);
    expect(datos[`GET /api/comentario/all/medic?id=${profesional.id} `].succes[0].observacion).toBe(
      'Muy amable y puntual',
    );
  });

  it('keeps what visitors wrote from closing the answers script or adding markup', async () => {
    const profesional = await profesionalConComentario(
      '</script><script>alert(1)</script><img src=x onerror=alert(2)>',
    );
    const pagina = (await dibujada(`/doc-detalle/${profesional.id}`)).html as string;
    expect(pagina).not.toContain('<script>alert(1)');
    expect(pagina).not.toContain('<img src=x');
    expect(pagina).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(respuestas(pagina)[`GET /api/comentario/all/medic?id=${profesional.id} `].succes[0].observacion).toBe(
      '</script><script>alert(1)</script><img src=x onerror=alert(2)>',
    );
  });

  it('leaves out a read that failed: the screen is drawn as it shows itself while it asks', async () => {
    const profesional = await profesionalConComentario('Muy amable');
    const { html, estado } = await dibujada(`/doc-detalle/${profesional.id}`, PLANTILLA, (req) =>
      new URL(req.url).pathname.startsWith('/api/comentario') ? new Response('{}', { status: 503 }) : undefined,
    );
    expect(estado).toBe(200);
    const datos = respuestas(html as string);
    expect(Object.keys(datos).map((k) => k.split(' ')[1])).toEqual(['/api/medic/find']);
    expect(html).toContain('<h1>Laura Pérez Gómez</h1>');
    expect(html).not.toContain('Muy amable');
  });

  it('answers 404 for an unknown profile and leaves the not-found screen to the browser', async () => {
    const { html, estado, lecturas } = await dibujada('/doc-detalle/999999');
    expect(lecturas).toContain('POST /api/medic/find');
    expect(estado).toBe(404);
    expect(html).toBeNull();
  });

  it('draws the store with its first page of products, brands and characteristics', async () => {
    const [marca] = await db().insert(schema.marcas).values({ nombre: 'Genfar Prueba' }).returning();
    await db()
      .insert(schema.productos)
      .values({ nombre: 'Vitamina C de prueba', id_marca: marca.id, precio: 12900, estado: '1' });
    const { html, lecturas } = await dibujada('/e-comerce');
    expect(lecturas.sort()).toEqual([
      'GET /api/caracteristica/all',
      'GET /api/marcas/index',
      'GET /api/producto/index',
    ]);
    expect(html).toContain('Vitamina C de prueba');
    expect(html).toContain('Genfar Prueba');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/tienda.css">');
  });

  it("draws a product's page with its own title, description and schema.org Product data", async () => {
    const [marca] = await db().insert(schema.marcas).values({ nombre: 'Omron <Salud>' }).returning();
    const [promocion] = await db()
      .insert(schema.promociones)
      .values({ nombre: 'Semana del corazón', porcentaje: 10, activo: 1 })
      .returning();
    const [p] = await db()
      .insert(schema.productos)
      .values({
        nombre: 'Tensiómetro digital "HEM-7120"',
        id_marca: marca.id,
        id_promocion: promocion.id,
        precio: 189900,
        estado: '1',
        imagen1: 'productos/tensiometro.png',
        ficha_tecnica: '**Medición** oscilométrica en el brazo.\nMemoria de 30 lecturas.',
      })
      .returning();
    const { html, estado, lecturas } = await dibujada(`/e-comerce/${p.id}`);
    expect(estado).toBe(200);
    expect(lecturas).toEqual(['GET /api/producto/find']);
    const pagina = html as string;
    const head = pagina.slice(0, pagina.indexOf('</head>'));
    expect(head).toContain('<title>Tensiómetro digital &quot;HEM-7120&quot; · Tienda CitaSalud</title>');
    expect(head).not.toContain('<title>CitaSalud</title>');
    expect(head).toContain(
      '<meta name="description" content="Medición oscilométrica en el brazo. Memoria de 30 lecturas." />',
    );
    expect(head).toContain(`<link rel="canonical" href="http://localhost/e-comerce/${p.id}">`);
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/tienda.css">');
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(head)?.[1] ?? 'null';
    expect(ld).not.toContain('<');
    expect(JSON.parse(ld)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Tensiómetro digital "HEM-7120"',
      image: ['http://localhost/storage/productos/tensiometro.png'],
      description: 'Medición oscilométrica en el brazo. Memoria de 30 lecturas.',
      sku: String(p.id),
      brand: { '@type': 'Brand', name: 'Omron <Salud>' },
      offers: {
        '@type': 'Offer',
        url: `http://localhost/e-comerce/${p.id}`,
        price: 170910,
        priceCurrency: 'COP',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
    });
    const raiz = pagina.slice(pagina.indexOf('<div id="root">'), pagina.indexOf(FIN_RAIZ));
    expect(raiz).toContain('<h1>Tensiómetro digital &quot;HEM-7120&quot;</h1>');
    expect(respuestas(pagina)[`GET /api/producto/find?id=${p.id} `].succes.id).toBe(p.id);
  });

  it('says a product is out of stock only when its stock says so, and cuts a long description', () => {
    const base = { id: 7, nombre: 'Gel', nombre_marca: '', nombre_caract: '', precio_final: 5000 } as Producto;
    const ficha = `${'Palabra '.repeat(40)}fin`;
    const sinControl = cabeceraDeProducto({ ...base, ficha_tecnica: ficha }, 'https://citasalud.co');
    expect(sinControl.datos.offers).toMatchObject({ availability: 'https://schema.org/InStock', price: 5000 });
    expect(sinControl.descripcion.length).toBeLessThanOrEqual(160);
    expect(sinControl.descripcion.endsWith('…')).toBe(true);
    expect(sinControl.datos).not.toHaveProperty('image');
    const agotado = cabeceraDeProducto({ ...base, ficha_tecnica: '', stock: 0 } as Producto, 'https://citasalud.co');
    expect(agotado.datos.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(agotado.descripcion).toBe('Compre Gel en la tienda de salud de CitaSalud.');
  });

  it('answers 404 for an unknown or inactive product, and leaves other store pages to the browser', async () => {
    const [marca] = await db().insert(schema.marcas).values({ nombre: 'Marca inactiva' }).returning();
    const [inactivo] = await db()
      .insert(schema.productos)
      .values({ nombre: 'Retirado', id_marca: marca.id, precio: 1000, estado: '0' })
      .returning();
    expect(await dibujada('/e-comerce/999999')).toMatchObject({ html: null, estado: 404 });
    expect(await dibujada(`/e-comerce/${inactivo.id}`)).toMatchObject({ html: null, estado: 404 });
    const { res, html } = await navegar('/e-comerce/999999');
    expect(res.status).toBe(404);
    expect(html).toBe(PLANTILLA);
    expect(await dibujada('/e-comerce/pedido')).toMatchObject({ html: null, estado: 200 });
    const consulta = await navegar('/e-comerce/pago/resultado');
    expect(consulta.res.status).toBe(200);
    expect(consulta.html).toBe(PLANTILLA);
  });

  it('draws a filtered directory, asking for the filters its address names and leaving "todas" out', async () => {
    const n = Date.now().toString(36);
    const [esp] = await db()
      .insert(schema.especialidades)
      .values({ nombre: `Dermatología${n}`, slug: `dermatologia${n}` })
      .returning();
    await makeCuenta({
      nombre: 'Marta',
      apellido: `Ruiz ${n}`,
      ciudad: 'Pasto',
      ciudad_slug: 'pasto',
      especialidad_id: esp.id,
    });
    const ruta = `/especialistas/pasto/dermatologia${n}/0`;
    const { html, estado } = await dibujada(ruta);
    expect(estado).toBe(200);
    expect(html).toContain(`Marta Ruiz ${n}`);
    expect(Object.keys(respuestas(html as string))).toContain(
      `GET /api/medic/all?ciudad=pasto&especialidad=dermatologia${n}&page=1&limit=24 `,
    );
  });

  it('leaves to the browser a page without first reads, an unknown page and a page that is not the expected index.html', async () => {
    // not the list's canonical address yet (the screen rewrites it): no first reads
    expect(await dibujada('/especialistas/Bogota/todas')).toMatchObject({ html: null, estado: 200 });
    expect(await dibujada('/politicas/terminos')).toMatchObject({ html: null, estado: 200 });
    expect(componer('<!doctype html><html><head></head><body>sin raíz</body></html>', '<p></p>', {}, [])).toBeNull();
  });

  it('answers a navigation to an unknown profile with 404 and index.html as built, not kept by caches', async () => {
    const { res, html } = await navegar('/doc-detalle/999999');
    expect(res.status).toBe(404);
    expect(html).toBe(PLANTILLA);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('etag')).toBeNull();
  });

  it("gives the service worker's fetch of a page index.html as built, and a navigation the drawn page", async () => {
    const profesional = await profesionalConComentario('Excelente');
    const precache = await navegar(`/doc-detalle/${profesional.id}`, { 'Sec-Fetch-Dest': 'empty' });
    expect(precache.html).toBe(PLANTILLA);
    expect(precache.res.headers.get('vary')).toContain('Sec-Fetch-Dest');
    const pagina = await navegar(`/doc-detalle/${profesional.id}`);
    expect(pagina.res.status).toBe(200);
    expect(pagina.html).toContain('<html data-ssr');
    expect(pagina.html).toContain('Excelente');
  });

  it('keeps a drawn page and gives it again while its answers are the same; a changed answer draws it anew', async () => {
    const profesional = await profesionalConComentario('Primera opinión');
    const CACHE = { 'X-Test-Cache': '1' };
    const primera = await navegar(`/doc-detalle/${profesional.id}`, CACHE);
    expect(primera.res.headers.get('x-cache')).toBe('MISS');
    const segunda = await navegar(`/doc-detalle/${profesional.id}`, CACHE);
    expect(segunda.res.headers.get('x-cache')).toBe('HIT');
    expect(segunda.html).toBe(primera.html);
    await db().insert(schema.comentarios).values({
      user_id: profesional.id,
      nombre: 'Luis',
      email: 'luis@correo.co',
      observacion: 'Segunda opinión',
      calificacion: 4,
    });
    const tercera = await navegar(`/doc-detalle/${profesional.id}`, CACHE);
    expect(tercera.res.headers.get('x-cache')).toBe('MISS');
    expect(tercera.html).toContain('Segunda opinión');
    // without X-Test-Cache (the other tests), pages are drawn every time, as public reads are
    expect((await navegar(`/doc-detalle/${profesional.id}`)).res.headers.get('x-cache')).toBeNull();
  });

  it('is reached by every page it draws: wrangler.toml sends their navigations to the Worker first', () => {
    const lista = /run_worker_first\s*=\s*\[([^\]]*)\]/.exec(wrangler)?.[1] ?? '';
    const primero = [...lista.matchAll(/"([^"]+)"/g)].map((m) => m[1]);
    expect(PAGINAS_DIBUJADAS.filter((p) => !primero.includes(p))).toEqual([]);
  });
});
