/** Spanish texts of the tienda area (part of the one catalogue in worker/messages.ts). */
export const tienda = {} as const;
