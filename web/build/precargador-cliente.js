// The module Vite's build imports into every chunk with a dynamic import(), in place of Vite's own
// preload helper (web/build/precargador.ts says why): before a lazy chunk runs, its static imports
// are asked for in parallel (modulepreload) and its stylesheets are laid and waited for. What the
// page already has is not asked for again: a <link> to the same file, or a stylesheet the Worker
// wrote inline as <style data-href> (worker/paginas/pagina.ts). A stylesheet that fails fails
// this import (the screen's error), and is asked for again by the next one.
const vistos = {};

/** The file `href`'s stylesheet or script already on the page, or asked for (null when neither). */
function enLaPagina(href, css) {
  for (const el of document.querySelectorAll(css ? 'link[rel="stylesheet"],style[data-href]' : 'link[href]')) {
    const suyo = el.localName === 'style' ? el.dataset.href : el.getAttribute('href');
    if (new URL(suyo, location.href).href === href) return el;
  }
  return null;
}

function pedir(href) {
  const css = href.endsWith('.css');
  if (enLaPagina(href, css)) return;
  const link = document.createElement('link');
  link.rel = css ? 'stylesheet' : 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.appendChild(link);
  if (css)
    return new Promise((listo, fallo) => {
      link.onload = listo;
      link.onerror = () => {
        delete vistos[href];
        link.remove();
        fallo(new Error(`No se pudo cargar ${href}`));
      };
    });
}

export function __vitePreload(cargar, deps) {
  if (!deps?.length) return cargar();
  const esperas = deps.map((dep) => {
    const href = new URL(`/${dep}`, location.href).href;
    if (!(href in vistos)) vistos[href] = pedir(href);
    return vistos[href];
  });
  return Promise.all(esperas).then(() => cargar());
}
