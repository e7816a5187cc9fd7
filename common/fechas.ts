/**
 * Every date rule runs in America/Bogota (UTC-5, no daylight saving), whatever the
 * runtime's own zone, on the server and in the browser alike. Dates are YYYY-MM-DD strings;
 * times HH:MM.
 */
export const BOGOTA_OFFSET_MS = -5 * 60 * 60 * 1000;

export const DIAS = ['domingo', 'lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado'] as const;
export type Dia = (typeof DIAS)[number];

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall clock in Bogotá at `at`: its date (YYYY-MM-DD) and time (HH:MM). */
export function bogotaNow(at: Date = new Date()): { fecha: string; hora: string } {
  const enBogota = new Date(at.getTime() + BOGOTA_OFFSET_MS);
  return {
    fecha: `${enBogota.getUTCFullYear()}-${pad(enBogota.getUTCMonth() + 1)}-${pad(enBogota.getUTCDate())}`,
    hora: `${pad(enBogota.getUTCHours())}:${pad(enBogota.getUTCMinutes())}`,
  };
}

/** `fecha` plus `days` calendar days. */
export function addDays(fecha: string, days: number): string {
  const [y, m, d] = fecha.split('-').map(Number);
  const dia = new Date(Date.UTC(y, m - 1, d + days));
  return `${dia.getUTCFullYear()}-${pad(dia.getUTCMonth() + 1)}-${pad(dia.getUTCDate())}`;
}

/** Whole days from `a` to `b` (b - a). */
export function daysBetween(a: string, b: string): number {
  const toUtc = (f: string) => {
    const [y, m, d] = f.split('-').map(Number);
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((toUtc(b) - toUtc(a)) / 86_400_000);
}

/**
 * Accepts `YYYY-MM-DD` and the original calendar's `M/D/YYYY` (month first, unpadded);
 * answers `YYYY-MM-DD`, or null when it is not a real calendar date.
 */
export function parseFecha(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const v = value.trim();
  let y: number;
  let m: number;
  let d: number;
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(v);
  if (match) [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else {
    match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v);
    if (!match) return null;
    [m, d, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  }
  const dia = new Date(Date.UTC(y, m - 1, d));
  if (dia.getUTCFullYear() !== y || dia.getUTCMonth() !== m - 1 || dia.getUTCDate() !== d) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

/** The weekday of a calendar date (the date itself has no zone). */
export function diaDeLaSemana(fecha: string): Dia {
  const [y, m, d] = fecha.split('-').map(Number);
  return DIAS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
}

/** HH:MM, 00:00–23:59. */
export const isHora = (value: unknown): value is string =>
  typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

/** "2026-11-03" → "03/11/2026" */
export const fechaCorta = (fecha: string) => {
  const [y, m, d] = fecha.split('-');
  return `${d}/${m}/${y}`;
};

/** The UTC instant (ISO 8601) of a Bogotá date and wall-clock time: `2026-11-26`, `09:00` → `2026-11-26T14:00:00.000Z`. */
export function instanteBogota(fecha: string, hora: string): string {
  const [y, m, d] = fecha.split('-').map(Number);
  const [h, min] = hora.split(':').map(Number);
  return new Date(Date.UTC(y, m - 1, d, h, min) - BOGOTA_OFFSET_MS).toISOString();
}

/** 'HH:MM' → minutes since midnight. */
export const minutosDe = (hora: string) => Number(hora.slice(0, 2)) * 60 + Number(hora.slice(3, 5));

/** Minutes since midnight → 'HH:MM'. */
export const horaDe = (minutos: number) => `${pad(Math.floor(minutos / 60))}:${pad(minutos % 60)}`;
