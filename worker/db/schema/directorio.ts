/** The directory: specialties, the accounts (professionals and admins), the home background, comments. */
import { desc, sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
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
    /** 1 once the e-mail is proven by its link (lib/confirmacion.ts); only a registration starts at 0 */
    correo_confirmado: flag('correo_confirmado', 1),
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
    /** the agenda's settings (common/agenda.ts AJUSTES_INICIALES): minutes of a franja (15–60) */
    duracion_franja: flag('duracion_franja', 30),
    /** minutes kept free after each cita */
    pausa_minutos: flag('pausa_minutos', 0),
    /** minutes before a franja's start after which it can no longer be booked */
    antelacion_minutos: flag('antelacion_minutos', 120),
    /** how many days ahead a cita can be booked */
    ventana_dias: flag('ventana_dias', 90),
    /** 1: the agenda stays open on festivos (Colombian public holidays) */
    atiende_festivos: flag('atiende_festivos'),
    /** what patients decide on: price of a consulta in COP (NULL: not said) */
    precio_consulta: integer('precio_consulta'),
    /** language codes spoken, comma-separated (common/wire/profesionales.ts IDIOMAS) */
    idiomas: text('idiomas').notNull().default('es'),
    /** professional registration number (RETHUS) */
    rethus: text('rethus').notNull().default(''),
    /** conditions treated, comma-separated: part of `busqueda` */
    condiciones: text('condiciones').notNull().default(''),
    /** the professional's own meeting link for virtual citas ('' : a Jitsi Meet room per cita) */
    enlace_video: text('enlace_video').notNull().default(''),
    /**
     * 1: she chose to publish her phones (celular and fijo) in the directory (Ley 1581: explicit
     * consent, off until she turns it on; the consent is kept in `consentimientos`)
     */
    publicar_celular: flag('publicar_celular'),
    /**
     * the next bookable franja's start (UTC instant) or NULL when none within the window; kept by
     * every agenda write and refreshed by the cron once it passes (lib/proxima.ts)
     */
    proxima_disponible: text('proxima_disponible'),
    /** when `proxima_disponible` was last computed (UTC instant): a NULL one is trusted for an hour */
    proxima_revisada: text('proxima_revisada'),
    /** SHA-256 of the private calendar feed's token (NULL: no feed) */
    calendario_hash: text('calendario_hash'),
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
    index('users_proxima_idx').on(t.activo, t.proxima_disponible),
    uniqueIndex('users_calendario_uq').on(t.calendario_hash),
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
    /** when its author's e-mail (and, at her request, name and text) were blanked (lib/anonimizar.ts) */
    anonimizada_at: text('anonimizada_at'),
    created_at: createdAt(),
  },
  (t) => [
    index('comentarios_user_idx').on(t.user_id, t.created_at),
    index('comentarios_anonimizar_idx').on(t.created_at).where(sql`anonimizada_at IS NULL`),
    uniqueIndex('comentarios_idem_uq').on(t.idempotency_key),
    uniqueIndex('comentarios_cita_uq').on(t.cita_id),
  ],
);

/** Who pays a consulta: an EPS, a medicina prepagada or particular (the patient). A fixed catalogue. */
export const aseguradoras = sqliteTable(
  'aseguradoras',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    nombre: text('nombre').notNull(),
    /** lowercase, accent-free: what the `aseguradora` filter compares against */
    slug: text('slug').notNull(),
    /** eps | prepagada | particular */
    tipo: text('tipo').notNull(),
  },
  (t) => [uniqueIndex('aseguradoras_slug_uq').on(t.slug)],
);

/** The aseguradoras a professional accepts. */
export const profesionalAseguradoras = sqliteTable(
  'profesional_aseguradoras',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    aseguradora_id: integer('aseguradora_id')
      .notNull()
      .references(() => aseguradoras.id, { onDelete: 'cascade' }),
    /** copies of her `users.destacado` and rounded rating, kept by triggers (migration 0023): the list by aseguradora reads its order here */
    destacado: integer('destacado').notNull().default(0),
    promedio: real('promedio').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.aseguradora_id] }),
    index('profesional_aseguradoras_idx').on(t.aseguradora_id, t.user_id),
    index('profesional_aseguradoras_orden_idx').on(t.aseguradora_id, desc(t.destacado), desc(t.promedio), t.user_id),
  ],
);

/**
 * A change of name, specialty, cédula or city that an activated profesional asked for: it waits for
 * an admin (the approved profile stays public meanwhile). A NULL column is a field she did not ask
 * to change. One `pendiente` per profesional; `aprobada` and `rechazada` (with `motivo`) are kept.
 */
export const propuestas = sqliteTable(
  'propuestas',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nombre: text('nombre'),
    apellido: text('apellido'),
    cedula: text('cedula'),
    ciudad: text('ciudad'),
    especialidad_id: integer('especialidad_id').references(() => especialidades.id, { onDelete: 'set null' }),
    /** pendiente | aprobada | rechazada */
    estado: text('estado').notNull().default('pendiente'),
    /** why an admin rejected it ('' otherwise) */
    motivo: text('motivo').notNull().default(''),
    revisada_por: integer('revisada_por').references(() => users.id, { onDelete: 'set null' }),
    revisada_at: text('revisada_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('propuestas_pendiente_uq').on(t.user_id).where(sql`estado = 'pendiente'`),
    index('propuestas_estado_idx').on(t.estado, t.created_at),
  ],
);
