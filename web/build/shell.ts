/**
 * Build step for the first paint (issue 11, Lighthouse): index.html gets
 *   - the public frame prerendered into #root (web/src/app/shell.tsx), so the page paints its
 *     header at once instead of after ~100 kB of JavaScript;
 *   - a script after it that fits that frame to the visit (web/build/marco.js);
 *   - a script at the top of <head> that starts what the visited screen loads first
 *     (web/build/precarga.js, with common/primeras-lecturas.ts resolved to this build's chunk files);
 *   - the scripts' sha256 added to the Content-Security-Policy of dist/_headers, which otherwise
 *     allows no inline script;
 *   - dist/arranque.json, the same routes for the Worker, which draws their first screen into the
 *     page (worker/paginas/pagina.ts) between `<div id="root">` and `FIN_RAIZ`.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Plugin, type Rollup, runnerImport } from 'vite';
import type { Precarga } from '../../common/primeras-lecturas';

const web = resolve(dirname(fileURLToPath(import.meta.url)), '..');
type Shell = { PRECARGAS: Precarga[]; renderShell: () => string; textosArranque: Record<string, string> };
type Ruta = { patron: string; js: string[]; css: string[]; llamadas: Shell['PRECARGAS'][number]['llamadas'] };

/** Where #root's content ends in index.html (the Worker replaces what is before it). */
export const FIN_RAIZ = '</div><!--/root-->';
export const ARRANQUE = 'arranque.json';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

const chunks = (bundle: OutputBundle) => Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');

/** Files a chunk needs through static imports (itself included), JavaScript and CSS. */
function cierre(bundle: OutputBundle, file: string, js: Set<string>, css: Set<string>) {
  const c = bundle[file];
  if (c?.type !== 'chunk' || js.has(file)) return;
  js.add(file);
  for (const f of c.viteMetadata?.importedCss ?? []) css.add(f);
  for (const i of c.imports) cierre(bundle, i, js, css);
}

export function rutasDeArranque(bundle: OutputBundle, precargas: Shell['PRECARGAS'], base = '/'): Ruta[] {
  const todos = chunks(bundle);
  const entrada = { js: new Set<string>(), css: new Set<string>() };
  for (const c of todos) if (c.isEntry) cierre(bundle, c.fileName, entrada.js, entrada.css);
  return precargas.map((p) => {
    const js = new Set<string>();
    const css = new Set<string>();
    for (const m of p.modulos) {
      const c = todos.find((k) => k.facadeModuleId?.endsWith(`/web/${m}`));
      if (!c) throw new Error(`precarga: ningún chunk viene de ${m} (¿cambió la ruta del archivo?)`);
      cierre(bundle, c.fileName, js, css);
    }
    const nuevos = (s: Set<string>, ya: Set<string>) => [...s].filter((f) => !ya.has(f)).map((f) => base + f);
    return { patron: p.patron, js: nuevos(js, entrada.js), css: nuevos(css, entrada.css), llamadas: p.llamadas };
  });
}

export function shellPlugin(): Plugin {
  let outDir = '';
  let base = '/';
  const hashes: string[] = [];
  let arranque: Ruta[] = [];
  /** `<script>(file's function)(arg)</script>`, its hash kept for the CSP. */
  const inline = (file: string, arg: unknown) => {
    const fn = readFileSync(join(web, 'build', file), 'utf8')
      .replace(/^\s*\/\/.*\n/gm, '')
      .trim()
      .replace(/;$/, '');
    const script = `(${fn})(${JSON.stringify(arg)});`;
    hashes.push(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    return `<script>${script}</script>`;
  };
  return {
    name: 'citasalud-shell',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!ctx.bundle) return html;
        const { module } = await runnerImport<Shell>('/src/app/shell.tsx', {
          configFile: false,
          root: web,
          logLevel: 'warn',
        });
        const rutas = rutasDeArranque(ctx.bundle, module.PRECARGAS, base);
        arranque = rutas;
        const precarga = inline('precarga.js', rutas);
        const marco = inline('marco.js', module.textosArranque);
        if (!html.includes('<div id="root"></div>')) throw new Error('index.html: falta <div id="root"></div>');
        return html
          .replace(/<head>\s*<meta charset="UTF-8" \/>/, (m) => `${m}\n    ${precarga}`)
          .replace('<div id="root"></div>', `<div id="root">${module.renderShell()}${FIN_RAIZ}${marco}`);
      },
    },
    closeBundle() {
      if (!hashes.length) return;
      writeFileSync(join(outDir, ARRANQUE), JSON.stringify(arranque));
      const file = join(outDir, '_headers');
      const headers = readFileSync(file, 'utf8');
      if (!headers.includes("script-src 'self'")) throw new Error("_headers: falta script-src 'self'");
      writeFileSync(file, headers.replace("script-src 'self'", `script-src 'self' ${hashes.join(' ')}`));
    },
  };
}
