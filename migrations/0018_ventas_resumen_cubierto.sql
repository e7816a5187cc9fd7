-- The sales view (GET /api/ventas/resumen) at 100,000 ventas and 50,000 productos (issue 21's
-- speed goals; scale data of scripts/bench, timed with wrangler d1 execute on local D1).
-- It counts a window's ventas per status and per Bogotá day: with this index it reads them from
-- the index alone, never from the table; for 30 days 334 and 251 ms for those two statements, 85
-- and 56 ms with it. ventas_created_idx stays: the CSV export walks (created_at, id).
CREATE INDEX `ventas_resumen_idx` ON `ventas` (`created_at`,`status_pago`,`status_entrega`,`total`);--> statement-breakpoint
-- Its low-stock list reads only the products at or under their minimum, in order: 120 to 475 ms at
-- 50,000 productos (every active one read and sorted), 1 to 9 ms with this partial index.
CREATE INDEX `productos_stock_bajo_idx` ON `productos` (`stock`,`id`,`estado`) WHERE `stock` IS NOT NULL AND `stock` <= `stock_minimo`;
