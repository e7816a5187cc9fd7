-- The sales view (GET /api/ventas/resumen) counts a window's ventas per status and per Bogotá day:
-- with this index it reads them from the index alone, never from the table. At 100,000 ventas
-- (scripts/bench, local D1), 30 days took 334 and 251 ms for those two statements, 85 and 56 ms
-- with it (issue 21's speed goals). ventas_created_idx stays: the CSV export walks (created_at, id).
CREATE INDEX `ventas_resumen_idx` ON `ventas` (`created_at`,`status_pago`,`status_entrega`,`total`);
