/**
 * Fixtures of a professional's agenda (schedules, reasons and the appointments that use them),
 * inserted directly with drizzle so each test builds only what it needs.
 */
import { eq } from 'drizzle-orm';
import { instanteBogota } from '../../common/fechas';
import { schema } from '../../worker/db/schema';
import { db, makeCuenta } from './helpers';

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

let secuencia = 0;
/**
 * A fresh profesional (Laura Rincón, `cuenta` over it) with a Monday 09:00 horario, the motivo
 * 'Control' and one cita of a fresh paciente e-mail on Monday 9 March 2026 at 09:00 Bogotá
 * (14:00 UTC, its `inicio`), `cita` over it.
 */
export async function profesionalConCita(
  cuenta: Partial<typeof schema.users.$inferInsert> = {},
  cita: Partial<typeof schema.citas.$inferInsert> = {},
) {
  const profesional = await makeCuenta({ nombre: 'Laura', apellido: 'Rincón', ...cuenta });
  const h = await horario(profesional.id);
  const m = await motivo(profesional.id);
  const [fila] = await db()
    .insert(schema.citas)
    .values({
      user_id: profesional.id,
      horario_id: h.id,
      motivo_id: m.id,
      nombre: 'Ana Gómez',
      telefono: '3001234567',
      email: `ana${secuencia++}.${Date.now().toString(36)}@correo.co`,
      fecha_cita: '2026-03-09',
      hora_inicio: '09:00',
      hora_fin: '09:30',
      inicio: instanteBogota('2026-03-09', '09:00'),
      ...cita,
    })
    .returning();
  return { profesional, horario: h, motivo: m, cita: fila };
}
