/** Lowercase, accent-free, single-spaced: how names, cities and specialties are compared. */
export const slug = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9ñ]+/g, ' ')
    .trim();

/** The 20 cities of the specifications. */
export const CIUDADES = [
  'Bogotá',
  'Medellín',
  'Cali',
  'Barranquilla',
  'Cartagena',
  'Bucaramanga',
  'Manizales',
  'Pereira',
  'Santa Marta',
  'Cúcuta',
  'Ibagué',
  'Villavicencio',
  'Neiva',
  'Armenia',
  'Montería',
  'Popayán',
  'Sincelejo',
  'Riohacha',
  'Tunja',
  'Valledupar',
] as const;

/** The canonical city name for any spelling ('bogota' → 'Bogotá'), or null. */
export const ciudadCanonica = (value: string): string | null => CIUDADES.find((c) => slug(c) === slug(value)) ?? null;

/**
 * D1 in production refuses LIKE patterns longer than 50 bytes ("LIKE or GLOB pattern too
 * complex"); local workerd does not. `%text%` is cut so the whole pattern fits: matching the
 * first 48 bytes of a long word still finds every row that holds the word.
 * `escape` backslash-escapes LIKE wildcards (use with `escape '\'` in the SQL).
 */
export const LIKE_MAX_BYTES = 50;
export function likeContains(text: string, opts: { escape?: boolean } = {}): string {
  const encoder = new TextEncoder();
  let body = '';
  for (const ch of text) {
    const piece = opts.escape && /[\\%_]/.test(ch) ? `\\${ch}` : ch;
    if (encoder.encode(`%${body}${piece}%`).length > LIKE_MAX_BYTES) break;
    body += piece;
  }
  return `%${body}%`;
}
