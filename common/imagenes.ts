/** Stored images as both sides name them: `/storage/<key>`, with small WebP copies. */

/** The widths of the server's small WebP copies of a stored image (`/storage/<key>?w=`); nothing else is made. */
export const ANCHOS_IMAGEN = [160, 320, 640] as const;
export type AnchoImagen = (typeof ANCHOS_IMAGEN)[number];

/**
 * The home's background is its 640 px WebP copy where `media` matches (a phone-sized screen),
 * the original elsewhere (HomePage, directorio.css); web/build/precarga.js preloads the same choice.
 */
export const FONDO_MOVIL = { ancho: 640, media: '(max-width: 767px)' } as const satisfies {
  ancho: AnchoImagen;
  media: string;
};

/** Image keys are served at /storage/<key>; with `ancho`, the server's small WebP copy of that width. */
export const storageUrl = (key: string | null | undefined, ancho?: AnchoImagen) =>
  key ? `/storage/${key}${ancho ? `?w=${ancho}` : ''}` : '';

/**
 * `src`, `srcSet` and `sizes` for a stored image shown small (cards, galleries): the browser
 * takes the lightest copy that stays sharp at `sizes` on its screen; `src` (320 px) for the rest.
 * Keep the `<img>`'s width/height (or its CSS box) so nothing moves while it loads.
 */
export function imagenLista(key: string | null | undefined, sizes: string) {
  const ancho: AnchoImagen = 320;
  return {
    src: storageUrl(key, ancho),
    srcSet: key ? ANCHOS_IMAGEN.map((w) => `${storageUrl(key, w)} ${w}w`).join(', ') : undefined,
    sizes,
  };
}
