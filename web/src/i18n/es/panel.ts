/** Texts of the panel screens (part of the one catalogue in i18n/es.ts). */
export const panel = {} as const;
