-- The outbox's queue (issue 36 item 5), hand-written.
--
-- Once an outbox row is due, the cron puts it on a Cloudflare Queue; a consumer sends it. A queue
-- delivers at least once, so the row keeps the claim (`ficha`) the message carries: only the
-- delivery with that ficha may send the row, and it clears it as it does. A copy of the message,
-- a retry of the batch or the cron re-enqueueing a row whose lease ran out never sends it twice.
ALTER TABLE `mail_outbox` ADD `ficha` text DEFAULT '' NOT NULL;
