CREATE INDEX `ventas_entrega_idx` ON `ventas` (`status_entrega`,`created_at`);--> statement-breakpoint
CREATE INDEX `ventas_pago_idx` ON `ventas` (`status_pago`,`created_at`);