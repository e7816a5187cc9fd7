import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { filtroCorreos } from '../../common/cuerpos/local';
import { porId } from '../../common/validacion';
import { mailOutbox } from '../db/schema/mail';
import type { AppEnv } from '../env';
import { succes } from '../http/respond';
import { notFound } from '../plataforma/errors';
import { check } from '../plataforma/validate';
import { msg } from '../textos';
import { parseAdjuntos } from './outbox';

/** How many messages the local mailbox lists. */
const LISTA = 100;

/** The local mailbox (and the cron's local trigger) only exist where nothing real is sent: `APP_ENV` 'local' or 'test'. */
export const soloLocal = createMiddleware<AppEnv>(async (c, next) => {
  if (c.env.APP_ENV !== 'local' && c.env.APP_ENV !== 'test') throw notFound(msg.errores.rutaNoEncontrada);
  await next();
});

/** Local-only viewer of the outbox (the outbox is the local mailbox, e-mail and WhatsApp alike). */
export const correos = new Hono<AppEnv>()
  .use('/dev/correos', soloLocal)
  .use('/dev/correos/*', soloLocal)
  .get('/dev/correos', async (c) => {
    const { canal } = check(filtroCorreos, c.req.query());
    const filas = await c.var.db
      .select({
        id: mailOutbox.id,
        canal: mailOutbox.canal,
        para: mailOutbox.para,
        asunto: mailOutbox.asunto,
        estado: mailOutbox.estado,
        intentos: mailOutbox.intentos,
        created_at: mailOutbox.created_at,
        enviado_at: mailOutbox.enviado_at,
      })
      .from(mailOutbox)
      .where(canal ? eq(mailOutbox.canal, canal) : undefined)
      .orderBy(desc(mailOutbox.created_at), desc(mailOutbox.id))
      .limit(LISTA);
    return succes(c, filas, 200);
  })
  .get('/dev/correos/:id', async (c) => {
    const fila = await mensaje(c.var.db, check(porId, c.req.param()).id);
    return succes(c, { ...fila, adjuntos: parseAdjuntos(fila.adjuntos) }, 200);
  })
  /** The message's calendar invite, as a mail client would open it. */
  .get('/dev/correos/:id/ics', async (c) => {
    const fila = await mensaje(c.var.db, check(porId, c.req.param()).id);
    const ics = parseAdjuntos(fila.adjuntos).find((a) => a.contentType.startsWith('text/calendar'));
    if (!ics) throw notFound(msg.agenda.sinAdjunto);
    return c.body(ics.content, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `inline; filename="${ics.filename.replace(/[^\w.-]/g, '_')}"`,
    });
  });

async function mensaje(db: AppEnv['Variables']['db'], correoId: number) {
  const [fila] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, correoId)).limit(1);
  if (!fila) throw notFound(msg.agenda.correoNoEncontrado);
  return fila;
}
