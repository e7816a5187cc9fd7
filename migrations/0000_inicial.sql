CREATE TABLE `caracteristicas` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`nombre` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `citas` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`horario_id` integer NOT NULL,
	`motivo_id` integer NOT NULL,
	`nombre` text NOT NULL,
	`telefono` text NOT NULL,
	`email` text NOT NULL,
	`observacion` text DEFAULT '' NOT NULL,
	`fecha_cita` text NOT NULL,
	`hora_inicio` text NOT NULL,
	`hora_fin` text NOT NULL,
	`primera_visita` text DEFAULT 'no' NOT NULL,
	`atendido` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`horario_id`) REFERENCES `horarios`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`motivo_id`) REFERENCES `motivos`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `citas_slot_uq` ON `citas` (`user_id`,`fecha_cita`,`hora_inicio`);--> statement-breakpoint
CREATE INDEX `citas_user_fecha_idx` ON `citas` (`user_id`,`fecha_cita`);--> statement-breakpoint
CREATE INDEX `citas_email_idx` ON `citas` (`email`,`user_id`,`atendido`);--> statement-breakpoint
CREATE INDEX `citas_horario_idx` ON `citas` (`horario_id`);--> statement-breakpoint
CREATE INDEX `citas_motivo_idx` ON `citas` (`motivo_id`);--> statement-breakpoint
CREATE TABLE `comentarios` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`nombre` text NOT NULL,
	`email` text NOT NULL,
	`observacion` text NOT NULL,
	`calificacion` integer NOT NULL,
	`verificado` integer DEFAULT 0 NOT NULL,
	`idempotency_key` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `comentarios_user_idx` ON `comentarios` (`user_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `comentarios_idem_uq` ON `comentarios` (`idempotency_key`);--> statement-breakpoint
CREATE TABLE `consentimientos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tipo` text NOT NULL,
	`version` text NOT NULL,
	`email` text NOT NULL,
	`user_id` integer,
	`cita_id` integer,
	`venta_id` integer,
	`aceptado_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`cita_id`) REFERENCES `citas`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`venta_id`) REFERENCES `ventas`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `consentimientos_email_idx` ON `consentimientos` (`email`);--> statement-breakpoint
CREATE TABLE `especialidades` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`nombre` text NOT NULL,
	`slug` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `especialidades_slug_uq` ON `especialidades` (`slug`);--> statement-breakpoint
CREATE TABLE `home` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`fondo` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `horarios` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`hora_inicio` text NOT NULL,
	`hora_fin` text NOT NULL,
	`lunes` integer DEFAULT 0 NOT NULL,
	`martes` integer DEFAULT 0 NOT NULL,
	`miercoles` integer DEFAULT 0 NOT NULL,
	`jueves` integer DEFAULT 0 NOT NULL,
	`viernes` integer DEFAULT 0 NOT NULL,
	`sabado` integer DEFAULT 0 NOT NULL,
	`domingo` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `horarios_user_idx` ON `horarios` (`user_id`,`hora_inicio`);--> statement-breakpoint
CREATE TABLE `login_attempts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`clave` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `login_attempts_clave_idx` ON `login_attempts` (`clave`,`created_at`);--> statement-breakpoint
CREATE TABLE `mail_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`para` text NOT NULL,
	`asunto` text NOT NULL,
	`texto` text NOT NULL,
	`html` text DEFAULT '' NOT NULL,
	`adjuntos` text DEFAULT '[]' NOT NULL,
	`estado` text DEFAULT 'pendiente' NOT NULL,
	`intentos` integer DEFAULT 0 NOT NULL,
	`ultimo_error` text DEFAULT '' NOT NULL,
	`proximo_intento` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`enviado_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `mail_outbox_estado_idx` ON `mail_outbox` (`estado`,`proximo_intento`);--> statement-breakpoint
CREATE TABLE `marcas` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`nombre` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `motivos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`nombre` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `motivos_user_idx` ON `motivos` (`user_id`);--> statement-breakpoint
CREATE TABLE `pago_eventos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`venta_id` integer,
	`transaccion_id` text NOT NULL,
	`status` text NOT NULL,
	`checksum` text NOT NULL,
	`evento_at` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`venta_id`) REFERENCES `ventas`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pago_eventos_checksum_uq` ON `pago_eventos` (`checksum`);--> statement-breakpoint
CREATE TABLE `password_resets` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `password_resets_token_uq` ON `password_resets` (`token_hash`);--> statement-breakpoint
CREATE TABLE `productos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`nombre` text NOT NULL,
	`id_marca` integer NOT NULL,
	`id_promocion` integer,
	`id_caract` integer,
	`precio` integer NOT NULL,
	`estado` text DEFAULT '1' NOT NULL,
	`ficha_tecnica` text DEFAULT '' NOT NULL,
	`uso_adecuado` text DEFAULT '' NOT NULL,
	`aviso_legal` text DEFAULT '' NOT NULL,
	`imagen1` text DEFAULT '' NOT NULL,
	`imagen2` text DEFAULT '' NOT NULL,
	`imagen3` text DEFAULT '' NOT NULL,
	`imagen4` text DEFAULT '' NOT NULL,
	`busqueda` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`id_marca`) REFERENCES `marcas`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`id_promocion`) REFERENCES `promociones`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`id_caract`) REFERENCES `caracteristicas`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `productos_estado_idx` ON `productos` (`estado`,`id`);--> statement-breakpoint
CREATE INDEX `productos_marca_idx` ON `productos` (`id_marca`);--> statement-breakpoint
CREATE INDEX `productos_promocion_idx` ON `productos` (`id_promocion`);--> statement-breakpoint
CREATE INDEX `productos_caract_idx` ON `productos` (`id_caract`);--> statement-breakpoint
CREATE INDEX `productos_precio_idx` ON `productos` (`estado`,`precio`);--> statement-breakpoint
CREATE TABLE `promociones` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`nombre` text NOT NULL,
	`porcentaje` integer DEFAULT 0 NOT NULL,
	`activo` integer DEFAULT 1 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`clave` text PRIMARY KEY NOT NULL,
	`ventana` integer NOT NULL,
	`total` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sessions_token_uq` ON `sessions` (`token_hash`);--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`rol` integer DEFAULT 0 NOT NULL,
	`name` text DEFAULT '' NOT NULL,
	`nombre` text DEFAULT '' NOT NULL,
	`apellido` text DEFAULT '' NOT NULL,
	`cedula` text NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`fijo` text DEFAULT '' NOT NULL,
	`celular` text DEFAULT '' NOT NULL,
	`especialidad_id` integer,
	`horarioatencion` text DEFAULT '' NOT NULL,
	`publico` text DEFAULT '' NOT NULL,
	`mediospago` text DEFAULT '' NOT NULL,
	`direccion` text DEFAULT '' NOT NULL,
	`ciudad` text DEFAULT '' NOT NULL,
	`ciudad_slug` text DEFAULT '' NOT NULL,
	`busqueda` text DEFAULT '' NOT NULL,
	`virtual` integer DEFAULT 0 NOT NULL,
	`presencial` integer DEFAULT 0 NOT NULL,
	`activo` integer DEFAULT 0 NOT NULL,
	`destacado` integer DEFAULT 0 NOT NULL,
	`calificacion_suma` integer DEFAULT 0 NOT NULL,
	`comentarios_total` integer DEFAULT 0 NOT NULL,
	`fotoperfil` text DEFAULT '' NOT NULL,
	`foto1` text DEFAULT '' NOT NULL,
	`foto2` text DEFAULT '' NOT NULL,
	`foto3` text DEFAULT '' NOT NULL,
	`foto4` text DEFAULT '' NOT NULL,
	`foto5` text DEFAULT '' NOT NULL,
	`foto6` text DEFAULT '' NOT NULL,
	`foto7` text DEFAULT '' NOT NULL,
	`foto8` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`especialidad_id`) REFERENCES `especialidades`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_uq` ON `users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_cedula_uq` ON `users` (`cedula`);--> statement-breakpoint
CREATE INDEX `users_directorio_idx` ON `users` (`activo`,`ciudad_slug`,`especialidad_id`);--> statement-breakpoint
CREATE INDEX `users_especialidad_idx` ON `users` (`activo`,`especialidad_id`);--> statement-breakpoint
CREATE INDEX `users_destacado_idx` ON `users` (`activo`,`destacado`);--> statement-breakpoint
CREATE TABLE `venta_productos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`venta_id` integer NOT NULL,
	`producto_id` integer,
	`nombre_produto` text NOT NULL,
	`nombre_marca` text DEFAULT '' NOT NULL,
	`nombre_promocion` text DEFAULT '' NOT NULL,
	`cantidad` integer NOT NULL,
	`valor_unitario` integer NOT NULL,
	`procentaje_aplicado` integer DEFAULT 0 NOT NULL,
	`total` integer NOT NULL,
	FOREIGN KEY (`venta_id`) REFERENCES `ventas`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`producto_id`) REFERENCES `productos`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `venta_productos_venta_idx` ON `venta_productos` (`venta_id`);--> statement-breakpoint
CREATE TABLE `ventas` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`factura` text NOT NULL,
	`token` text NOT NULL,
	`reference` text NOT NULL,
	`nombre` text NOT NULL,
	`apellidos` text NOT NULL,
	`email` text NOT NULL,
	`telefono_cliente` text NOT NULL,
	`ciudad` text NOT NULL,
	`direccion` text NOT NULL,
	`status_pago` text DEFAULT 'pendiente' NOT NULL,
	`status_entrega` text DEFAULT 'pendiente' NOT NULL,
	`total` integer NOT NULL,
	`transaccion_id` text,
	`evento_at` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ventas_factura_uq` ON `ventas` (`factura`);--> statement-breakpoint
CREATE UNIQUE INDEX `ventas_token_uq` ON `ventas` (`token`);--> statement-breakpoint
CREATE UNIQUE INDEX `ventas_reference_uq` ON `ventas` (`reference`);--> statement-breakpoint
CREATE INDEX `ventas_created_idx` ON `ventas` (`created_at`);--> statement-breakpoint
CREATE INDEX `ventas_email_idx` ON `ventas` (`email`);