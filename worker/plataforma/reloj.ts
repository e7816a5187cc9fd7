/** Dates in words for messages and receipts. */

/** The Bogotá calendar day of an instant in words: "12 de marzo de 2027". */
export const diaEnPalabras = (instante: string | Date) =>
  new Intl.DateTimeFormat('es-CO', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'America/Bogota',
  }).format(new Date(instante));
