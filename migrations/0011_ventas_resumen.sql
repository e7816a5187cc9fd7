-- The admin's orders list searches (phone, name, surname from their start), its sort by total,
-- and the sales view's "to ship" count, each read from an index (issue 21, item 7).
CREATE INDEX `ventas_telefono_idx` ON `ventas` (`telefono_cliente`);--> statement-breakpoint
CREATE INDEX `ventas_comprador_idx` ON `ventas` (lower("nombre" || ' ' || "apellidos"));--> statement-breakpoint
CREATE INDEX `ventas_apellidos_idx` ON `ventas` (lower("apellidos"));--> statement-breakpoint
CREATE INDEX `ventas_total_idx` ON `ventas` (`total`);--> statement-breakpoint
CREATE INDEX `ventas_por_enviar_idx` ON `ventas` (`status_entrega`,`status_pago`);
