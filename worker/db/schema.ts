/**
 * THE schema of CitaSalud: every table of both specifications.
 * drizzle-kit generates migrations/ from this file (`npm run db:generate`).
 * Timestamps are ISO 8601 text (UTC); money is integer pesos; flags are 0/1 integers.
 */
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
const createdAt = () => text('created_at').notNull().default(now);
const updatedAt = () => text('updated_at').notNull().default(now);
const flag = (name: string, value = 0) => integer(name).notNull().default(value);

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

export const sessions = sqliteTable(
  'sessions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** hex SHA-256 of the bearer token; the token itself is never stored */
    token_hash: text('token_hash').notNull(),
    expires_at: text('expires_at').notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('sessions_token_uq').on(t.token_hash), index('sessions_user_idx').on(t.user_id)],
);

export const loginAttempts = sqliteTable(
  'login_attempts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** "email:<address>" or "ip:<address>" */
    clave: text('clave').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('login_attempts_clave_idx').on(t.clave, t.created_at)],
);

/** Fixed-window counters for throttles (comments, bookings, order look-ups). */
export const rateLimits = sqliteTable('rate_limits', {
  clave: text('clave').primaryKey(),
  ventana: integer('ventana').notNull(),
  total: integer('total').notNull().default(0),
});

export const passwordResets = sqliteTable(
  'password_resets',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    expires_at: text('expires_at').notNull(),
    used_at: text('used_at'),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_token_uq').on(t.token_hash)],
);

/** Ley 1581 de 2012: who accepted which policy version, when. */
export const consentimientos = sqliteTable(
  'consentimientos',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** tratamiento_datos | datos_salud */
    tipo: text('tipo').notNull(),
    version: text('version').notNull(),
    email: text('email').notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    cita_id: integer('cita_id').references(() => citas.id, { onDelete: 'set null' }),
    venta_id: integer('venta_id').references(() => ventas.id, { onDelete: 'set null' }),
    aceptado_at: text('aceptado_at').notNull().default(now),
  },
  (t) => [index('consentimientos_email_idx').on(t.email)],
);

export const home = sqliteTable('home', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  fondo: text('fondo').notNull(),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const horarios = sqliteTable(
  'horarios',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hora_inicio: text('hora_inicio').notNull(),
    hora_fin: text('hora_fin').notNull(),
    lunes: flag('lunes'),
    martes: flag('martes'),
    miercoles: flag('miercoles'),
    jueves: flag('jueves'),
    viernes: flag('viernes'),
    sabado: flag('sabado'),
    domingo: flag('domingo'),
    created_at: createdAt(),
  },
  (t) => [index('horarios_user_idx').on(t.user_id, t.hora_inicio)],
);

export const motivos = sqliteTable(
  'motivos',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('motivos_user_idx').on(t.user_id)],
);

export const citas = sqliteTable(
  'citas',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** the professional */
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    horario_id: integer('horario_id')
      .notNull()
      .references(() => horarios.id, { onDelete: 'restrict' }),
    motivo_id: integer('motivo_id')
      .notNull()
      .references(() => motivos.id, { onDelete: 'restrict' }),
    nombre: text('nombre').notNull(),
    telefono: text('telefono').notNull(),
    email: text('email').notNull(),
    observacion: text('observacion').notNull().default(''),
    /** YYYY-MM-DD (America/Bogota calendar day) */
    fecha_cita: text('fecha_cita').notNull(),
    hora_inicio: text('hora_inicio').notNull(),
    hora_fin: text('hora_fin').notNull(),
    /** si | no */
    primera_visita: text('primera_visita').notNull().default('no'),
    atendido: flag('atendido'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    /** one professional's slot on one date can be taken once: the database decides */
    uniqueIndex('citas_slot_uq').on(t.user_id, t.fecha_cita, t.hora_inicio),
    index('citas_user_fecha_idx').on(t.user_id, t.fecha_cita),
    index('citas_email_idx').on(t.email, t.user_id, t.atendido),
    index('citas_horario_idx').on(t.horario_id),
    index('citas_motivo_idx').on(t.motivo_id),
  ],
);

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
    created_at: createdAt(),
  },
  (t) => [
    index('comentarios_user_idx').on(t.user_id, t.created_at),
    uniqueIndex('comentarios_idem_uq').on(t.idempotency_key),
  ],
);

export const marcas = sqliteTable('marcas', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  nombre: text('nombre').notNull(),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const caracteristicas = sqliteTable('caracteristicas', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  nombre: text('nombre').notNull(),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const promociones = sqliteTable('promociones', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  nombre: text('nombre').notNull(),
  porcentaje: integer('porcentaje').notNull().default(0),
  activo: flag('activo', 1),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const productos = sqliteTable(
  'productos',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    nombre: text('nombre').notNull(),
    id_marca: integer('id_marca')
      .notNull()
      .references(() => marcas.id, { onDelete: 'restrict' }),
    id_promocion: integer('id_promocion').references(() => promociones.id, { onDelete: 'restrict' }),
    id_caract: integer('id_caract').references(() => caracteristicas.id, { onDelete: 'restrict' }),
    /** integer pesos */
    precio: integer('precio').notNull(),
    /** '1' active, '0' inactive (a string on the wire, see CONTRACT.md) */
    estado: text('estado').notNull().default('1'),
    ficha_tecnica: text('ficha_tecnica').notNull().default(''),
    uso_adecuado: text('uso_adecuado').notNull().default(''),
    aviso_legal: text('aviso_legal').notNull().default(''),
    imagen1: text('imagen1').notNull().default(''),
    imagen2: text('imagen2').notNull().default(''),
    imagen3: text('imagen3').notNull().default(''),
    imagen4: text('imagen4').notNull().default(''),
    /** lowercase accent-free "nombre" for search */
    busqueda: text('busqueda').notNull().default(''),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('productos_estado_idx').on(t.estado, t.id),
    index('productos_marca_idx').on(t.id_marca),
    index('productos_promocion_idx').on(t.id_promocion),
    index('productos_caract_idx').on(t.id_caract),
    index('productos_precio_idx').on(t.estado, t.precio),
    /** covers the store list's count and filters (brand, promotion, characteristic, price) without reading rows */
    index('productos_listado_idx').on(t.estado, t.id_marca, t.id_promocion, t.id_caract, t.precio),
  ],
);

/** Orders. status_pago: pendiente | aprobado | rechazado | anulado | error.
 * status_entrega: pendiente | preparando | enviado | entregado | cancelado. */
export const ventas = sqliteTable(
  'ventas',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    factura: text('factura').notNull(),
    /** the purchase's idempotency key (the client's uuid) */
    token: text('token').notNull(),
    /** the payment reference given to the provider */
    reference: text('reference').notNull(),
    nombre: text('nombre').notNull(),
    apellidos: text('apellidos').notNull(),
    email: text('email').notNull(),
    telefono_cliente: text('telefono_cliente').notNull(),
    ciudad: text('ciudad').notNull(),
    direccion: text('direccion').notNull(),
    status_pago: text('status_pago').notNull().default('pendiente'),
    status_entrega: text('status_entrega').notNull().default('pendiente'),
    /** integer pesos */
    total: integer('total').notNull(),
    transaccion_id: text('transaccion_id'),
    /** provider event time of the last applied event (ms), so stale events never move it back */
    evento_at: integer('evento_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('ventas_factura_uq').on(t.factura),
    uniqueIndex('ventas_token_uq').on(t.token),
    uniqueIndex('ventas_reference_uq').on(t.reference),
    index('ventas_created_idx').on(t.created_at),
    index('ventas_email_idx').on(t.email),
    /** the staff list filtered by delivery or payment status, newest first (and its count) */
    index('ventas_entrega_idx').on(t.status_entrega, t.created_at),
    index('ventas_pago_idx').on(t.status_pago, t.created_at),
  ],
);

/** A snapshot of each line at purchase time; spellings are the contract's. */
export const ventaProductos = sqliteTable(
  'venta_productos',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    venta_id: integer('venta_id')
      .notNull()
      .references(() => ventas.id, { onDelete: 'cascade' }),
    producto_id: integer('producto_id').references(() => productos.id, { onDelete: 'set null' }),
    nombre_produto: text('nombre_produto').notNull(),
    nombre_marca: text('nombre_marca').notNull().default(''),
    nombre_promocion: text('nombre_promocion').notNull().default(''),
    cantidad: integer('cantidad').notNull(),
    valor_unitario: integer('valor_unitario').notNull(),
    procentaje_aplicado: integer('procentaje_aplicado').notNull().default(0),
    total: integer('total').notNull(),
  },
  (t) => [index('venta_productos_venta_idx').on(t.venta_id)],
);

/** Payment events as received (verified ones only), for audit and replay detection. */
export const pagoEventos = sqliteTable(
  'pago_eventos',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    venta_id: integer('venta_id').references(() => ventas.id, { onDelete: 'cascade' }),
    transaccion_id: text('transaccion_id').notNull(),
    status: text('status').notNull(),
    checksum: text('checksum').notNull(),
    evento_at: integer('evento_at').notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('pago_eventos_checksum_uq').on(t.checksum)],
);

/** Outgoing mail: written in the same batch as what caused it, sent by the sender, retried by cron. */
export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    para: text('para').notNull(),
    asunto: text('asunto').notNull(),
    texto: text('texto').notNull(),
    html: text('html').notNull().default(''),
    /** JSON [{filename, contentType, content}] (content as text, e.g. an .ics) */
    adjuntos: text('adjuntos').notNull().default('[]'),
    /** pendiente | enviado | fallido */
    estado: text('estado').notNull().default('pendiente'),
    intentos: integer('intentos').notNull().default(0),
    ultimo_error: text('ultimo_error').notNull().default(''),
    proximo_intento: text('proximo_intento').notNull().default(now),
    enviado_at: text('enviado_at'),
    created_at: createdAt(),
  },
  (t) => [index('mail_outbox_estado_idx').on(t.estado, t.proximo_intento)],
);

/**
 * One row per cached public area (`directorio`, `agenda`, `tienda`; see lib/cache.ts). Every
 * write to an area sets a new random `version`; cached public reads are keyed by it, so a write
 * makes them stale at once (random, not +1, so a restored database never meets old keys again).
 */
export const cacheVersion = sqliteTable('cache_version', {
  scope: text('scope').primaryKey(),
  version: integer('version').notNull(),
});
