/** Texts of the directorio screens (part of the one catalogue in i18n/es.ts). */
export const directorio = {} as const;
