-- Discount codes (issue 21, item 6), hand-written; docs/decisions/0014-codigos-de-descuento.md.
--
-- `cupones`: a code staff create (stored trimmed and upper-case, so it matches case-insensitively),
-- a percentage (`tipo` 'porcentaje', `valor` 1..100) or fixed pesos ('valor') off the products, a
-- minimum purchase in pesos (0 = none), a window of Bogotá dates (`desde`, `hasta`, inclusive; NULL =
-- open), total uses and uses per e-mail (NULL = no limit), and `activo`.
CREATE TABLE `cupones` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`codigo` text NOT NULL,
	`tipo` text NOT NULL CHECK (`tipo` IN ('porcentaje', 'valor')),
	`valor` integer NOT NULL,
	`minimo` integer DEFAULT 0 NOT NULL,
	`desde` text,
	`hasta` text,
	`usos_total` integer,
	`usos_por_email` integer,
	`activo` integer DEFAULT 1 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cupones_codigo_uq` ON `cupones` (`codigo`);
--> statement-breakpoint
-- A venta's use of its cupon, taken in the venta's own batch (as its apartados are) and held for the
-- same 30 minutes while the pago is pending; `pagado` 1 once the pago is approved (then it counts for
-- good). A declined pago or a cancelled venta deletes it; an expired one counts for nothing.
CREATE TABLE `cupon_usos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`cupon_id` integer NOT NULL,
	`venta_id` integer NOT NULL,
	`email` text NOT NULL,
	`creado_at` text NOT NULL,
	`vence_at` text NOT NULL,
	`pagado` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`cupon_id`) REFERENCES `cupones`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`venta_id`) REFERENCES `ventas`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cupon_usos_venta_uq` ON `cupon_usos` (`venta_id`);
--> statement-breakpoint
CREATE INDEX `cupon_usos_cupon_idx` ON `cupon_usos` (`cupon_id`,`email`);
--> statement-breakpoint
-- the cupon a venta used (NULL: none); its pesos are `ventas.descuento`
ALTER TABLE `ventas` ADD `cupon_id` integer REFERENCES `cupones`(`id`);
--> statement-breakpoint
-- The last use of a cupon cannot be taken twice: a pending use is refused when the uses that still
-- count at the request's instant (paid, or pending and not expired at NEW.creado_at) already reach
-- `usos_total` ('cupon_agotado'), or this e-mail's reach `usos_por_email` ('cupon_usado'). SQLite runs
-- one writer at a time, so of N ventas racing for the last use exactly one passes; the worker answers
-- 409. A paid use (`pagado` 1, an approval recording a use given back earlier) is never refused.
CREATE TRIGGER `cupon_usos_sin_exceso` BEFORE INSERT ON `cupon_usos`
WHEN NEW.`pagado` = 0
BEGIN
	SELECT RAISE(ABORT, 'cupon_agotado')
	WHERE (SELECT c.`usos_total` FROM `cupones` c WHERE c.`id` = NEW.`cupon_id`) IS NOT NULL
		AND (SELECT count(*) FROM `cupon_usos` u WHERE u.`cupon_id` = NEW.`cupon_id`
			AND (u.`pagado` = 1 OR u.`vence_at` > NEW.`creado_at`))
		>= (SELECT c.`usos_total` FROM `cupones` c WHERE c.`id` = NEW.`cupon_id`);
	SELECT RAISE(ABORT, 'cupon_usado')
	WHERE (SELECT c.`usos_por_email` FROM `cupones` c WHERE c.`id` = NEW.`cupon_id`) IS NOT NULL
		AND (SELECT count(*) FROM `cupon_usos` u WHERE u.`cupon_id` = NEW.`cupon_id` AND u.`email` = NEW.`email`
			AND (u.`pagado` = 1 OR u.`vence_at` > NEW.`creado_at`))
		>= (SELECT c.`usos_por_email` FROM `cupones` c WHERE c.`id` = NEW.`cupon_id`);
END;
