// Inlined into index.html by web/build/shell.ts (its sha256 goes into the CSP of _headers), as
// `(this function)(rutas, textos)`. It runs while the page is still being parsed, before the app's
// JavaScript has arrived:
//   - fits the prerendered frame (header and footer drawn at build time) to this visit: the
//     session button and the current section, as the app will draw them, so nothing moves when
//     React takes over; the panel draws its own frame, so there it clears it;
//   - on a known public route, starts at once what the screen will ask for first: its chunks
//     (modulepreload) and its first API reads, kept in `window.__precarga` by "METHOD url body"
//     for lib/api-client.ts to take instead of asking again. Only for visitors without a session
//     (a session's answers are personal); an answer nobody takes is dropped with the page.
(rutas, textos) => {
  const path = location.pathname;
  const root = document.getElementById('root');
  if (!root) return;
  if (/^\/panel(\/|$)/.test(path)) {
    root.textContent = '';
    return;
  }
  let token = null;
  try {
    token = localStorage.getItem('token');
  } catch {}
  const actual = path.toLowerCase();
  for (const a of root.querySelectorAll('header a')) {
    const to = a.getAttribute('href') ?? '';
    if (token && to === '/login' && a.classList.contains('btn')) {
      a.setAttribute('href', '/panel/home');
      a.textContent = textos.miPanel;
    } else if (a.parentElement?.tagName === 'NAV' && to.startsWith('/') && !to.startsWith('/#') && to !== '/login') {
      const destino = to.toLowerCase();
      if (actual === destino || actual.startsWith(`${destino}/`)) {
        a.classList.add('active');
        a.setAttribute('aria-current', 'page');
      }
    }
  }
  if (token || !window.fetch) return;
  const precarga = {};
  window.__precarga = precarga;
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
    const poner = (plantilla) => plantilla.replace(/\$(\d)/g, (_, n) => m[Number(n)]);
    for (const ll of ruta.llamadas) {
      const url = poner(ll.url);
      const body = ll.body ? poner(ll.body) : '';
      const headers = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
      if (body) headers['Content-Type'] = 'application/json';
      precarga[`${ll.metodo} ${url} ${body}`] = fetch(url, { method: ll.metodo, headers, body: body || undefined });
    }
    for (const f of ruta.js) enlace('modulepreload', f);
    for (const f of ruta.css) enlace('preload', f, 'style');
    return;
  }
};
