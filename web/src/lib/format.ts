/** es-CO formatting shared by every screen. Dates follow America/Bogota. */
import { comun } from '../i18n/es/comun';
import { numero, numeroIntl } from './numero';

/**
 * Public store: no decimals. `Intl.NumberFormat('es-CO', {style: 'currency', currency: 'COP'})`'s
 * text ("$ 12.345", a no-break space after the sign), built without Intl (see `numero`).
 */
export const cop = (value: number) =>
  value >= 0 && Number.isFinite(value) ? `$\u00a0${numero(value, 0)}` : numeroIntl(value, 0, 'COP');
/** Admin tables: two decimals (as specified). */
export const copAdmin2 = (value: number) => numeroIntl(value, 2, 'COP');

/** Phones are shown with the +57 prefix. */
export const telefono = (value: string) => {
  const digits = (value ?? '').replace(/\D/g, '').replace(/^57(?=\d{10}$)/, '');
  if (!digits) return '';
  return digits.length === 10 ? `+57 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}` : `+57 ${digits}`;
};

const BOGOTA_OFFSET_MS = -5 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

/** A moment's day in Bogotá, "4 de enero de 2026" (Intl's es-CO `dateStyle: 'long'`), without Intl. */
export function fechaDia(momento: Date): string {
  const b = new Date(momento.getTime() + BOGOTA_OFFSET_MS);
  return comun.fechaDia(b.getUTCDate(), b.getUTCMonth(), b.getUTCFullYear());
}

/** Today (and the clock) in Bogotá, whatever the device's zone. */
export function bogotaHoy(at: Date = new Date()): { fecha: string; hora: string } {
  const b = new Date(at.getTime() + BOGOTA_OFFSET_MS);
  return {
    fecha: `${b.getUTCFullYear()}-${pad(b.getUTCMonth() + 1)}-${pad(b.getUTCDate())}`,
    hora: `${pad(b.getUTCHours())}:${pad(b.getUTCMinutes())}`,
  };
}

export function sumarDias(fecha: string, dias: number): string {
  const [y, m, d] = fecha.split('-').map(Number);
  const t = new Date(Date.UTC(y, m - 1, d + dias));
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

/** "2026-11-03" → "martes, 3 de noviembre de 2026" */
export function fechaLarga(fecha: string): string {
  const [y, m, d] = fecha.split('-').map(Number);
  return new Intl.DateTimeFormat('es-CO', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

/** "2026-11-03" → "03/11/2026" */
export const fechaCorta = (fecha: string) => {
  const [y, m, d] = fecha.split('-');
  return `${d}/${m}/${y}`;
};

/** Lowercase, accent-free: how the app builds route slugs and compares names. */
export const slug = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9ñ]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** The 20 cities of the specifications: the server's own list (worker/lib/text.ts is plain TypeScript). */
export { CIUDADES } from '../../../worker/lib/text';

/** The widths of the server's small WebP copies of a stored image (`/storage/<key>?w=`). */
export const ANCHOS_IMAGEN = [160, 320, 640] as const;
export type AnchoImagen = (typeof ANCHOS_IMAGEN)[number];

/** Image keys are served at /storage/<key>; with `ancho`, the server's small WebP copy of that width. */
export const storageUrl = (key: string | null | undefined, ancho?: AnchoImagen) =>
  key ? `/storage/${key}${ancho ? `?w=${ancho}` : ''}` : '';

/**
 * The home's background is its 640 px WebP copy where `media` matches (a phone-sized screen),
 * the original elsewhere (HomePage, directory.css); web/build/precarga.js preloads the same choice.
 */
export const FONDO_MOVIL = { ancho: 640, media: '(max-width: 767px)' } as const satisfies {
  ancho: AnchoImagen;
  media: string;
};

/**
 * `src`, `srcSet` and `sizes` for a stored image shown small (cards, galleries): the browser
 * takes the lightest copy that stays sharp at `sizes` on its screen; `src` (320 px) for the rest.
 * Keep the `<img>`'s width/height (or its CSS box) so nothing moves while it loads.
 */
export function imagenLista(key: string | null | undefined, sizes: string) {
  return {
    src: storageUrl(key, 320),
    srcSet: key ? ANCHOS_IMAGEN.map((w) => `${storageUrl(key, w)} ${w}w`).join(', ') : undefined,
    sizes,
  };
}
