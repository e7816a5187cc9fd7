/**
 * Anonimizar: blanking the personal fields of a row while keeping the row (what the profesional's
 * agenda and statistics, or the store's books, still need). At the paciente's or comprador's
 * request (lib/mis-datos.ts) and by age, from the cron (`anonimizarVencidos`):
 * - citas 2 years after their date (Bogotá): name, phone, e-mail, observación, WhatsApp consent
 *   and the paciente's own cancellation reason;
 * - comentarios 2 years after they were written: the author's e-mail (name, stars and text stay
 *   published, as she published them);
 * - ventas 10 years after their creation (the commercial-law retention, docs/security.md): name,
 *   surnames, documento, e-mail, phone and address.
 * `anonimizada_at` marks a row done, so every run is idempotent and reads only what is left.
 */
import { and, inArray, isNull, lt, sql } from 'drizzle-orm';
import { bogotaNow } from '../../common/fechas';
import type { Db } from '../db/conexion';
import { citas } from '../db/schema/agenda';
import { comentarios } from '../db/schema/directorio';
import { ventas } from '../db/schema/tienda';
import { msg } from '../textos';

/** Years after which the cron anonymises citas (and comentarios) and ventas. */
export const ANIOS_CITAS = 2;
export const ANIOS_VENTAS = 10;
/** Rows of each table one cron run anonymises at most (the cron fires every 10 minutes). */
export const LOTE = 200;

/** `fecha` (YYYY-MM-DD) `anios` years earlier; 29 February falls on the 28th. */
export function aniosAntes(fecha: string, anios: number): string {
  const [y, m, d] = fecha.split('-');
  const dia = m === '02' && d === '29' ? '28' : d;
  return `${String(Number(y) - anios).padStart(4, '0')}-${m}-${dia}`;
}

/** The instant `anios` years before `ahora`, ISO 8601. */
const instanteAntes = (ahora: Date, anios: number) => {
  const antes = new Date(ahora.getTime());
  antes.setUTCFullYear(antes.getUTCFullYear() - anios);
  return antes.toISOString();
};

/** A cita without its paciente: what the agenda and the statistics need stays. */
export const citaAnonima = (iso: string) => ({
  nombre: msg.misDatos.anonimo,
  telefono: '',
  email: '',
  observacion: '',
  whatsapp: 0,
  cancelacion_motivo: sql`case when ${citas.cancelada_por} = 'paciente' then '' else ${citas.cancelacion_motivo} end`,
  anonimizada_at: iso,
});

/** A comentario whose author asked to delete her data: the stars count, nothing says who or what. */
export const comentarioAnonimo = (iso: string) => ({
  nombre: msg.misDatos.anonimo,
  email: '',
  observacion: '',
  anonimizada_at: iso,
});

/** What a sale's record need not keep once delivered: how to reach the buyer. */
export const ventaSinContacto = { email: '', telefono_cliente: '', direccion: '' };

/** A venta with nothing personal left. */
export const ventaAnonima = (iso: string) => ({
  ...ventaSinContacto,
  nombre: msg.misDatos.anonimo,
  apellidos: '',
  documento: '',
  anonimizada_at: iso,
});

export type Anonimizadas = { citas: number; comentarios: number; ventas: number };

/**
 * One cron step at `ahora`: anonymises at most `lote` citas, comentarios and ventas past their
 * retention, oldest first, in one batch (one statement per table, a handful of bound
 * parameters). Counts what it changed; 0 everywhere once nothing is left.
 */
export async function anonimizarVencidos(db: Db, ahora: Date, lote = LOTE): Promise<Anonimizadas> {
  const iso = ahora.toISOString();
  const corteCitas = aniosAntes(bogotaNow(ahora).fecha, ANIOS_CITAS);
  const citasVencidas = db
    .select({ id: citas.id })
    .from(citas)
    .where(and(isNull(citas.anonimizada_at), lt(citas.fecha_cita, corteCitas)))
    .orderBy(citas.fecha_cita)
    .limit(lote);
  const comentariosVencidos = db
    .select({ id: comentarios.id })
    .from(comentarios)
    .where(and(isNull(comentarios.anonimizada_at), lt(comentarios.created_at, instanteAntes(ahora, ANIOS_CITAS))))
    .orderBy(comentarios.created_at)
    .limit(lote);
  const ventasVencidas = db
    .select({ id: ventas.id })
    .from(ventas)
    .where(and(isNull(ventas.anonimizada_at), lt(ventas.created_at, instanteAntes(ahora, ANIOS_VENTAS))))
    .orderBy(ventas.created_at)
    .limit(lote);
  const [c, k, v] = await db.batch([
    db.update(citas).set(citaAnonima(iso)).where(inArray(citas.id, citasVencidas)).returning({ id: citas.id }),
    db
      .update(comentarios)
      .set({ email: '', anonimizada_at: iso })
      .where(inArray(comentarios.id, comentariosVencidos))
      .returning({ id: comentarios.id }),
    db.update(ventas).set(ventaAnonima(iso)).where(inArray(ventas.id, ventasVencidas)).returning({ id: ventas.id }),
  ]);
  return { citas: c.length, comentarios: k.length, ventas: v.length };
}
