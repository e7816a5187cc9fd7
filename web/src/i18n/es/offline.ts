/** Texts of the offline screens (part of the one catalogue in i18n/es.ts). */
export const offline = {} as const;
