/**
 * Loads the demo data into the LOCAL database and image bucket (the ones `wrangler dev`
 * serves), through wrangler's getPlatformProxy(). Idempotent: when the demo admin exists it
 * writes no row, and only stores again the demo images a row names but R2 lost. Never touches a
 * remote database.
 *
 *   npx tsx scripts/seed/cli.ts [--local] [--persist-to <dir>]
 *
 * --persist-to takes the same directory as `wrangler d1 migrations apply --persist-to` and
 * `wrangler dev --persist-to` (default: .wrangler/state). Without --local it runs only when
 * .dev.vars says APP_ENV=local.
 */

import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { drizzle } from 'drizzle-orm/d1';
import { getPlatformProxy } from 'wrangler';
import { bogotaNow } from '../../common/fechas';
import { conectar } from '../../worker/db/conexion';
import { cifrarSecreto, claveConfigurada, importarClave } from '../../worker/plataforma/cifrado';
import { hashPassword } from '../../worker/plataforma/cripto';
import { DEMO } from './datos';
import type { ImageBucket } from './guardarImagenesDemo';
import { seed } from './seed';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function parseArgs(argv: string[]) {
  let local = false;
  let persistTo: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--local') local = true;
    else if (arg === '--persist-to') persistTo = argv[++i];
    else if (arg.startsWith('--persist-to=')) persistTo = arg.slice('--persist-to='.length);
    else throw new Error(`Opción desconocida: ${arg}. Uso: tsx scripts/seed/cli.ts [--local] [--persist-to <carpeta>]`);
  }
  if (persistTo === '') throw new Error('--persist-to necesita una carpeta.');
  return { local, persistTo };
}

/** APP_ENV from .dev.vars, if the file exists. */
function appEnvFromDevVars(): string | undefined {
  const file = join(root, '.dev.vars');
  if (!existsSync(file)) return undefined;
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const match = /^\s*APP_ENV\s*=\s*"?([^"#\s]*)"?/.exec(line);
    if (match) return match[1];
  }
  return undefined;
}

async function main() {
  const { local, persistTo } = parseArgs(process.argv.slice(2));
  if (!local && appEnvFromDevVars() !== 'local') {
    console.error('Los datos de demostración solo se cargan en local: use --local o ponga APP_ENV=local en .dev.vars.');
    process.exitCode = 1;
    return;
  }
  // wrangler keeps its local state under <dir>/v3; getPlatformProxy wants that v3 folder.
  const stateDir = resolve(root, persistTo ?? '.wrangler/state');
  const { env, dispose } = await getPlatformProxy<{
    DB: Parameters<typeof drizzle>[0];
    IMAGES: ImageBucket;
    DOS_PASOS_CLAVE?: string;
  }>({
    configPath: join(root, 'wrangler.toml'),
    persist: { path: join(stateDir, 'v3') },
    remoteBindings: false,
  });
  try {
    const started = Date.now();
    // the key the local Worker reads (.dev.vars DOS_PASOS_CLAVE, else the local one): it opens what is sealed here
    const clave = await importarClave(
      claveConfigurada({ APP_ENV: 'local', DOS_PASOS_CLAVE: env.DOS_PASOS_CLAVE }) ?? '',
    );
    if (!clave) throw new Error('DOS_PASOS_CLAVE de .dev.vars no es una clave de 32 bytes en base64.');
    const result = await seed(conectar(env.DB), env.IMAGES, {
      today: bogotaNow().fecha,
      hashPassword,
      cifrarSecreto: (secreto, cuentaId) => cifrarSecreto(clave, secreto, cuentaId),
    });
    if (result.created) {
      const c = result.counts;
      console.log(
        `Datos de demostración cargados en ${Date.now() - started} ms (${stateDir}): ` +
          `${c.profesionales} profesionales activos, ${c.especialidades} especialidades, ${c.citas} citas, ` +
          `${c.comentarios} comentarios, ${c.productos} productos, ${c.ventas} pedidos, ${c.imagenes} imágenes.`,
      );
    } else {
      console.log(`Los datos de demostración ya existen en ${stateDir}: se omitió la carga.`);
      const n = result.restauradas;
      if (n === 1) console.log('  Se restauró 1 imagen de demostración que faltaba en R2.');
      else if (n > 1) console.log(`  Se restauraron ${n} imágenes de demostración que faltaban en R2.`);
    }
    console.log('Cuentas de demostración (solo local):');
    console.log(`  Administración: ${DEMO.admin.email} / ${DEMO.password}`);
    console.log(`    verificación en dos pasos, clave ${DEMO.secretoDosPasos} (código actual: npm run demo:codigo)`);
    console.log(`  Profesional:    ${DEMO.profesional.email} / ${DEMO.password}`);
    if (result.created) console.log('  Los demás profesionales de demostración comparten la misma contraseña.');
  } finally {
    await dispose();
  }
}

main().catch((err) => {
  console.error('No se pudieron cargar los datos de demostración:', err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
