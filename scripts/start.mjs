// `npm start`: on a fresh clone installs what is missing, builds the PWA, migrates and seeds
// the local database, and serves CitaSalud with demo data on http://localhost:8787 (PORT overrides).
import { build, ensureDeps, ensureDevVars, prepareDatabase, serve } from './lib.mjs';

ensureDeps();
ensureDevVars();
build();
prepareDatabase();

const port = Number(process.env.PORT ?? 8787);
console.log(`
CitaSalud en http://localhost:${port}

Cuentas de demostración (solo local):
  Personal (rol 1):  admin@citasalud.co   / CitaSalud2026!
                     + código de dos pasos: npm run demo:codigo
  Profesional:       doctora@citasalud.co / CitaSalud2026!
Correos enviados (buzón local): http://localhost:${port}/api/dev/correos
`);
// APP_URL follows the port (scripts/lib.mjs wranglerDevArgs): links lead back to this server
const child = serve({ port });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
