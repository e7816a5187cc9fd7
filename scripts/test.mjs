// `npm test`: every check, in order: lint and format, type checks, API and web unit tests,
// the production build, then the end-to-end journeys in real Chromium.
import { spawnSync } from 'node:child_process';
import { ensureDeps, root } from './lib.mjs';

ensureDeps();
const bin = (name) => `${root}node_modules/.bin/${name}`;
const steps = [
  ['Lint y formato (Biome)', bin('biome'), ['check', '.']],
  ['Módulos del Worker: paredes y dirección', 'node', ['scripts/check-modulos.mjs']],
  ['Rutas nombradas en docs/ existen', 'node', ['scripts/check-rutas-docs.mjs']],
  ['Tipos de common/ (sin DOM ni Workers)', bin('tsc'), ['-p', 'tsconfig.common.json', '--noEmit']],
  ['Tipos del Worker', bin('tsc'), ['-p', 'tsconfig.worker.json', '--noEmit']],
  ['Tipos de la web', bin('tsc'), ['-p', 'tsconfig.web.json', '--noEmit']],
  ['Tipos de scripts y pruebas E2E', bin('tsc'), ['-p', 'tsconfig.node.json', '--noEmit']],
  ['Glosario: una palabra por concepto', 'node', ['scripts/check-glosario.mjs']],
  ['Archivos de a lo sumo 300 líneas', 'node', ['scripts/check-lineas.mjs']],
  ['Sin reintentos de pruebas', 'node', ['scripts/check-reintentos.mjs']],
  ['Pruebas de los scripts de control', bin('vitest'), ['run', '--project', 'scripts']],
  ['Pruebas de las reglas puras (Vitest, Node)', bin('vitest'), ['run', '--project', 'nucleo']],
  // one project at a time: workerd and jsdom competing for 2 cores made slow moments fail tests
  ['Pruebas de la API (Vitest, workerd)', bin('vitest'), ['run', '--project', 'worker']],
  ['Pruebas de la web (Vitest, jsdom)', bin('vitest'), ['run', '--project', 'web']],
  ['Construcción de la PWA', bin('vite'), ['build', '--config', 'web/vite.config.ts', '--logLevel', 'warn']],
  ['Presupuesto de bytes por ruta', 'node', ['scripts/bundle-report.mjs', '--check']],
  ['Recorridos de extremo a extremo (Chromium)', 'node', ['scripts/e2e.mjs']],
];
const only = process.argv.slice(2);
const segundos = (ms) => `${(ms / 1000).toFixed(1)} s`;
/** [name, ms, passed] of each step run, for the table at the end */
const hechos = [];
let failed = 0;
let passed = 0;
const inicio = performance.now();
for (const [name, cmd, args] of steps) {
  if (only.length && !only.some((o) => name.toLowerCase().includes(o.toLowerCase()))) continue;
  console.log(`\n━━ ${name}`);
  const desde = performance.now();
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  const ms = performance.now() - desde;
  hechos.push([name, ms, res.status === 0]);
  if (res.status === 0) {
    passed++;
    console.log(`✓ ${name} (${segundos(ms)})`);
  } else {
    failed++;
    console.error(`✗ ${name} (${segundos(ms)})`);
    if (!process.env.TEST_KEEP_GOING) break;
  }
}
const ancho = Math.max(...hechos.map(([name]) => name.length), 'Total'.length);
console.log('\nTiempo por paso:');
for (const [name, ms, ok] of hechos)
  console.log(`  ${ok ? '✓' : '✗'} ${name.padEnd(ancho)}  ${segundos(ms).padStart(8)}`);
console.log(`    ${'Total'.padEnd(ancho)}  ${segundos(performance.now() - inicio).padStart(8)}`);
console.log(`\nChecks: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
