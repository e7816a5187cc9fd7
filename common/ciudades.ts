/** The cities the directory lists and searches by (the specifications' 20). */
import { normalizar } from './texto';

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
