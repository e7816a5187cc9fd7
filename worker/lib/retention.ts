/**
 * Housekeeping run by the cron: what only ever grows is trimmed once it no longer serves.
 * Login attempts older than a day (the throttle reads 15 minutes), reset and e-mail confirmation
 * links used or expired a day ago, mail sent more than 30 days ago, private links (`enlaces`) a day after they
 * expired, throttle counters (`rate_limits`) whose window has ended (and rows from before
 * windows were stored: at most one window's count is forgotten), and sessions past their
 * expiry (no request accepts them any more). One batch.
 */
export async function purgeOld(db: D1Database, now: Date = new Date()) {
  const iso = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const DAY = 86_400_000;
  await db.batch([
    db.prepare('DELETE FROM login_attempts WHERE created_at < ?1').bind(iso(DAY)),
    db
      .prepare('DELETE FROM password_resets WHERE (used_at IS NOT NULL OR expires_at < ?1) AND created_at < ?1')
      .bind(iso(DAY)),
    // e-mail confirmation links (issue 22 item 3): the same rule as reset links
    db
      .prepare('DELETE FROM confirmaciones_correo WHERE (used_at IS NOT NULL OR expires_at < ?1) AND created_at < ?1')
      .bind(iso(DAY)),
    db.prepare("DELETE FROM mail_outbox WHERE estado = 'enviado' AND enviado_at < ?1").bind(iso(30 * DAY)),
    db.prepare('DELETE FROM enlaces WHERE expira_at < ?1').bind(iso(DAY)),
    db.prepare('DELETE FROM rate_limits WHERE expira IS NULL OR expira <= ?1').bind(Math.floor(now.getTime() / 1000)),
    db.prepare('DELETE FROM sessions WHERE expires_at <= ?1').bind(now.toISOString()),
    // sign-ins that never finished their second step (lib/dos-pasos.ts)
    db.prepare('DELETE FROM desafios WHERE expires_at <= ?1').bind(now.toISOString()),
  ]);
}
