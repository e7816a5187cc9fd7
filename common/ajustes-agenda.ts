/**
 * The bounds of a profesional's agenda settings, for the form that edits them (web), the body that
 * changes them (common/cuerpos/agenda.ts) and the dates a paciente may book. A leaf: it imports
 * nothing, so the web takes it without colombian-holidays (common/agenda.ts) or zod.
 */

/** The franja lengths a professional can choose, in minutes. */
export const DURACIONES_FRANJA = [15, 20, 30, 40, 45, 60] as const;

/** The longest booking window a professional can set: what the date fields and calendars accept at most. */
export const VENTANA_MAXIMA_DIAS = 365;
