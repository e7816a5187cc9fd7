/** The directory: specialties, the accounts (professionals and admins), the home background, comments. */
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, flag, updatedAt } from './columns';

export const especialidades = sqliteTable(
  'especialidades',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    nombre: text('nombre').notNull(),
    /** lowercase, accent-free: what route segments and filters compare against */
    slug: text('slug').notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('especialidades_slug_uq').on(t.slug)],
);

/** Professionals and staff: one table, `rol` 1 is staff. */
export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    rol: flag('rol'),
    name: text('name').notNull().default(''),
    nombre: text('nombre').notNull().default(''),
    apellido: text('apellido').notNull().default(''),
    cedula: text('cedula').notNull(),
    /** stored lowercased: unique case-insensitively */
    email: text('email').notNull(),
    password_hash: text('password_hash').notNull(),
    fijo: text('fijo').notNull().default(''),
    celular: text('celular').notNull().default(''),
    especialidad_id: integer('especialidad_id').references(() => especialidades.id, {
      onDelete: 'restrict',
    }),
    horarioatencion: text('horarioatencion').notNull().default(''),
    publico: text('publico').notNull().default(''),
    mediospago: text('mediospago').notNull().default(''),
    direccion: text('direccion').notNull().default(''),
    ciudad: text('ciudad').notNull().default(''),
    ciudad_slug: text('ciudad_slug').notNull().default(''),
    /** lowercase accent-free "nombre apellido especialidad" for `q` */
    busqueda: text('busqueda').notNull().default(''),
    virtual: flag('virtual'),
    presencial: flag('presencial'),
    activo: flag('activo'),
    destacado: flag('destacado'),
    /** denormalised rating, kept in step with comentarios in the same batch */
    calificacion_suma: flag('calificacion_suma'),
    comentarios_total: flag('comentarios_total'),
    /** how many of those came through an invitation after an attended cita */
    comentarios_verificados: flag('comentarios_verificados'),
    /** hours before a cita's start after which the paciente can no longer cancel or move it */
    aviso_cancelacion_horas: flag('aviso_cancelacion_horas', 2),
    fotoperfil: text('fotoperfil').notNull().default(''),
    foto1: text('foto1').notNull().default(''),
    foto2: text('foto2').notNull().default(''),
    foto3: text('foto3').notNull().default(''),
    foto4: text('foto4').notNull().default(''),
    foto5: text('foto5').notNull().default(''),
    foto6: text('foto6').notNull().default(''),
    foto7: text('foto7').notNull().default(''),
    foto8: text('foto8').notNull().default(''),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    uniqueIndex('users_cedula_uq').on(t.cedula),
    index('users_directorio_idx').on(t.activo, t.ciudad_slug, t.especialidad_id),
    index('users_especialidad_idx').on(t.activo, t.especialidad_id),
    index('users_destacado_idx').on(t.activo, t.destacado),
  ],
);

export const home = sqliteTable('home', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  fondo: text('fondo').notNull(),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const comentarios = sqliteTable(
  'comentarios',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** the professional commented on */
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull(),
    email: text('email').notNull(),
    observacion: text('observacion').notNull(),
    calificacion: integer('calificacion').notNull(),
    verificado: flag('verificado'),
    idempotency_key: text('idempotency_key'),
    /** the attended cita whose invitation it came through (then `verificado` 1): one per cita */
    cita_id: integer('cita_id'),
    /** the profesional's one public answer */
    respuesta: text('respuesta').notNull().default(''),
    respuesta_at: text('respuesta_at'),
    /** hidden by an admin (kept, never deleted), with the reason */
    oculto_at: text('oculto_at'),
    oculto_motivo: text('oculto_motivo').notNull().default(''),
    editado_at: text('editado_at'),
    created_at: createdAt(),
  },
  (t) => [
    index('comentarios_user_idx').on(t.user_id, t.created_at),
    uniqueIndex('comentarios_idem_uq').on(t.idempotency_key),
    uniqueIndex('comentarios_cita_uq').on(t.cita_id),
  ],
);
