/**
 * The <head> of a page drawn by the Worker (lib/pagina.ts) for what it shows: a product's page
 * gets its own <title>, meta description, canonical address and schema.org `Product` data
 * (JSON-LD: name, images, description, brand, and an offer with its price in COP and its
 * availability), and Open Graph and Twitter card tags with its first image under /storage (issue
 * 33), so search engines and link previews (WhatsApp, Facebook, X) read the product, not the
 * app's frame. Meta tags run nothing: the CSP is unchanged.
 * Pages without one keep index.html's head.
 */
import { claveDe } from '../../common/lectura';
import type { Respuestas } from '../../common/primera-pantalla';
import { escapeHtml } from '../../common/texto';
import type { Producto } from '../../common/wire/productos';
import type { Succes } from '../../common/wire/sobre';
import { msg } from '../textos';

export type Cabecera = {
  titulo: string;
  descripcion: string;
  canonica: string;
  datos: Record<string, unknown>;
  /** the absolute address of the page's first image (Open Graph, Twitter card) */
  imagen?: string;
};

const PRODUCTO = /^\/e-comerce\/([1-9]\d{0,8})\/?$/;
/** A description past this many characters is cut by search engines anyway. */
const MAX_DESCRIPCION = 160;

/** Text of a product section as one line: `**bold**` marks and spacing dropped. */
const plano = (texto: string) => texto.replaceAll('**', '').replace(/\s+/g, ' ').trim();

function recortar(texto: string) {
  if (texto.length <= MAX_DESCRIPCION) return texto;
  const corte = texto.slice(0, MAX_DESCRIPCION - 1);
  return `${corte.slice(0, corte.lastIndexOf(' ') > 80 ? corte.lastIndexOf(' ') : corte.length)}…`;
}

/**
 * Out of stock only when the product says so (a `stock` of 0 or less); a product without stock
 * control is in stock.
 */
const disponibilidad = (p: Producto & { stock?: number | null }) =>
  typeof p.stock === 'number' && p.stock <= 0 ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock';

export function cabeceraDeProducto(p: Producto, origen: string): Cabecera {
  const canonica = `${origen}/e-comerce/${p.id}`;
  const descripcion = recortar(
    plano(p.ficha_tecnica) || msg.tienda.paginaProducto.descripcion(p.nombre, p.nombre_marca),
  );
  const imagenes = [p.imagen1, p.imagen2, p.imagen3, p.imagen4].filter(Boolean).map((k) => `${origen}/storage/${k}`);
  return {
    titulo: msg.tienda.paginaProducto.titulo(p.nombre),
    descripcion,
    canonica,
    ...(imagenes.length ? { imagen: imagenes[0] } : {}),
    datos: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: p.nombre,
      ...(imagenes.length ? { image: imagenes } : {}),
      description: descripcion,
      sku: String(p.id),
      ...(p.nombre_marca ? { brand: { '@type': 'Brand', name: p.nombre_marca } } : {}),
      ...(p.nombre_caract ? { category: p.nombre_caract } : {}),
      offers: {
        '@type': 'Offer',
        url: canonica,
        price: p.precio_final,
        priceCurrency: 'COP',
        availability: disponibilidad(p),
        itemCondition: 'https://schema.org/NewCondition',
      },
    },
  };
}

/** The head of the page at `url` from the answers it was drawn with, or null (index.html's). */
export function cabeceraDe(url: URL, respuestas: Respuestas): Cabecera | null {
  const producto = PRODUCTO.exec(url.pathname);
  if (!producto) return null;
  const clave = claveDe('GET', new URL(`/api/producto/find?id=${producto[1]}`, url), undefined);
  const p = (respuestas[clave] as Succes<Producto> | undefined)?.succes;
  return p ? cabeceraDeProducto(p, url.origin) : null;
}

/** JSON inside <script>: nothing in it can close the element. */
export const jsonEnHtml = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

/**
 * `head` (index.html's, up to `</head>`) with the page's title, description and canonical address
 * in place of the app's, its Open Graph and Twitter tags, and its schema.org data.
 */
export function ponerCabecera(head: string, c: Cabecera): string {
  const titulo = `<title>${escapeHtml(c.titulo)}</title>`;
  const descripcion = `<meta name="description" content="${escapeHtml(c.descripcion)}" />`;
  let out = head.replace(/<title>[\s\S]*?<\/title>/, () => titulo);
  out = /<meta name="description"[^>]*>/.test(out)
    ? out.replace(/<meta name="description"[^>]*>/, () => descripcion)
    : out + descripcion;
  if (!out.includes(titulo)) out += titulo;
  return `${out}<link rel="canonical" href="${escapeHtml(c.canonica)}">${redesSociales(c)}<script type="application/ld+json">${jsonEnHtml(c.datos)}</script>`;
}

/** Open Graph (og:*) and Twitter card tags of a product's page: a large card when it has an image. */
function redesSociales(c: Cabecera): string {
  const meta = (atributo: 'property' | 'name', clave: string, valor: string) =>
    `<meta ${atributo}="${clave}" content="${escapeHtml(valor)}" />`;
  return [
    meta('property', 'og:type', 'product'),
    meta('property', 'og:title', c.titulo),
    meta('property', 'og:description', c.descripcion),
    meta('property', 'og:url', c.canonica),
    meta('property', 'og:locale', 'es_CO'),
    ...(c.imagen ? [meta('property', 'og:image', c.imagen)] : []),
    meta('name', 'twitter:card', c.imagen ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', c.titulo),
    meta('name', 'twitter:description', c.descripcion),
    ...(c.imagen ? [meta('name', 'twitter:image', c.imagen)] : []),
  ].join('');
}
