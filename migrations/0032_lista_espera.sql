-- The lista de espera (issue 35 item 2, docs/decisions/0022-lista-de-espera.md), hand-written.
--
-- `lista_espera`: a paciente's place in one profesional's line for a motivo, the days she wants
-- (`desde`..`hasta`, Bogotá) and the part of the day (`parte`: manana, tarde, cualquiera; `franja`
-- on the wire). The line is (user_id, estado, created_at, id): the index answers "the first one
-- waiting whose window fits" in one query, whatever the line's length. One place per e-mail and
-- profesional while it waits. Only the SHA-256 of her leave link's token is kept.
CREATE TABLE `lista_espera` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL REFERENCES `users`(`id`) ON DELETE cascade,
	`motivo_id` integer NOT NULL REFERENCES `motivos`(`id`) ON DELETE cascade,
	`desde` text NOT NULL,
	`hasta` text NOT NULL,
	`parte` text DEFAULT 'cualquiera' NOT NULL,
	`modalidad` integer DEFAULT 1 NOT NULL,
	`primera_visita` text DEFAULT 'no' NOT NULL,
	`nombre` text NOT NULL,
	`email` text NOT NULL,
	`telefono` text NOT NULL,
	`whatsapp` integer DEFAULT 0 NOT NULL,
	`estado` text DEFAULT 'esperando' NOT NULL,
	`salida_hash` text NOT NULL,
	`cita_id` integer REFERENCES `citas`(`id`) ON DELETE set null,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);--> statement-breakpoint
CREATE INDEX `lista_espera_fila_idx` ON `lista_espera` (`user_id`,`estado`,`created_at`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `lista_espera_una_uq` ON `lista_espera` (`user_id`,`email`) WHERE estado = 'esperando';--> statement-breakpoint
CREATE UNIQUE INDEX `lista_espera_salida_uq` ON `lista_espera` (`salida_hash`);--> statement-breakpoint
CREATE INDEX `lista_espera_email_idx` ON `lista_espera` (`email`);--> statement-breakpoint
CREATE INDEX `lista_espera_hasta_idx` ON `lista_espera` (`hasta`);--> statement-breakpoint
CREATE INDEX `lista_espera_motivo_idx` ON `lista_espera` (`motivo_id`);--> statement-breakpoint
-- `ofertas_espera`: a franja offered to one place of the line for 20 minutes (`expira_at`). While
-- `pendiente` it keeps the franja: availability shows it taken and a normal booking is refused.
-- One live oferta per franja and per place; a place is never offered the same franja twice.
CREATE TABLE `ofertas_espera` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`espera_id` integer NOT NULL REFERENCES `lista_espera`(`id`) ON DELETE cascade,
	`user_id` integer NOT NULL REFERENCES `users`(`id`) ON DELETE cascade,
	`horario_id` integer NOT NULL REFERENCES `horarios`(`id`) ON DELETE cascade,
	`fecha` text NOT NULL,
	`hora_inicio` text NOT NULL,
	`hora_fin` text NOT NULL,
	`ocupa_hasta` text NOT NULL,
	`token_hash` text NOT NULL,
	`estado` text DEFAULT 'pendiente' NOT NULL,
	`expira_at` text NOT NULL,
	`cita_id` integer REFERENCES `citas`(`id`) ON DELETE set null,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX `ofertas_espera_token_uq` ON `ofertas_espera` (`token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `ofertas_espera_franja_uq` ON `ofertas_espera` (`user_id`,`fecha`,`hora_inicio`) WHERE estado = 'pendiente';--> statement-breakpoint
CREATE UNIQUE INDEX `ofertas_espera_viva_uq` ON `ofertas_espera` (`espera_id`) WHERE estado = 'pendiente';--> statement-breakpoint
CREATE UNIQUE INDEX `ofertas_espera_vez_uq` ON `ofertas_espera` (`espera_id`,`fecha`,`hora_inicio`);--> statement-breakpoint
CREATE INDEX `ofertas_espera_vence_idx` ON `ofertas_espera` (`expira_at`) WHERE estado = 'pendiente';--> statement-breakpoint
CREATE INDEX `ofertas_espera_horario_idx` ON `ofertas_espera` (`horario_id`);--> statement-breakpoint
CREATE INDEX `ofertas_espera_cita_idx` ON `ofertas_espera` (`cita_id`);
