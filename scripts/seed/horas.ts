/** Wall-clock helpers of the demo plan: 'HH:MM' texts and Bogotá moments. */
const pad = (n: number) => String(n).padStart(2, '0');

/** 'HH:MM' → minutes since midnight. */
export const minutes = (hora: string) => Number(hora.slice(0, 2)) * 60 + Number(hora.slice(3, 5));

/** Minutes since midnight → 'HH:MM'. */
export const hhmm = (total: number) => `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;

/** A Bogotá wall-clock moment as the ISO UTC text the timestamps use (Bogotá is UTC-5). */
export function isoBogota(fecha: string, hora: string): string {
  const [y, m, d] = fecha.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d, 5, minutes(hora))).toISOString();
}
