-- The sales view's figures kept on write (issue 36 item 4), hand-written.
--
-- GET /api/ventas/resumen read every venta of its window (and, for the top products, every line of
-- the paid ones): at 100,000 ventas it was 15.5× slower than at demo size. These two tables hold
-- the same sums per Bogotá day (created_at − 5 h, as the view counts days), kept by triggers on
-- every write of `ventas` and `venta_productos`, so the view reads at most 30 days × a few rows
-- whatever the number of ventas. A trigger runs in the writing statement's transaction: a sum is
-- never behind the rows it sums.
--
-- ventas_por_dia: ventas and their totals per day and pair of statuses (revenue is the total of the
-- 'aprobado' ones, as before).
CREATE TABLE `ventas_por_dia` (
	`fecha` text NOT NULL,
	`status_pago` text NOT NULL,
	`status_entrega` text NOT NULL,
	`n` integer NOT NULL,
	`total` integer NOT NULL,
	PRIMARY KEY (`fecha`, `status_pago`, `status_entrega`)
) WITHOUT ROWID;--> statement-breakpoint
-- ventas_productos_por_dia: units and pesos sold per day and product, of paid ventas only. A line
-- whose product was deleted (producto_id NULL) counts by its name, as the view grouped it.
CREATE TABLE `ventas_productos_por_dia` (
	`fecha` text NOT NULL,
	`clave` text NOT NULL,
	`producto_id` integer,
	`nombre_produto` text NOT NULL,
	`cantidad` integer NOT NULL,
	`total` integer NOT NULL,
	PRIMARY KEY (`fecha`, `clave`)
) WITHOUT ROWID;--> statement-breakpoint
INSERT INTO `ventas_por_dia` (`fecha`, `status_pago`, `status_entrega`, `n`, `total`)
	SELECT date(`created_at`, '-5 hours'), `status_pago`, `status_entrega`, count(*), sum(`total`)
	FROM `ventas` GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO `ventas_productos_por_dia` (`fecha`, `clave`, `producto_id`, `nombre_produto`, `cantidad`, `total`)
	SELECT date(v.`created_at`, '-5 hours'), coalesce('p' || l.`producto_id`, 'n' || l.`nombre_produto`),
		max(l.`producto_id`), max(l.`nombre_produto`), sum(l.`cantidad`), sum(l.`total`)
	FROM `venta_productos` l JOIN `ventas` v ON v.`id` = l.`venta_id`
	WHERE v.`status_pago` = 'aprobado' GROUP BY 1, 2;--> statement-breakpoint
CREATE TRIGGER `ventas_por_dia_insert` AFTER INSERT ON `ventas` BEGIN
	INSERT INTO `ventas_por_dia` (`fecha`, `status_pago`, `status_entrega`, `n`, `total`)
		VALUES (date(NEW.`created_at`, '-5 hours'), NEW.`status_pago`, NEW.`status_entrega`, 1, NEW.`total`)
		ON CONFLICT DO UPDATE SET `n` = `n` + 1, `total` = `total` + excluded.`total`;
	INSERT INTO `ventas_productos_por_dia` (`fecha`, `clave`, `producto_id`, `nombre_produto`, `cantidad`, `total`)
		SELECT date(NEW.`created_at`, '-5 hours'), coalesce('p' || l.`producto_id`, 'n' || l.`nombre_produto`),
			l.`producto_id`, l.`nombre_produto`, l.`cantidad`, l.`total`
		FROM `venta_productos` l WHERE l.`venta_id` = NEW.`id` AND NEW.`status_pago` = 'aprobado'
		ON CONFLICT DO UPDATE SET `cantidad` = `cantidad` + excluded.`cantidad`, `total` = `total` + excluded.`total`;
END;--> statement-breakpoint
-- a change of status, total or day moves the venta from its old sums to its new ones
CREATE TRIGGER `ventas_por_dia_update` AFTER UPDATE OF `status_pago`, `status_entrega`, `total`, `created_at` ON `ventas`
WHEN OLD.`status_pago` IS NOT NEW.`status_pago` OR OLD.`status_entrega` IS NOT NEW.`status_entrega`
	OR OLD.`total` IS NOT NEW.`total` OR OLD.`created_at` IS NOT NEW.`created_at`
BEGIN
	UPDATE `ventas_por_dia` SET `n` = `n` - 1, `total` = `total` - OLD.`total`
		WHERE `fecha` = date(OLD.`created_at`, '-5 hours') AND `status_pago` = OLD.`status_pago`
			AND `status_entrega` = OLD.`status_entrega`;
	INSERT INTO `ventas_por_dia` (`fecha`, `status_pago`, `status_entrega`, `n`, `total`)
		VALUES (date(NEW.`created_at`, '-5 hours'), NEW.`status_pago`, NEW.`status_entrega`, 1, NEW.`total`)
		ON CONFLICT DO UPDATE SET `n` = `n` + 1, `total` = `total` + excluded.`total`;
END;--> statement-breakpoint
-- and its lines, when it becomes paid, stops being paid or changes day (a delivery step or a new
-- total leaves them where they are)
CREATE TRIGGER `ventas_productos_por_dia_venta` AFTER UPDATE OF `status_pago`, `created_at` ON `ventas`
WHEN (OLD.`status_pago` = 'aprobado' OR NEW.`status_pago` = 'aprobado')
	AND (OLD.`status_pago` IS NOT NEW.`status_pago` OR OLD.`created_at` IS NOT NEW.`created_at`)
BEGIN
	UPDATE `ventas_productos_por_dia` SET
		`cantidad` = `cantidad` - (SELECT coalesce(sum(l.`cantidad`), 0) FROM `venta_productos` l WHERE l.`venta_id` = OLD.`id`
			AND coalesce('p' || l.`producto_id`, 'n' || l.`nombre_produto`) = `ventas_productos_por_dia`.`clave`),
		`total` = `total` - (SELECT coalesce(sum(l.`total`), 0) FROM `venta_productos` l WHERE l.`venta_id` = OLD.`id`
			AND coalesce('p' || l.`producto_id`, 'n' || l.`nombre_produto`) = `ventas_productos_por_dia`.`clave`)
		WHERE OLD.`status_pago` = 'aprobado' AND `fecha` = date(OLD.`created_at`, '-5 hours')
			AND `clave` IN (SELECT coalesce('p' || l.`producto_id`, 'n' || l.`nombre_produto`) FROM `venta_productos` l
				WHERE l.`venta_id` = OLD.`id`);
	INSERT INTO `ventas_productos_por_dia` (`fecha`, `clave`, `producto_id`, `nombre_produto`, `cantidad`, `total`)
		SELECT date(NEW.`created_at`, '-5 hours'), coalesce('p' || l.`producto_id`, 'n' || l.`nombre_produto`),
			l.`producto_id`, l.`nombre_produto`, l.`cantidad`, l.`total`
		FROM `venta_productos` l WHERE l.`venta_id` = NEW.`id` AND NEW.`status_pago` = 'aprobado'
		ON CONFLICT DO UPDATE SET `cantidad` = `cantidad` + excluded.`cantidad`, `total` = `total` + excluded.`total`;
END;--> statement-breakpoint
-- the lines of a paid venta leave its product sums before the venta goes (a cascade then deletes
-- the lines, whose own trigger finds no paid venta any more)
CREATE TRIGGER `ventas_por_dia_delete` BEFORE DELETE ON `ventas` BEGIN
	UPDATE `ventas_por_dia` SET `n` = `n` - 1, `total` = `total` - OLD.`total`
		WHERE `fecha` = date(OLD.`created_at`, '-5 hours') AND `status_pago` = OLD.`status_pago`
			AND `status_entrega` = OLD.`status_entrega`;
	UPDATE `ventas_productos_por_dia` SET
		`cantidad` = `cantidad` - (SELECT coalesce(sum(l.`cantidad`), 0) FROM `venta_productos` l WHERE l.`venta_id` = OLD.`id`
			AND coalesce('p' || l.`producto_id`, 'n' || l.`nombre_produto`) = `ventas_productos_por_dia`.`clave`),
		`total` = `total` - (SELECT coalesce(sum(l.`total`), 0) FROM `venta_productos` l WHERE l.`venta_id` = OLD.`id`
			AND coalesce('p' || l.`producto_id`, 'n' || l.`nombre_produto`) = `ventas_productos_por_dia`.`clave`)
		WHERE OLD.`status_pago` = 'aprobado' AND `fecha` = date(OLD.`created_at`, '-5 hours')
			AND `clave` IN (SELECT coalesce('p' || l.`producto_id`, 'n' || l.`nombre_produto`) FROM `venta_productos` l
				WHERE l.`venta_id` = OLD.`id`);
END;--> statement-breakpoint
-- a line written, changed or removed on a paid venta (ventas are written before their lines)
CREATE TRIGGER `venta_productos_por_dia_insert` AFTER INSERT ON `venta_productos`
WHEN (SELECT `status_pago` FROM `ventas` WHERE `id` = NEW.`venta_id`) = 'aprobado'
BEGIN
	INSERT INTO `ventas_productos_por_dia` (`fecha`, `clave`, `producto_id`, `nombre_produto`, `cantidad`, `total`)
		SELECT date(v.`created_at`, '-5 hours'), coalesce('p' || NEW.`producto_id`, 'n' || NEW.`nombre_produto`),
			NEW.`producto_id`, NEW.`nombre_produto`, NEW.`cantidad`, NEW.`total`
		FROM `ventas` v WHERE v.`id` = NEW.`venta_id`
		ON CONFLICT DO UPDATE SET `cantidad` = `cantidad` + excluded.`cantidad`, `total` = `total` + excluded.`total`;
END;--> statement-breakpoint
CREATE TRIGGER `venta_productos_por_dia_delete` AFTER DELETE ON `venta_productos`
WHEN (SELECT `status_pago` FROM `ventas` WHERE `id` = OLD.`venta_id`) = 'aprobado'
BEGIN
	UPDATE `ventas_productos_por_dia` SET `cantidad` = `cantidad` - OLD.`cantidad`, `total` = `total` - OLD.`total`
		WHERE `clave` = coalesce('p' || OLD.`producto_id`, 'n' || OLD.`nombre_produto`)
			AND `fecha` = (SELECT date(v.`created_at`, '-5 hours') FROM `ventas` v WHERE v.`id` = OLD.`venta_id`);
END;--> statement-breakpoint
CREATE TRIGGER `venta_productos_por_dia_update` AFTER UPDATE OF `venta_id`, `producto_id`, `nombre_produto`, `cantidad`, `total` ON `venta_productos`
BEGIN
	UPDATE `ventas_productos_por_dia` SET `cantidad` = `cantidad` - OLD.`cantidad`, `total` = `total` - OLD.`total`
		WHERE `clave` = coalesce('p' || OLD.`producto_id`, 'n' || OLD.`nombre_produto`)
			AND (SELECT `status_pago` FROM `ventas` WHERE `id` = OLD.`venta_id`) = 'aprobado'
			AND `fecha` = (SELECT date(v.`created_at`, '-5 hours') FROM `ventas` v WHERE v.`id` = OLD.`venta_id`);
	INSERT INTO `ventas_productos_por_dia` (`fecha`, `clave`, `producto_id`, `nombre_produto`, `cantidad`, `total`)
		SELECT date(v.`created_at`, '-5 hours'), coalesce('p' || NEW.`producto_id`, 'n' || NEW.`nombre_produto`),
			NEW.`producto_id`, NEW.`nombre_produto`, NEW.`cantidad`, NEW.`total`
		FROM `ventas` v WHERE v.`id` = NEW.`venta_id` AND v.`status_pago` = 'aprobado'
		ON CONFLICT DO UPDATE SET `cantidad` = `cantidad` + excluded.`cantidad`, `total` = `total` + excluded.`total`;
END;
