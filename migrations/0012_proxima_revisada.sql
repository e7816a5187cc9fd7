-- When each professional's "próxima cita disponible" was last computed (UTC instant). A NULL
-- value (nothing free within her window) was recomputed on every directory read that showed it
-- and by every cron run, for good; now it is trusted for an hour after it was computed
-- (worker/lib/proxima.ts REVISAR_VACIA_MINUTOS). Every agenda write still recomputes at once.
ALTER TABLE users ADD COLUMN proxima_revisada TEXT;
