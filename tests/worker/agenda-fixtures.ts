/**
 * Fixtures of a professional's agenda (schedules, reasons and the appointments that use them),
 * inserted directly with drizzle so each test builds only what it needs.
 */
import { eq } from 'drizzle-orm';
import { schema } from '../../worker/db/schema';
import { db } from './helpers';

/** A schedule of `user_id`: Mondays 09:00–09:30 unless `over` says otherwise. */
export const horario = async (user_id: number, over: Partial<typeof schema.horarios.$inferInsert> = {}) =>
  (
    await db()
      .insert(schema.horarios)
      .values({ user_id, hora_inicio: '09:00', hora_fin: '09:30', lunes: 1, ...over })
      .returning()
  )[0];

/** A reason for consultation of `user_id`. */
export const motivo = async (user_id: number, nombre = 'Control') =>
  (await db().insert(schema.motivos).values({ user_id, nombre }).returning())[0];

export const horariosDe = (user_id: number) =>
  db().select().from(schema.horarios).where(eq(schema.horarios.user_id, user_id));

export const motivosDe = (user_id: number) =>
  db().select().from(schema.motivos).where(eq(schema.motivos.user_id, user_id));

/** An appointment a patient booked on Monday 9 March 2026 at 09:00 in that schedule, for that reason. */
export const citaReservada = async (cita: { user_id: number; horario_id: number; motivo_id: number }) =>
  (
    await db()
      .insert(schema.citas)
      .values({
        ...cita,
        nombre: 'Paciente',
        telefono: '3001234567',
        email: 'p@correo.co',
        fecha_cita: '2026-03-09',
        hora_inicio: '09:00',
        hora_fin: '09:30',
      })
      .returning()
  )[0];
