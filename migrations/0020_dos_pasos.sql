-- Two-step sign-in (issue 22 item 3), hand-written: TOTP secrets, recovery codes, sign-in challenges.
CREATE TABLE `dos_pasos` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`secreto` text,
	`pendiente` text,
	`activo_at` text,
	`ultimo_paso` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `codigos_recuperacion` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`hash` text NOT NULL,
	`usado_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `codigos_recuperacion_uq` ON `codigos_recuperacion` (`user_id`,`hash`);--> statement-breakpoint
CREATE TABLE `desafios` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`tipo` text NOT NULL,
	`expires_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `desafios_token_uq` ON `desafios` (`token_hash`);--> statement-breakpoint
CREATE INDEX `desafios_expira_idx` ON `desafios` (`expires_at`);--> statement-breakpoint
-- Sessions end after a while unused too (lib/auth.ts); the ones open now count from this moment.
ALTER TABLE `sessions` ADD `visto_at` text;--> statement-breakpoint
UPDATE `sessions` SET `visto_at` = strftime('%Y-%m-%dT%H:%M:%fZ','now');--> statement-breakpoint
-- Admins must sign in again: their next sign-in asks them to set up dos pasos first.
DELETE FROM `sessions` WHERE `user_id` IN (SELECT `id` FROM `users` WHERE `rol` = 1);
