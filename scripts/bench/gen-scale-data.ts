/**
 * The scale dataset of the benchmarks, on top of the demo data of a LOCAL state:
 * 10,000 active professionals (2 weekly ranges, 3 visit reasons, 3 aseguradoras each, one in five with a
 * week off), 500,000 appointments,
 * 200,000 rated comments, 50,000 products (40 more brands, three in four with stock) and 100,000 orders
 * with their lines (pasosVentas.ts). Never touches a remote database.
 *
 *   npx tsx scripts/bench/gen-scale-data.ts --persist-to <dir> [--factor 0.1] [--comparar]
 *
 * The rows are generated inside SQLite by a few short `INSERT … WITH RECURSIVE` statements
 * (each well under D1's 100 KB statement limit, none with bound parameters), run with
 * `wrangler d1 execute DB --local --persist-to <dir> --file <f>`. `--comparar` also times the
 * other way (multi-row INSERT … VALUES files of ≤ 100 KB statements) on 20,000 comments in a
 * throwaway state, so docs/benchmarks.md can say which is faster.
 */
import { resolve } from 'node:path';
import { cargar, cargarComoCte, cargarComoValores } from './cargar';

function parseArgs(argv: string[]) {
  let persistTo: string | undefined;
  let factor = 1;
  let comparar = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--persist-to') persistTo = argv[++i];
    else if (a === '--factor') factor = Number(argv[++i]);
    else if (a === '--comparar') comparar = true;
    else
      throw new Error(
        `Opción desconocida: ${a}. Uso: tsx scripts/bench/gen-scale-data.ts --persist-to <carpeta> [--factor 1] [--comparar]`,
      );
  }
  if (!persistTo)
    throw new Error('--persist-to es obligatorio: los datos de escala nunca van a la base local de trabajo.');
  if (!(factor > 0 && factor <= 1)) throw new Error('--factor va de 0 (exclusivo) a 1.');
  return { persistTo: resolve(persistTo), factor, comparar };
}

const { persistTo, factor, comparar } = parseArgs(process.argv.slice(2));
const t0 = performance.now();
console.log(`→ Datos de escala (factor ${factor}) en ${persistTo}`);
cargar(persistTo, factor);
console.log(`✓ Listo en ${((performance.now() - t0) / 1000).toFixed(1)} s`);
if (comparar) {
  const valores = cargarComoValores(persistTo, 20_000);
  const cte = cargarComoCte(persistTo, 20_000);
  console.log(
    `Comparación (20.000 comentarios): VALUES ${valores.segundos.toFixed(1)} s (${valores.sentencias} sentencias, ${valores.bytes} bytes) · CTE ${cte.segundos.toFixed(1)} s (${cte.bytes} bytes)`,
  );
}
