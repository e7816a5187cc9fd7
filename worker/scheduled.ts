import type { Bindings } from './env';
import { sendPending } from './lib/mail';

/** How many outbox messages one cron run sends at most (the cron fires every 10 minutes). */
const POR_CORRIDA = 50;

/** Cron: sends due messages of the mail outbox and retries failed ones (backoff in lib/mail.ts). */
export async function scheduled(_controller: ScheduledController, env: Bindings, ctx: ExecutionContext) {
  ctx.waitUntil(
    sendPending(env, POR_CORRIDA).then(
      (r) => {
        if (r.reintentar || r.fallidos) console.warn('Correo: envíos con error', r);
      },
      (err) => console.error('Correo: la corrida falló', err),
    ),
  );
}
