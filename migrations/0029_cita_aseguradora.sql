-- How the paciente pays her cita (issue 37 item 2, docs/decisions/0020), hand-written.
--
-- Booking asks, optionally, whether she pays particular, with an EPS or with a medicina prepagada,
-- and which: one of the aseguradoras catalogue (migration 0006, whose 'particular' row stands for
-- paying herself). NULL: she did not say, as every cita booked before and every old client's.
-- The catalogue is fixed; were a row ever removed, the cita keeps its place and forgets the name.
ALTER TABLE `citas` ADD `aseguradora_id` integer REFERENCES `aseguradoras`(`id`) ON DELETE set null;
