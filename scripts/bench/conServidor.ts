/** The Worker served on a free loopback port for one phase of the benchmark. */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lib, root } from './lib';

/** Set in the child process that serves the Worker without the inspector: what it serves, as JSON. */
export const VAR_SERVIDOR = 'CITASALUD_BENCH_SERVIDOR';
export type Servidor = { estado: string; assets: string; port: number };

/** How the server was started, for the report's header. */
export const arranque = (inspector: boolean) =>
  inspector
    ? '`wrangler dev` en 127.0.0.1, con su inspector de devtools'
    : '`unstable_startWorker` de wrangler en 127.0.0.1: lo que arranca `wrangler dev --local`, sin su inspector de devtools';

/**
 * The Worker on a free loopback port, serving `estado` and the copy of the build in `assets`.
 *
 * By default a child process (servidorSinInspector.ts) starts it through
 * wrangler's `unstable_startWorker`, the API `wrangler dev` is built on, with the input that
 * `wrangler dev --local --ip 127.0.0.1 --port <p> --persist-to <estado> --assets <assets>` gives
 * it (wrangler.toml with its [vars], .dev.vars, the same proxy in front of the same workerd) but
 * `dev.inspector: false`: under `wrangler dev` the devtools inspector receives `Network.*` events
 * for every D1 query, with their bodies, 5–8 ms of CPU per query (wrangler's node and the proxy's
 * workerd, measured here) that production does not pay. A child, as `wrangler dev` is, so
 * wrangler's side never shares an event loop with the client. With `inspector`, `wrangler dev`
 * itself, as it is.
 */
export async function conServidor<T>(
  estado: string,
  assets: string,
  inspector: boolean,
  fn: (base: string) => Promise<T>,
): Promise<T> {
  const port = await lib.freePort();
  const env = { ...process.env, CI: '1' };
  const server = inspector
    ? spawn(
        join(root, 'node_modules/.bin/wrangler'),
        [
          'dev',
          '--port',
          String(port),
          '--ip',
          '127.0.0.1',
          '--local',
          '--show-interactive-dev-session=false',
          '--persist-to',
          estado,
          '--assets',
          assets,
        ],
        { cwd: root, stdio: 'ignore', env },
      )
    : // the flags wrangler's own bin/wrangler.js runs its CLI with, then tsx's loader
      spawn(
        process.execPath,
        [
          '--no-warnings',
          '--experimental-vm-modules',
          ...process.execArgv,
          fileURLToPath(new URL('./servidorSinInspector.ts', import.meta.url)),
        ],
        {
          cwd: root,
          stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
          env: { ...env, [VAR_SERVIDOR]: JSON.stringify({ estado, assets, port } satisfies Servidor) },
        },
      );
  const vivo = () => server.exitCode === null && server.signalCode === null;
  const terminado = new Promise((r) => server.once('exit', r));
  try {
    await Promise.race([
      lib.waitFor(`http://127.0.0.1:${port}/api/health`, 120_000),
      terminado.then(() => {
        throw new Error(`El servidor terminó antes de responder (código ${server.exitCode ?? server.signalCode})`);
      }),
    ]);
    return await fn(`http://localhost:${port}`);
  } finally {
    if (vivo()) {
      // the child disposes of its Worker when the IPC channel closes (also if this process dies);
      // not on SIGTERM, which wrangler's own handler answers with process.exit()
      const espera = (ms: number) => Promise.race([terminado, new Promise((r) => setTimeout(r, ms))]);
      if (server.connected) {
        server.disconnect();
        await espera(15_000);
      }
      if (vivo()) {
        server.kill('SIGTERM');
        await espera(1000);
      }
      if (vivo()) server.kill('SIGKILL');
    }
  }
}
