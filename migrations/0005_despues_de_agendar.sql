CREATE TABLE `enlaces` (
	`hash` text PRIMARY KEY NOT NULL,
	`tipo` text NOT NULL,
	`cita_id` integer,
	`email` text DEFAULT '' NOT NULL,
	`expira_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`cita_id`) REFERENCES `citas`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `enlaces_cita_idx` ON `enlaces` (`cita_id`);--> statement-breakpoint
CREATE INDEX `enlaces_expira_idx` ON `enlaces` (`expira_at`);--> statement-breakpoint
DROP INDEX `citas_slot_uq`;--> statement-breakpoint
ALTER TABLE `citas` ADD `inicio` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `citas` ADD `uid` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `citas` ADD `secuencia` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `citas` ADD `whatsapp` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `citas` ADD `cancelada_at` text;--> statement-breakpoint
ALTER TABLE `citas` ADD `cancelada_por` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `citas` ADD `cancelacion_motivo` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `citas` ADD `confirmada_at` text;--> statement-breakpoint
ALTER TABLE `citas` ADD `no_asistio_at` text;--> statement-breakpoint
ALTER TABLE `citas` ADD `recordatorio_lote` text;--> statement-breakpoint
ALTER TABLE `citas` ADD `recordatorio_at` text;--> statement-breakpoint
CREATE INDEX `citas_recordatorio_idx` ON `citas` (`inicio`) WHERE recordatorio_lote IS NULL AND cancelada_at IS NULL;--> statement-breakpoint
CREATE INDEX `citas_email_inicio_idx` ON `citas` (`email`,`inicio`);--> statement-breakpoint
CREATE UNIQUE INDEX `citas_slot_uq` ON `citas` (`user_id`,`fecha_cita`,`hora_inicio`) WHERE cancelada_at IS NULL;--> statement-breakpoint
ALTER TABLE `comentarios` ADD `cita_id` integer;--> statement-breakpoint
ALTER TABLE `comentarios` ADD `respuesta` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `comentarios` ADD `respuesta_at` text;--> statement-breakpoint
ALTER TABLE `comentarios` ADD `oculto_at` text;--> statement-breakpoint
ALTER TABLE `comentarios` ADD `oculto_motivo` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `comentarios` ADD `editado_at` text;--> statement-breakpoint
CREATE UNIQUE INDEX `comentarios_cita_uq` ON `comentarios` (`cita_id`);--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `canal` text DEFAULT 'correo' NOT NULL;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `datos` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `comentarios_verificados` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `aviso_cancelacion_horas` integer DEFAULT 2 NOT NULL;--> statement-breakpoint
-- Existing citas: their start as a UTC instant (Bogotá is UTC-5 all year) and a stable .ics UID.
UPDATE `citas` SET `inicio` = strftime('%Y-%m-%dT%H:%M:00.000Z', `fecha_cita` || ' ' || `hora_inicio`, '+5 hours'), `uid` = 'cita-' || `id` || '@citasalud';--> statement-breakpoint
-- Citas already started never get a reminder (keeps the reminder index to what is still due).
UPDATE `citas` SET `recordatorio_lote` = 'no' WHERE `inicio` <= strftime('%Y-%m-%dT%H:%M:%fZ','now');--> statement-breakpoint
-- Knowing a paciente's e-mail proved nothing: only invitations verify from now on.
UPDATE `comentarios` SET `verificado` = 0 WHERE `cita_id` IS NULL;
