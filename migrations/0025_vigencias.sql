-- A write batch that must not run on reads older than an area's last change (issue 21, checkout
-- speed), hand-written.
--
-- A compra may price its order from the catalogue rows, ciudad and ajustes its isolate kept, with
-- the `tienda` version they were read under (worker/lib/lectura-compra.ts), instead of reading them
-- again first. Its write batch then starts with `INSERT INTO vigencias (scope, version)`: when
-- that version is no longer the area's, the trigger aborts the batch (nothing of it is written)
-- with 'version_cambiada', and the compra reads again. When it still is, the insert does nothing.
-- Versions travel as text: they are random 63-bit integers, past what a JavaScript number holds.
CREATE VIEW `vigencias` AS SELECT `scope`, CAST(`version` AS TEXT) AS `version` FROM `cache_version`;--> statement-breakpoint
CREATE TRIGGER `vigencias_exige` INSTEAD OF INSERT ON `vigencias`
WHEN CAST(NEW.`version` AS TEXT) IS NOT (SELECT CAST(`version` AS TEXT) FROM `cache_version` WHERE `scope` = NEW.`scope`)
BEGIN SELECT RAISE(ABORT, 'version_cambiada'); END;
