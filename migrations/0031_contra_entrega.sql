-- Pago contra entrega (issue 33 item 2, docs/decisions/0023-pago-contra-entrega.md), hand-written.
--
-- departamentos.contra_entrega: 1 where staff offer cash on delivery; contra_entrega_hasta: the
-- largest venta total (integer pesos) it is offered for there.
-- ventas.metodo_pago: 'wompi' (the widget, as before) or 'contra_entrega'; a cash-on-delivery venta
-- is born with status_pago 'contra_entrega' and becomes 'aprobado' only when staff record the cash
-- received at the door (ventas.recibido, integer pesos; NULL until then): only then does it count as
-- revenue (the sums of migration 0028 count 'aprobado' alone, and move with the status).
ALTER TABLE `departamentos` ADD `contra_entrega` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `departamentos` ADD `contra_entrega_hasta` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `ventas` ADD `metodo_pago` text DEFAULT 'wompi' NOT NULL;--> statement-breakpoint
ALTER TABLE `ventas` ADD `recibido` integer;
