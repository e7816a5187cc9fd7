/** JavaScript and CSS bytes (gzip) per public route of a build, from scripts/bundle-report.mjs. */
import { spawnSync } from 'node:child_process';
import { root } from './lib';

type Bytes = { ruta: string; js: number; css: number; archivos: string[] };

export function bytesWeb(dist: string): { rutas: Bytes[]; problemas: string[]; avisos?: string[] } | null {
  const res = spawnSync('node', ['scripts/bundle-report.mjs', '--json', '--dist', dist], {
    cwd: root,
    encoding: 'utf8',
  });
  try {
    return JSON.parse(res.stdout);
  } catch {
    return null;
  }
}
