-- The steps of a venta (issue 21 item 4), hand-written: each change of its delivery status made by
-- an admin (preparando, enviado with its transportadora and guía, entregado, cancelado with its
-- motivo) and of its payment status after a cancellation (reembolso_pendiente, then reembolsado by
-- an admin with an optional nota, or by Wompi's VOIDED event), with who and when. A venta reaches
-- each status once (the steps only move forward), so (venta, tipo, estado) is unique: a second
-- request for the same step loses the race instead of e-mailing the buyer twice. Payment approvals
-- are read from `pago_eventos` and not copied here. docs/decisions/0013-entrega-y-reembolso.md.
CREATE TABLE `venta_pasos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`venta_id` integer NOT NULL,
	`tipo` text NOT NULL,
	`anterior` text NOT NULL,
	`estado` text NOT NULL,
	`por` text NOT NULL,
	`admin_id` integer,
	`admin_nombre` text DEFAULT '' NOT NULL,
	`transportadora` text DEFAULT '' NOT NULL,
	`guia` text DEFAULT '' NOT NULL,
	`motivo` text DEFAULT '' NOT NULL,
	`nota` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`venta_id`) REFERENCES `ventas`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`admin_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `venta_pasos_venta_estado_uq` ON `venta_pasos` (`venta_id`,`tipo`,`estado`);
