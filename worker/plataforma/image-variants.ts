/**
 * Small WebP copies of stored images, for lists (cards, tables, thumbnails). Each original
 * `<key>` may have one variant per allowed width, stored in R2 next to it as
 * `<key>@<width>.webp`. They are made with the Cloudflare Images binding (`RESIZE` in
 * wrangler.toml; locally miniflare does it with sharp): right after an upload, and on the
 * first request of a variant that is missing (images uploaded before variants existed).
 */

import { ANCHOS_IMAGEN, type AnchoImagen } from '../../common/imagenes';

const QUALITY = 80;

export const variantKey = (key: string, width: AnchoImagen) => `${key}@${width}.webp`;
export const variantKeys = (key: string) => ANCHOS_IMAGEN.map((w) => variantKey(key, w));
/** A variant's own key (variants of variants are never made). */
export const isVariantKey = (key: string) => /@\d+\.webp$/.test(key);

/** `?w=` as an allowed width, or null. Only the exact decimal spellings count ("320", not "0320"). */
export function parseWidth(value: string): AnchoImagen | null {
  return ANCHOS_IMAGEN.find((w) => String(w) === value) ?? null;
}

const u16be = (b: Uint8Array, i: number) => (b[i] << 8) | b[i + 1];
const u16le = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8);
const u24le = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8) | (b[i + 2] << 16);
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

/**
 * An image's pixel size read from its header (PNG IHDR, WebP VP8/VP8L/VP8X, JPEG SOF),
 * without decoding it; null when the header cannot be read.
 */
export function imageSize(b: Uint8Array): { width: number; height: number } | null {
  if (b.length >= 24 && b[0] === 0x89 && ascii(b, 12, 16) === 'IHDR') {
    const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (b.length >= 30 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') {
    const chunk = ascii(b, 12, 16);
    if (chunk === 'VP8 ') return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
    if (chunk === 'VP8L' && b[20] === 0x2f) {
      const bits = b[21] | (b[22] << 8) | (b[23] << 16) | (b[24] << 24);
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    if (chunk === 'VP8X') return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
    return null;
  }
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8) {
    let i = 2;
    while (i + 9 < b.length) {
      if (b[i] !== 0xff) return null;
      const marker = b[i + 1];
      if (marker === 0xff) {
        i++; // fill byte
        continue;
      }
      if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9)) {
        i += 2; // markers without a length
        continue;
      }
      const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
      if (isFrame) return { width: u16be(b, i + 7), height: u16be(b, i + 5) };
      i += 2 + u16be(b, i + 2);
    }
  }
  return null;
}

/** A copy the binding has not made in this time is given up: the original serves instead. */
export const LIMITE_VARIANTE_MS = 10_000;

/** `p`, or a rejection once `ms` have passed (a stuck image service never holds a request). */
function conLimite<T>(p: Promise<T>, ms: number): Promise<T> {
  let reloj: ReturnType<typeof setTimeout> | null = null;
  const vencido = new Promise<never>((_, reject) => {
    reloj = setTimeout(() => reject(new Error(`sin respuesta del servicio de imágenes en ${ms} ms`)), ms);
  });
  return Promise.race([p, vencido]).finally(() => reloj !== null && clearTimeout(reloj));
}

/**
 * The image as a WebP at most `width` px wide (never enlarged), or null when the binding is
 * missing or cannot read it (a failure is logged, never thrown: the original still serves).
 */
export async function makeVariant(
  resize: ImagesBinding | undefined,
  bytes: Uint8Array,
  width: AnchoImagen,
  limiteMs = LIMITE_VARIANTE_MS,
): Promise<Uint8Array | null> {
  if (!resize) return null;
  const actual = imageSize(bytes)?.width;
  // a dropped connection to the binding says `retryable: true`: one more try, then give up
  for (let intento = 1; ; intento++) {
    try {
      const hacer = async () => {
        const result = await resize
          .input(new Blob([bytes]).stream())
          .transform({ width: actual ? Math.min(width, actual) : width, fit: 'scale-down' })
          .output({ format: 'image/webp', quality: QUALITY });
        return new Uint8Array(await result.response().arrayBuffer());
      };
      const out = await conLimite(hacer(), limiteMs);
      return out.length > 0 ? out : null;
    } catch (err) {
      if (intento < 2 && (err as { retryable?: unknown })?.retryable === true) continue;
      console.error('No se pudo crear la variante', width, err);
      return null;
    }
  }
}

/** Makes and stores one variant of `key`; answers what was stored and its bytes, or null. */
export async function guardarVariante(
  bucket: R2Bucket,
  resize: ImagesBinding | undefined,
  key: string,
  bytes: Uint8Array,
  width: AnchoImagen,
): Promise<{ object: R2Object; bytes: Uint8Array } | null> {
  const variant = await makeVariant(resize, bytes, width);
  if (!variant) return null;
  try {
    const object = await bucket.put(variantKey(key, width), variant, { httpMetadata: { contentType: 'image/webp' } });
    return { object, bytes: variant };
  } catch (err) {
    console.error('No se pudo guardar la variante', key, width, err);
    return null;
  }
}

/** Every variant of a fresh upload, in parallel; a failed one is made later, on its first request. */
export async function guardarVariantes(
  bucket: R2Bucket,
  resize: ImagesBinding | undefined,
  key: string,
  bytes: Uint8Array,
) {
  await Promise.all(ANCHOS_IMAGEN.map((w) => guardarVariante(bucket, resize, key, bytes, w)));
}
