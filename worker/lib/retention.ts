/**
 * Housekeeping run by the cron: what only ever grows is trimmed once it no longer serves.
 * Login attempts older than a day (the throttle reads 15 minutes), reset links used or expired
 * a day ago, mail sent more than 30 days ago, and private links (`enlaces`) a day after they
 * expired. One batch.
 * (`rate_limits` keeps one row per key, overwritten each window, and does not store the window's
 * length, so its rows are not purged here.)
 */
export async function purgeOld(db: D1Database, now: Date = new Date()) {
  const iso = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const DAY = 86_400_000;
  await db.batch([
    db.prepare('DELETE FROM login_attempts WHERE created_at < ?1').bind(iso(DAY)),
    db
      .prepare('DELETE FROM password_resets WHERE (used_at IS NOT NULL OR expires_at < ?1) AND created_at < ?1')
      .bind(iso(DAY)),
    db.prepare("DELETE FROM mail_outbox WHERE estado = 'enviado' AND enviado_at < ?1").bind(iso(30 * DAY)),
    db.prepare('DELETE FROM enlaces WHERE expira_at < ?1').bind(iso(DAY)),
  ]);
}
