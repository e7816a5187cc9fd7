import type { CorridaCron } from '../../common/wire/gestion';
import { refrescarVencidas } from '../agenda';
import { enviarRecordatorios } from '../citas';
import { resellarDosPasos } from '../cuentas';
import { anonimizarVencidos, purgarSinConfirmar, purgeOld } from '../datos-personales';
import { conectar } from '../db/conexion';
import type { Bindings } from '../env';
import { pasarVencidas } from '../lista-espera';
import { encolar, sendPending } from '../mensajes';
import { entornoFijo } from '../plataforma/entorno';
import { purgarVencidos } from '../tienda';
import { vencerVentas } from '../ventas';

/** How many outbox messages one cron run sends at most where there is no queue (the cron fires every 10 minutes). */
const POR_CORRIDA = 50;
/**
 * How many due messages one run puts on the queue at most: a steady 160,000 reminders a day is
 * about 1,100 per 10 minutes, and 20,000 reminders due in one window (with a WhatsApp message for
 * a third of them, ~26,700) leave in one run: 300 sendBatch of 100 and 15 claims of 2,000 rows,
 * besides the reminder run's ~200 round trips: under the 1,000 subrequests of one invocation.
 */
const POR_CORRIDA_EN_COLA = 30_000;

/**
 * One cron run as if it were `ahora`: queues the reminders due (lib/recordatorios.ts), sends due
 * messages of the outbox (retrying failed ones, backoff in lib/mail.ts), refreshes the directory's
 * "próxima cita" values gone stale (lib/proxima.ts), marks unpaid ventas vencidas (ventas/vencidas.ts), drops expired apartados (lib/stock.ts), trims what no longer serves (lib/retention.ts), then anonymises personal data past its retention (lib/anonimizar.ts). Each part runs even if an earlier one failed; a failure is thrown at
 * the end. `POST /api/dev/cron` runs it locally at any instant.
 */
export async function corridaCron(env: Bindings, ahora: Date = new Date()): Promise<CorridaCron> {
  const fallas: unknown[] = [];
  const fallo =
    <T>(valor: T) =>
    (err: unknown) => {
      fallas.push(err);
      return valor;
    };
  const recordatorios = await enviarRecordatorios(env, ahora).then((r) => r.recordatorios, fallo(0));
  // unpaid ventas whose hold ended: vencidas, their units released, their compradores e-mailed
  // before this run queues the outbox (ventas/vencidas.ts)
  const vencidas = await vencerVentas(conectar(env.DB), ahora, env.APP_URL).catch(fallo(0));
  // ofertas of the lista de espera whose 20 minutes ended: their franjas to the next in line
  await pasarVencidas(entornoFijo(conectar(env.DB), env, ahora)).catch(fallo(0));
  // with its queue, the outbox's due messages leave through it (worker/mensajes/cola.ts)
  const cola = env.MENSAJES;
  const encolados = cola ? await encolar({ ...env, MENSAJES: cola }, ahora, POR_CORRIDA_EN_COLA).catch(fallo(0)) : 0;
  const envios = cola
    ? { enviados: 0, reintentar: 0, fallidos: 0 }
    : await sendPending(env, POR_CORRIDA, { now: ahora }).catch(fallo({ enviados: 0, reintentar: 0, fallidos: 0 }));
  const db = conectar(env.DB);
  await refrescarVencidas(db, ahora).catch(fallo(0));
  await purgarVencidos(db, ahora).catch(fallo(0));
  await purgeOld(env.DB, ahora).catch(fallo(undefined));
  // registrations never confirmed (lib/retention.ts), apart so a failure there keeps the rest
  await purgarSinConfirmar(env.DB, ahora).catch(fallo(0));
  // a DOS_PASOS_CLAVE rotation: the values the previous key sealed, sealed with the current one
  await resellarDosPasos(env, db).catch(fallo(0));
  // personal data past its retention (lib/anonimizar.ts), one bounded batch a run
  const anonimizadas = await anonimizarVencidos(db, ahora).catch(fallo({ citas: 0, comentarios: 0, ventas: 0 }));
  if (fallas.length) throw new AggregateError(fallas, `La corrida del cron falló: ${fallas.map(String).join('; ')}`);
  return { ahora: ahora.toISOString(), recordatorios, vencidas, encolados, envios, anonimizadas };
}

/** Cron trigger (wrangler.toml `[triggers]`): one `corridaCron` at the current instant. */
export async function scheduled(_controller: ScheduledController, env: Bindings, ctx: ExecutionContext) {
  ctx.waitUntil(
    corridaCron(env).then(
      (r) => {
        if (r.envios.reintentar || r.envios.fallidos) console.warn('Cron: envíos con error', r);
      },
      (err) => console.error('Cron: la corrida falló', err),
    ),
  );
}
