/**
 * The outbox through Cloudflare Queues (issue 36 item 5). The D1 outbox stays the record; the queue
 * only carries which row to send. The cron finds what is due (new messages, reminders, retries)
 * and `encolar`s it: each row gets a fresh claim (`ficha`) and a lease, and a message `{ id, ficha }`
 * goes on the queue. The consumer (`consumir`) takes a batch, claims the rows whose ficha still
 * matches (one statement: a copy of a message, or one whose row was re-enqueued meanwhile, claims
 * nothing) and sends them; a failure schedules the row with backoff and puts a new message on the
 * queue with that delay. A batch that throws (D1 down) is retried by the queue, and after its last
 * retry goes to the dead-letter queue, whose consumer (`liberar`) hands the rows back to the cron.
 * If even that fails, the lease runs out and the cron finds the rows again.
 */
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { conectar } from '../db/conexion';
import { schema } from '../db/schema';
import type { Bindings } from '../env';
import { entregarFilas, LEASE_MS, type Opciones, type Resultado } from './outbox';

/** What travels on the queue: the row, and the claim only that delivery holds. */
export type AvisoDeCola = { id: number; ficha: string };
export const COLA_MENSAJES = 'citasalud-mensajes';
export const COLA_MUERTOS = 'citasalud-mensajes-muertos';
/** Queues take at most 100 messages per sendBatch and delay them at most 12 hours. */
const POR_ENVIO_A_COLA = 100;
const DEMORA_MAX_S = 12 * 3600;
/** Rows claimed per statement while enqueueing (their ids and fichas come back in the answer). */
const POR_RECLAMO = 2000;

const o = schema.mailOutbox;
const fichaNueva = sql`lower(hex(randomblob(12)))`;
/** Rows `pendiente` whose (id, ficha) is one of `avisos`: one bound parameter, whatever the batch. */
const deLosAvisos = (avisos: AvisoDeCola[]) =>
  and(
    eq(o.estado, 'pendiente'),
    sql`(${o.id}, ${o.ficha}) IN (SELECT value ->> 0, value ->> 1 FROM json_each(${JSON.stringify(
      avisos.map((a) => [a.id, a.ficha]),
    )}))`,
  );

async function alaCola(cola: Queue<AvisoDeCola>, avisos: AvisoDeCola[], demoraS = 0) {
  for (let i = 0; i < avisos.length; i += POR_ENVIO_A_COLA)
    await cola.sendBatch(
      avisos
        .slice(i, i + POR_ENVIO_A_COLA)
        .map((body) => ({ body, ...(demoraS > 0 ? { delaySeconds: Math.min(demoraS, DEMORA_MAX_S) } : {}) })),
    );
}

/**
 * Puts up to `limite` due `pendiente` rows on the queue (as if it were `ahora`), the earliest first;
 * answers how many. Each is claimed and leased before its message leaves: a row the queue never
 * delivers comes back to the cron when its lease ends.
 */
export async function encolar(env: Bindings & { MENSAJES: Queue<AvisoDeCola> }, ahora: Date, limite: number) {
  const db = conectar(env.DB);
  let total = 0;
  while (total < limite) {
    const due = db
      .select({ id: o.id })
      .from(o)
      .where(and(eq(o.estado, 'pendiente'), lte(o.proximo_intento, ahora.toISOString())))
      .orderBy(o.proximo_intento, o.id)
      .limit(Math.min(POR_RECLAMO, limite - total));
    const avisos = await db
      .update(o)
      .set({ ficha: fichaNueva, proximo_intento: new Date(ahora.getTime() + LEASE_MS).toISOString() })
      .where(and(inArray(o.id, due), eq(o.estado, 'pendiente')))
      .returning({ id: o.id, ficha: o.ficha });
    await alaCola(env.MENSAJES, avisos);
    total += avisos.length;
    if (avisos.length < POR_RECLAMO) break;
  }
  return total;
}

/**
 * The queue's consumer: sends the rows of `avisos` whose claim still holds (each once, whatever
 * the copies), and puts each failure back on the queue after its backoff. Throws only when D1
 * does (the queue then retries the batch).
 */
export async function consumir(
  env: Bindings & { MENSAJES: Queue<AvisoDeCola> },
  avisos: AvisoDeCola[],
  opts: Omit<Opciones, 'ids'> = {},
): Promise<Resultado> {
  const db = conectar(env.DB);
  const now = opts.now ?? new Date();
  const filas = avisos.length
    ? await db
        .update(o)
        .set({ ficha: '', proximo_intento: new Date(now.getTime() + LEASE_MS).toISOString() })
        .where(deLosAvisos(avisos))
        .returning()
    : [];
  const { resultado, reintentos } = await entregarFilas(env, filas, { ...opts, now });
  // each failure: a new claim, and a message that arrives when its retry is due
  for (const { id, esperaMs } of reintentos) {
    const nuevas = await db
      .update(o)
      .set({ ficha: fichaNueva })
      .where(and(eq(o.id, id), eq(o.estado, 'pendiente'), eq(o.ficha, '')))
      .returning({ id: o.id, ficha: o.ficha });
    await alaCola(env.MENSAJES, nuevas, Math.ceil(esperaMs / 1000));
  }
  return resultado;
}

/** The dead-letter queue's consumer: the rows of batches the queue gave up on are due again for the cron. */
export async function liberar(env: Bindings, avisos: AvisoDeCola[], ahora = new Date()) {
  if (!avisos.length) return 0;
  const filas = await conectar(env.DB)
    .update(o)
    .set({ ficha: '', proximo_intento: ahora.toISOString() })
    .where(deLosAvisos(avisos))
    .returning({ id: o.id });
  return filas.length;
}

/** Workers' `queue` handler: the outbox's queue, or its dead letters. */
export async function alRecibirLote(batch: MessageBatch<AvisoDeCola>, env: Bindings, _ctx?: ExecutionContext) {
  const avisos = batch.messages.map((m) => m.body);
  if (batch.queue === COLA_MUERTOS) {
    const n = await liberar(env, avisos);
    console.warn(`Cola de mensajes: ${avisos.length} avisos muertos; ${n} filas vuelven al cron`);
  } else if (env.MENSAJES) {
    const r = await consumir({ ...env, MENSAJES: env.MENSAJES }, avisos);
    if (r.reintentar || r.fallidos) console.warn('Cola de mensajes: envíos con error', r);
  }
  batch.ackAll();
}
