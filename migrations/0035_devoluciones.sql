-- Returns and partial refunds (issue 33 item 3, docs/decisions/0024-devoluciones.md), hand-written.
--
-- devoluciones: one refund of a paid venta (what staff returned, why, how much and how it went
-- back), unique per venta and idempotency key. devolucion_lineas: the units of each line it took
-- back, the pesos refunded for them (`monto`, after the descuento) and the part of the line's own
-- `total` they were (`total`, before it: what the per-day product sums count).
CREATE TABLE `devoluciones` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`venta_id` integer NOT NULL REFERENCES `ventas`(`id`) ON DELETE cascade,
	`clave` text NOT NULL,
	`monto` integer NOT NULL,
	`devuelto_antes` integer NOT NULL,
	`envio` integer NOT NULL DEFAULT 0,
	`motivo` text NOT NULL,
	`medio` text NOT NULL,
	`estado` text NOT NULL DEFAULT 'pendiente',
	`referencia` text NOT NULL DEFAULT '',
	`admin_id` integer REFERENCES `users`(`id`) ON DELETE set null,
	`admin_nombre` text NOT NULL DEFAULT '',
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX `devoluciones_venta_clave_uq` ON `devoluciones` (`venta_id`, `clave`);--> statement-breakpoint
CREATE TABLE `devolucion_lineas` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`devolucion_id` integer NOT NULL REFERENCES `devoluciones`(`id`) ON DELETE cascade,
	`venta_producto_id` integer NOT NULL REFERENCES `venta_productos`(`id`) ON DELETE cascade,
	`cantidad` integer NOT NULL,
	`monto` integer NOT NULL,
	`total` integer NOT NULL,
	`iva` integer NOT NULL
);--> statement-breakpoint
CREATE INDEX `devolucion_lineas_linea_idx` ON `devolucion_lineas` (`venta_producto_id`);--> statement-breakpoint
CREATE INDEX `devolucion_lineas_devolucion_idx` ON `devolucion_lineas` (`devolucion_id`);--> statement-breakpoint
-- The guard, in the writing statement itself: a refund is written only over the refunds its request
-- read (`devuelto_antes`; else another refund came first: 'devolucion_cruzada', the request reads
-- again) and only while the venta is paid and the refunds stay within what was paid (the total, or
-- the cash received contra entrega): else 'devolucion_excede'. Two refunds at once cannot pass it.
CREATE TRIGGER `devoluciones_sin_exceso` BEFORE INSERT ON `devoluciones` BEGIN
	SELECT RAISE(ABORT, 'devolucion_cruzada')
		WHERE NEW.`devuelto_antes` IS NOT (SELECT coalesce(sum(`monto`), 0) FROM `devoluciones` WHERE `venta_id` = NEW.`venta_id`);
	SELECT RAISE(ABORT, 'devolucion_excede') WHERE NOT EXISTS (
		SELECT 1 FROM `ventas` v WHERE v.`id` = NEW.`venta_id` AND v.`status_pago` = 'aprobado' AND NEW.`monto` > 0
			AND NEW.`devuelto_antes` + NEW.`monto` <=
				CASE WHEN v.`metodo_pago` = 'contra_entrega' THEN coalesce(v.`recibido`, v.`total`) ELSE v.`total` END);
END;--> statement-breakpoint
-- and a line never gives back more units than were bought on it, nor a line of another venta
CREATE TRIGGER `devolucion_lineas_sin_exceso` BEFORE INSERT ON `devolucion_lineas` BEGIN
	SELECT RAISE(ABORT, 'devolucion_unidades')
		WHERE NEW.`cantidad` < 1 OR NEW.`cantidad` + (SELECT coalesce(sum(`cantidad`), 0) FROM `devolucion_lineas`
			WHERE `venta_producto_id` = NEW.`venta_producto_id`) > coalesce((SELECT l.`cantidad` FROM `venta_productos` l
			JOIN `devoluciones` d ON d.`venta_id` = l.`venta_id` WHERE l.`id` = NEW.`venta_producto_id` AND d.`id` = NEW.`devolucion_id`), 0);
END;--> statement-breakpoint
-- The sums per day of migration 0028 count net revenue: a refund leaves its venta's day and pair of
-- statuses, and the units and pesos it took back leave their product's day (while the venta is paid).
CREATE TRIGGER `devoluciones_por_dia` AFTER INSERT ON `devoluciones` BEGIN
	UPDATE `ventas_por_dia` SET `total` = `total` - NEW.`monto`
		WHERE (`fecha`, `status_pago`, `status_entrega`) =
			(SELECT date(`created_at`, '-5 hours'), `status_pago`, `status_entrega` FROM `ventas` WHERE `id` = NEW.`venta_id`);
END;--> statement-breakpoint
CREATE TRIGGER `devolucion_lineas_por_dia` AFTER INSERT ON `devolucion_lineas`
WHEN (SELECT v.`status_pago` FROM `ventas` v JOIN `venta_productos` l ON l.`venta_id` = v.`id` WHERE l.`id` = NEW.`venta_producto_id`) = 'aprobado'
BEGIN
	UPDATE `ventas_productos_por_dia` SET `cantidad` = `cantidad` - NEW.`cantidad`, `total` = `total` - NEW.`total`
		WHERE (`fecha`, `clave`) = (SELECT date(v.`created_at`, '-5 hours'), coalesce('p' || l.`producto_id`, 'n' || l.`nombre_produto`)
			FROM `venta_productos` l JOIN `ventas` v ON v.`id` = l.`venta_id` WHERE l.`id` = NEW.`venta_producto_id`);
END;--> statement-breakpoint
-- migration 0028's triggers again, moving a venta's and its lines' net figures (less their refunds)
DROP TRIGGER `ventas_por_dia_update`;--> statement-breakpoint
CREATE TRIGGER `ventas_por_dia_update` AFTER UPDATE OF `status_pago`, `status_entrega`, `total`, `created_at` ON `ventas`
WHEN OLD.`status_pago` IS NOT NEW.`status_pago` OR OLD.`status_entrega` IS NOT NEW.`status_entrega`
	OR OLD.`total` IS NOT NEW.`total` OR OLD.`created_at` IS NOT NEW.`created_at`
BEGIN
	UPDATE `ventas_por_dia` SET `n` = `n` - 1,
		`total` = `total` - (OLD.`total` - (SELECT coalesce(sum(d.`monto`), 0) FROM `devoluciones` d WHERE d.`venta_id` = OLD.`id`))
		WHERE `fecha` = date(OLD.`created_at`, '-5 hours') AND `status_pago` = OLD.`status_pago`
			AND `status_entrega` = OLD.`status_entrega`;
	INSERT INTO `ventas_por_dia` (`fecha`, `status_pago`, `status_entrega`, `n`, `total`)
		VALUES (date(NEW.`created_at`, '-5 hours'), NEW.`status_pago`, NEW.`status_entrega`, 1,
			NEW.`total` - (SELECT coalesce(sum(d.`monto`), 0) FROM `devoluciones` d WHERE d.`venta_id` = NEW.`id`))
		ON CONFLICT DO UPDATE SET `n` = `n` + 1, `total` = `total` + excluded.`total`;
END;--> statement-breakpoint
DROP TRIGGER `ventas_productos_por_dia_venta`;--> statement-breakpoint
CREATE TRIGGER `ventas_productos_por_dia_venta` AFTER UPDATE OF `status_pago`, `created_at` ON `ventas`
WHEN (OLD.`status_pago` = 'aprobado' OR NEW.`status_pago` = 'aprobado')
	AND (OLD.`status_pago` IS NOT NEW.`status_pago` OR OLD.`created_at` IS NOT NEW.`created_at`)
BEGIN
	UPDATE `ventas_productos_por_dia` SET
		`cantidad` = `cantidad` - (SELECT coalesce(sum(l.`cantidad` - (SELECT coalesce(sum(dl.`cantidad`), 0) FROM `devolucion_lineas` dl
			WHERE dl.`venta_producto_id` = l.`id`)), 0) FROM `venta_productos` l WHERE l.`venta_id` = OLD.`id`
			AND coalesce('p' || l.`producto_id`, 'n' || l.`nombre_produto`) = `ventas_productos_por_dia`.`clave`),
		`total` = `total` - (SELECT coalesce(sum(l.`total` - (SELECT coalesce(sum(dl.`total`), 0) FROM `devolucion_lineas` dl
			WHERE dl.`venta_producto_id` = l.`id`)), 0) FROM `venta_productos` l WHERE l.`venta_id` = OLD.`id`
			AND coalesce('p' || l.`producto_id`, 'n' || l.`nombre_produto`) = `ventas_productos_por_dia`.`clave`)
		WHERE OLD.`status_pago` = 'aprobado' AND `fecha` = date(OLD.`created_at`, '-5 hours')
			AND `clave` IN (SELECT coalesce('p' || l.`producto_id`, 'n' || l.`nombre_produto`) FROM `venta_productos` l
				WHERE l.`venta_id` = OLD.`id`);
	INSERT INTO `ventas_productos_por_dia` (`fecha`, `clave`, `producto_id`, `nombre_produto`, `cantidad`, `total`)
		SELECT date(NEW.`created_at`, '-5 hours'), coalesce('p' || l.`producto_id`, 'n' || l.`nombre_produto`),
			l.`producto_id`, l.`nombre_produto`,
			l.`cantidad` - (SELECT coalesce(sum(dl.`cantidad`), 0) FROM `devolucion_lineas` dl WHERE dl.`venta_producto_id` = l.`id`),
			l.`total` - (SELECT coalesce(sum(dl.`total`), 0) FROM `devolucion_lineas` dl WHERE dl.`venta_producto_id` = l.`id`)
		FROM `venta_productos` l WHERE l.`venta_id` = NEW.`id` AND NEW.`status_pago` = 'aprobado'
		ON CONFLICT DO UPDATE SET `cantidad` = `cantidad` + excluded.`cantidad`, `total` = `total` + excluded.`total`;
END;--> statement-breakpoint
DROP TRIGGER `ventas_por_dia_delete`;--> statement-breakpoint
CREATE TRIGGER `ventas_por_dia_delete` BEFORE DELETE ON `ventas` BEGIN
	UPDATE `ventas_por_dia` SET `n` = `n` - 1,
		`total` = `total` - (OLD.`total` - (SELECT coalesce(sum(d.`monto`), 0) FROM `devoluciones` d WHERE d.`venta_id` = OLD.`id`))
		WHERE `fecha` = date(OLD.`created_at`, '-5 hours') AND `status_pago` = OLD.`status_pago`
			AND `status_entrega` = OLD.`status_entrega`;
	UPDATE `ventas_productos_por_dia` SET
		`cantidad` = `cantidad` - (SELECT coalesce(sum(l.`cantidad` - (SELECT coalesce(sum(dl.`cantidad`), 0) FROM `devolucion_lineas` dl
			WHERE dl.`venta_producto_id` = l.`id`)), 0) FROM `venta_productos` l WHERE l.`venta_id` = OLD.`id`
			AND coalesce('p' || l.`producto_id`, 'n' || l.`nombre_produto`) = `ventas_productos_por_dia`.`clave`),
		`total` = `total` - (SELECT coalesce(sum(l.`total` - (SELECT coalesce(sum(dl.`total`), 0) FROM `devolucion_lineas` dl
			WHERE dl.`venta_producto_id` = l.`id`)), 0) FROM `venta_productos` l WHERE l.`venta_id` = OLD.`id`
			AND coalesce('p' || l.`producto_id`, 'n' || l.`nombre_produto`) = `ventas_productos_por_dia`.`clave`)
		WHERE OLD.`status_pago` = 'aprobado' AND `fecha` = date(OLD.`created_at`, '-5 hours')
			AND `clave` IN (SELECT coalesce('p' || l.`producto_id`, 'n' || l.`nombre_produto`) FROM `venta_productos` l
				WHERE l.`venta_id` = OLD.`id`);
END;--> statement-breakpoint
DROP TRIGGER `venta_productos_por_dia_update`;--> statement-breakpoint
CREATE TRIGGER `venta_productos_por_dia_update` AFTER UPDATE OF `venta_id`, `producto_id`, `nombre_produto`, `cantidad`, `total` ON `venta_productos`
BEGIN
	UPDATE `ventas_productos_por_dia` SET
		`cantidad` = `cantidad` - (OLD.`cantidad` - (SELECT coalesce(sum(dl.`cantidad`), 0) FROM `devolucion_lineas` dl WHERE dl.`venta_producto_id` = OLD.`id`)),
		`total` = `total` - (OLD.`total` - (SELECT coalesce(sum(dl.`total`), 0) FROM `devolucion_lineas` dl WHERE dl.`venta_producto_id` = OLD.`id`))
		WHERE `clave` = coalesce('p' || OLD.`producto_id`, 'n' || OLD.`nombre_produto`)
			AND (SELECT `status_pago` FROM `ventas` WHERE `id` = OLD.`venta_id`) = 'aprobado'
			AND `fecha` = (SELECT date(v.`created_at`, '-5 hours') FROM `ventas` v WHERE v.`id` = OLD.`venta_id`);
	INSERT INTO `ventas_productos_por_dia` (`fecha`, `clave`, `producto_id`, `nombre_produto`, `cantidad`, `total`)
		SELECT date(v.`created_at`, '-5 hours'), coalesce('p' || NEW.`producto_id`, 'n' || NEW.`nombre_produto`),
			NEW.`producto_id`, NEW.`nombre_produto`,
			NEW.`cantidad` - (SELECT coalesce(sum(dl.`cantidad`), 0) FROM `devolucion_lineas` dl WHERE dl.`venta_producto_id` = NEW.`id`),
			NEW.`total` - (SELECT coalesce(sum(dl.`total`), 0) FROM `devolucion_lineas` dl WHERE dl.`venta_producto_id` = NEW.`id`)
		FROM `ventas` v WHERE v.`id` = NEW.`venta_id` AND v.`status_pago` = 'aprobado'
		ON CONFLICT DO UPDATE SET `cantidad` = `cantidad` + excluded.`cantidad`, `total` = `total` + excluded.`total`;
END;
