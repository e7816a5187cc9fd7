// Inlined into index.html right after the prerendered frame in #root by web/build/shell.ts (its
// sha256 goes into the CSP of _headers) as `(this function)(textos)`. Before the first paint it
// fits the frame, drawn at build time for a visitor without a session on '/', to this visit: the
// session's panel button and the current section, as the app will draw them, so nothing changes
// when React takes over; the panel draws its own frame, so there it clears it. A page the Worker
// drew (<html data-ssr>) is left as drawn: React hydrates it as is, then shows the session's button.
// A tap on a drawn control marked data-temprano, made before React took the control over (a slow
// phone, the screen's chunk still loading), would be lost: its name is kept on <html> for the
// screen to act on once it is live (web/src/lib/toque-temprano.ts).
(textos) => {
  document.addEventListener(
    'click',
    (e) => {
      const control = e.target instanceof Element ? e.target.closest('[data-temprano]') : null;
      if (control) document.documentElement.setAttribute('data-temprano', control.getAttribute('data-temprano'));
    },
    true,
  );
  const root = document.getElementById('root');
  if (!root || document.documentElement.hasAttribute('data-ssr')) return;
  const path = location.pathname;
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
};
