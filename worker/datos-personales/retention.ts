import { addDays, bogotaNow } from '../../common/fechas';
import { COLUMNAS_DE_IMAGEN } from '../db/columnas-de-imagen';

/**
 * Housekeeping run by the cron: what only ever grows is trimmed once it no longer serves.
 * Login attempts older than a day (the throttle reads 15 minutes), reset and e-mail confirmation
 * links used or expired a day ago, mail sent more than 30 days ago, private links (`enlaces`) a day after they
 * expired, throttle counters (`rate_limits`) whose window has ended (and rows from before
 * windows were stored: at most one window's count is forgotten), and sessions past their
 * expiry (no request accepts them any more), and places in listas de espera 30 days after the
 * last day they asked for (their ofertas go with them; decision 0022). One batch.
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
    db.prepare('DELETE FROM lista_espera WHERE hasta < ?1').bind(addDays(bogotaNow(now).fecha, -30)),
  ]);
}

/** Days a registration waits for its e-mail to be confirmed before the cron deletes it. */
export const DIAS_SIN_CONFIRMAR = 7;
/** Accounts deleted per cron run at most (the rest wait for the next run). */
const SIN_CONFIRMAR_POR_CORRIDA = 200;

/**
 * Registrations whose address was never confirmed (routes/registro.ts): the account never signed
 * in, and holds a name, cédula, phone and address with no use. After DIAS_SIN_CONFIRMAR days, with
 * no confirmation link still live, the account and its consent records go, so the address and the
 * cédula can register again (someone who registered another person's address no longer keeps it
 * "already registered"). Only inactive professionals without photos: one staff activated, or one
 * with an image in R2, is left alone. Apart from `purgeOld`, so a failure here never undoes it.
 */
export async function purgarSinConfirmar(db: D1Database, now: Date = new Date()) {
  const candidatas = `SELECT id FROM users WHERE rol = 0 AND correo_confirmado = 0 AND activo = 0 AND created_at < ?1
    AND ${COLUMNAS_DE_IMAGEN.users.map((c) => `${c} = ''`).join(' AND ')}
    AND NOT EXISTS (SELECT 1 FROM confirmaciones_correo c
      WHERE c.user_id = users.id AND c.used_at IS NULL AND c.expires_at > ?2)
    ORDER BY id LIMIT ${SIN_CONFIRMAR_POR_CORRIDA}`;
  const limite = new Date(now.getTime() - DIAS_SIN_CONFIRMAR * 86_400_000).toISOString();
  const [, borradas] = await db.batch([
    // her consents would only lose their user_id (ON DELETE SET NULL) and keep her e-mail
    db.prepare(`DELETE FROM consentimientos WHERE user_id IN (${candidatas})`).bind(limite, now.toISOString()),
    db.prepare(`DELETE FROM users WHERE id IN (${candidatas})`).bind(limite, now.toISOString()),
  ]);
  return borradas.meta.changes;
}
