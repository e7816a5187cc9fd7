/**
 * The first load: the scripts inlined into index.html start the first screen's reads
 * (web/build/precarga.js) and fit the prerendered frame to the visit (web/build/marco.js); the API
 * client takes those answers instead of asking again.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRECARGAS } from '../../common/primeras-lecturas';
import MARCO_JS from '../../web/build/marco.js?raw';
import PRECARGA_JS from '../../web/build/precarga.js?raw';
import { directorioApi } from '../../web/src/features/directorio/api';
import { buscarLista } from '../../web/src/features/directorio/lista';
import { filtrosDeRuta } from '../../web/src/features/directorio/paths';
import { tiendaApi } from '../../web/src/features/tienda/api';
import { api } from '../../web/src/lib/api-client';
import { json, stubFetch } from './support';

const RUTAS = [
  {
    patron: '^/doc-detalle/(\\d+)/?$',
    js: ['/assets/ProfilePage-abc.js'],
    css: ['/assets/ProfilePage-abc.css'],
    llamadas: [
      { metodo: 'POST', url: '/api/medic/find', body: '{"id":"$1"}' },
      { metodo: 'GET', url: '/api/comentario/all/medic?id=$1' },
    ],
  },
];

const MARCO = `<header class="topnav"><div><a class="logo" href="/">CitaSalud</a><nav class="topnav__links">
  <a class="" href="/especialistas/todas/todas/0">Especialistas</a><a class="" href="/e-comerce">Tienda</a>
  <a href="/#contacto">Contáctanos</a><a class="btn btn--primary" href="/login">Iniciar sesión</a></nav></div></header>
  <main id="contenido"></main>`;

const correr = (fuente: string, arg: unknown) =>
  new Function(`(${fuente.trim().replace(/;$/, '')})(${JSON.stringify(arg)});`)();

/** Opens `path` as index.html does: the reads started from <head>, then the frame in #root fitted. */
function arrancar(path: string) {
  window.history.replaceState(null, '', path);
  correr(PRECARGA_JS, RUTAS);
  document.body.innerHTML = `<div id="root">${MARCO}</div>`;
  correr(MARCO_JS, { miPanel: 'Mi panel' });
}

/**
 * The page opened `ms` ago: the client takes a started answer only within the first screen's
 * reads (10 s), measured from the page's start, so the tests give the clock instead of the
 * worker's own age (a long run made them see every started answer as expired).
 */
const abiertaHace = (ms: number) => vi.spyOn(performance, 'now').mockReturnValue(ms);

beforeEach(() => {
  abiertaHace(500);
  localStorage.clear();
  delete window.__precarga;
  for (const l of document.head.querySelectorAll('link')) l.remove();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('The scripts inlined into index.html', () => {
  it("starts a profile's first reads and chunks before the app loads, for a visitor without a session", () => {
    const fetchMock = stubFetch().mockResolvedValue(json(200, {}));
    arrancar('/doc-detalle/29');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/medic/find',
      expect.objectContaining({ method: 'POST', body: '{"id":"29"}' }),
    );
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/comentario/all/medic?id=29',
      expect.objectContaining({ method: 'GET' }),
    );
    expect(Object.keys(window.__precarga ?? {}).sort()).toEqual([
      'GET /api/comentario/all/medic?id=29 ',
      'POST /api/medic/find {"id":"29"}',
    ]);
    const enlaces = [...document.head.querySelectorAll('link')].map((l) => `${l.rel} ${l.getAttribute('href')}`);
    expect(enlaces).toEqual(['modulepreload /assets/ProfilePage-abc.js', 'preload /assets/ProfilePage-abc.css']);
  });

  it('asks for nothing on a route it does not know, and nothing for a visitor with a session', () => {
    const fetchMock = stubFetch();
    arrancar('/politicas/terminos');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.__precarga).toBeUndefined();
    localStorage.setItem('token', 'abc');
    arrancar('/doc-detalle/29');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.__precarga).toBeUndefined();
  });

  it("shows the session's panel button and marks the current section, as the app will draw them", () => {
    stubFetch().mockResolvedValue(json(200, {}));
    localStorage.setItem('token', 'abc');
    arrancar('/e-comerce/12');
    const boton = document.querySelector('header a.btn') as HTMLAnchorElement;
    expect(boton.textContent).toBe('Mi panel');
    expect(boton.getAttribute('href')).toBe('/panel/home');
    const actual = document.querySelectorAll('header [aria-current="page"]');
    expect([...actual].map((a) => a.textContent)).toEqual(['Tienda']);
    expect(document.querySelector('header a[href="/e-comerce"]')?.classList.contains('active')).toBe(true);
  });

  it('clears the public frame on the panel, which draws its own', () => {
    arrancar('/panel/home');
    expect(document.getElementById('root')?.children.length).toBe(0);
  });
});

describe('The photo named in a started answer', () => {
  it('is preloaded as the screen will ask for it, once the answer arrives, while the screen still reads the answer', async () => {
    stubFetch().mockImplementation(async () => json(200, { succes: [{ id: 29, fotoperfil: 'medicos/29/foto.png' }] }));
    window.history.replaceState(null, '', '/doc-detalle/29');
    correr(PRECARGA_JS, [
      {
        ...RUTAS[0],
        llamadas: [
          { ...RUTAS[0].llamadas[0], imagen: { campo: 'succes.0.fotoperfil', sizes: '128px', anchos: [160, 320] } },
        ],
      },
    ]);
    await vi.waitFor(() => expect(document.head.querySelector('link[as="image"]')).not.toBeNull());
    const l = document.head.querySelector('link[as="image"]') as HTMLLinkElement;
    expect(l.getAttribute('imagesrcset')).toBe(
      '/storage/medicos/29/foto.png?w=160 160w, /storage/medicos/29/foto.png?w=320 320w',
    );
    expect(l.getAttribute('imagesizes')).toBe('128px');
    await expect(api.post('/api/medic/find', { id: '29' })).resolves.toEqual({
      succes: [{ id: 29, fotoperfil: 'medicos/29/foto.png' }],
    });
  });
});

describe('The home background named in a started answer', () => {
  const HOME = {
    patron: '^/$',
    js: [],
    css: [],
    llamadas: [
      {
        metodo: 'GET',
        url: '/api/home/all',
        imagen: { campo: 'succes.0.fondo', movil: { ancho: 640, media: '(max-width: 767px)' } },
      },
    ],
  };
  const arrancarEn = async (telefono: boolean) => {
    stubFetch().mockImplementation(async () => json(200, { succes: [{ id: 1, fondo: 'home/fondo.png' }] }));
    vi.stubGlobal(
      'matchMedia',
      vi.fn((q: string) => ({ matches: telefono && q === '(max-width: 767px)', media: q })),
    );
    window.history.replaceState(null, '', '/');
    correr(PRECARGA_JS, [HOME]);
    await vi.waitFor(() => expect(document.head.querySelector('link[as="image"]')).not.toBeNull());
    return document.head.querySelector('link[as="image"]')?.getAttribute('href');
  };

  it('is preloaded as its 640 px copy on a phone-sized screen, as the home lays it', async () => {
    expect(await arrancarEn(true)).toBe('/storage/home/fondo.png?w=640');
  });

  it('is preloaded whole on a wider screen', async () => {
    expect(await arrancarEn(false)).toBe('/storage/home/fondo.png');
  });
});

describe("A filtered directory's first page, started at boot", () => {
  /** The build's routes (common/primeras-lecturas.ts), as index.html's script gets them. */
  const rutas = PRECARGAS.map((p) => ({ patron: p.patron, js: [], css: [], llamadas: p.llamadas }));
  const abrir = (path: string) => {
    const fetchMock = stubFetch().mockImplementation(async () => json(200, { succes: [], total: 0 }));
    window.history.replaceState(null, '', path);
    correr(PRECARGA_JS, rutas);
    return fetchMock;
  };

  it('leaves "todas" and modality 0 out of the query, and the screen takes exactly that answer', async () => {
    const fetchMock = abrir('/especialistas/bogota/todas/2');
    const pedidas = fetchMock.mock.calls.map((c) => c[0]);
    expect(pedidas).toEqual([
      '/api/especialidades/all',
      '/api/aseguradoras',
      '/api/medic/all?ciudad=bogota&modalidad=2&page=1&limit=24',
    ]);
    await buscarLista(filtrosDeRuta({ ciudad: 'bogota', especialidad: 'todas', modalidad: '2' }), 1);
    await directorioApi.especialidades();
    await directorioApi.aseguradoras();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(window.__precarga).toEqual({});
  });

  it("starts a product page's read, and the screen takes exactly that answer", async () => {
    const fetchMock = stubFetch().mockImplementation(async () => json(200, { succes: { id: 12 } }));
    window.history.replaceState(null, '', '/e-comerce/12');
    correr(PRECARGA_JS, rutas);
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/api/producto/find?id=12']);
    expect(await tiendaApi.producto(12)).toEqual({ id: 12 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    delete window.__precarga;
    expect(abrir('/e-comerce/pedido')).not.toHaveBeenCalled();
  });

  it('starts every filter the address names, and nothing for an address the screen will rewrite', () => {
    const pedidas = abrir('/especialistas/medellin/cardiologia/0').mock.calls.map((c) => c[0]);
    expect(pedidas).toContain('/api/medic/all?ciudad=medellin&especialidad=cardiologia&page=1&limit=24');
    delete window.__precarga;
    expect(abrir('/especialistas/Bogot%C3%A1/todas/0')).not.toHaveBeenCalled();
  });
});

describe('The API client and the answers started at boot', () => {
  it('takes the started answer once, then asks the server again', async () => {
    const fetchMock = stubFetch().mockResolvedValue(json(200, { succes: 'de la red' }));
    window.__precarga = {
      'GET /api/comentario/all/medic?id=29 ': Promise.resolve(json(200, { succes: 'precargada' })),
    };
    await expect(api.get('/api/comentario/all/medic', { query: { id: 29 } })).resolves.toEqual({
      succes: 'precargada',
    });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(api.get('/api/comentario/all/medic', { query: { id: 29 } })).resolves.toEqual({ succes: 'de la red' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('matches a POST by its JSON body, and never hands an anonymous answer to a session', async () => {
    const fetchMock = stubFetch().mockImplementation(async () => json(200, { id: 'red' }));
    window.__precarga = { 'POST /api/medic/find {"id":"29"}': Promise.resolve(json(200, { id: 'precargada' })) };
    await expect(api.post('/api/medic/find', { id: '30' })).resolves.toEqual({ id: 'red' });
    localStorage.setItem('token', 'abc');
    await expect(api.post('/api/medic/find', { id: '29' })).resolves.toEqual({ id: 'red' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks the server once the first screen is past, and forgets what was started', async () => {
    const fetchMock = stubFetch().mockResolvedValue(json(200, { succes: 'de la red' }));
    window.__precarga = {
      'GET /api/comentario/all/medic?id=29 ': Promise.resolve(json(200, { succes: 'precargada' })),
    };
    abiertaHace(10_001);
    await expect(api.get('/api/comentario/all/medic', { query: { id: 29 } })).resolves.toEqual({ succes: 'de la red' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(window.__precarga).toBeUndefined();
  });

  it('reports a started read that failed like any read without connection', async () => {
    stubFetch();
    window.__precarga = { 'GET /api/home/all ': Promise.reject(new TypeError('Failed to fetch')) };
    await expect(api.get('/api/home/all', { quiet: true })).rejects.toMatchObject({ status: 0, code: 'network' });
  });
});
