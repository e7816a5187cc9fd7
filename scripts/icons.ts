/**
 * Draws the PWA icons (run once: `npx tsx scripts/icons.ts`; the PNGs are committed):
 * 192 and 512 "any" icons, a separate 512 maskable icon (the cross inside the 80 % safe zone),
 * and the 180 px Apple touch icon. Same drawing code as the demo images (scripts/seed/png.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { hex, Raster } from './seed/png';

const TEAL = hex('#0f766e');
const TEAL_DARK = hex('#115e59');
const WHITE = hex('#ffffff');

async function icon(size: number, crossScale: number) {
  const r = new Raster(size, size, TEAL).verticalGradient(TEAL, TEAL_DARK);
  r.cross(size / 2, size / 2, size * crossScale, WHITE);
  return r.toPng();
}

const out = new URL('../web/public/icons/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });
const files: [string, number, number][] = [
  ['icon-192.png', 192, 0.62],
  ['icon-512.png', 512, 0.62],
  ['maskable-512.png', 512, 0.42],
  ['apple-touch-icon.png', 180, 0.55],
];
for (const [name, size, scale] of files) writeFileSync(out + name, await icon(size, scale));
console.log(`Íconos generados en ${out}`);
