/** The store: brands, characteristics, promotions, products, orders and their payment events. */
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { sinTildesSql } from '../sin-tildes';
import { createdAt, flag, updatedAt } from './columns';

export const marcas = sqliteTable(
  'marcas',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    nombre: text('nombre').notNull(),
    /**
     * `normalizar(nombre)` (common/texto.ts), written by the app; unique, so no two brands share a
     * name whatever their case and accents (migration 0034, whose triggers fill it when a row is
     * written without it)
     */
    nombre_normalizado: text('nombre_normalizado'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('marcas_nombre_normalizado_uq').on(t.nombre_normalizado)],
);

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
    /** '1' active, '0' inactive (a string on the wire, see docs/contrato.md) */
    estado: text('estado').notNull().default('1'),
    ficha_tecnica: text('ficha_tecnica').notNull().default(''),
    uso_adecuado: text('uso_adecuado').notNull().default(''),
    aviso_legal: text('aviso_legal').notNull().default(''),
    imagen1: text('imagen1').notNull().default(''),
    imagen2: text('imagen2').notNull().default(''),
    imagen3: text('imagen3').notNull().default(''),
    imagen4: text('imagen4').notNull().default(''),
    /** units on hand, sold ones already taken off; NULL = sin control de inventario (lib/stock.ts) */
    stock: integer('stock'),
    /** admins are e-mailed when a sale leaves `stock` below this (1: when it runs out; 0: never) */
    stock_minimo: integer('stock_minimo').notNull().default(1),
    /** IVA class in percent, included in `precio`: 19, 5 or 0 (excluido) (common/iva.ts) */
    iva: integer('iva').notNull().default(19),
    /**
     * lowercase accent-free "nombre", for a search of words too short for the index; the search
     * that forgives reads `productos_fts` (migration 0010: a trigram FTS5 table over the name and
     * the brand, characteristic and active promotion names, kept by triggers; not declared here)
     */
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
    /** the sales view's low stock, fewest first: only the products at or under their minimum (migration 0018) */
    index('productos_stock_bajo_idx')
      .on(t.stock, t.id, t.estado)
      .where(sql`${t.stock} is not null and ${t.stock} <= ${t.stock_minimo}`),
  ],
);

/** Orders. status_pago: pendiente | aprobado | rechazado | anulado | error | vencido (decision 0021) |
 * contra_entrega (decision 0023) | reembolso_pendiente | reembolsado. status_entrega: pendiente |
 * preparando | enviado | entregado | cancelado. */
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
    /** the ciudad's DIVIPOLA code (NULL for ventas older than migration 0014) */
    ciudad_codigo: text('ciudad_codigo'),
    /** the buyer's cédula or NIT for the receipt ('' when not given) */
    documento: text('documento').notNull().default(''),
    direccion: text('direccion').notNull(),
    status_pago: text('status_pago').notNull().default('pendiente'),
    status_entrega: text('status_entrega').notNull().default('pendiente'),
    /** integer pesos: the lines plus `envio` */
    total: integer('total').notNull(),
    /** integer pesos of envío charged (included in `total`) */
    envio: integer('envio').notNull().default(0),
    /** integer pesos of IVA inside `total` (the lines' prices include it; common/iva.ts) */
    iva: integer('iva').notNull().default(0),
    /** integer pesos taken off `total` by its cupon (0 without one; IVA inside, common/iva.ts) */
    descuento: integer('descuento').notNull().default(0),
    /** the cupon the venta used (NULL: none); a foreign key to `cupones` (migration 0017, schema/cupones.ts) */
    cupon_id: integer('cupon_id'),
    /** the cupon's code as the buyer typed it, for the receipt, the look-up and the CSV ('' without one; migration 0026) */
    cupon_codigo: text('cupon_codigo').notNull().default(''),
    /** the seller's NIT and business name when the venta was created (ajustes_tienda), for its receipt */
    vendedor_nit: text('vendedor_nit').notNull().default(''),
    vendedor_razon_social: text('vendedor_razon_social').notNull().default(''),
    transaccion_id: text('transaccion_id'),
    /** provider event time of the last applied event (ms), so stale events never move it back */
    evento_at: integer('evento_at'),
    /** 1: a second approved pago arrived on the paid venta; staff refund it (worker/ventas/pagos/eventos.ts) */
    pago_duplicado: flag('pago_duplicado'),
    /**
     * when the pending pago's hold ends (its apartados' `vence_at`): from then the cron marks the
     * venta `vencido` (worker/ventas/vencidas.ts); NULL when nothing waits (migration 0030)
     */
    vence_at: text('vence_at'),
    /** the claim of the cron run that expired the venta and e-mailed its comprador, once ('' until then) */
    aviso_vencida: text('aviso_vencida').notNull().default(''),
    /** 'wompi' or 'contra_entrega': paid in cash at the door (migration 0031, decision 0023) */
    metodo_pago: text('metodo_pago').notNull().default('wompi'),
    /** the pesos staff recorded as received at the door (contra entrega; NULL until then) */
    recibido: integer('recibido'),
    /** when every personal field was blanked (an unpaid venta at the buyer's request, or 10 years after `created_at`) */
    anonimizada_at: text('anonimizada_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('ventas_factura_uq').on(t.factura),
    uniqueIndex('ventas_token_uq').on(t.token),
    uniqueIndex('ventas_reference_uq').on(t.reference),
    index('ventas_created_idx').on(t.created_at),
    /** the sales view's counts and revenue per status and per day, from the index alone (migration 0018) */
    index('ventas_resumen_idx').on(t.created_at, t.status_pago, t.status_entrega, t.total),
    index('ventas_email_idx').on(t.email),
    /** the staff list filtered by delivery or payment status, newest first (and its count) */
    index('ventas_entrega_idx').on(t.status_entrega, t.created_at),
    index('ventas_pago_idx').on(t.status_pago, t.created_at),
    /**
     * the orders list's searches from the start of the phone, the whole name or the surname (both
     * lowercase without accents, migration 0034), or the e-mail's domain ('@gmail')
     */
    index('ventas_telefono_idx').on(t.telefono_cliente),
    index('ventas_comprador_idx').on(sinTildesSql(sql`${t.nombre} || ' ' || ${t.apellidos}`)),
    index('ventas_apellidos_idx').on(sinTildesSql(t.apellidos)),
    index('ventas_email_dominio_idx').on(sql`substr(${t.email}, instr(${t.email}, '@'))`),
    /** the orders list sorted by total */
    index('ventas_total_idx').on(t.total),
    /** the sales view's paid orders still to ship (pendiente, preparando) */
    index('ventas_por_enviar_idx').on(t.status_entrega, t.status_pago),
    /** the pending ventas by the end of their hold, for the cron that expires them (migration 0030) */
    index('ventas_vence_idx').on(t.vence_at).where(sql`status_pago = 'pendiente'`),
    /** the ventas the cron has still to anonymise, oldest first (lib/anonimizar.ts) */
    index('ventas_anonimizar_idx').on(t.created_at).where(sql`anonimizada_at IS NULL`),
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
    /** the product's IVA class (percent) at purchase */
    iva: integer('iva').notNull().default(19),
    total: integer('total').notNull(),
  },
  (t) => [index('venta_productos_venta_idx').on(t.venta_id)],
);

/**
 * Units a pending venta holds of a product with stock, for 30 minutes (lib/stock.ts). A row lives
 * from the venta's creation until its payment is approved (it becomes a sale: `productos.stock`
 * goes down), declined, the venta is cancelled, or the cron purges it after `vence_at`; an expired
 * row never counts, purged or not. Trigger `apartados_sin_exceso` (migration 0007) refuses a row
 * the product's available units cannot cover.
 */
export const apartados = sqliteTable(
  'apartados',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    venta_id: integer('venta_id')
      .notNull()
      .references(() => ventas.id, { onDelete: 'cascade' }),
    producto_id: integer('producto_id')
      .notNull()
      .references(() => productos.id, { onDelete: 'cascade' }),
    cantidad: integer('cantidad').notNull(),
    /** the request's instant (ISO 8601): the trigger counts rows still live at it */
    creado_at: text('creado_at').notNull(),
    /** ISO 8601; the units are free again from this instant */
    vence_at: text('vence_at').notNull(),
  },
  (t) => [
    uniqueIndex('apartados_venta_producto_uq').on(t.venta_id, t.producto_id),
    index('apartados_producto_cantidad_idx').on(t.producto_id, t.vence_at, t.cantidad),
    index('apartados_vence_idx').on(t.vence_at),
  ],
);

/**
 * Payment events as received: every one with a valid signature, applied or not, for audit and
 * replay detection. `venta_id` is set when the event was weighed against its venta (applied, or
 * recorded without effect: already final, older, a duplicate pago); NULL when it could not be
 * (unknown reference, amount mismatch, stale…). `resultado`: 'aplicado' or why not
 * (worker/ventas/pagos/resultados.ts).
 */
export const pagoEventos = sqliteTable(
  'pago_eventos',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    venta_id: integer('venta_id').references(() => ventas.id, { onDelete: 'cascade' }),
    transaccion_id: text('transaccion_id').notNull(),
    status: text('status').notNull(),
    checksum: text('checksum').notNull(),
    evento_at: integer('evento_at').notNull(),
    /** the transaction's reference as the event gave it ('' when it had none) */
    reference: text('reference').notNull().default(''),
    resultado: text('resultado').notNull().default('aplicado'),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('pago_eventos_checksum_uq').on(t.checksum)],
);

/**
 * The Wompi references of a venta's earlier pagos. Wompi wants one reference per transaction, so
 * paying again gives the venta a new `ventas.reference` (attempt `numero`); the old references
 * still lead to the venta.
 */
export const pagoReferencias = sqliteTable(
  'pago_referencias',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    venta_id: integer('venta_id')
      .notNull()
      .references(() => ventas.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull(),
    numero: integer('numero').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('pago_referencias_reference_uq').on(t.reference),
    index('pago_referencias_venta_idx').on(t.venta_id),
  ],
);
