-- E-mail confirmation and e-mail change (issue 22 item 3), hand-written.
-- `correo_confirmado`: 1 once the cuenta's e-mail is proven by following a link sent to it. Every
-- existing cuenta (and every cuenta created by staff, the seed or the admin script) counts as
-- confirmed, hence the default 1; only a registration (`POST /api/user/create`) writes 0.
ALTER TABLE `users` ADD `correo_confirmado` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- A link sent to `correo` that proves the cuenta `user_id` reads it: the registered address
-- (confirmation) or a new one (e-mail change, applied only when followed). The token is kept only
-- as its SHA-256; a link is good once and until `expires_at`.
CREATE TABLE `confirmaciones_correo` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`correo` text NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `confirmaciones_correo_token_uq` ON `confirmaciones_correo` (`token_hash`);--> statement-breakpoint
CREATE INDEX `confirmaciones_correo_user_idx` ON `confirmaciones_correo` (`user_id`,`created_at`);
