/**
 * Consent to the data-processing policy (Ley 1581 de 2012): registration, booking and checkout
 * record it against this version of the policy (the web's policy page shows the same one).
 */
export const POLITICA_VERSION = '2026-11-29.1';

/**
 * The one rule for a consent field, whatever the form or client sends: `true`, `1`, and the
 * strings '1', 'true', 'on' (a checked box), 'si' and 'sí' mean given; anything else does not.
 */
export const consentimientoDado = (v: unknown): boolean =>
  v === true || v === 1 || (typeof v === 'string' && ['1', 'true', 'on', 'si', 'sí'].includes(v.trim().toLowerCase()));

/** A consent as a client sends it given (the values consentimientoDado reads as given; a body's schema reads it as `true`). */
export type Consentimiento = true | 1 | '1' | 'true' | 'on' | 'si' | 'sí';
