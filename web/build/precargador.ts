/**
 * The preload helper of the web's build: web/build/precargador-cliente.js in place of Vite's own
 * (the module `\0vite/preload-helper.js` its import analysis adds to every chunk with a dynamic
 * import()). Same work, with two differences:
 *
 * - a stylesheet the Worker wrote inline in a page it drew (`<style data-href>`, the first screen's
 *   critical CSS: worker/paginas/pagina.ts) counts as on the page; Vite's helper only knows <link>s,
 *   so it laid the same stylesheets again, each one render-blocking and downloaded twice;
 * - 0.3 kB gzip instead of 1 kB in what every page loads (no nonce, import maps, relative base or
 *   legacy build, none of which this app uses; base is '/').
 *
 * Vite calls it as `__vitePreload(() => import(...), deps)`, deps relative to the base. The build
 * fails if Vite stops asking for the helper by that name while chunks import lazily, rather than
 * shipping its own silently.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const AYUDANTE = '\0vite/preload-helper.js';
const CODIGO = join(dirname(fileURLToPath(import.meta.url)), 'precargador-cliente.js');

export function precargadorLigero(): Plugin {
  let usado = false;
  return {
    name: 'citasalud-precargador',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      usado = false;
    },
    resolveId(id) {
      return id === AYUDANTE ? id : null;
    },
    load(id) {
      if (id !== AYUDANTE) return null;
      usado = true;
      return { code: readFileSync(CODIGO, 'utf8'), moduleSideEffects: false };
    },
    generateBundle(_opciones, bundle) {
      const perezosos = Object.values(bundle).some((c) => c.type === 'chunk' && c.dynamicImports.length > 0);
      const deVite = Object.values(bundle).some((c) => c.type === 'chunk' && c.code.includes('preloadedHrefs'));
      if ((perezosos && !usado) || deVite)
        this.error(
          `Vite ya no carga su ayudante de precarga como ${JSON.stringify(AYUDANTE)}: revise web/build/precargador.ts`,
        );
    },
  };
}
