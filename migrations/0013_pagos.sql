-- Payments (issue 22 item 6, issue 21 item 5), hand-written.
-- pago_eventos records every event whose signature is valid, applied or not: its reference and
-- `resultado` ('aplicado', or why not: worker/pagos/resultados.ts). Existing rows were applied or
-- kept for the audit of their venta.
ALTER TABLE `pago_eventos` ADD `reference` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `pago_eventos` ADD `resultado` text DEFAULT 'aplicado' NOT NULL;--> statement-breakpoint
UPDATE `pago_eventos` SET `reference` = coalesce((SELECT v.`reference` FROM `ventas` v WHERE v.`id` = `pago_eventos`.`venta_id`), '');--> statement-breakpoint
-- A second approved pago on a venta already paid: staff refund it (0 no, 1 yes).
ALTER TABLE `ventas` ADD `pago_duplicado` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The Wompi references of a venta's earlier pagos: paying again gives the venta a new reference
-- (`ventas.reference`), the old ones still lead to it. `numero` is the pago's attempt number.
CREATE TABLE `pago_referencias` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`venta_id` integer NOT NULL,
	`reference` text NOT NULL,
	`numero` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`venta_id`) REFERENCES `ventas`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pago_referencias_reference_uq` ON `pago_referencias` (`reference`);--> statement-breakpoint
CREATE INDEX `pago_referencias_venta_idx` ON `pago_referencias` (`venta_id`);
