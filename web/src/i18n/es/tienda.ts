/** Texts of the tienda screens (part of the one catalogue in i18n/es.ts). */
export const tienda = {} as const;
