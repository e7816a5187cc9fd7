-- Product search that forgives (issue 21): a trigram index over each product's name and, apart,
-- the names of its brand, characteristic and active promotion, so bm25 can weigh the name higher.
-- Derived by triggers from the real tables (a renamed brand or a promotion turned off re-indexes
-- its products); the worker ORs the query's trigrams and ranks by bm25 (lib/busqueda.ts).
CREATE VIEW `productos_texto` AS
  SELECT p.`id` AS `id`, p.`nombre` AS `nombre`,
    coalesce(m.`nombre`, '') || ' ' || coalesce(c.`nombre`, '') || ' ' ||
      coalesce(CASE WHEN pr.`activo` = 1 THEN pr.`nombre` END, '') AS `detalle`
  FROM `productos` p
  LEFT JOIN `marcas` m ON m.`id` = p.`id_marca`
  LEFT JOIN `caracteristicas` c ON c.`id` = p.`id_caract`
  LEFT JOIN `promociones` pr ON pr.`id` = p.`id_promocion`;--> statement-breakpoint
CREATE VIRTUAL TABLE `productos_fts` USING fts5(`nombre`, `detalle`, tokenize='trigram remove_diacritics 1');--> statement-breakpoint
CREATE TRIGGER `productos_fts_insert` AFTER INSERT ON `productos` BEGIN
  INSERT INTO `productos_fts`(rowid, `nombre`, `detalle`) SELECT `id`, `nombre`, `detalle` FROM `productos_texto` WHERE `id` = NEW.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `productos_fts_update` AFTER UPDATE OF `nombre`, `id_marca`, `id_caract`, `id_promocion` ON `productos` BEGIN
  DELETE FROM `productos_fts` WHERE rowid = OLD.`id`;
  INSERT INTO `productos_fts`(rowid, `nombre`, `detalle`) SELECT `id`, `nombre`, `detalle` FROM `productos_texto` WHERE `id` = NEW.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `productos_fts_delete` AFTER DELETE ON `productos` BEGIN
  DELETE FROM `productos_fts` WHERE rowid = OLD.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `marcas_fts_update` AFTER UPDATE OF `nombre` ON `marcas` BEGIN
  DELETE FROM `productos_fts` WHERE rowid IN (SELECT `id` FROM `productos` WHERE `id_marca` = NEW.`id`);
  INSERT INTO `productos_fts`(rowid, `nombre`, `detalle`) SELECT t.`id`, t.`nombre`, t.`detalle` FROM `productos_texto` t JOIN `productos` p ON p.`id` = t.`id` WHERE p.`id_marca` = NEW.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `caracteristicas_fts_update` AFTER UPDATE OF `nombre` ON `caracteristicas` BEGIN
  DELETE FROM `productos_fts` WHERE rowid IN (SELECT `id` FROM `productos` WHERE `id_caract` = NEW.`id`);
  INSERT INTO `productos_fts`(rowid, `nombre`, `detalle`) SELECT t.`id`, t.`nombre`, t.`detalle` FROM `productos_texto` t JOIN `productos` p ON p.`id` = t.`id` WHERE p.`id_caract` = NEW.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `promociones_fts_update` AFTER UPDATE OF `nombre`, `activo` ON `promociones` BEGIN
  DELETE FROM `productos_fts` WHERE rowid IN (SELECT `id` FROM `productos` WHERE `id_promocion` = NEW.`id`);
  INSERT INTO `productos_fts`(rowid, `nombre`, `detalle`) SELECT t.`id`, t.`nombre`, t.`detalle` FROM `productos_texto` t JOIN `productos` p ON p.`id` = t.`id` WHERE p.`id_promocion` = NEW.`id`;
END;--> statement-breakpoint
INSERT INTO `productos_fts`(rowid, `nombre`, `detalle`) SELECT `id`, `nombre`, `detalle` FROM `productos_texto`;
