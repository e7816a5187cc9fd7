import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/conexion';
import { conectar } from '../db/conexion';
import { schema } from '../db/schema';
import type { Bindings } from '../env';
import { msg } from '../textos';
import type { Adjunto, Canal, Correo, MailSender, MensajeSaliente } from './mensaje';
import { whatsappLocal, whatsappSender } from './whatsapp';

/**
 * Queues an e-mail in the outbox. Answers the insert statement so callers put it in the
 * same `db.batch([...])` as what caused it (a booking, a paid order): all or nothing.
 * `sendPending` delivers it (right away where the caller asks, and by cron in worker/tareas/programadas.ts);
 * with `deliverNow: true` the caller delivers it itself with `deliverNow` after the batch.
 */
export const queueMail = (db: Db, correo: Correo, opts: { deliverNow?: boolean } = {}) =>
  db.insert(schema.mailOutbox).values({
    para: correo.para,
    asunto: correo.asunto,
    texto: correo.texto,
    html: correo.html ?? '',
    adjuntos: JSON.stringify(correo.adjuntos ?? []),
    // the caller delivers it itself (`deliverNow`): queued already leased, the cron leaves it alone
    ...(opts.deliverNow ? { proximo_intento: new Date(Date.now() + LEASE_MS).toISOString() } : {}),
  });

/**
 * Several messages in one INSERT (one statement of the caller's batch instead of one each; a few
 * rows stay far below D1's 100 bound parameters), queued leased for the caller's `deliverNow`.
 * Answers the statement; its `returning` ids come in the order of `correos`.
 */
export const queueMails = (db: Db, correos: Correo[]) =>
  db.insert(schema.mailOutbox).values(
    correos.map((correo) => ({
      para: correo.para,
      asunto: correo.asunto,
      texto: correo.texto,
      html: correo.html ?? '',
      adjuntos: JSON.stringify(correo.adjuntos ?? []),
      proximo_intento: new Date(Date.now() + LEASE_MS).toISOString(),
    })),
  );

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

/** Where nothing real is sent (APP_ENV 'local' or 'test'), the outbox itself stands in for a provider. */
const esLocal = (env: Bindings) => env.APP_ENV === 'local' || env.APP_ENV === 'test';

/** Outside local runs, a channel without its secrets: every message fails (kept in `ultimo_error`), none is marked sent. */
const sinConfigurar = (canal: string, faltan: string): MailSender => ({
  nombre: 'sin-configurar',
  send: async () => {
    throw new Error(msg.avisos.envio.sinConfigurar(canal, faltan));
  },
});

/** The HTTP provider when its three secrets are set; otherwise the local mailbox, only in local runs. */
export const senderFor = (env: Bindings): MailSender =>
  env.MAIL_API_URL && env.MAIL_API_KEY && env.MAIL_FROM
    ? httpSender(env.MAIL_API_URL, env.MAIL_API_KEY, env.MAIL_FROM)
    : esLocal(env)
      ? localSender
      : sinConfigurar('correo', 'MAIL_API_URL, MAIL_API_KEY y MAIL_FROM');

/** The WhatsApp Cloud API when its two secrets are set; otherwise the local stand-in, only in local runs. */
export const whatsappSenderFor = (env: Bindings): MailSender =>
  env.WHATSAPP_PHONE_ID && env.WHATSAPP_TOKEN
    ? whatsappSender(env.WHATSAPP_PHONE_ID, env.WHATSAPP_TOKEN)
    : esLocal(env)
      ? whatsappLocal
      : sinConfigurar('whatsapp', 'WHATSAPP_PHONE_ID y WHATSAPP_TOKEN');

function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export const MAX_INTENTOS = 8;
/** Messages sent at once by one delivery (Workers keep at most 6 outgoing connections open). */
const ENVIOS_A_LA_VEZ = 6;
/** While a run sends a message it is leased, so an overlapping run never sends it twice. */
export const LEASE_MS = 5 * 60_000;

/** Wait before the next attempt after `intentos` failures: 1, 2, 4 … minutes, at most 12 hours. */
export const backoffMs = (intentos: number) => Math.min(60_000 * 2 ** Math.max(0, intentos - 1), 12 * 3_600_000);

/** `sender` stands in for the e-mail provider, `whatsapp` for the WhatsApp one. */
export type Opciones = { sender?: MailSender; whatsapp?: MailSender; now?: Date; ids?: number[] };
export type Resultado = { enviados: number; reintentar: number; fallidos: number };
type Fila = typeof schema.mailOutbox.$inferSelect;

/**
 * Sends up to `limit` due `pendiente` messages (only `ids` when given). Each is claimed first in
 * one statement (its next attempt pushed past the lease), then sent (`entregarFilas`). Where the
 * outbox has its queue (worker/mensajes/cola.ts) the cron enqueues instead; this stays for a
 * message a request sends at once and for a Worker without the queue.
 */
export async function sendPending(env: Bindings, limit = 20, opts: Opciones = {}): Promise<Resultado> {
  const db = conectar(env.DB);
  const o = schema.mailOutbox;
  const now = opts.now ?? new Date();
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
  return (await entregarFilas(env, claimed, { ...opts, now })).resultado;
}

/**
 * Sends rows already claimed, each through the sender of its `canal`, and writes every outcome in
 * one batch: sent; or a failure that counts an attempt, keeps the error and schedules a retry with
 * exponential backoff (`reintentos`: each row's id and when), the eighth marking it `fallido`.
 */
export async function entregarFilas(
  env: Bindings,
  filas: Fila[],
  opts: Opciones & { now: Date },
): Promise<{ resultado: Resultado; reintentos: { id: number; esperaMs: number }[] }> {
  const db = conectar(env.DB);
  const o = schema.mailOutbox;
  const { now } = opts;
  const senders: Record<Canal, MailSender> = {
    correo: opts.sender ?? senderFor(env),
    whatsapp: opts.whatsapp ?? whatsappSenderFor(env),
  };
  const resultado: Resultado = { enviados: 0, reintentar: 0, fallidos: 0 };
  const reintentos: { id: number; esperaMs: number }[] = [];
  const updates = [];
  // a few at a time (a Worker keeps at most 6 connections open): 50 messages cost ~9 waits, not 50
  const errores = new Map<number, unknown>();
  let siguiente = 0;
  const enviar = async () => {
    for (let row = filas[siguiente++]; row; row = filas[siguiente++]) {
      const mensaje: MensajeSaliente = { ...row, adjuntos: parseAdjuntos(row.adjuntos) };
      await (row.canal === 'whatsapp' ? senders.whatsapp : senders.correo)
        .send(mensaje)
        .catch((err: unknown) => errores.set(row.id, err));
    }
  };
  await Promise.all(Array.from({ length: Math.min(ENVIOS_A_LA_VEZ, filas.length) }, enviar));
  for (const row of filas) {
    if (!errores.has(row.id)) {
      resultado.enviados++;
      // the run's instant (a cron run of `POST /api/dev/cron` takes another one as now)
      updates.push(
        db
          .update(o)
          .set({ estado: 'enviado', enviado_at: now.toISOString(), ultimo_error: '' })
          .where(eq(o.id, row.id)),
      );
      continue;
    }
    const err = errores.get(row.id);
    const intentos = row.intentos + 1;
    const fallido = intentos >= MAX_INTENTOS;
    if (fallido) resultado.fallidos++;
    else {
      resultado.reintentar++;
      reintentos.push({ id: row.id, esperaMs: backoffMs(intentos) });
    }
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
  if (updates.length > 0) await db.batch(updates as [(typeof updates)[0], ...typeof updates]);
  return { resultado, reintentos };
}

/** How long delivered messages wait for others before their outcome is written (one statement for all). */
const AGRUPAR_MS = 250;
/** At most this many outcomes per write (D1 binds at most 100 parameters per statement). */
const POR_ESCRITURA = 50;

type Entrega = { id: number; error?: string };
let grupo: { entregas: Entrega[]; escrito: Promise<void> } | null = null;

/**
 * Delivers a message this request queued with `deliverNow` (row `id`), without a claim statement:
 * the row was written leased. Its outcome is written together with those of the other messages
 * this isolate delivered in the same AGRUPAR_MS (one batch, one commit for a burst of bookings)
 * rather than one commit each; a failure counts an attempt with backoff, as in `sendPending`. If
 * that write never happens, the lease runs out and the cron sends the message again. Never throws:
 * meant for `waitUntil`.
 */
export async function deliverNow(
  env: Bindings,
  id: number,
  correo: Correo,
  opts: { sender?: MailSender } = {},
): Promise<void> {
  const mensaje: MensajeSaliente = { ...correo, id, html: correo.html ?? '', adjuntos: correo.adjuntos ?? [] };
  let entrega: Entrega = { id };
  try {
    await (opts.sender ?? senderFor(env)).send(mensaje);
  } catch (err) {
    entrega = { id, error: (err instanceof Error ? err.message : String(err)).slice(0, 500) };
  }
  await anotar(env, entrega).catch((err) => console.error('Correo: no se pudo anotar el envío', id, String(err)));
}

function anotar(env: Bindings, entrega: Entrega): Promise<void> {
  if (!grupo || grupo.entregas.length >= POR_ESCRITURA) {
    const entregas: Entrega[] = [];
    const escrito = new Promise((r) => setTimeout(r, AGRUPAR_MS)).then(() => {
      if (grupo?.entregas === entregas) grupo = null;
      return escribirEntregas(env, entregas);
    });
    grupo = { entregas, escrito };
  }
  grupo.entregas.push(entrega);
  return grupo.escrito;
}

async function escribirEntregas(env: Bindings, entregas: Entrega[]) {
  const db = conectar(env.DB);
  const o = schema.mailOutbox;
  const enviados = entregas.filter((e) => e.error === undefined).map((e) => e.id);
  const now = Date.now();
  const updates = entregas
    .filter((e) => e.error !== undefined)
    .map((e) =>
      // a fresh message: this was its first attempt
      db
        .update(o)
        .set({ intentos: 1, ultimo_error: e.error, proximo_intento: new Date(now + backoffMs(1)).toISOString() })
        .where(and(eq(o.id, e.id), eq(o.estado, 'pendiente'))),
    );
  if (enviados.length)
    updates.push(
      db
        .update(o)
        .set({ estado: 'enviado', enviado_at: sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`, ultimo_error: '' })
        .where(and(inArray(o.id, enviados), eq(o.estado, 'pendiente'))),
    );
  if (updates.length > 0) await db.batch(updates as [(typeof updates)[0], ...typeof updates]);
}

export function parseAdjuntos(raw: string): Adjunto[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? (value as Adjunto[]) : [];
  } catch {
    return [];
  }
}
