/**
 * A tiny raster and PNG encoder with no dependencies, for images drawn by code (the demo
 * data's avatars, product tiles and backgrounds). Runs in workerd and Node 20 alike:
 * deflate comes from `CompressionStream('deflate')` (zlib format, as PNG wants).
 * Shapes are drawn from signed-distance functions, so edges are anti-aliased.
 */
export type RGB = readonly [number, number, number];

/** '#1e88e5' → [30, 136, 229] */
export function hex(value: string): RGB {
  const n = Number.parseInt(value.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** The colour between `a` (t = 0) and `b` (t = 1). */
export function mix(a: RGB, b: RGB, t: number): RGB {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

const clamp01 = (v: number) => Math.max(0, Math.min(1, v));

/** Signed distance from (px, py) to a rounded box centred at (cx, cy): negative inside. */
function roundedBoxDistance(px: number, py: number, cx: number, cy: number, hw: number, hh: number, r: number) {
  const qx = Math.abs(px - cx) - hw + r;
  const qy = Math.abs(py - cy) - hh + r;
  const outside = Math.hypot(Math.max(qx, 0), Math.max(qy, 0));
  return outside + Math.min(Math.max(qx, qy), 0) - r;
}

/** An RGB canvas. Coordinates are pixels; (0, 0) is the top-left corner. */
export class Raster {
  readonly data: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
    background: RGB = [255, 255, 255],
  ) {
    this.data = new Uint8Array(width * height * 3);
    this.fill(background);
  }

  fill(color: RGB): this {
    for (let i = 0; i < this.data.length; i += 3) {
      this.data[i] = color[0];
      this.data[i + 1] = color[1];
      this.data[i + 2] = color[2];
    }
    return this;
  }

  /** A linear gradient over the whole canvas, from `from` at (x0, y0) to `to` at (x1, y1). */
  gradient(from: RGB, to: RGB, x0: number, y0: number, x1: number, y1: number): this {
    const dx = x1 - x0;
    const dy = y1 - y0;
    const len2 = dx * dx + dy * dy || 1;
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        const t = clamp01(((x + 0.5 - x0) * dx + (y + 0.5 - y0) * dy) / len2);
        const i = (y * this.width + x) * 3;
        this.data[i] = from[0] + (to[0] - from[0]) * t;
        this.data[i + 1] = from[1] + (to[1] - from[1]) * t;
        this.data[i + 2] = from[2] + (to[2] - from[2]) * t;
      }
    }
    return this;
  }

  /** Top-to-bottom gradient. */
  verticalGradient(top: RGB, bottom: RGB): this {
    return this.gradient(top, bottom, 0, 0, 0, this.height);
  }

  /**
   * Paints `color` (with `alpha`) where `distance(x, y)` is negative, inside the box
   * [x0, x1) × [y0, y1); the one-pixel band around 0 is blended for smooth edges.
   */
  shape(
    x0: number,
    y0: number,
    x1: number,
    y1: number,
    distance: (x: number, y: number) => number,
    color: RGB,
    alpha = 1,
  ): this {
    const left = Math.max(0, Math.floor(x0));
    const top = Math.max(0, Math.floor(y0));
    const right = Math.min(this.width, Math.ceil(x1));
    const bottom = Math.min(this.height, Math.ceil(y1));
    for (let y = top; y < bottom; y++) {
      for (let x = left; x < right; x++) {
        const cover = clamp01(0.5 - distance(x + 0.5, y + 0.5)) * alpha;
        if (cover <= 0) continue;
        const i = (y * this.width + x) * 3;
        this.data[i] += (color[0] - this.data[i]) * cover;
        this.data[i + 1] += (color[1] - this.data[i + 1]) * cover;
        this.data[i + 2] += (color[2] - this.data[i + 2]) * cover;
      }
    }
    return this;
  }

  circle(cx: number, cy: number, r: number, color: RGB, alpha = 1): this {
    return this.shape(
      cx - r - 1,
      cy - r - 1,
      cx + r + 1,
      cy + r + 1,
      (x, y) => Math.hypot(x - cx, y - cy) - r,
      color,
      alpha,
    );
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, color: RGB, alpha = 1): this {
    const k = Math.min(rx, ry);
    return this.shape(
      cx - rx - 1,
      cy - ry - 1,
      cx + rx + 1,
      cy + ry + 1,
      (x, y) => (Math.hypot((x - cx) / rx, (y - cy) / ry) - 1) * k,
      color,
      alpha,
    );
  }

  /** A rectangle with its top-left corner at (x, y) and corners rounded by `r`. */
  roundedRect(x: number, y: number, w: number, h: number, r: number, color: RGB, alpha = 1): this {
    const radius = Math.min(r, w / 2, h / 2);
    const cx = x + w / 2;
    const cy = y + h / 2;
    return this.shape(
      x - 1,
      y - 1,
      x + w + 1,
      y + h + 1,
      (px, py) => roundedBoxDistance(px, py, cx, cy, w / 2, h / 2, radius),
      color,
      alpha,
    );
  }

  rect(x: number, y: number, w: number, h: number, color: RGB, alpha = 1): this {
    return this.roundedRect(x, y, w, h, 0, color, alpha);
  }

  /** A thick line from (ax, ay) to (bx, by) with round ends (a capsule of radius `r`). */
  line(ax: number, ay: number, bx: number, by: number, r: number, color: RGB, alpha = 1): this {
    const dx = bx - ax;
    const dy = by - ay;
    const len2 = dx * dx + dy * dy || 1;
    return this.shape(
      Math.min(ax, bx) - r - 1,
      Math.min(ay, by) - r - 1,
      Math.max(ax, bx) + r + 1,
      Math.max(ay, by) + r + 1,
      (px, py) => {
        const t = clamp01(((px - ax) * dx + (py - ay) * dy) / len2);
        return Math.hypot(px - ax - dx * t, py - ay - dy * t) - r;
      },
      color,
      alpha,
    );
  }

  /** A '+' made of two rounded bars, centred at (cx, cy), `size` wide. */
  cross(cx: number, cy: number, size: number, color: RGB, alpha = 1): this {
    const bar = size / 3;
    const r = bar / 5;
    return this.shape(
      cx - size / 2 - 1,
      cy - size / 2 - 1,
      cx + size / 2 + 1,
      cy + size / 2 + 1,
      (px, py) =>
        Math.min(
          roundedBoxDistance(px, py, cx, cy, size / 2, bar / 2, r),
          roundedBoxDistance(px, py, cx, cy, bar / 2, size / 2, r),
        ),
      color,
      alpha,
    );
  }

  toPng(): Promise<Uint8Array> {
    return encodePng(this.width, this.height, this.data);
  }
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** The standard CRC-32 (ISO-HDLC) that PNG chunks carry. */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

async function deflate(data: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const stream = new Blob([data]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * Scanlines with a per-row PNG filter: None, Sub or Up, whichever leaves the smallest
 * residuals (the usual heuristic); gradients and flat areas then deflate very well.
 */
function filterRows(width: number, height: number, rgb: Uint8Array): Uint8Array<ArrayBuffer> {
  const stride = width * 3;
  const out = new Uint8Array((stride + 1) * height);
  const candidate = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const row = y * stride;
    const dest = y * (stride + 1);
    let bestType = 0;
    let bestScore = Number.POSITIVE_INFINITY;
    for (const type of [0, 1, 2]) {
      let score = 0;
      for (let i = 0; i < stride; i++) {
        const prior = type === 1 ? (i >= 3 ? rgb[row + i - 3] : 0) : type === 2 && y > 0 ? rgb[row + i - stride] : 0;
        const v = (rgb[row + i] - prior) & 0xff;
        score += v < 128 ? v : 256 - v;
      }
      if (score < bestScore) [bestScore, bestType] = [score, type];
    }
    for (let i = 0; i < stride; i++) {
      const prior =
        bestType === 1 ? (i >= 3 ? rgb[row + i - 3] : 0) : bestType === 2 && y > 0 ? rgb[row + i - stride] : 0;
      candidate[i] = (rgb[row + i] - prior) & 0xff;
    }
    out[dest] = bestType;
    out.set(candidate, dest + 1);
  }
  return out;
}

function chunk(type: string, payload: Uint8Array): Uint8Array {
  const out = new Uint8Array(payload.length + 12);
  const view = new DataView(out.buffer);
  view.setUint32(0, payload.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(payload, 8);
  view.setUint32(8 + payload.length, crc32(out.subarray(4, 8 + payload.length)));
  return out;
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Encodes 8-bit RGB pixels (row-major, `width * height * 3` bytes) as a PNG file. */
export async function encodePng(width: number, height: number, rgb: Uint8Array): Promise<Uint8Array> {
  if (rgb.length !== width * height * 3) throw new RangeError('encodePng: pixel data does not match the size');
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, adaptive filters, no interlace
  const parts = [
    Uint8Array.from(SIGNATURE),
    chunk('IHDR', header),
    chunk('IDAT', await deflate(filterRows(width, height, rgb))),
    chunk('IEND', new Uint8Array(0)),
  ];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}
