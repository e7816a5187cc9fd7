/**
 * react-router-dom, lighter in the browser (issue 36: `/` within 95 kB of JavaScript). Two steps:
 *
 * - the app's imports of `react-router-dom` (web/src) resolve to web/src/lib/enrutador.ts: the library with
 *   the app's own `Link` and `NavLink` (web/src/lib/enlaces.tsx), which leave out the framework
 *   mode's prefetching the declarative router never uses;
 * - react-router's module marks its `createContext`, `forwardRef` and `memo` calls pure and drops
 *   its `displayName` assignments (names for React's developer tools), so what the app never uses
 *   (its own Link, NavLink, Form, ScrollRestoration…) is left out of the bundle: the library's build
 *   lacks the annotations, and a call the bundler cannot prove pure is kept.
 *
 * Only the web's build and its tests use this; the Worker draws pages with the library as it is
 * (the markup is the same: tests/web/enlaces.test.tsx).
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '../src');
const lib = join(src, 'lib');
const ENRUTADOR = join(lib, 'enrutador.ts');
/** The modules that are the substitute: they import the library itself. */
const PROPIOS = [ENRUTADOR, join(lib, 'enlaces.tsx')];
const REACT_ROUTER = /node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/;

/** react-router's code with its component and context factories marked pure, without displayName. */
export function marcarPuro(codigo: string): string {
  return codigo
    .replace(/(=\s*)(React\d*\.(?:forwardRef|createContext|memo)\()/g, '$1/* @__PURE__ */ $2')
    .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm, '');
}

export function enrutadorLigero(): Plugin {
  return {
    name: 'citasalud-enrutador',
    enforce: 'pre',
    resolveId(fuente, importador) {
      if (fuente !== 'react-router-dom' || !importador) return null;
      const archivo = importador.split('?')[0];
      return archivo.startsWith(src) && !PROPIOS.includes(archivo) ? ENRUTADOR : null;
    },
    transform(codigo, id) {
      if (!REACT_ROUTER.test(id)) return null;
      return { code: marcarPuro(codigo), map: null };
    },
  };
}
