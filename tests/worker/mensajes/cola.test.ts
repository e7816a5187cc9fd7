import { createExecutionContext, createMessageBatch, getQueueResult, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import worker from '../../../worker';
import { schema } from '../../../worker/db/schema';
import {
  type AvisoDeCola,
  COLA_MENSAJES,
  COLA_MUERTOS,
  consumir,
  encolar,
  liberar,
} from '../../../worker/mensajes/cola';
import type { MailSender } from '../../../worker/mensajes/mensaje';
import { MAX_INTENTOS, queueMail } from '../../../worker/mensajes/outbox';
import { corridaCron } from '../../../worker/tareas/programadas';
import { db } from '../helpers';

const o = schema.mailOutbox;
const AHORA = new Date('2040-05-04T15:00:00Z');
let seq = 0;

/** `n` pending messages to fresh recipients, due at `AHORA`; answers their ids. */
async function pendientes(n: number, asunto = 'Recordatorio') {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const para = `cola${seq++}-${Date.now()}@correo.co`;
    const [fila] = await queueMail(db(), { para, asunto, texto: 'Hola' }).returning({ id: o.id });
    ids.push(fila.id);
  }
  await db().update(o).set({ proximo_intento: AHORA.toISOString() }).where(inArray(o.id, ids));
  return ids;
}
const filas = (ids: number[]) => db().select().from(o).where(inArray(o.id, ids)).orderBy(o.id);

/** A stand-in for the queue binding: what was put on it, with each message's delay. */
function colaFalsa() {
  const puestos: { body: AvisoDeCola; delaySeconds?: number }[] = [];
  const cola = {
    send: async (body: AvisoDeCola) => void puestos.push({ body }),
    sendBatch: async (msgs: Iterable<{ body: AvisoDeCola; delaySeconds?: number }>) => void puestos.push(...msgs),
  } as unknown as Queue<AvisoDeCola>;
  return { cola, puestos, env: { ...env, MENSAJES: cola } };
}
/** A sender that records what it sent and fails the messages whose subject is `falla`. */
function remitente() {
  const enviados: number[] = [];
  const sender: MailSender = {
    nombre: 'prueba',
    async send(m) {
      if (m.asunto === 'falla') throw new Error('HTTP 503 proveedor caído');
      enviados.push(m.id);
    },
  };
  return { sender, enviados };
}

describe('the outbox through its queue', () => {
  // each test counts only its own messages: what another left pending (in any order) is set aside
  beforeEach(async () => {
    await db().update(o).set({ estado: 'fallido' }).where(eq(o.estado, 'pendiente'));
  });

  it('puts every due message on the queue once, each with a claim of its own, and leases it', async () => {
    const ids = await pendientes(3);
    const [futuro] = await pendientes(1);
    await db()
      .update(o)
      .set({ proximo_intento: new Date(AHORA.getTime() + 10 * 60_000).toISOString() })
      .where(eq(o.id, futuro));
    const { puestos, env: conCola } = colaFalsa();
    expect(await encolar(conCola, AHORA, 100)).toBe(3);
    expect(puestos.map((p) => p.body.id)).toEqual(ids);
    const fichas = puestos.map((p) => p.body.ficha);
    expect(new Set(fichas).size).toBe(3);
    for (const f of fichas) expect(f).toMatch(/^[0-9a-f]{24}$/);
    const guardadas = await filas(ids);
    expect(guardadas.map((f) => f.ficha)).toEqual(fichas);
    // leased: the next run finds nothing new
    expect(guardadas.every((f) => f.proximo_intento > AHORA.toISOString())).toBe(true);
    expect(await encolar(conCola, AHORA, 100)).toBe(0);
    expect(await encolar(conCola, new Date(AHORA.getTime() + 4 * 60_000), 100)).toBe(0);
  });

  it('stops at the run limit and leaves the rest due for the next run', async () => {
    const ids = await pendientes(5);
    const { puestos, env: conCola } = colaFalsa();
    expect(await encolar(conCola, AHORA, 2)).toBe(2);
    expect(puestos.map((p) => p.body.id)).toEqual(ids.slice(0, 2));
    expect(await encolar(conCola, AHORA, 10)).toBe(3);
  });

  it('sends each message once, whatever the copies of its notice and the batches that overlap', async () => {
    const ids = await pendientes(4);
    const { puestos, env: conCola } = colaFalsa();
    await encolar(conCola, AHORA, 100);
    const avisos = puestos.map((p) => p.body);
    const { sender, enviados } = remitente();
    const lento: MailSender = {
      nombre: 'lento',
      send: async (m) => {
        await new Promise((r) => setTimeout(r, 10));
        await sender.send(m);
      },
    };
    const [a, b] = await Promise.all([
      consumir(conCola, [...avisos, avisos[0]], { sender: lento }),
      consumir(conCola, avisos, { sender: lento }),
    ]);
    expect(a.enviados + b.enviados).toBe(4);
    expect(enviados.sort((x, y) => x - y)).toEqual(ids);
    expect((await filas(ids)).map((f) => [f.estado, f.ficha])).toEqual(ids.map(() => ['enviado', '']));
    // the queue delivers the batch again later: nothing is sent twice
    expect(await consumir(conCola, avisos, { sender })).toEqual({ enviados: 0, reintentar: 0, fallidos: 0 });
    expect(enviados).toHaveLength(4);
  });

  it('ignores a notice whose row was put on the queue again meanwhile (its claim changed)', async () => {
    const [id] = await pendientes(1);
    const { puestos, env: conCola } = colaFalsa();
    await encolar(conCola, AHORA, 10);
    // the lease ran out before the queue delivered: the cron enqueues the row again
    await encolar(conCola, new Date(AHORA.getTime() + 6 * 60_000), 10);
    const [viejo, nuevo] = puestos.map((p) => p.body).filter((a) => a.id === id);
    expect(viejo.ficha).not.toBe(nuevo.ficha);
    const { sender, enviados } = remitente();
    expect((await consumir(conCola, [viejo], { sender })).enviados).toBe(0);
    expect((await consumir(conCola, [nuevo], { sender })).enviados).toBe(1);
    expect(enviados).toEqual([id]);
  });

  it('puts a failed message back on the queue after its backoff, with a new claim, until it gives up', async () => {
    const [id] = await pendientes(1, 'falla');
    const { puestos, env: conCola } = colaFalsa();
    await encolar(conCola, AHORA, 10);
    const { sender } = remitente();
    expect(await consumir(conCola, [puestos[0].body], { sender, now: AHORA })).toEqual({
      enviados: 0,
      reintentar: 1,
      fallidos: 0,
    });
    const [fila] = await filas([id]);
    expect(fila).toMatchObject({ estado: 'pendiente', intentos: 1, ultimo_error: 'HTTP 503 proveedor caído' });
    expect(fila.proximo_intento).toBe(new Date(AHORA.getTime() + 60_000).toISOString());
    expect(puestos[1]).toEqual({ body: { id, ficha: fila.ficha }, delaySeconds: 60 });
    expect(fila.ficha).not.toBe(puestos[0].body.ficha);
    // every later attempt doubles the wait; the eighth failure is the last
    for (let intento = 2; intento <= MAX_INTENTOS; intento++)
      await consumir(conCola, [puestos[puestos.length - 1].body], { sender, now: AHORA });
    expect(puestos.map((p) => p.delaySeconds)).toEqual([undefined, 60, 120, 240, 480, 960, 1920, 3840]);
    expect(await filas([id])).toMatchObject([{ estado: 'fallido', intentos: MAX_INTENTOS }]);
  });

  it('sends six messages of a batch at a time, not one after another', async () => {
    const ids = await pendientes(14);
    const { puestos, env: conCola } = colaFalsa();
    await encolar(conCola, AHORA, 100);
    let enVuelo = 0;
    let maximo = 0;
    const lento: MailSender = {
      nombre: 'lento',
      async send() {
        maximo = Math.max(maximo, ++enVuelo);
        await new Promise((r) => setTimeout(r, 15));
        enVuelo--;
      },
    };
    const avisos = puestos.map((p) => p.body).filter((a) => ids.includes(a.id));
    expect((await consumir(conCola, avisos, { sender: lento })).enviados).toBe(14);
    expect(maximo).toBe(6);
  });

  it('hands the rows of dead letters back to the cron, due at once', async () => {
    const ids = await pendientes(2);
    const { puestos, env: conCola } = colaFalsa();
    await encolar(conCola, AHORA, 10);
    const despues = new Date(AHORA.getTime() + 60_000);
    expect(await liberar(env, [puestos[0].body], despues)).toBe(1);
    // a dead letter whose row was sent or claimed again changes nothing
    expect(await liberar(env, [{ id: ids[1], ficha: 'otra' }], despues)).toBe(0);
    const [libre, ocupada] = await filas(ids);
    expect(libre).toMatchObject({ estado: 'pendiente', ficha: '', proximo_intento: despues.toISOString() });
    expect(ocupada.ficha).toBe(puestos[1].body.ficha);
    expect(await encolar(conCola, despues, 10)).toBe(1);
  });

  it("is the Worker's queue handler: it sends a batch and acknowledges it; dead letters go back to the cron", async () => {
    const ids = await pendientes(2);
    const { puestos, env: conCola } = colaFalsa();
    await encolar(conCola, AHORA, 10);
    const ctx = createExecutionContext();
    const lote = createMessageBatch<AvisoDeCola>(
      COLA_MENSAJES,
      puestos.map((p, i) => ({ id: `m${i}`, timestamp: new Date(), attempts: 1, body: p.body })),
    );
    await worker.queue(lote, conCola, ctx);
    const resultado = await getQueueResult(lote, ctx);
    // acknowledged whole: nothing goes back to the queue
    expect(resultado.outcome).toBe('ok');
    expect(resultado.ackAll).toBe(true);
    expect(resultado.retryMessages).toEqual([]);
    expect((await filas(ids)).map((f) => f.estado)).toEqual(['enviado', 'enviado']);

    const [otra] = await pendientes(1);
    await encolar(conCola, AHORA, 10);
    const muertos = createMessageBatch<AvisoDeCola>(COLA_MUERTOS, [
      { id: 'd0', timestamp: new Date(), attempts: 1, body: puestos[puestos.length - 1].body },
    ]);
    const ctx2 = createExecutionContext();
    await worker.queue(muertos, conCola, ctx2);
    await waitOnExecutionContext(ctx2);
    expect((await filas([otra]))[0]).toMatchObject({ estado: 'pendiente', ficha: '' });
  });

  it('the cron puts what is due on the real queue, and its consumer sends it', async () => {
    const ids = await pendientes(3);
    const r = await corridaCron(env, AHORA);
    expect(r.encolados).toBe(3);
    expect(r.envios).toEqual({ enviados: 0, reintentar: 0, fallidos: 0 });
    // wrangler's embedded queue delivers the batch to worker/index.ts's queue handler
    await vi.waitFor(async () => expect((await filas(ids)).map((f) => f.estado)).toEqual(ids.map(() => 'enviado')), {
      timeout: 15_000,
      interval: 100,
    });
  });
});
