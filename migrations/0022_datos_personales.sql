-- Download and delete my data; anonymising by age (issue 22, item 4), hand-written.
--
-- `anonimizada_at`: when a cita, a comentario or a venta lost its personal fields (at the
-- paciente's or buyer's request, or by the cron: citas 2 years after their date, ventas 10 years
-- after their creation; lib/anonimizar.ts, lib/borrar-datos.ts). NULL while they are intact. The partial indexes
-- give the cron the rows still to anonymise, oldest first, without reading the others.
ALTER TABLE `citas` ADD `anonimizada_at` text;--> statement-breakpoint
ALTER TABLE `comentarios` ADD `anonimizada_at` text;--> statement-breakpoint
ALTER TABLE `ventas` ADD `anonimizada_at` text;--> statement-breakpoint
CREATE INDEX `citas_anonimizar_idx` ON `citas` (`fecha_cita`) WHERE anonimizada_at IS NULL;--> statement-breakpoint
CREATE INDEX `comentarios_anonimizar_idx` ON `comentarios` (`created_at`) WHERE anonimizada_at IS NULL;--> statement-breakpoint
CREATE INDEX `ventas_anonimizar_idx` ON `ventas` (`created_at`) WHERE anonimizada_at IS NULL;
