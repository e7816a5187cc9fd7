/**
 * What a failed story leaves behind (issue 32): test-results/e2e/<spec>/<story>/ holds a
 * screenshot of each page still open, the Playwright trace of each browser context the story
 * used (`npx playwright-core show-trace <zip>`) and the server's log from the moment the story
 * started; the failure prints that folder. A story that passes leaves nothing.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import type { TestContext } from 'vitest';

const raiz = new URL('../..', import.meta.url).pathname;
/** scripts/e2e.mjs names the folder and the server's log; a run by hand writes beside it */
const RESULTADOS = process.env.E2E_RESULTADOS ?? join(raiz, 'test-results/e2e');
const LOG = process.env.E2E_SERVIDOR_LOG;

/** The contexts open in this story (and those opened before it, in a beforeAll, still open). */
const abiertos = new Set<BrowserContext>();
/**
 * Contexts the story closed: their pages closed at once, the context itself at the story's end,
 * when its trace is saved (the story failed) or dropped. Writing a zip of every closed context
 * cost each passing story a second of CPU for nothing.
 */
const aplazados = new Map<BrowserContext, () => Promise<void>>();
/** Traces of the persistent contexts (a browser of their own) the story closed, saved as they closed. */
let cerradas: string[] = [];
/** Where the server's log stood when the story started. */
let desde = 0;
let n = 0;
let enHistoria = false;

const borradores = () => {
  const dir = join(process.env.E2E_STATE ?? tmpdir(), 'trazas');
  mkdirSync(dir, { recursive: true });
  return dir;
};

/**
 * Records `context` (a trace of every action with its DOM snapshot; the failure adds a screenshot
 * of each page) until it closes. `persistente`: a browser of its own (launchPersistentContext),
 * closed at once since its profile folder is removed right after.
 */
export async function seguir(context: BrowserContext, { persistente = false } = {}) {
  await context.tracing.start({ snapshots: true });
  abiertos.add(context);
  const cerrar = context.close.bind(context);
  context.close = async (opciones) => {
    if (!abiertos.delete(context)) return cerrar(opciones);
    if (enHistoria && !persistente) {
      await Promise.all(context.pages().map((p) => p.close().catch(() => undefined)));
      aplazados.set(context, () => cerrar(opciones));
      return;
    }
    const traza = join(borradores(), `traza-${++n}.zip`);
    await context.tracing
      .stopChunk({ path: traza })
      .then(() => cerradas.push(traza))
      .catch(() => undefined);
    return cerrar(opciones);
  };
}

/** Before each story: the traces start afresh, and the server's log is read from here on. */
export async function alEmpezar() {
  enHistoria = true;
  for (const c of abiertos) await c.tracing.startChunk().catch(() => undefined);
  for (const t of cerradas) rmSync(t, { force: true });
  cerradas = [];
  desde = LOG && existsSync(LOG) ? statSync(LOG).size : 0;
}

const nombre = (texto: string) =>
  texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 90);

/** After each story: its folder when it failed; otherwise the traces go. */
export async function alTerminar({ task }: TestContext) {
  enHistoria = false;
  if (task.result?.state !== 'fail') {
    for (const c of abiertos) await c.tracing.stopChunk().catch(() => undefined);
    await cerrarAplazados();
    for (const t of cerradas) rmSync(t, { force: true });
    cerradas = [];
    return;
  }
  const dir = join(RESULTADOS, basename(task.file.name, '.spec.ts'), nombre(task.name));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let i = 0;
  for (const c of abiertos) {
    i++;
    for (const [j, page] of c.pages().entries())
      await page.screenshot({ path: join(dir, `pantalla-${i}-${j + 1}.png`), fullPage: true }).catch(() => undefined);
    await c.tracing.stopChunk({ path: join(dir, `traza-${i}.zip`) }).catch(() => undefined);
  }
  await cerrarAplazados(dir);
  for (const t of cerradas) copyFileSync(t, join(dir, `cerrada-${basename(t)}`));
  for (const t of cerradas) rmSync(t, { force: true });
  cerradas = [];
  if (LOG && existsSync(LOG)) writeFileSync(join(dir, 'servidor.log'), readFileSync(LOG).subarray(desde));
  console.error(`e2e: la historia falló; su captura, traza y registro del servidor están en ${relative(raiz, dir)}/`);
}

/** Closes the contexts the story closed, saving their traces into `dir` when it failed. */
async function cerrarAplazados(dir?: string) {
  for (const [c, cerrar] of aplazados) {
    const path = dir ? join(dir, `cerrada-traza-${++n}.zip`) : undefined;
    await c.tracing.stopChunk(path ? { path } : undefined).catch(() => undefined);
    await cerrar().catch(() => undefined);
  }
  aplazados.clear();
}

/** When a file's browser closes: contexts a failed story left open are not the next file's. */
export function olvidarContextos() {
  abiertos.clear();
  aplazados.clear();
}
