// Inlined at the top of index.html's <head> by web/build/shell.ts (its sha256 goes into the CSP of
// _headers) as `(this function)(rutas)`. It runs as soon as the browser reads it, before the
// stylesheet and the app's JavaScript have arrived: on a known public route it starts what the
// screen will ask for first, its chunks (modulepreload) and its first API reads, the answers kept
// in `window.__precarga` by "METHOD url body" for lib/api-client.ts to take instead of asking
// again. Only for visitors without a session (a session's answers are personal); an answer
// nobody takes is dropped with the page. A page the Worker drew (<html data-ssr>, worker/paginas/pagina.ts)
// came with its answers and its photo's <img>: only the chunks are started.
(rutas) => {
  let token = null;
  try {
    token = localStorage.getItem('token');
  } catch {}
  const dibujada = document.documentElement.hasAttribute('data-ssr');
  if ((token && !dibujada) || !window.fetch) return;
  const path = location.pathname;
  const enlace = (rel, href, as) => {
    const l = document.createElement('link');
    l.rel = rel;
    l.href = href;
    if (as) l.setAttribute('as', as);
    // the app asks for its stylesheets in CORS mode (crossorigin): a preload in another mode is unused
    if (as === 'style') l.crossOrigin = '';
    document.head.appendChild(l);
  };
  /** Preloads the photo at `campo` (a dot path) of `datos` as the screen's <img> will ask for it. */
  const precargarImagen = (datos, imagen) => {
    const key = imagen.campo.split('.').reduce((v, k) => (v == null ? v : v[k]), datos);
    if (typeof key !== 'string' || !key) return;
    const l = document.createElement('link');
    l.rel = 'preload';
    l.setAttribute('as', 'image');
    l.setAttribute('fetchpriority', 'high');
    if (imagen.sizes) {
      l.setAttribute('imagesrcset', imagen.anchos.map((w) => `/storage/${key}?w=${w} ${w}w`).join(', '));
      l.setAttribute('imagesizes', imagen.sizes);
    } else if (imagen.movil && window.matchMedia?.(imagen.movil.media).matches)
      l.href = `/storage/${key}?w=${imagen.movil.ancho}`;
    else l.href = `/storage/${key}`;
    // the screen may have asked for it first (the home's preloads, React's preload()): once is enough
    const mismo = (o) =>
      o.getAttribute('href') === l.getAttribute('href') &&
      o.getAttribute('imagesrcset') === l.getAttribute('imagesrcset');
    if (![...document.head.querySelectorAll('link[rel="preload"][as="image"]')].some(mismo))
      document.head.appendChild(l);
  };
  for (const ruta of rutas) {
    const m = new RegExp(ruta.patron).exec(path);
    if (!m) continue;
    for (const f of ruta.js) enlace('modulepreload', f);
    if (dibujada) return;
    const precarga = {};
    window.__precarga = precarga;
    const poner = (plantilla) => plantilla.replace(/\$(\d)/g, (_, n) => m[Number(n)] ?? '');
    for (const ll of ruta.llamadas) {
      // a parameter left empty is left out, as the app's API client leaves it out
      const u = new URL(poner(ll.url), location.origin);
      for (const [k, v] of [...u.searchParams]) if (!v) u.searchParams.delete(k);
      const url = u.pathname + u.search;
      const body = ll.body ? poner(ll.body) : '';
      const headers = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
      if (body) headers['Content-Type'] = 'application/json';
      const respuesta = fetch(url, { method: ll.metodo, headers, body: body || undefined });
      // offline the read fails: the screen that takes it reports that; untaken, it is no error
      respuesta.catch(() => {});
      // the screen's largest paint is a stored photo named in this answer: ask for it as soon as
      // the answer arrives (a copy read before the screen reads the original)
      if (ll.imagen)
        respuesta
          .then((r) => r.ok && r.clone().json())
          .then(
            (d) => precargarImagen(d, ll.imagen),
            () => {},
          );
      precarga[`${ll.metodo} ${url} ${body}`] = respuesta;
    }
    for (const f of ruta.css) enlace('preload', f, 'style');
    return;
  }
};
