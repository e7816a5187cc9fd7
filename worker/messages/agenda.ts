/** Spanish texts of the agenda area (part of the one catalogue in worker/messages.ts). */
export const agenda = {} as const;
