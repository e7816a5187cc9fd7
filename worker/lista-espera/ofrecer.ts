/**
 * Offering franjas freed to the line (issue 35, docs/decisions/0022-lista-de-espera.md). After a
 * cita is cancelled or moved away, a range added, an absence removed, an oferta declined or
 * lapsed: the live ofertas of the profesional whose 20 minutes ended are closed, her free franjas
 * on the days asked (within the windows of the line) are computed by the agenda's rules, and the
 * first place that fits gets each, one by one. Each oferta is one batch, all or nothing: the oferta
 * (its `espera_id` re-checks that the place still waits and the franja is still free, else the
 * batch is undone), its e-mail and WhatsApp in the outbox, and the agenda's new version. A
 * constant number of queries whatever the line's length: the line's span, her agenda, then per
 * oferta the pick (one query, consultas.ts) and the write.
 */
import { eq } from 'drizzle-orm';
import { ocupaHasta } from '../../common/agenda';
import { addDays, bogotaNow, horaDe, minutosDe } from '../../common/fechas';
import { type Libre, libresDe, OFERTA_MINUTOS, vencimientoDe } from '../../common/lista-espera';
import { agendas, leerAgendas, profesionalActivo } from '../agenda';
import { motivos } from '../db/schema/agenda';
import { ofertasEspera } from '../db/schema/lista-espera';
import { mailOutbox } from '../db/schema/mail';
import { nuevaVersion } from '../db/versiones';
import { deliverNow, nombreProfesional, queueMails, sendPending } from '../mensajes';
import { randomToken, sha256Hex } from '../plataforma/cripto';
import type { Entorno, TramoLiberado } from '../plataforma/entorno';
import { causaDice, isUniqueViolation } from '../plataforma/errors';
import { correoOferta, whatsappOferta } from './avisos-espera';
import { type Elegida, esperaLibre, lineaDe, primeraEnLinea, vencerOfertas } from './consultas';

/** Ofertas one event makes at most (a new range may free hundreds of franjas; the rest wait for the next event). */
export const OFERTAS_POR_VEZ = 10;
/** Writes refused by a race (another oferta or cita took the place or the franja first) before giving up. */
const CARRERAS = 3;

/** The oferta's write found the place or the franja taken meanwhile. */
const carrera = (err: unknown) =>
  causaDice(err, /NOT NULL constraint failed: ofertas_espera\.espera_id/i) || isUniqueViolation(err, 'ofertas_espera');

/** The days from `desde` to `hasta`, both included. */
function dias(desde: string, hasta: string): string[] {
  const lista: string[] = [];
  for (let d = desde; d <= hasta; d = addDays(d, 1)) lista.push(d);
  return lista;
}

/**
 * Offers the free franjas of profesional `id` on the days of `tramo` (every day of the line's
 * windows when absent), at most OFERTAS_POR_VEZ. Answers how many ofertas were made.
 */
export async function ofrecer(e: Entorno, id: number, tramo?: TramoLiberado): Promise<number> {
  const db = e.db;
  const iso = e.ahora.toISOString();
  const hoy = bogotaNow(e.ahora).fecha;
  const [vencidas, [linea]] = await db.batch([vencerOfertas(db, iso, id), lineaDe(db, id, hoy)]);
  const cerradas = vencidas.map((v) => v.fecha).sort();
  let hechas = 0;
  if (linea?.n && linea.desde && linea.hasta) {
    // the days asked (and those of the ofertas just closed), within the line's windows from today on
    const desde = [hoy, linea.desde].sort()[1];
    const pedidas = tramo ? [...dias(tramo.desde, tramo.hasta), ...cerradas] : dias(desde, linea.hasta);
    const fechas = [...new Set(pedidas)].filter((d) => desde <= d && d <= (linea.hasta as string)).sort();
    if (fechas.length) hechas = await ofrecerEntre(e, id, fechas);
  }
  // lapsed ofertas free their franjas in the availability answers even when nobody takes them
  if (cerradas.length && hechas === 0) e.versionesNuevas(await nuevaVersion(db, ['agenda']));
  return hechas;
}

/** The offering rounds over `fechas` (within the line's windows). */
async function ofrecerEntre(e: Entorno, id: number, fechas: string[]): Promise<number> {
  const db = e.db;
  const tramo = { desde: fechas[0], hasta: fechas[fechas.length - 1] };
  const [[profesional], ...leidas] = await db.batch([
    profesionalActivo(db, id),
    ...leerAgendas(db, [id], tramo),
    db.select({ duracion_minutos: motivos.duracion_minutos }).from(motivos).where(eq(motivos.user_id, id)),
  ]);
  const [ajustes, rangos, ocupadas, ausencias, suyos] = leidas;
  const agenda = agendas(ajustes, rangos, ocupadas, ausencias).get(id);
  if (!profesional || !agenda || suyos.length === 0) return 0;
  const duraciones = suyos.map((m) => m.duracion_minutos ?? agenda.ajustes.duracion_franja);
  // a franja offered must still be bookable when its 20 minutes end (her minimum notice included)
  const alVencer = new Date(e.ahora.getTime() + OFERTA_MINUTOS * 60_000);
  const nombre = nombreProfesional(profesional);
  let hechas = 0;
  for (let carreras = 0; hechas < OFERTAS_POR_VEZ && carreras < CARRERAS; ) {
    const libres = libresDe(fechas, agenda, duraciones, alVencer);
    if (libres.length === 0) break;
    const elegida = await primeraEnLinea(db, id, libres, agenda.ajustes.duracion_franja);
    if (!elegida) break;
    const libre = libres[elegida.libre];
    const franja = {
      fecha: libre.fecha,
      hora_inicio: libre.hora_inicio,
      hora_fin: horaDe(minutosDe(libre.hora_inicio) + elegida.duracion),
      ocupa_hasta: ocupaHasta(libre.hora_inicio, elegida.duracion, agenda.ajustes.pausa_minutos),
    };
    try {
      await escribirOferta(e, id, nombre, elegida, libre, franja);
      hechas++;
      agenda.ocupadas.push({ fecha_cita: franja.fecha, ...franja });
    } catch (err) {
      if (!carrera(err)) throw err;
      carreras++; // another writer took the place or the franja first: pick again from what is left
      const { ocupadas: ahora } = agendas(...(await db.batch(leerAgendas(db, [id], tramo)))).get(id) ?? agenda;
      agenda.ocupadas = ahora;
    }
  }
  return hechas;
}

/** One oferta: its row, its messages and the agenda's new version in one batch; delivered after it. */
async function escribirOferta(
  e: Entorno,
  id: number,
  profesional: string,
  elegida: Elegida,
  libre: Libre,
  franja: { fecha: string; hora_inicio: string; hora_fin: string; ocupa_hasta: string },
) {
  const db = e.db;
  const token = randomToken();
  const expira_at = vencimientoDe(e.ahora);
  const datos = { ...elegida, profesional, desde: franja.fecha, hasta: franja.fecha, parte: 'cualquiera' as const };
  const ofrecida = { ...franja, expira_at };
  const correo = correoOferta(datos, ofrecida, e.base, token);
  const whatsapp = elegida.whatsapp ? whatsappOferta(datos, ofrecida, e.base, token) : null;
  const [, avisos, versiones, otros] = await db.batch([
    db.insert(ofertasEspera).values({
      espera_id: esperaLibre(id, elegida.id, franja),
      user_id: id,
      horario_id: libre.horario_id,
      ...franja,
      token_hash: await sha256Hex(token),
      expira_at,
    }),
    queueMails(db, [correo]).returning({ id: mailOutbox.id }),
    nuevaVersion(db, ['agenda']),
    ...(whatsapp ? [db.insert(mailOutbox).values(whatsapp).returning({ id: mailOutbox.id })] : []),
  ]);
  e.versionesNuevas(versiones);
  e.despues(deliverNow(e.env, avisos[0].id, correo));
  // the WhatsApp message leaves at once too (its sender reads the template from the row)
  if (otros?.length) e.despues(sendPending(e.env, 1, { ids: otros.map((o) => o.id) }));
}
