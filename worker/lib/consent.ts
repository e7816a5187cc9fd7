/**
 * The version of the data-processing policy (web/src/i18n/es/legal.ts shows the same one) that
 * every consent record (Ley 1581 de 2012) refers to: registration, booking and checkout.
 */
export const POLITICA_VERSION = '2026-11';
