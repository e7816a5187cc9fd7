-- What the directory shows and the approval of profile changes (issue 22 item 4), hand-written.
-- A profesional's phones appear in public answers only once she publishes them: explicit consent
-- (Ley 1581), so every existing row starts unpublished.
ALTER TABLE `users` ADD `publicar_celular` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Changes of name, specialty, cédula or city an activated profesional asks for, waiting for an
-- admin; NULL columns are fields she did not ask to change.
CREATE TABLE `propuestas` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`nombre` text,
	`apellido` text,
	`cedula` text,
	`ciudad` text,
	`especialidad_id` integer,
	`estado` text DEFAULT 'pendiente' NOT NULL,
	`motivo` text DEFAULT '' NOT NULL,
	`revisada_por` integer,
	`revisada_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`especialidad_id`) REFERENCES `especialidades`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`revisada_por`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `propuestas_pendiente_uq` ON `propuestas` (`user_id`) WHERE estado = 'pendiente';--> statement-breakpoint
CREATE INDEX `propuestas_estado_idx` ON `propuestas` (`estado`,`created_at`);
--> statement-breakpoint
-- Copies of public answers kept before this migration carry cédulas, e-mails and phones: new
-- versions of the directory's and the agenda's areas make every one of them a miss
-- (worker/lib/cache.ts); drawn pages are keyed by those answers, so they follow.
UPDATE `cache_version` SET `version` = abs(random()) WHERE `scope` IN ('directorio', 'agenda');
