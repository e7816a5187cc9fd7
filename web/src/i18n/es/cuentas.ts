/** Texts of the cuentas screens (part of the one catalogue in i18n/es.ts). */
export const cuentas = {} as const;
