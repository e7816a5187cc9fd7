// Inlined at the top of index.html's <head> by web/build/shell.ts (its sha256 goes into the CSP of
// _headers) as `(this function)(rutas)`. It runs as soon as the browser reads it, before the
// stylesheet and the app's JavaScript have arrived: on a known public route it starts what the
// screen will ask for first, its chunks (modulepreload) and its first API reads, the answers kept
// in `window.__precarga` by "METHOD url body" for lib/api-client.ts to take instead of asking
// again. Only for visitors without a session (a session's answers are personal); an answer
// nobody takes is dropped with the page.
(rutas) => {
  let token = null;
  try {
    token = localStorage.getItem('token');
  } catch {}
  if (token || !window.fetch) return;
  const path = location.pathname;
  const enlace = (rel, href, as) => {
    const l = document.createElement('link');
    l.rel = rel;
    l.href = href;
    if (as) l.as = as;
    document.head.appendChild(l);
  };
  for (const ruta of rutas) {
    const m = new RegExp(ruta.patron).exec(path);
    if (!m) continue;
    const precarga = {};
    window.__precarga = precarga;
    const poner = (plantilla) => plantilla.replace(/\$(\d)/g, (_, n) => m[Number(n)]);
    for (const ll of ruta.llamadas) {
      const url = poner(ll.url);
      const body = ll.body ? poner(ll.body) : '';
      const headers = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
      if (body) headers['Content-Type'] = 'application/json';
      const respuesta = fetch(url, { method: ll.metodo, headers, body: body || undefined });
      // offline the read fails: the screen that takes it reports that; untaken, it is no error
      respuesta.catch(() => {});
      precarga[`${ll.metodo} ${url} ${body}`] = respuesta;
    }
    for (const f of ruta.js) enlace('modulepreload', f);
    for (const f of ruta.css) enlace('preload', f, 'style');
    return;
  }
};
