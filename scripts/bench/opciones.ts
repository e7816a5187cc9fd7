/** The options of `npm run bench` (see bench.ts). */
import { join, resolve } from 'node:path';
import { root } from './lib';

export function opciones(argv: string[]) {
  const o = {
    segundos: 5,
    concurrencia: 4,
    maxPeticiones: 3000,
    factor: 1,
    escala: true,
    lighthouse: true,
    build: true,
    salida: join(root, 'docs/benchmarks.md'),
    /** only the scenarios whose key contains this (the floor always runs) */
    solo: '',
    /** serve with `wrangler dev` as it is, devtools inspector included (see conServidor) */
    inspector: false,
    /** only the reminder run at scale (recordatorios.ts), printed; nothing else runs */
    recordatorios: false,
    /** only the outbox's queue under load (cola.ts), printed; nothing else runs */
    cola: false,
    /** only the lista de espera's offering round at 10, 100 and 1,000 waiting (lista-espera.ts), printed */
    listaEspera: false,
    citas: 20_000,
    latencia: 150,
    consumidores: 10,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--segundos') o.segundos = Number(argv[++i]);
    else if (a === '--concurrencia') o.concurrencia = Number(argv[++i]);
    else if (a === '--max') o.maxPeticiones = Number(argv[++i]);
    else if (a === '--factor') o.factor = Number(argv[++i]);
    else if (a === '--sin-escala') o.escala = false;
    else if (a === '--sin-lighthouse') o.lighthouse = false;
    else if (a === '--sin-build') o.build = false;
    else if (a === '--salida') o.salida = resolve(argv[++i]);
    else if (a === '--solo') o.solo = argv[++i] ?? '';
    else if (a === '--con-inspector') o.inspector = true;
    else if (a === '--recordatorios') o.recordatorios = true;
    else if (a === '--cola') o.cola = true;
    else if (a === '--lista-espera') o.listaEspera = true;
    else if (a === '--citas') o.citas = Number(argv[++i]);
    else if (a === '--latencia') o.latencia = Number(argv[++i]);
    else if (a === '--consumidores') o.consumidores = Number(argv[++i]);
    else throw new Error(`Opción desconocida: ${a}`);
  }
  if (!(o.segundos > 0 && o.segundos <= 60)) throw new Error('--segundos va de 1 a 60');
  if (!(o.concurrencia >= 1 && o.concurrencia <= 32)) throw new Error('--concurrencia va de 1 a 32');
  return o;
}
export type Opciones = ReturnType<typeof opciones>;
