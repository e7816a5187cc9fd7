import type { Bindings } from './env';
import { sendPending } from './lib/mail';
import { purgeOld } from './lib/retention';

/** How many outbox messages one cron run sends at most (the cron fires every 10 minutes). */
const POR_CORRIDA = 50;

/** Cron: sends due messages of the mail outbox, retries failed ones (backoff in lib/mail.ts), trims old rows. */
export async function scheduled(_controller: ScheduledController, env: Bindings, ctx: ExecutionContext) {
  ctx.waitUntil(
    sendPending(env, POR_CORRIDA).then(
      (r) => {
        if (r.reintentar || r.fallidos) console.warn('Correo: envíos con error', r);
      },
      (err) => console.error('Correo: la corrida falló', err),
    ),
  );
  ctx.waitUntil(purgeOld(env.DB).catch((err) => console.error('Limpieza: la corrida falló', err)));
}
