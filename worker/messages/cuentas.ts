/** Spanish texts of the cuentas area (part of the one catalogue in worker/messages.ts). */
export const cuentas = {} as const;
