/**
 * The repository's root, and the shared steps of scripts/lib.mjs (build, migrations and seed,
 * free port, wait for a server) typed for the benchmark.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
type Lib = {
  build: () => void;
  ensureDevVars: () => void;
  prepareDatabase: (dir: string) => void;
  waitFor: (url: string, ms: number) => Promise<void>;
  freePort: () => Promise<number>;
};
const libPath = '../lib.mjs';
export const lib = (await import(libPath)) as Lib;
