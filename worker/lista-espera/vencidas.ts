/**
 * The cron's step of the lista de espera (worker/tareas/programadas.ts): the live ofertas whose 20
 * minutes ended, closed in one statement (at most `limite` a run, soonest first), and each
 * profesional's franjas so freed offered to her next in line (ofrecer.ts). A request that meets a
 * lapsed oferta passes it on at once too (oferta.ts); this catches the ones nobody opened.
 */
import { nuevaVersion } from '../db/versiones';
import type { Entorno } from '../plataforma/entorno';
import { vencerOfertas } from './consultas';
import { ofrecer } from './ofrecer';

export async function pasarVencidas(e: Entorno, limite = 200): Promise<number> {
  const cerradas = await vencerOfertas(e.db, e.ahora.toISOString(), null, limite);
  if (cerradas.length === 0) return 0;
  await nuevaVersion(e.db, ['agenda']);
  const porProfesional = new Map<number, string[]>();
  for (const c of cerradas) porProfesional.set(c.user_id, [...(porProfesional.get(c.user_id) ?? []), c.fecha]);
  for (const [id, fechas] of porProfesional) {
    fechas.sort();
    await ofrecer(e, id, { desde: fechas[0], hasta: fechas[fechas.length - 1] });
  }
  return cerradas.length;
}
