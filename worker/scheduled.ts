import type { Bindings } from './env';

/** Cron: retries the mail outbox (filled in by the mail issue). */
export async function scheduled(_controller: ScheduledController, _env: Bindings, _ctx: ExecutionContext) {}
