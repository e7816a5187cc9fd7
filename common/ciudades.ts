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
export const ciudadCanonica = (value: string): (typeof CIUDADES)[number] | null =>
  CIUDADES.find((c) => normalizar(c) === normalizar(value)) ?? null;

/** Where each ciudad is (latitude, longitude in degrees, its centre): to propose the nearest one. */
const UBICACION: Record<(typeof CIUDADES)[number], [number, number]> = {
  Bogotá: [4.711, -74.072],
  Medellín: [6.244, -75.581],
  Cali: [3.452, -76.532],
  Barranquilla: [10.964, -74.796],
  Cartagena: [10.391, -75.479],
  Bucaramanga: [7.119, -73.123],
  Manizales: [5.07, -75.514],
  Pereira: [4.814, -75.694],
  'Santa Marta': [11.24, -74.199],
  Cúcuta: [7.894, -72.508],
  Ibagué: [4.438, -75.232],
  Villavicencio: [4.142, -73.627],
  Neiva: [2.927, -75.282],
  Armenia: [4.534, -75.681],
  Montería: [8.748, -75.881],
  Popayán: [2.444, -76.614],
  Sincelejo: [9.304, -75.397],
  Riohacha: [11.544, -72.907],
  Tunja: [5.535, -73.368],
  Valledupar: [10.463, -73.253],
};

/**
 * Of `candidatas` (any spelling), the canonical name of the one nearest to `desde` in a straight
 * line; with `desde` unknown, the first known candidate; null when none is a known ciudad.
 */
export function ciudadMasCercana(desde: string | undefined, candidatas: string[]): string | null {
  const conocidas = candidatas.map(ciudadCanonica).filter((c): c is (typeof CIUDADES)[number] => c !== null);
  const origen = desde === undefined ? null : ciudadCanonica(desde);
  if (origen === null) return conocidas[0] ?? null;
  const [la, lo] = UBICACION[origen as (typeof CIUDADES)[number]];
  const lejos = (c: (typeof CIUDADES)[number]) => {
    const [lb, lob] = UBICACION[c];
    // an equirectangular distance: enough to order ciudades of one country
    return ((lob - lo) * Math.cos((((la + lb) / 2) * Math.PI) / 180)) ** 2 + (lb - la) ** 2;
  };
  return (
    conocidas.filter((c) => c !== origen).sort((a, b) => lejos(a) - lejos(b) || a.localeCompare(b, 'es'))[0] ?? null
  );
}
