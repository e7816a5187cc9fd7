import type { DrizzleD1Database } from 'drizzle-orm/d1';
import * as schema from '../db/schema';

export type Adjunto = { filename: string; contentType: string; content: string };
export type Correo = { para: string; asunto: string; texto: string; html?: string; adjuntos?: Adjunto[] };

/**
 * Queues an e-mail in the outbox. Answers the insert statement so callers put it in the
 * same `db.batch([...])` as what caused it (a booking, a paid order): all or nothing.
 * The sender and its retries live in the mail module (cron in worker/scheduled.ts).
 */
export const queueMail = (db: DrizzleD1Database<typeof schema>, correo: Correo) =>
  db.insert(schema.mailOutbox).values({
    para: correo.para,
    asunto: correo.asunto,
    texto: correo.texto,
    html: correo.html ?? '',
    adjuntos: JSON.stringify(correo.adjuntos ?? []),
  });
