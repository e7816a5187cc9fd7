/**
 * The demo data's images, drawn by code with scripts/seed/png.ts: avatars, consulting rooms,
 * product tiles and the home background. A few variants are drawn once, stored under
 * fixed `demo/` keys and shared by many rows, so seeding stays fast (well under a second). A later
 * `npm start` draws again those a demo row still names but R2 lost (seed.ts `restaurarImagenesDemo`).
 */

import { normalizar } from '../../common/texto';
import { CARACTERISTICAS, type Caracteristica } from './datos';
import { hex, mix, Raster, type RGB } from './png';

/** What the seed needs of the R2 bucket: R2Bucket and wrangler's Node proxy of it both fit. */
export type ImageBucket = {
  put(key: string, value: Uint8Array, options: { httpMetadata: { contentType: string } }): Promise<unknown>;
  head(key: string): Promise<unknown>;
};

/** The R2 keys of the stored demo images, by what they show. */
export type ImagenesDemo = {
  avatares: string[];
  consultorios: string[];
  productos: Record<Caracteristica, [string, string]>;
  fondo: string;
};

const WHITE: RGB = [255, 255, 255];
const BLACK: RGB = [0, 0, 0];
const darker = (c: RGB, k = 0.25) => mix(c, BLACK, k);
const lighter = (c: RGB, k = 0.35) => mix(c, WHITE, k);

/** Background and silhouette tones, light and contrasting. */
const AVATARES: [string, string][] = [
  ['#e0f2f1', '#00796b'],
  ['#e3f2fd', '#1565c0'],
  ['#fce4ec', '#ad1457'],
  ['#fff3e0', '#e65100'],
  ['#ede7f6', '#5e35b1'],
  ['#e8f5e9', '#2e7d32'],
  ['#e0f7fa', '#00838f'],
  ['#f3e5f5', '#8e24aa'],
  ['#efebe9', '#5d4037'],
  ['#eceff1', '#455a64'],
  ['#fbe9e7', '#d84315'],
  ['#e8eaf6', '#283593'],
];

function avatar(index: number): Raster {
  const [bg, fg] = AVATARES[index].map(hex);
  const r = new Raster(256, 256).verticalGradient(lighter(bg, 0.5), bg);
  r.circle(128, 118, 88, WHITE, 0.35);
  r.ellipse(128, 258, 104, 92, fg);
  r.roundedRect(108, 128, 40, 46, 14, fg);
  r.circle(128, 98, 50, fg);
  if (index % 2 === 0) {
    // the lapels of a white coat
    r.line(128, 236, 104, 186, 6, WHITE, 0.9);
    r.line(128, 236, 152, 186, 6, WHITE, 0.9);
  }
  return r;
}

const PAREDES = ['#e0f2f1', '#e3f2fd', '#fdf6e3', '#f1f8e9', '#ede7f6', '#fff8e1', '#e8eaf6', '#fbe9e7'].map(hex);
const PISOS = ['#bcaaa4', '#b0bec5', '#d7ccc8', '#a1887f'].map(hex);
const ACENTOS = ['#00897b', '#1e88e5', '#43a047', '#8e24aa'].map(hex);

/** An abstract consulting room: wall, floor, window, desk with a screen, a plant and a cross sign. */
function consultorio(v: number): Raster {
  const wall = PAREDES[v % PAREDES.length];
  const floor = PISOS[v % PISOS.length];
  const accent = ACENTOS[v % ACENTOS.length];
  const flip = v % 2 === 1;
  const r = new Raster(480, 320).verticalGradient(lighter(wall, 0.4), wall);
  r.rect(0, 232, 480, 88, floor).rect(0, 228, 480, 5, darker(floor, 0.2));
  const wx = flip ? 300 : 36;
  r.roundedRect(wx, 40, 148, 120, 6, WHITE);
  r.roundedRect(wx + 8, 48, 132, 104, 3, hex('#b3e5fc'));
  r.circle(wx + 104, 80, 16, hex('#fff59d'));
  r.ellipse(wx + 48, 120, 40, 14, WHITE, 0.8);
  r.rect(wx + 72, 48, 5, 104, WHITE).rect(wx + 8, 98, 132, 5, WHITE);
  const sx = flip ? 96 : 392;
  r.circle(sx, 86, 30, WHITE).cross(sx, 86, 36, accent);
  r.roundedRect(150, 186, 188, 16, 4, hex('#8d6e63'));
  r.rect(162, 202, 12, 60, hex('#6d4c41')).rect(314, 202, 12, 60, hex('#6d4c41'));
  r.roundedRect(206, 132, 76, 50, 5, hex('#37474f')).roundedRect(212, 138, 64, 38, 3, lighter(accent, 0.55));
  r.rect(239, 182, 10, 5, hex('#37474f'));
  const px = flip ? 42 : 436;
  r.circle(px, 186, 24, hex('#388e3c'))
    .circle(px - 18, 198, 17, hex('#43a047'))
    .circle(px + 18, 196, 17, hex('#2e7d32'));
  r.roundedRect(px - 18, 204, 36, 44, 6, hex('#d7ccc8'));
  if (v % 3 === 0) r.roundedRect(flip ? 330 : 40, 212, 110, 22, 8, lighter(accent, 0.3));
  return r;
}

type Draw = (r: Raster, accent: RGB, bg: RGB) => void;

const FORMAS: Record<string, Draw> = {
  frasco: (r, a) => {
    r.roundedRect(166, 70, 68, 38, 6, darker(a)).rect(176, 106, 48, 22, lighter(a, 0.2));
    r.roundedRect(128, 124, 144, 212, 28, a).roundedRect(140, 186, 120, 90, 10, WHITE).cross(200, 231, 44, a);
  },
  tarro: (r, a) => {
    r.roundedRect(118, 128, 164, 42, 10, darker(a)).roundedRect(108, 164, 184, 172, 30, a);
    r.rect(108, 206, 184, 78, WHITE).rect(128, 230, 144, 8, lighter(a, 0.4)).rect(128, 248, 100, 8, lighter(a, 0.6));
  },
  tubo: (r, a) => {
    r.roundedRect(146, 70, 108, 24, 4, darker(a)).roundedRect(150, 84, 100, 224, 30, a);
    r.roundedRect(168, 300, 64, 38, 8, darker(a)).roundedRect(162, 150, 76, 90, 8, WHITE);
    r.rect(174, 176, 52, 8, lighter(a, 0.3)).rect(174, 196, 36, 8, lighter(a, 0.5));
  },
  dosificador: (r, a) => {
    r.line(200, 72, 250, 72, 9, darker(a))
      .roundedRect(184, 64, 32, 44, 6, darker(a))
      .rect(182, 104, 36, 30, lighter(a));
    r.roundedRect(138, 130, 124, 206, 24, a).roundedRect(150, 190, 100, 80, 10, WHITE);
  },
  caja: (r, a) => {
    r.roundedRect(108, 112, 184, 226, 10, a).roundedRect(108, 98, 184, 30, 8, lighter(a, 0.25));
    r.circle(200, 226, 50, WHITE).cross(200, 226, 62, a);
  },
  botiquin: (r, a, bg) => {
    r.roundedRect(160, 104, 80, 48, 16, darker(a)).roundedRect(176, 118, 48, 40, 8, bg);
    r.roundedRect(88, 140, 224, 194, 24, a).cross(200, 237, 96, WHITE);
  },
  aparato: (r, a) => {
    r.line(288, 250, 340, 318, 9, darker(a)).roundedRect(108, 120, 184, 214, 28, WHITE);
    r.roundedRect(132, 146, 136, 84, 10, hex('#263238'));
    r.rect(150, 166, 60, 12, hex('#80deea')).rect(150, 190, 90, 12, hex('#80deea'));
    r.circle(200, 284, 24, a);
  },
  termometro: (r, a) => {
    r.line(118, 300, 288, 110, 20, WHITE).line(130, 287, 200, 209, 8, a).circle(126, 292, 14, a);
    r.roundedRect(214, 150, 48, 26, 6, hex('#263238'));
  },
  cepillo: (r, a) => {
    r.roundedRect(184, 150, 32, 190, 16, a).roundedRect(180, 66, 40, 100, 18, a);
    r.roundedRect(212, 74, 26, 78, 6, WHITE);
  },
  tetero: (r, a) => {
    r.ellipse(200, 96, 26, 38, hex('#ffe0b2')).roundedRect(148, 118, 104, 38, 10, a);
    r.roundedRect(144, 150, 112, 188, 30, WHITE);
    for (const y of [190, 226, 262, 298]) r.rect(156, y, 30, 6, lighter(a, 0.2));
  },
  blister: (r, a) => {
    r.roundedRect(100, 100, 200, 240, 16, hex('#cfd8dc'));
    for (const x of [150, 250]) for (const y of [150, 210, 270]) r.circle(x, y, 24, WHITE).circle(x, y, 16, a);
  },
};

const TILES: Record<Caracteristica, { bg: string; accent: string; formas: [string, string] }> = {
  'Vitaminas y suplementos': { bg: '#fff3e0', accent: '#ef6c00', formas: ['frasco', 'tarro'] },
  'Cuidado de la piel': { bg: '#fce4ec', accent: '#d81b60', formas: ['tubo', 'dosificador'] },
  'Primeros auxilios': { bg: '#ffebee', accent: '#c62828', formas: ['botiquin', 'caja'] },
  'Equipos médicos': { bg: '#e3f2fd', accent: '#1565c0', formas: ['aparato', 'termometro'] },
  'Higiene oral': { bg: '#e0f7fa', accent: '#00838f', formas: ['tubo', 'cepillo'] },
  'Bebés y maternidad': { bg: '#f3e5f5', accent: '#8e24aa', formas: ['tetero', 'tarro'] },
  'Medicamentos de venta libre': { bg: '#e8f5e9', accent: '#2e7d32', formas: ['caja', 'blister'] },
};

function productoTile(c: Caracteristica, variant: 0 | 1): Raster {
  const tile = TILES[c];
  const bg = hex(tile.bg);
  const r = new Raster(400, 400).gradient(lighter(bg, 0.5), bg, 0, 0, 400, 400);
  r.circle(330, 70, 90, WHITE, 0.3).circle(56, 350, 70, WHITE, 0.25);
  r.ellipse(200, 340, 112, 14, BLACK, 0.1);
  FORMAS[tile.formas[variant]](r, hex(tile.accent), bg);
  return r;
}

/** A calm teal-to-blue banner with soft light circles, dark enough for white text on top. */
function fondoInicio(): Raster {
  const r = new Raster(1600, 600).gradient(hex('#0f766e'), hex('#1e3a8a'), 0, 0, 1600, 600);
  r.circle(1320, 120, 260, WHITE, 0.07).circle(1500, 520, 180, WHITE, 0.06).circle(180, 560, 220, WHITE, 0.05);
  r.circle(860, -40, 150, WHITE, 0.05).ellipse(800, 700, 900, 190, WHITE, 0.06);
  r.circle(1180, 300, 70, hex('#5eead4'), 0.12).cross(1180, 300, 70, WHITE, 0.25);
  return r;
}

/**
 * Draws every demo image, stores it in R2 and answers the keys and how many were stored. With
 * `faltantes`, only those of these keys that R2 no longer holds are drawn and stored again.
 */
export async function guardarImagenesDemo(
  bucket: ImageBucket,
  faltantes?: ReadonlySet<string>,
): Promise<{ keys: ImagenesDemo; total: number }> {
  const jobs: [string, () => Raster][] = [];
  const add = (key: string, draw: () => Raster) => {
    jobs.push([key, draw]);
    return key;
  };
  const pad = (n: number) => String(n + 1).padStart(2, '0');
  const keys: ImagenesDemo = {
    avatares: AVATARES.map((_, i) => add(`demo/avatar-${pad(i)}.png`, () => avatar(i))),
    consultorios: PAREDES.map((_, i) => add(`demo/consultorio-${pad(i)}.png`, () => consultorio(i))),
    productos: Object.fromEntries(
      CARACTERISTICAS.map((c) => [
        c,
        [0, 1].map((v) =>
          add(`demo/producto-${normalizar(c).replace(/ /g, '-')}-${v + 1}.png`, () => productoTile(c, v as 0 | 1)),
        ),
      ]),
    ) as ImagenesDemo['productos'],
    fondo: add('demo/fondo-inicio.png', fondoInicio),
  };
  const guardadas = await Promise.all(
    jobs.map(async ([key, draw]) => {
      if (faltantes && (!faltantes.has(key) || (await bucket.head(key)))) return 0;
      const png = await draw().toPng();
      await bucket.put(key, png, { httpMetadata: { contentType: 'image/png' } });
      return 1;
    }),
  );
  return { keys, total: guardadas.reduce((a: number, b) => a + b, 0) };
}
