/** Text as both sides compare, address and print it. */

/** Lowercase, accent-free, single-spaced: how names, cities and specialties are compared. */
export const normalizar = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9ñ]+/g, ' ')
    .trim();

/** The normalised text with dashes: how the app builds route segments ('Santa Marta' → 'santa-marta'). */
export const slug = (value: string): string => normalizar(value).replace(/ /g, '-');

const ENTIDADES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe inside HTML, in an element or a quoted attribute. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => ENTIDADES[ch] ?? ch);

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
export const ciudadCanonica = (value: string): string | null =>
  CIUDADES.find((c) => normalizar(c) === normalizar(value)) ?? null;
