/** es-CO formatting of the screens (money, dates, cities and slugs live in common/). Dates follow America/Bogota. */

import { bogotaNow } from '../../../common/fechas';
import { textosComun } from '../i18n/es/comun';

/** Phones are shown with the +57 prefix. */
export const telefono = (value: string) => {
  const digits = (value ?? '').replace(/\D/g, '').replace(/^57(?=\d{10}$)/, '');
  if (!digits) return '';
  return digits.length === 10 ? `+57 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}` : `+57 ${digits}`;
};

/** A moment's day in Bogotá, "4 de enero de 2026" (Intl's es-CO `dateStyle: 'long'`), without Intl. */
export function fechaDia(momento: Date): string {
  const [y, m, d] = bogotaNow(momento).fecha.split('-').map(Number);
  return textosComun.fechaDia(d, m - 1, y);
}

/** "2026-11-03" → "martes, 3 de noviembre de 2026" */
export function fechaLarga(fecha: string): string {
  const [y, m, d] = fecha.split('-').map(Number);
  return new Intl.DateTimeFormat('es-CO', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

/** `src`, `srcSet` and `sizes` for a stored image shown small: common/imagenes.ts, which the cards import without this module. */
export { imagenLista } from '../../../common/imagenes';
