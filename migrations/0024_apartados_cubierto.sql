-- The live apartados of a product, summed from the index alone (issue 21, checkout speed), hand-written.
--
-- Every compra sums the units a product has apartados twice: the catalogue read (`disponible`) and
-- the trigger `apartados_sin_exceso` on each line's apartado. On (producto_id, vence_at) SQLite
-- found the live rows in the index and read each row for its `cantidad`; with `cantidad` in the
-- index the sum never leaves it. The new index starts as the old one did, so it replaces it.
CREATE INDEX `apartados_producto_cantidad_idx` ON `apartados` (`producto_id`,`vence_at`,`cantidad`);--> statement-breakpoint
DROP INDEX `apartados_producto_idx`;
