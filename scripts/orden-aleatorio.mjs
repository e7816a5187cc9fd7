// `npm run test:orden`: every Vitest project of the unit suites, each in three shuffled orders
// (issue 32: no test may depend on another's state or data). Outside `npm test` for its time
// (~10 minutes on 2 cores); the seeds are fixed so a failure can be replayed with the same one:
//   npx vitest run --project <p> --sequence.shuffle --sequence.seed=<n>
import { spawnSync } from 'node:child_process';
import { ensureDeps, root } from './lib.mjs';

ensureDeps();
const SEMILLAS = [11, 2027, 4242];
const PROYECTOS = ['scripts', 'nucleo', 'worker', 'web'];
const elegidos = process.argv.slice(2);
const proyectos = elegidos.length ? PROYECTOS.filter((p) => elegidos.includes(p)) : PROYECTOS;
const filas = [];
for (const proyecto of proyectos)
  for (const semilla of SEMILLAS) {
    console.log(`\n━━ ${proyecto}, orden aleatorio con semilla ${semilla}`);
    const desde = performance.now();
    const res = spawnSync(
      `${root}node_modules/.bin/vitest`,
      ['run', '--project', proyecto, '--sequence.shuffle', `--sequence.seed=${semilla}`],
      { cwd: root, stdio: 'inherit' },
    );
    filas.push([proyecto, semilla, res.status === 0, (performance.now() - desde) / 1000]);
  }
console.log('\nOrden aleatorio:');
for (const [proyecto, semilla, ok, s] of filas)
  console.log(`  ${ok ? '✓' : '✗'} ${proyecto.padEnd(8)} semilla ${String(semilla).padEnd(5)} ${s.toFixed(1)} s`);
const fallidas = filas.filter(([, , ok]) => !ok).length;
console.log(`\n${fallidas ? `✗ ${fallidas} corridas fallaron` : '✓ Todas las corridas pasan en los tres órdenes.'}`);
process.exit(fallidas ? 1 : 0);
