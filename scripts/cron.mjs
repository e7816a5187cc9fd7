// `npm run cron [-- --ahora=2026-03-09T13:00:00Z]`: runs the cron of the local server once
// (POST /api/dev/cron, only where APP_ENV is local or test), as if it were that instant
// (default now), and says what it did. The server must be running (`npm start` or `npm run dev`);
// PORT picks its port (default 8787).
import { fileURLToPath } from 'node:url';

const USO = 'Uso: npm run cron [-- --ahora=2026-03-09T13:00:00Z]   (PORT cambia el puerto, 8787 por defecto)';

/** The options of the command line: `{ ahora }` (undefined: now), or an error in Spanish. */
export function opciones(argv) {
  let ahora;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a.startsWith('--ahora=')) ahora = a.slice('--ahora='.length);
    else if (a === '--ahora') ahora = argv[++i];
    else if (a === '--help' || a === '-h') return { ayuda: true };
    else return { error: `Opción desconocida: ${a}\n${USO}` };
  }
  if (ahora !== undefined && (!ahora || Number.isNaN(Date.parse(ahora))))
    return { error: `--ahora no es un instante ISO 8601: ${ahora || '(vacío)'}\n${USO}` };
  return { ahora };
}

/** The URL of the call. */
export const urlCron = (puerto, ahora) =>
  `http://127.0.0.1:${puerto}/api/dev/cron${ahora ? `?ahora=${encodeURIComponent(ahora)}` : ''}`;

/** What one run did, in Spanish (the answer's `succes`: CorridaCron). */
export function resumen({ ahora, recordatorios, vencidas, envios, anonimizadas }) {
  return [
    `Corrida del cron a las ${ahora}:`,
    `  recordatorios encolados: ${recordatorios}`,
    ...(vencidas ? [`  pedidos vencidos sin pago: ${vencidas}`] : []),
    `  mensajes enviados: ${envios.enviados}, por reintentar: ${envios.reintentar}, fallidos: ${envios.fallidos}`,
    ...(anonimizadas
      ? [
          `  anonimizadas: ${anonimizadas.citas} citas, ${anonimizadas.comentarios} comentarios, ${anonimizadas.ventas} ventas`,
        ]
      : []),
  ].join('\n');
}

async function main() {
  const o = opciones(process.argv.slice(2));
  if (o.ayuda) return console.log(USO);
  if (o.error) {
    console.error(o.error);
    process.exit(2);
  }
  const puerto = Number(process.env.PORT ?? 8787);
  let res;
  try {
    res = await fetch(urlCron(puerto, o.ahora), { method: 'POST', headers: { Accept: 'application/json' } });
  } catch {
    console.error(`No hay servidor en el puerto ${puerto}: arránquelo con npm start (o npm run dev).`);
    process.exit(1);
  }
  const cuerpo = await res.json().catch(() => ({}));
  if (!res.ok) {
    const detalle = res.status === 404 ? ' (¿APP_ENV no es local? En producción esta ruta no existe.)' : '';
    console.error(`El servidor respondió ${res.status}: ${cuerpo.message ?? ''}${detalle}`);
    process.exit(1);
  }
  console.log(resumen(cuerpo.succes));
  console.log(`Buzón local: http://localhost:${puerto}/api/dev/correos`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
