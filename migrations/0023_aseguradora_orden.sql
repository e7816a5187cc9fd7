-- The directory filtered by aseguradora, in its own order (issue 20, speed at scale), hand-written.
--
-- `medic/all?aseguradora=…` lists featured first, then by rating. Read through users, SQLite had to
-- sort every professional who accepts that aseguradora (1,500 of 10,000 at the bench's scale) to
-- give a page of 24. Each acceptance now carries her `destacado` and her rounded `promedio` (the
-- wire's value), so the (aseguradora_id, destacado, promedio, user_id) index hands the rows over in
-- the list's order. Triggers keep both copies equal to the users row: whoever writes the rating,
-- the featured flag or the acceptance, the copy follows in the same statement.
ALTER TABLE `profesional_aseguradoras` ADD `destacado` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `profesional_aseguradoras` ADD `promedio` real DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE `profesional_aseguradoras` SET
  `destacado` = (SELECT u.`destacado` FROM `users` u WHERE u.`id` = `profesional_aseguradoras`.`user_id`),
  `promedio` = (SELECT CASE WHEN u.`comentarios_total` > 0 THEN round(CAST(u.`calificacion_suma` AS real) / u.`comentarios_total`, 1) ELSE 0 END FROM `users` u WHERE u.`id` = `profesional_aseguradoras`.`user_id`);--> statement-breakpoint
CREATE INDEX `profesional_aseguradoras_orden_idx` ON `profesional_aseguradoras` (`aseguradora_id`,`destacado` DESC,`promedio` DESC,`user_id`);--> statement-breakpoint
CREATE TRIGGER `profesional_aseguradoras_orden_insert` AFTER INSERT ON `profesional_aseguradoras` BEGIN
  UPDATE `profesional_aseguradoras` SET
    `destacado` = (SELECT u.`destacado` FROM `users` u WHERE u.`id` = new.`user_id`),
    `promedio` = (SELECT CASE WHEN u.`comentarios_total` > 0 THEN round(CAST(u.`calificacion_suma` AS real) / u.`comentarios_total`, 1) ELSE 0 END FROM `users` u WHERE u.`id` = new.`user_id`)
  WHERE `user_id` = new.`user_id` AND `aseguradora_id` = new.`aseguradora_id`;
END;--> statement-breakpoint
CREATE TRIGGER `profesional_aseguradoras_orden_users` AFTER UPDATE OF `destacado`, `calificacion_suma`, `comentarios_total` ON `users` BEGIN
  UPDATE `profesional_aseguradoras` SET
    `destacado` = new.`destacado`,
    `promedio` = CASE WHEN new.`comentarios_total` > 0 THEN round(CAST(new.`calificacion_suma` AS real) / new.`comentarios_total`, 1) ELSE 0 END
  WHERE `user_id` = new.`id`;
END;
