/**
 * Reminders (run by the cron, worker/tareas/programadas.ts): one per cita that starts in the next 24 hours
 * and is still due (`recordatorio_lote` NULL: booked at least 2 hours before its start, see
 * lib/agendar.ts `recordatorioInicial`; not cancelled, attended or marked as a no-show), with a
 * fresh manage link, the "Confirmo mi asistencia" link and the .ics; a WhatsApp template message
 * too when the paciente accepted it.
 *
 * Exactly once, even when two runs overlap or one dies midway: a batch of due citas is read
 * through the partial index `citas_recordatorio_idx`, the messages are built
 * (armar-recordatorios.ts), and ONE `DB.batch` (one transaction) then claims the citas
 * (`recordatorio_lote` = this run's id, only where it is still NULL, the cita is not cancelled
 * and is as it was read) and inserts the links and the outbox rows only for the citas this run
 * claimed. A run or a cancel that committed first
 * leaves this run's claim empty for that cita, so its inserts select nothing; a failed batch
 * writes nothing and the next run sends it. Each statement carries its rows as ONE JSON parameter
 * (`json_each`): a constant number of statements per batch, under D1's 100 bound parameters.
 */

import { and, asc, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { Db } from '../db/conexion';
import { conectar } from '../db/conexion';
import { citas } from '../db/schema/agenda';
import type { Bindings } from '../env';
import { baseApp } from '../plataforma/entorno';
import { armarRecordatorios } from './armar-recordatorios';
import { leerDatosAviso } from './datos-aviso';

/** A reminder goes to citas starting within this long after the run's instant. */
export const VENTANA_MS = 24 * 3_600_000;
/**
 * Citas per batch (one read, one write), and batches per run at most (the next run goes on): 20,000
 * a run, so 20,000 citas entering the window at once are all reminded by one run in about 200 D1
 * round trips (the outbox's queue then sends them, worker/mensajes/cola.ts). A batch's messages are
 * one JSON parameter of ~0.5 MB (D1 takes 2 MB per value).
 */
export const POR_LOTE = 200;
export const LOTES_POR_CORRIDA = 100;

/** The first `n` due citas starting in (ahora, ahora + 24 h], by start: a range of `citas_recordatorio_idx`. */
export const citasPendientes = (db: Db, ahora: Date, n: number) =>
  db
    .select({ id: citas.id })
    .from(citas)
    .where(
      and(
        isNull(citas.recordatorio_lote),
        isNull(citas.cancelada_at),
        gt(citas.inicio, ahora.toISOString()),
        lte(citas.inicio, new Date(ahora.getTime() + VENTANA_MS).toISOString()),
        eq(citas.atendido, 0),
        isNull(citas.no_asistio_at),
      ),
    )
    .orderBy(asc(citas.inicio))
    .limit(n);

/** Claims the citas of `?3` that are still due and unchanged since they were read. */
const RECLAMAR = `UPDATE citas SET recordatorio_lote = ?1, recordatorio_at = ?2
WHERE id IN (SELECT json_extract(value, '$.id') FROM json_each(?3))
  AND recordatorio_lote IS NULL AND cancelada_at IS NULL AND atendido = 0 AND no_asistio_at IS NULL
  AND EXISTS (SELECT 1 FROM json_each(?3) AS j WHERE json_extract(j.value, '$.id') = citas.id
    AND json_extract(j.value, '$.inicio') = citas.inicio AND json_extract(j.value, '$.secuencia') = citas.secuencia)`;

/** The manage links of the citas this run claimed. */
const ENLACES = `INSERT INTO enlaces (hash, tipo, cita_id, email, expira_at)
SELECT json_extract(j.value, '$.hash'), 'gestion', c.id, '', json_extract(j.value, '$.expira_at')
FROM json_each(?1) AS j JOIN citas AS c ON c.id = json_extract(j.value, '$.cita')
WHERE c.recordatorio_lote = ?2`;

/** The outbox rows (e-mail and WhatsApp) of the citas this run claimed, due at the run's instant. */
const MENSAJES = `INSERT INTO mail_outbox (canal, para, asunto, texto, html, adjuntos, datos, proximo_intento)
SELECT json_extract(j.value, '$.canal'), json_extract(j.value, '$.para'), json_extract(j.value, '$.asunto'),
  json_extract(j.value, '$.texto'), json_extract(j.value, '$.html'), json_extract(j.value, '$.adjuntos'),
  json_extract(j.value, '$.datos'), ?3
FROM json_each(?1) AS j JOIN citas AS c ON c.id = json_extract(j.value, '$.cita')
WHERE c.recordatorio_lote = ?2`;

/** One batch of a run: citas read, reminders this run claimed, and where the time went (ms). */
export type Lote = { leidas: number; recordatorios: number; ms: { leer: number; armar: number; escribir: number } };
export type Recordatorios = { lote: string; recordatorios: number; lotes: Lote[] };

/**
 * Sends the reminders due at `ahora` (queues them in the outbox; `sendPending` delivers them):
 * batches of `porLote` until fewer are due or `lotes` batches ran.
 */
export async function enviarRecordatorios(
  env: Bindings,
  ahora: Date,
  opts: { porLote?: number; lotes?: number } = {},
): Promise<Recordatorios> {
  const db = conectar(env.DB);
  const porLote = opts.porLote ?? POR_LOTE;
  const base = baseApp(env);
  const corrida: Recordatorios = { lote: crypto.randomUUID(), recordatorios: 0, lotes: [] };
  for (let i = 0; i < (opts.lotes ?? LOTES_POR_CORRIDA); i++) {
    const t0 = Date.now();
    const filas = await leerDatosAviso(db, inArray(citas.id, citasPendientes(db, ahora, porLote)));
    const t1 = Date.now();
    const { claves, enlaces, mensajes } = await armarRecordatorios(filas, base);
    const t2 = Date.now();
    let recordatorios = 0;
    if (filas.length > 0) {
      const [reclamo] = await env.DB.batch([
        env.DB.prepare(RECLAMAR).bind(corrida.lote, ahora.toISOString(), JSON.stringify(claves)),
        env.DB.prepare(ENLACES).bind(JSON.stringify(enlaces), corrida.lote),
        env.DB.prepare(MENSAJES).bind(JSON.stringify(mensajes), corrida.lote, ahora.toISOString()),
      ]);
      recordatorios = reclamo.meta.changes;
    }
    corrida.recordatorios += recordatorios;
    corrida.lotes.push({
      leidas: filas.length,
      recordatorios,
      ms: { leer: t1 - t0, armar: t2 - t1, escribir: Date.now() - t2 },
    });
    if (filas.length < porLote) break;
  }
  return corrida;
}
