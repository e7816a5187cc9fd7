/**
 * A product's page as a link preview reads it (issue 33 item 6): the Worker's drawn head carries
 * Open Graph and Twitter card tags with the product's first image, an absolute address under
 * /storage. Fetched through the Worker's own page route, index.html given as the build writes it.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { PRECARGAS } from '../../../common/primeras-lecturas';
import { app } from '../../../worker';
import { schema } from '../../../worker/db/schema';
import { FIN_RAIZ, type RutaDeArranque } from '../../../worker/paginas/pagina';
import { db } from '../helpers';

const PLANTILLA = `<!doctype html>
<html lang="es-CO">
  <head>
    <meta charset="UTF-8" />
    <title>CitaSalud</title>
  </head>
  <body>
    <div id="root">${FIN_RAIZ}<script>marco()</script>
  </body>
</html>`;

const RUTAS: RutaDeArranque[] = PRECARGAS.map((p) => ({
  patron: p.patron,
  js: [],
  css: [],
  llamadas: p.llamadas.map(({ metodo, url, body }) => ({ metodo, url, body })),
}));

const ASSETS = {
  fetch: async (req: Request | URL | string) => {
    const ruta = new URL(req instanceof Request ? req.url : String(req)).pathname;
    if (ruta === '/arranque.json') return Response.json(RUTAS);
    return new Response(PLANTILLA, { headers: { 'Content-Type': 'text/html', ETag: '"indice"' } });
  },
} as unknown as Fetcher;

async function cabeza(path: string) {
  const ctx = createExecutionContext();
  const req = new Request(`http://localhost${path}`, { headers: { 'Sec-Fetch-Dest': 'document' } });
  const res = await app.fetch(req, { ...env, ASSETS }, ctx);
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  expect(res.status).toBe(200);
  return html.slice(0, html.indexOf('</head>'));
}

describe("A product's page carries Open Graph and Twitter tags", () => {
  it('names the product, its description, address and first image as a large card', async () => {
    const [marca] = await db().insert(schema.marcas).values({ nombre: 'Genfar' }).returning();
    const [p] = await db()
      .insert(schema.productos)
      .values({
        nombre: 'Vitamina C "Efervescente"',
        id_marca: marca.id,
        precio: 18900,
        estado: '1',
        imagen1: 'productos/vitamina-c.png',
        imagen2: 'productos/vitamina-c-caja.png',
        ficha_tecnica: 'Tabletas efervescentes de 1 g.',
      })
      .returning();
    const head = await cabeza(`/e-comerce/${p.id}`);
    const titulo = 'Vitamina C &quot;Efervescente&quot; · Tienda CitaSalud';
    expect(head).toContain('<meta property="og:type" content="product" />');
    expect(head).toContain(`<meta property="og:title" content="${titulo}" />`);
    expect(head).toContain('<meta property="og:description" content="Tabletas efervescentes de 1 g." />');
    expect(head).toContain(`<meta property="og:url" content="http://localhost/e-comerce/${p.id}" />`);
    expect(head).toContain('<meta property="og:image" content="http://localhost/storage/productos/vitamina-c.png" />');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(head).toContain(`<meta name="twitter:title" content="${titulo}" />`);
    expect(head).toContain('<meta name="twitter:image" content="http://localhost/storage/productos/vitamina-c.png" />');
    expect(head.match(/og:image/g)).toHaveLength(1);
  });

  it('without an image: no og:image, a small card', async () => {
    const [marca] = await db().insert(schema.marcas).values({ nombre: 'Sin foto' }).returning();
    const [p] = await db()
      .insert(schema.productos)
      .values({ nombre: 'Gasas estériles', id_marca: marca.id, precio: 5000, estado: '1' })
      .returning();
    const head = await cabeza(`/e-comerce/${p.id}`);
    expect(head).toContain('<meta property="og:type" content="product" />');
    expect(head).not.toContain('og:image');
    expect(head).toContain('<meta name="twitter:card" content="summary" />');
  });

  it('the store itself keeps index.html head: no product tags', async () => {
    expect(await cabeza('/e-comerce')).not.toContain('og:type');
  });
});
