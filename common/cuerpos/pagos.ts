/**
 * The body the payment provider (Wompi) posts to `/api/pagos/wompi/eventos`: its event and the
 * transaction inside it, as the Worker reads them (unknown keys ignored). Its format is Wompi's.
 */
import { z } from 'zod';

/** `POST /api/pagos/wompi/eventos`: the payment provider's event, checked against its signature. */
export const eventoWompi = z.object({
  event: z.string().max(100),
  data: z.record(z.string(), z.unknown()),
  signature: z.object({
    properties: z.array(z.string().min(1).max(100)).min(1).max(20),
    checksum: z.string().max(128).optional(),
  }),
  timestamp: z.union([z.number().int().nonnegative(), z.string().regex(/^\d{1,15}$/)]),
});

export type EventoWompi = z.infer<typeof eventoWompi>;

/** The transaction inside an event's `data`. */
export const transaccionWompi = z.object({
  id: z.union([z.string().min(1).max(100), z.number().int()]).transform(String),
  status: z.string().max(30),
  reference: z.string().min(1).max(100),
  amount_in_cents: z.union([
    z.number().int(),
    z
      .string()
      .regex(/^\d{1,15}$/)
      .transform(Number),
  ]),
  currency: z.string().max(10).optional(),
});
export type TransaccionWompi = z.infer<typeof transaccionWompi>;
