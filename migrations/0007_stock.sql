CREATE TABLE `apartados` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`venta_id` integer NOT NULL,
	`producto_id` integer NOT NULL,
	`cantidad` integer NOT NULL,
	`creado_at` text NOT NULL,
	`vence_at` text NOT NULL,
	FOREIGN KEY (`venta_id`) REFERENCES `ventas`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`producto_id`) REFERENCES `productos`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `apartados_venta_producto_uq` ON `apartados` (`venta_id`,`producto_id`);--> statement-breakpoint
CREATE INDEX `apartados_producto_idx` ON `apartados` (`producto_id`,`vence_at`);--> statement-breakpoint
CREATE INDEX `apartados_vence_idx` ON `apartados` (`vence_at`);--> statement-breakpoint
ALTER TABLE `productos` ADD `stock` integer;--> statement-breakpoint
ALTER TABLE `productos` ADD `stock_minimo` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Never oversold: a venta's apartado is refused when the product's stock minus the apartados still
-- live at the request's instant (NEW.creado_at) cannot cover it. SQLite runs one writer at a time,
-- so of N ventas racing for the last unit exactly one passes; the worker maps 'sin_stock' to 409.
CREATE TRIGGER `apartados_sin_exceso` BEFORE INSERT ON `apartados`
WHEN (SELECT p.`stock` FROM `productos` p WHERE p.`id` = NEW.`producto_id`) IS NOT NULL
  AND (SELECT p.`stock` FROM `productos` p WHERE p.`id` = NEW.`producto_id`)
    - coalesce((SELECT sum(a.`cantidad`) FROM `apartados` a
        WHERE a.`producto_id` = NEW.`producto_id` AND a.`vence_at` > NEW.`creado_at`), 0) < NEW.`cantidad`
BEGIN SELECT RAISE(ABORT, 'sin_stock'); END;
