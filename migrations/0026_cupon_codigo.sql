-- The code of a venta's cupon, kept on the venta (issue 21 item 6), hand-written.
--
-- The receipt, the look-up, the compra's answer and the orders CSV name the code the buyer typed,
-- not only its pesos. It is copied when the venta is created, as the seller's NIT is, so it reads
-- with the venta's row and stays what the buyer saw if staff later rename or delete the cupon.
ALTER TABLE `ventas` ADD `cupon_codigo` text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE `ventas` SET `cupon_codigo` = coalesce((SELECT `codigo` FROM `cupones` WHERE `cupones`.`id` = `ventas`.`cupon_id`), '')
WHERE `cupon_id` IS NOT NULL;
