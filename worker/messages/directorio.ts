/** Spanish texts of the directorio area (part of the one catalogue in worker/messages.ts). */
export const directorio = {} as const;
