/**
 * The child process of conServidor: run as a script (with tsx's loader, as conServidor spawns
 * it), it reads what to serve from VAR_SERVIDOR and serves it until the parent goes away.
 */
import { join } from 'node:path';
import { type Servidor, VAR_SERVIDOR } from './conServidor';
import { root } from './lib';

/**
 * The child of conServidor: the Worker through `unstable_startWorker`, inspector off, until the
 * parent closes the IPC channel (or goes away); then `dispose()` stops wrangler's proxy and both
 * workerd. wrangler answers SIGINT and SIGTERM itself with process.exit(), before any handler here
 * could dispose; its exit hooks still stop workerd.
 */
export async function servidorSinInspector({ estado, assets, port }: Servidor) {
  const { unstable_startWorker } = await import('wrangler');
  // what `wrangler dev --local --ip … --port … --persist-to … --assets …` sets (wrangler's
  // setupDevEnv); the config file brings main, compatibility, bindings, [vars] and .dev.vars
  const arrancando = unstable_startWorker({
    config: join(root, 'wrangler.toml'),
    assets,
    dev: {
      remote: false,
      persist: estado,
      server: { hostname: '127.0.0.1', port },
      inspector: false,
    },
  });
  let cerrando = false;
  const cerrar = () => {
    if (cerrando) return;
    cerrando = true;
    arrancando
      .then((w) => w.dispose())
      .catch((err) => console.error(err))
      .finally(() => process.exit(0));
  };
  process.on('disconnect', cerrar);
  await (await arrancando).ready;
}

const servidor = process.env[VAR_SERVIDOR];
if (servidor)
  servidorSinInspector(JSON.parse(servidor) as Servidor).catch((err) => {
    console.error(err);
    process.exit(1);
  });
