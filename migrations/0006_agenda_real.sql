CREATE TABLE `ausencias` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`desde` text NOT NULL,
	`hasta` text NOT NULL,
	`hora_inicio` text,
	`hora_fin` text,
	`motivo` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `ausencias_user_idx` ON `ausencias` (`user_id`,`hasta`);--> statement-breakpoint
CREATE TABLE `aseguradoras` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`nombre` text NOT NULL,
	`slug` text NOT NULL,
	`tipo` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `aseguradoras_slug_uq` ON `aseguradoras` (`slug`);--> statement-breakpoint
CREATE TABLE `profesional_aseguradoras` (
	`user_id` integer NOT NULL,
	`aseguradora_id` integer NOT NULL,
	PRIMARY KEY(`user_id`, `aseguradora_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`aseguradora_id`) REFERENCES `aseguradoras`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `profesional_aseguradoras_idx` ON `profesional_aseguradoras` (`aseguradora_id`,`user_id`);--> statement-breakpoint
ALTER TABLE `citas` ADD `ocupa_hasta` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `citas` ADD `modalidad` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `citas` ADD `enlace_video` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `motivos` ADD `duracion_minutos` integer;--> statement-breakpoint
ALTER TABLE `motivos` ADD `precio` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `duracion_franja` integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `pausa_minutos` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `antelacion_minutos` integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `ventana_dias` integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `atiende_festivos` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `precio_consulta` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `idiomas` text DEFAULT 'es' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `rethus` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `condiciones` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `enlace_video` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `proxima_disponible` text;--> statement-breakpoint
ALTER TABLE `users` ADD `calendario_hash` text;--> statement-breakpoint
CREATE INDEX `users_proxima_idx` ON `users` (`activo`,`proxima_disponible`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_calendario_uq` ON `users` (`calendario_hash`);--> statement-breakpoint
-- Existing citas keep the agenda busy until their end (no pause was kept before).
UPDATE `citas` SET `ocupa_hasta` = `hora_fin`;--> statement-breakpoint
-- Existing agendas were one row per franja: their shortest row is the franja length, when it is one the settings offer.
UPDATE `users` SET `duracion_franja` = (SELECT min((CAST(substr(h.hora_fin, 1, 2) AS INTEGER) * 60 + CAST(substr(h.hora_fin, 4, 2) AS INTEGER)) - (CAST(substr(h.hora_inicio, 1, 2) AS INTEGER) * 60 + CAST(substr(h.hora_inicio, 4, 2) AS INTEGER))) FROM `horarios` h WHERE h.user_id = `users`.`id`) WHERE (SELECT min((CAST(substr(h.hora_fin, 1, 2) AS INTEGER) * 60 + CAST(substr(h.hora_fin, 4, 2) AS INTEGER)) - (CAST(substr(h.hora_inicio, 1, 2) AS INTEGER) * 60 + CAST(substr(h.hora_inicio, 4, 2) AS INTEGER))) FROM `horarios` h WHERE h.user_id = `users`.`id`) IN (15, 20, 30, 40, 45, 60);--> statement-breakpoint
-- No two live citas of one professional cross on a date, whatever their durations: [hora_inicio, ocupa_hasta)
-- (ocupa_hasta is the end plus the pause; max() covers rows written without it). SQLite runs one
-- writer at a time, so two racing bookings cannot both pass.
CREATE TRIGGER `citas_sin_cruce_insert` BEFORE INSERT ON `citas`
WHEN NEW.`cancelada_at` IS NULL AND EXISTS (
  SELECT 1 FROM `citas` o WHERE o.`user_id` = NEW.`user_id` AND o.`fecha_cita` = NEW.`fecha_cita`
    AND o.`cancelada_at` IS NULL
    AND o.`hora_inicio` < max(NEW.`hora_fin`, NEW.`ocupa_hasta`) AND max(o.`hora_fin`, o.`ocupa_hasta`) > NEW.`hora_inicio`)
BEGIN SELECT RAISE(ABORT, 'cita_cruzada'); END;--> statement-breakpoint
CREATE TRIGGER `citas_sin_cruce_update` BEFORE UPDATE OF `fecha_cita`, `hora_inicio`, `hora_fin`, `ocupa_hasta`, `cancelada_at`, `user_id` ON `citas`
WHEN NEW.`cancelada_at` IS NULL AND EXISTS (
  SELECT 1 FROM `citas` o WHERE o.`user_id` = NEW.`user_id` AND o.`fecha_cita` = NEW.`fecha_cita`
    AND o.`cancelada_at` IS NULL AND o.`id` <> NEW.`id`
    AND o.`hora_inicio` < max(NEW.`hora_fin`, NEW.`ocupa_hasta`) AND max(o.`hora_fin`, o.`ocupa_hasta`) > NEW.`hora_inicio`)
BEGIN SELECT RAISE(ABORT, 'cita_cruzada'); END;--> statement-breakpoint
-- No two ranges of one professional cross on a shared weekday: two sent at once, one is kept.
CREATE TRIGGER `horarios_sin_cruce_insert` BEFORE INSERT ON `horarios`
WHEN EXISTS (
  SELECT 1 FROM `horarios` h WHERE h.`user_id` = NEW.`user_id`
    AND h.`hora_inicio` < NEW.`hora_fin` AND h.`hora_fin` > NEW.`hora_inicio`
    AND ((h.`lunes` AND NEW.`lunes`) OR (h.`martes` AND NEW.`martes`) OR (h.`miercoles` AND NEW.`miercoles`)
      OR (h.`jueves` AND NEW.`jueves`) OR (h.`viernes` AND NEW.`viernes`) OR (h.`sabado` AND NEW.`sabado`)
      OR (h.`domingo` AND NEW.`domingo`)))
BEGIN SELECT RAISE(ABORT, 'horario_cruzado'); END;--> statement-breakpoint
CREATE TRIGGER `horarios_sin_cruce_update` BEFORE UPDATE ON `horarios`
WHEN EXISTS (
  SELECT 1 FROM `horarios` h WHERE h.`user_id` = NEW.`user_id` AND h.`id` <> NEW.`id`
    AND h.`hora_inicio` < NEW.`hora_fin` AND h.`hora_fin` > NEW.`hora_inicio`
    AND ((h.`lunes` AND NEW.`lunes`) OR (h.`martes` AND NEW.`martes`) OR (h.`miercoles` AND NEW.`miercoles`)
      OR (h.`jueves` AND NEW.`jueves`) OR (h.`viernes` AND NEW.`viernes`) OR (h.`sabado` AND NEW.`sabado`)
      OR (h.`domingo` AND NEW.`domingo`)))
BEGIN SELECT RAISE(ABORT, 'horario_cruzado'); END;--> statement-breakpoint
-- Search that forgives: a trigram index over users.busqueda (already lowercase and accent-free),
-- derived by triggers; the worker ORs the query's trigrams and ranks by bm25 (lib/busqueda.ts).
CREATE VIRTUAL TABLE `profesionales_fts` USING fts5(`busqueda`, content='users', content_rowid='id', tokenize='trigram remove_diacritics 1');--> statement-breakpoint
CREATE TRIGGER `users_fts_insert` AFTER INSERT ON `users` BEGIN
  INSERT INTO `profesionales_fts`(rowid, `busqueda`) VALUES (NEW.`id`, NEW.`busqueda`);
END;--> statement-breakpoint
CREATE TRIGGER `users_fts_delete` AFTER DELETE ON `users` BEGIN
  INSERT INTO `profesionales_fts`(`profesionales_fts`, rowid, `busqueda`) VALUES ('delete', OLD.`id`, OLD.`busqueda`);
END;--> statement-breakpoint
CREATE TRIGGER `users_fts_update` AFTER UPDATE OF `busqueda` ON `users` BEGIN
  INSERT INTO `profesionales_fts`(`profesionales_fts`, rowid, `busqueda`) VALUES ('delete', OLD.`id`, OLD.`busqueda`);
  INSERT INTO `profesionales_fts`(rowid, `busqueda`) VALUES (NEW.`id`, NEW.`busqueda`);
END;--> statement-breakpoint
INSERT INTO `profesionales_fts`(`profesionales_fts`) VALUES ('rebuild');--> statement-breakpoint
-- The aseguradoras patients choose from (Superintendencia Nacional de Salud's EPS and prepagadas).
INSERT INTO `aseguradoras` (`nombre`, `slug`, `tipo`) VALUES
  ('Particular', 'particular', 'particular'),
  ('Nueva EPS', 'nueva-eps', 'eps'),
  ('EPS Sura', 'eps-sura', 'eps'),
  ('EPS Sanitas', 'eps-sanitas', 'eps'),
  ('Salud Total', 'salud-total', 'eps'),
  ('Compensar EPS', 'compensar-eps', 'eps'),
  ('Famisanar', 'famisanar', 'eps'),
  ('Coosalud', 'coosalud', 'eps'),
  ('Mutual Ser', 'mutual-ser', 'eps'),
  ('Aliansalud', 'aliansalud', 'eps'),
  ('Capital Salud', 'capital-salud', 'eps'),
  ('Savia Salud', 'savia-salud', 'eps'),
  ('Emssanar', 'emssanar', 'eps'),
  ('Colsanitas', 'colsanitas', 'prepagada'),
  ('Medisanitas', 'medisanitas', 'prepagada'),
  ('Sura Medicina Prepagada', 'sura-medicina-prepagada', 'prepagada'),
  ('Colmédica', 'colmedica', 'prepagada'),
  ('Coomeva Medicina Prepagada', 'coomeva-medicina-prepagada', 'prepagada'),
  ('Allianz Salud', 'allianz-salud', 'prepagada'),
  ('AXA Colpatria Medicina Prepagada', 'axa-colpatria-medicina-prepagada', 'prepagada');
