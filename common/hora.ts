/**
 * How every screen and message writes a time of day: as es-CO writes it short, "8:00 a. m."
 * (the profile's next free franja, the franjas, the panel, the notices). From the text ("08:00"),
 * without Intl: the same on both sides, whatever the device's zone.
 */

/** "08:00" → "8:00 a. m.", "13:30" → "1:30 p. m.", "00:15" → "12:15 a. m." */
export function hora12(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'a. m.' : 'p. m.'}`;
}

/** A franja: "8:00 – 8:30 a. m." within one half of the day, "11:30 a. m. – 12:00 p. m." across noon. */
export function franja12(inicio: string, fin: string): string {
  const desde = hora12(inicio);
  const hasta = hora12(fin);
  return desde.slice(-5) === hasta.slice(-5) ? `${desde.slice(0, -6)} – ${hasta}` : `${desde} – ${hasta}`;
}

/** A sentence ended once: a time's "m." is already its full stop ("… a las 8:50 a. m.", never "m.."). */
export const conPunto = (frase: string): string => (frase.endsWith('.') ? frase : `${frase}.`);
