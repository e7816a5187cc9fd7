// `npm test`: every check. First, one after another, lint and format, type checks, the scripts'
// and the pure rules' tests, the production build and its byte budgets; then two lanes at once:
// the end-to-end journeys in real Chromium on one, the API tests (workerd) and then the web's
// (jsdom) on the other. The journeys mostly wait (for a page, a network answer, a timer) and
// use under one core; the API tests use one: side by side they fill two cores (issue 32: ≤ 10
// minutes on 2 quiet cores). A lane's output is printed whole when each of its steps ends.
import { spawn } from 'node:child_process';
import { ensureDeps, resumenDeFallas, root } from './lib.mjs';

ensureDeps();
const bin = (name) => `${root}node_modules/.bin/${name}`;
const antes = [
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
  // before the API tests: web/dist is their assets binding, and the journeys copy it
  ['Construcción de la PWA', bin('vite'), ['build', '--config', 'web/vite.config.ts', '--logLevel', 'warn']],
  ['Presupuesto de bytes por ruta', 'node', ['scripts/bundle-report.mjs', '--check']],
];
/** Side by side; within a lane, one step after another (workerd and jsdom are not run together). */
const carriles = [
  [['Recorridos de extremo a extremo (Chromium)', 'node', ['scripts/e2e.mjs']]],
  [
    ['Pruebas de la API (Vitest, workerd)', bin('vitest'), ['run', '--project', 'worker']],
    ['Pruebas de la web (Vitest, jsdom)', bin('vitest'), ['run', '--project', 'web']],
    ['Presupuestos de lo que carga cada página (Chromium)', 'node', ['scripts/presupuestos.mjs', '--construido']],
  ],
];
const only = process.argv.slice(2);
const elegido = ([name]) => !only.length || only.some((o) => name.toLowerCase().includes(o.toLowerCase()));
const segundos = (ms) => `${(ms / 1000).toFixed(1)} s`;
/** name → [ms, passed] of each step run, for the table at the end */
const hechos = new Map();
/** name → what a failed lane step said of its failures, repeated after the table */
const fallas = new Map();
let detenido = false;

/** Runs one step; `aparte`: its output is kept and printed whole when it ends (a lane beside another). */
function correr([name, cmd, args], { aparte = false } = {}) {
  if (!aparte) console.log(`\n━━ ${name}`);
  const desde = performance.now();
  const partes = [];
  const hijo = spawn(cmd, args, {
    cwd: root,
    stdio: aparte ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: process.env,
  });
  if (aparte) {
    hijo.stdout.on('data', (d) => partes.push(d));
    hijo.stderr.on('data', (d) => partes.push(d));
  }
  return new Promise((resolve) => {
    hijo.on('error', (e) => partes.push(Buffer.from(`${e.message}\n`)));
    hijo.on('close', (status) => {
      const ms = performance.now() - desde;
      const ok = status === 0;
      hechos.set(name, [ms, ok]);
      if (aparte) process.stdout.write(`\n━━ ${name}\n${Buffer.concat(partes).toString()}`);
      if (aparte && !ok) fallas.set(name, resumenDeFallas(Buffer.concat(partes).toString()));
      if (ok) console.log(`✓ ${name} (${segundos(ms)})`);
      else console.error(`✗ ${name} (${segundos(ms)})`);
      if (!ok && !process.env.TEST_KEEP_GOING) detenido = true;
      resolve(ok);
    });
  });
}

const inicio = performance.now();
for (const paso of antes.filter(elegido)) {
  if (detenido) break;
  await correr(paso);
}
const enCarriles = carriles.map((c) => c.filter(elegido)).filter((c) => c.length);
if (!detenido && enCarriles.length) {
  const aparte = enCarriles.length > 1;
  if (aparte) console.log(`\n━━ A la vez: ${enCarriles.map((c) => c.map(([n]) => n).join(' → ')).join(' | ')}`);
  await Promise.all(
    enCarriles.map(async (carril) => {
      for (const paso of carril) {
        if (detenido) return;
        await correr(paso, { aparte });
      }
    }),
  );
}
const nombres = [...antes, ...carriles.flat()].map(([n]) => n).filter((n) => hechos.has(n));
const ancho = Math.max(...nombres.map((n) => n.length), 'Total'.length);
console.log('\nTiempo por paso (los de los carriles corren a la vez):');
for (const n of nombres) {
  const [ms, ok] = hechos.get(n);
  console.log(`  ${ok ? '✓' : '✗'} ${n.padEnd(ancho)}  ${segundos(ms).padStart(8)}`);
}
console.log(`    ${'Total'.padEnd(ancho)}  ${segundos(performance.now() - inicio).padStart(8)}`);
for (const [n, resumen] of fallas) console.log(`\nQué falló en «${n}»:\n${resumen}`);
const fallidos = nombres.filter((n) => !hechos.get(n)[1]).length;
console.log(`\nChecks: ${nombres.length - fallidos} passed, ${fallidos} failed`);
process.exit(fallidos ? 1 : 0);
