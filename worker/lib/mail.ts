import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { type DrizzleD1Database, drizzle } from 'drizzle-orm/d1';
import * as schema from '../db/schema';
import type { Bindings } from '../env';

export type Adjunto = { filename: string; contentType: string; content: string };
export type Correo = { para: string; asunto: string; texto: string; html?: string; adjuntos?: Adjunto[] };
export type MensajeSaliente = Correo & { id: number; html: string; adjuntos: Adjunto[] };

/**
 * Queues an e-mail in the outbox. Answers the insert statement so callers put it in the
 * same `db.batch([...])` as what caused it (a booking, a paid order): all or nothing.
 * `sendPending` delivers it (right away where the caller asks, and by cron in worker/scheduled.ts).
 */
export const queueMail = (db: DrizzleD1Database<typeof schema>, correo: Correo) =>
  db.insert(schema.mailOutbox).values({
    para: correo.para,
    asunto: correo.asunto,
    texto: correo.texto,
    html: correo.html ?? '',
    adjuntos: JSON.stringify(correo.adjuntos ?? []),
  });

/** Delivers one message or throws (the outbox then retries it later). */
export interface MailSender {
  readonly nombre: string;
  send(mensaje: MensajeSaliente): Promise<void>;
}

/** Local runs: the outbox table IS the mailbox (read it at /api/dev/correos); sending only marks it sent. */
export const localSender: MailSender = { nombre: 'local', send: async () => {} };

/** A Resend-compatible HTTP provider: POST JSON, Bearer key; any non-2xx answer is a failure. */
export function httpSender(url: string, apiKey: string, from: string): MailSender {
  return {
    nombre: 'http',
    async send(m) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          from,
          to: [m.para],
          subject: m.asunto,
          text: m.texto,
          ...(m.html ? { html: m.html } : {}),
          attachments: m.adjuntos.map((a) => ({
            filename: a.filename,
            content: base64(a.content),
            content_type: a.contentType,
          })),
        }),
      });
      if (!res.ok) {
        const detail = (await res.text().catch(() => '')).slice(0, 300);
        throw new Error(`HTTP ${res.status} ${detail}`.trim());
      }
    },
  };
}

/** The HTTP provider when its three secrets are set, otherwise the local mailbox. */
export const senderFor = (env: Bindings): MailSender =>
  env.MAIL_API_URL && env.MAIL_API_KEY && env.MAIL_FROM
    ? httpSender(env.MAIL_API_URL, env.MAIL_API_KEY, env.MAIL_FROM)
    : localSender;

function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export const MAX_INTENTOS = 8;
/** While a run sends a message it is leased, so an overlapping run never sends it twice. */
const LEASE_MS = 5 * 60_000;

/** Wait before the next attempt after `intentos` failures: 1, 2, 4 … minutes, at most 12 hours. */
export const backoffMs = (intentos: number) => Math.min(60_000 * 2 ** Math.max(0, intentos - 1), 12 * 3_600_000);

type Opciones = { sender?: MailSender; now?: Date; ids?: number[] };
export type Resultado = { enviados: number; reintentar: number; fallidos: number };

/**
 * Sends up to `limit` due `pendiente` messages (only `ids` when given). Each is claimed first in
 * one statement (its next attempt pushed past the lease), then sent; a failure counts an attempt,
 * keeps the error and schedules a retry with exponential backoff, and the eighth marks it `fallido`.
 */
export async function sendPending(env: Bindings, limit = 20, opts: Opciones = {}): Promise<Resultado> {
  const db = drizzle(env.DB, { schema });
  const o = schema.mailOutbox;
  const now = opts.now ?? new Date();
  const sender = opts.sender ?? senderFor(env);
  const due = db
    .select({ id: o.id })
    .from(o)
    .where(
      and(
        eq(o.estado, 'pendiente'),
        lte(o.proximo_intento, now.toISOString()),
        opts.ids ? inArray(o.id, opts.ids) : undefined,
      ),
    )
    .orderBy(o.proximo_intento, o.id)
    .limit(limit);
  const claimed = await db
    .update(o)
    .set({ proximo_intento: new Date(now.getTime() + LEASE_MS).toISOString() })
    .where(and(inArray(o.id, due), eq(o.estado, 'pendiente')))
    .returning();

  const resultado: Resultado = { enviados: 0, reintentar: 0, fallidos: 0 };
  const updates = [];
  for (const row of claimed) {
    const mensaje: MensajeSaliente = { ...row, adjuntos: parseAdjuntos(row.adjuntos) };
    try {
      await sender.send(mensaje);
      resultado.enviados++;
      updates.push(
        db
          .update(o)
          .set({ estado: 'enviado', enviado_at: sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`, ultimo_error: '' })
          .where(eq(o.id, row.id)),
      );
    } catch (err) {
      const intentos = row.intentos + 1;
      const fallido = intentos >= MAX_INTENTOS;
      if (fallido) resultado.fallidos++;
      else resultado.reintentar++;
      updates.push(
        db
          .update(o)
          .set({
            intentos,
            estado: fallido ? 'fallido' : 'pendiente',
            ultimo_error: (err instanceof Error ? err.message : String(err)).slice(0, 500),
            proximo_intento: new Date(now.getTime() + backoffMs(intentos)).toISOString(),
          })
          .where(eq(o.id, row.id)),
      );
    }
  }
  if (updates.length > 0) await db.batch(updates as [(typeof updates)[0], ...typeof updates]);
  return resultado;
}

export function parseAdjuntos(raw: string): Adjunto[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? (value as Adjunto[]) : [];
  } catch {
    return [];
  }
}
