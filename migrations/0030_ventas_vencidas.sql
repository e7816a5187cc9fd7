-- Unpaid ventas expire (issue 33 item 4, docs/decisions/0021-ventas-vencidas.md), hand-written.
--
-- A venta whose pago did not arrive before its apartado ended was left 'pendiente' forever. Now the
-- cron marks it 'vencido' (kept, never deleted), releases what it held and e-mails its comprador
-- once, with a link to pay it again.
--
-- vence_at: when the pending pago's hold ends (its apartados' and its cupon use's `vence_at`), set
-- by the compra and by each new pago; NULL when nothing waits (paid, or older than this migration).
-- aviso_vencida: the claim of the cron run that expired the venta first and e-mailed its comprador
-- ('' until then): a second run, or a second expiry after paying again, e-mails nobody.
ALTER TABLE `ventas` ADD `vence_at` text;--> statement-breakpoint
ALTER TABLE `ventas` ADD `aviso_vencida` text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE `ventas` SET `vence_at` = coalesce(
	(SELECT max(a.`vence_at`) FROM `apartados` a WHERE a.`venta_id` = `ventas`.`id`),
	strftime('%Y-%m-%dT%H:%M:%fZ', max(`created_at`, `updated_at`), '+30 minutes'))
WHERE `status_pago` = 'pendiente';--> statement-breakpoint
-- the pending ventas abandoned before this migration expire now, without an e-mail: their
-- compradores left weeks ago and a "pay again" now would be noise
UPDATE `ventas` SET `status_pago` = 'vencido', `aviso_vencida` = 'migracion'
WHERE `status_pago` = 'pendiente' AND `status_entrega` = 'pendiente' AND `transaccion_id` IS NULL
	AND `vence_at` <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now');--> statement-breakpoint
DELETE FROM `apartados` WHERE `venta_id` IN (SELECT `id` FROM `ventas` WHERE `status_pago` = 'vencido');--> statement-breakpoint
DELETE FROM `cupon_usos` WHERE `pagado` = 0
	AND `venta_id` IN (SELECT `id` FROM `ventas` WHERE `status_pago` = 'vencido');--> statement-breakpoint
-- the cron's candidates, soonest first: only the pending ones are in the index
CREATE INDEX `ventas_vence_idx` ON `ventas` (`vence_at`) WHERE `status_pago` = 'pendiente';
