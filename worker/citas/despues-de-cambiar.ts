/**
 * What follows once a cita was booked, cancelled or moved and its batch committed: the one place
 * where the other modules hear of it. The answer cache learns the agenda's new version (bumped in
 * the batch), the notices queued in the batch go out (mensajes; the cron retries a failure), and
 * the profesional's next free franja is recomputed when the change may have moved it (agenda), and
 * the dates of franjas freed are told to who listens (`Entorno.liberadas`: the lista de espera).
 * A push channel hooks in here.
 */
import { cambiaLaProxima, refrescarDespues } from '../agenda';
import type { Correo } from '../mensajes';
import { deliverNow } from '../mensajes';
import type { Entorno } from '../plataforma/entorno';

export type Cambio = {
  /** the agenda's new cache versions, from the batch's `nuevaVersion` */
  versiones: { scope: string; version: number }[];
  /** the notices the batch queued, and their outbox ids in the same order */
  correos: Correo[];
  correoIds: number[];
  /** the profesional, her proxima as stored before the change, and the starts the change freed or took */
  profesionalId: number;
  proximaGuardada: string | null;
  inicios: string[];
  /** the dates (YYYY-MM-DD, Bogotá) of franjas the change freed: a cita cancelled or moved away */
  liberadas?: string[];
};

export function despuesDeCambiar(e: Entorno, cambio: Cambio): void {
  e.versionesNuevas(cambio.versiones);
  for (const [i, correo] of cambio.correos.entries()) e.despues(deliverNow(e.env, cambio.correoIds[i], correo));
  if (cambiaLaProxima(cambio.proximaGuardada, cambio.inicios)) refrescarDespues(e, cambio.profesionalId);
  const fechas = [...(cambio.liberadas ?? [])].sort();
  if (fechas.length) e.liberadas(cambio.profesionalId, { desde: fechas[0], hasta: fechas[fechas.length - 1] });
}
