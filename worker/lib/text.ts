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
