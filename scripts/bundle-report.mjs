// Bytes each route of the PWA loads, from the build (web/dist and its Vite manifest), and the
// budgets `npm test` holds them to:
//   - `/` loads at most TECHO_INICIO_JS = 95 kB (scripts/presupuestos.json) of JavaScript (gzip, 1 kB = 1000 bytes as Vite
//     prints them), the target of issue 11. React 19 with react-dom/client weighs ~68 kB of it
//     and react-router's declarative router (BrowserRouter + useRoutes) ~13 kB; the data router
//     (~33 kB) and sonner (~10 kB, now imported with the first toast by lib/toast.ts) left `/`
//     at 124.6 kB (docs/benchmarks.md, "Web");
//   - no public route loads staff code (features/admin, features/panel), in the build's chunk
//     graph or in the source's static imports;
//   - Dexie (IndexedDB) is not in the entry, nor in what a public route loads before it paints:
//     it loads with the first action that needs it (the cart, an offline copy) or after the paint;
//   - nor sonner: it loads with the first toast or the first click (ui/Avisos.tsx).
// A route loads: the entry (index.html's script) and its static imports, plus the route's lazy
// chunk and its static imports, the text catalogues it imports among them (what the browser
// fetches before the screen can render).
//
//   node scripts/bundle-report.mjs            table
//   node scripts/bundle-report.mjs --json     the same as JSON (for scripts/bench/bytesWeb.ts)
//   node scripts/bundle-report.mjs --check    table, exit 1 if a budget is broken
//   … --dist <dir>                            read another copy of web/dist
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const web = join(root, 'web');
// --dist <dir>: another copy of the build (the benchmark measures the copy it serves)
const distArg = process.argv.indexOf('--dist');
const dist = distArg > 0 && process.argv[distArg + 1] ? resolve(process.argv[distArg + 1]) : join(web, 'dist');
const TECHO_INICIO_JS = JSON.parse(readFileSync(join(root, 'scripts/presupuestos.json'), 'utf8')).inicioJsEstatico;
const AREAS_PRIVADAS = /^src\/features\/(admin|panel)\//;
/** A string only Dexie's code carries (its error class names survive minification). */
const HUELLA_DEXIE = 'DatabaseClosedError';
/** The attribute sonner's toaster renders (its styles select it too). */
const HUELLA_SONNER = 'data-sonner-toaster';

/** The public paths of the screens, by the file of their lazy route (for the table). */
const RUTAS = {
  'src/features/directorio/pages/HomePage.tsx': '/',
  'src/features/directorio/pages/ProfesionalesPage.tsx': '/especialistas/:ciudad/:especialidad/:modalidad',
  'src/features/directorio/pages/PerfilPage.tsx': '/doc-detalle/:id',
  'src/features/tienda/pages/TiendaPage.tsx': '/e-comerce',
  'src/features/tienda/pages/ProductoPage.tsx': '/e-comerce/:id',
  'src/features/tienda/pages/ConsultaVentaPage.tsx': '/e-comerce/pedido',
  'src/features/tienda/pages/ResultadoPagoPage.tsx': '/e-comerce/pago/resultado',
  'src/features/auth/pages/LoginPage.tsx': '/login',
  'src/features/legal/PolicyPage.tsx': '/politicas/:slug',
  'src/features/citas/pages/CitasPage.tsx': '/mi-cita/:token · /mis-citas/:token?',
  'src/features/citas/pages/ComentarioPage.tsx': '/comentario/:token',
};

const gz = new Map();
const gzipDe = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gz.get(file);
};

/** Manifest keys reachable from `key` through static imports (the key itself included). */
function cierre(manifest, key, visto = new Set()) {
  if (visto.has(key) || !manifest[key]) return visto;
  visto.add(key);
  for (const k of manifest[key].imports ?? []) cierre(manifest, k, visto);
  return visto;
}

function bytesDe(manifest, keys) {
  const js = new Set();
  const css = new Set();
  for (const k of keys) {
    js.add(manifest[k].file);
    for (const c of manifest[k].css ?? []) css.add(c);
  }
  const suma = (files) => [...files].reduce((s, f) => s + gzipDe(f), 0);
  return { js: suma(js), css: suma(css), archivos: [...js, ...css] };
}

// ---- the source's static import graph ---------------------------------------------------------

const IMPORTS = /(?:^|\n)\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g;

function resolver(desde, spec) {
  if (!spec.startsWith('.')) return spec; // a package
  const base = resolve(dirname(desde), spec);
  for (const c of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')])
    if (existsSync(c) && !c.endsWith('/') && /\.(tsx?|css)$/.test(c)) return c;
  return null;
}

/** Source files and packages statically reachable from `archivo` (dynamic `import()` not followed). */
function fuentes(archivo, visto = new Set()) {
  if (visto.has(archivo)) return visto;
  visto.add(archivo);
  if (!archivo.startsWith('/') || !/\.tsx?$/.test(archivo)) return visto;
  const texto = readFileSync(archivo, 'utf8');
  for (const m of texto.matchAll(IMPORTS)) {
    const r = resolver(archivo, m[1]);
    if (r) fuentes(r, visto);
  }
  return visto;
}

const rel = (f) => (f.startsWith('/') ? relative(web, f) : f);

// ---- the report -------------------------------------------------------------------------------

export function informe() {
  const ruta = join(dist, '.vite/manifest.json');
  if (!existsSync(ruta))
    throw new Error('Falta web/dist/.vite/manifest.json: construya la PWA primero (npm run build).');
  const manifest = JSON.parse(readFileSync(ruta, 'utf8'));
  const entrada = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entrada) throw new Error('El manifiesto de Vite no tiene entrada.');
  const base = cierre(manifest, entrada);
  // the screens the router imports, and those of the route tables it loads lazily (the back office's,
  // src/app/rutas-panel.tsx); a screen's own lazy parts, loaded after it renders, are not routes
  const dinamicos = (k) => manifest[k].dynamicImports ?? [];
  const tablas = dinamicos(entrada).filter((k) => manifest[k].src?.startsWith('src/app/rutas-'));
  const rutasLazy = [entrada, ...tablas]
    .flatMap(dinamicos)
    .filter((k, i, todos) => manifest[k].src?.startsWith('src/features/') && todos.indexOf(k) === i);
  const problemas = [];

  const rutas = [];
  const soloEntrada = bytesDe(manifest, base);
  rutas.push({ ruta: '(entrada)', fuente: 'index.html', ...soloEntrada, personal: false });
  for (const k of rutasLazy) {
    const src = manifest[k].src;
    const personal = AREAS_PRIVADAS.test(src);
    const claves = cierre(manifest, k, new Set(base));
    const b = bytesDe(manifest, claves);
    rutas.push({ ruta: RUTAS[src] ?? src, fuente: src, ...b, personal });
    if (!personal) {
      // Dexie loads with the first action or after the first paint, never before a public screen
      for (const c of claves)
        if (!base.has(c) && readFileSync(join(dist, manifest[c].file), 'utf8').includes(HUELLA_DEXIE))
          problemas.push(`${RUTAS[src] ?? src} carga Dexie antes de pintar (${manifest[c].file})`);
      // staff route chunks (or any chunk built from staff sources) in a public route's graph
      for (const c of claves)
        if (manifest[c].src && AREAS_PRIVADAS.test(manifest[c].src))
          problemas.push(`${RUTAS[src] ?? src} carga código del personal (${manifest[c].src})`);
      // and in the source: no staff module among the public screen's static imports
      for (const f of fuentes(join(web, src)))
        if (AREAS_PRIVADAS.test(rel(f))) problemas.push(`${RUTAS[src] ?? src} importa código del personal (${rel(f)})`);
    }
  }
  for (const src of Object.keys(RUTAS))
    if (!rutasLazy.some((k) => manifest[k].src === src))
      problemas.push(`${src} ya no es una ruta perezosa del build: actualice RUTAS en scripts/bundle-report.mjs`);

  const inicio = rutas.find((r) => r.ruta === '/');
  const avisos = [];
  if (!inicio) problemas.push('No se encontró la ruta /');
  else if (inicio.js > TECHO_INICIO_JS)
    problemas.push(
      `/ carga ${(inicio.js / 1000).toFixed(1)} kB de JavaScript gzip (techo ${TECHO_INICIO_JS / 1000} kB)`,
    );

  // Dexie and sonner: not in the entry's chunks, not among main.tsx's static imports
  for (const k of base) {
    const codigo = readFileSync(join(dist, manifest[k].file), 'utf8');
    if (codigo.includes(HUELLA_DEXIE)) problemas.push(`Dexie está en la entrada (${manifest[k].file})`);
    if (codigo.includes(HUELLA_SONNER)) problemas.push(`sonner está en la entrada (${manifest[k].file})`);
  }
  const delMain = [...fuentes(join(web, 'src/app/main.tsx'))];
  if (delMain.includes('dexie')) problemas.push('main.tsx importa Dexie de forma estática');
  if (delMain.includes('sonner')) problemas.push('main.tsx importa sonner de forma estática (use lib/toast)');

  rutas.sort((a, b) => Number(a.personal) - Number(b.personal) || a.ruta.localeCompare(b.ruta));
  return { rutas, problemas, avisos, techoInicio: TECHO_INICIO_JS };
}

function tabla({ rutas, problemas, avisos }) {
  const kb = (n) => (n / 1000).toFixed(1).padStart(7);
  const lineas = ['ruta                                              JS gzip kB  CSS gzip kB', '-'.repeat(76)];
  for (const r of rutas)
    lineas.push(`${`${r.personal ? '[personal] ' : ''}${r.ruta}`.padEnd(50)}${kb(r.js)}     ${kb(r.css)}`);
  lineas.push('');
  for (const a of avisos) lineas.push(`! ${a}`);
  lineas.push(problemas.length ? `✗ ${problemas.join('\n✗ ')}` : '✓ Presupuestos de bytes cumplidos.');
  return lineas.join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  let r;
  try {
    r = informe();
  } catch (err) {
    console.error(`✗ ${err.message}`);
    process.exit(1);
  }
  if (args.includes('--json')) console.log(JSON.stringify(r));
  else console.log(tabla(r));
  if (args.includes('--check') && r.problemas.length) process.exit(1);
}
