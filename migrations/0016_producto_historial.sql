-- The historial of the productos (issue 21 item 4), hand-written: one row per change an admin made
-- to a producto (created; a field changed: its value before and after, short; a long text or an
-- image: only that it changed), with who and when, written in the same batch as the change
-- (worker/lib/historial-producto.ts). `producto_id` has no foreign key: the historial outlives
-- its producto. `cuenta_nombre` keeps the admin's name as it was.
CREATE TABLE `producto_historial` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`producto_id` integer NOT NULL,
	`cuenta_id` integer,
	`cuenta_nombre` text DEFAULT '' NOT NULL,
	`accion` text NOT NULL,
	`origen` text DEFAULT 'panel' NOT NULL,
	`campo` text,
	`antes` text,
	`despues` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`cuenta_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `producto_historial_producto_idx` ON `producto_historial` (`producto_id`,`id`);
