import { ANCHOS_IMAGEN, FONDO_MOVIL } from './imagenes';

/**
 * The table of first reads of each public page, the one place where their URLs are written:
 * the Worker reads them to draw the page (worker/paginas/pagina.ts, through dist/arranque.json) and
 * web/build/shell.ts turns them into the script at the top of index.html. What each public screen
 * asks for first, started by the script at the top of index.html
 * (web/build/precarga.js) while the app's JavaScript is still downloading: the screen's chunks and
 * its first API reads. `patron` is matched against `location.pathname`; `$1`… in `url` and `body`
 * are its groups (a group that took no part is empty, and a query parameter left empty is left
 * out). Each call must be exactly the one the screen makes (method, URL with its query
 * in the same order, JSON body), or it is fetched twice: tests/e2e/first-load.spec.ts checks that
 * every call below is requested once. The first matching entry wins.
 */
export type Precarga = {
  patron: string;
  /** source files of the screen's lazy chunk and of the text areas it loads first */
  modulos: string[];
  llamadas: {
    metodo: 'GET' | 'POST';
    url: string;
    body?: string;
    /**
     * The screen's largest paint, a stored photo whose key is at `campo` (a dot path) of this
     * answer: preloaded when the answer arrives, as the screen's `<img>` asks for it (with
     * `sizes`: the copies of `imagenLista` in web/src/lib/format.ts; with `movil`: the copy of that width
     * where the media query matches, as `fondoUrl` does; otherwise the original).
     */
    imagen?: { campo: string; sizes?: string; anchos?: readonly number[]; movil?: typeof FONDO_MOVIL };
  }[];
};

/** A photo shown through `imagenLista(key, sizes)`. */
const copias = (campo: string, sizes: string) => ({ campo, sizes, anchos: ANCHOS_IMAGEN });

/** Source files of the web (paths relative to web/), named for the build. */
const DIRECTORIO = 'src/features/directorio/pages/';

export const PRECARGAS: Precarga[] = [
  {
    patron: '^/$',
    modulos: [`${DIRECTORIO}HomePage.tsx`],
    llamadas: [
      { metodo: 'GET', url: '/api/home/all', imagen: { campo: 'succes.0.fondo', movil: FONDO_MOVIL } },
      { metodo: 'GET', url: '/api/especialidades/all' },
      { metodo: 'GET', url: '/api/medic/all?destacado=1&page=1&limit=8' },
    ],
  },
  {
    // the whole directory, unfiltered (the menu's link)
    patron: '^/especialistas(?:/todas(?:/todas(?:/0)?)?)?/?$',
    modulos: [`${DIRECTORIO}ProfesionalesPage.tsx`],
    llamadas: [
      { metodo: 'GET', url: '/api/especialidades/all' },
      { metodo: 'GET', url: '/api/aseguradoras' },
      { metodo: 'GET', url: '/api/medic/all?page=1&limit=24', imagen: copias('succes.0.fotoperfil', '128px') },
    ],
  },
  {
    // a filtered list at its canonical address ('todas' and 0 stand for any: the group is left
    // empty and so is left out of the query, as the screen leaves it out)
    patron: '^/especialistas/(?:todas|([a-z0-9-]+))/(?:todas|([a-z0-9-]+))/(?:0|([12]))$',
    modulos: [`${DIRECTORIO}ProfesionalesPage.tsx`],
    llamadas: [
      { metodo: 'GET', url: '/api/especialidades/all' },
      { metodo: 'GET', url: '/api/aseguradoras' },
      {
        metodo: 'GET',
        url: '/api/medic/all?ciudad=$1&especialidad=$2&modalidad=$3&page=1&limit=24',
        imagen: copias('succes.0.fotoperfil', '128px'),
      },
    ],
  },
  // any other address of the list (not canonical yet: the screen replaces it)
  { patron: '^/especialistas(?:/|$)', modulos: [`${DIRECTORIO}ProfesionalesPage.tsx`], llamadas: [] },
  {
    patron: '^/doc-detalle/(\\d+)/?$',
    modulos: [`${DIRECTORIO}PerfilPage.tsx`],
    llamadas: [
      {
        metodo: 'POST',
        url: '/api/medic/find',
        body: '{"id":"$1"}',
        imagen: copias('succes.0.fotoperfil', '128px'),
      },
      { metodo: 'GET', url: '/api/comentario/all/medic?id=$1' },
    ],
  },
  {
    patron: '^/e-comerce/?$',
    modulos: ['src/features/tienda/pages/TiendaPage.tsx'],
    llamadas: [
      {
        metodo: 'GET',
        url: '/api/producto/index?estado=1&page=1&limit=24&facetas=1',
        imagen: copias('succes.0.imagen1', '(min-width: 560px) 280px, calc(100vw - 3rem)'),
      },
      { metodo: 'GET', url: '/api/marcas/index?en_uso=1' },
      { metodo: 'GET', url: '/api/caracteristica/all?en_uso=1' },
    ],
  },
  {
    // a product's page (its <title>, description and schema.org data: worker/paginas/cabecera.ts)
    patron: '^/e-comerce/([1-9]\\d{0,8})/?$',
    modulos: ['src/features/tienda/pages/ProductoPage.tsx'],
    llamadas: [{ metodo: 'GET', url: '/api/producto/find?id=$1', imagen: { campo: 'succes.imagen1' } }],
  },
];
