/**
 * Entering the line (`POST /api/lista-espera`, its body common/cuerpos/lista-espera.ts): the
 * profesional is active, the motivo hers, the last day within her booking window. One batch: the
 * request's counter, the place (one per e-mail and profesional while it waits: the unique index
 * decides, also under races), her consent (Ley 1581) and the confirmation e-mail with the link to
 * leave, all or nothing. A franja already free in her window is offered to her at once.
 */
import { and, eq } from 'drizzle-orm';
import { POLITICA_VERSION } from '../../common/consentimiento';
import { nuevaEspera } from '../../common/cuerpos/lista-espera';
import { bogotaNow, daysBetween } from '../../common/fechas';
import type { Espera } from '../../common/wire/lista-espera';
import { profesionalActivo } from '../agenda';
import { motivos } from '../db/schema/agenda';
import { consentimientos } from '../db/schema/cuentas';
import { users } from '../db/schema/directorio';
import { listaEspera } from '../db/schema/lista-espera';
import { mailOutbox } from '../db/schema/mail';
import { deliverNow, nombreProfesional, queueMails } from '../mensajes';
import { randomToken, sha256Hex } from '../plataforma/cripto';
import type { Entorno } from '../plataforma/entorno';
import { conflict, invalid, isUniqueViolation, notFound } from '../plataforma/errors';
import type { limitInBatch } from '../plataforma/throttle';
import { check } from '../plataforma/validate';
import { msg } from '../textos';
import { correoEntrada } from './avisos-espera';

const textos = msg.listaEspera;

/** Puts the paciente of `entrada` in the line; `contar` is the request counter's statement for the batch. */
export async function entrar(
  e: Entorno,
  entrada: unknown,
  contar: ReturnType<typeof limitInBatch>['contar'],
): Promise<Espera> {
  const hoy = bogotaNow(e.ahora).fecha;
  const input = check(nuevaEspera(hoy), entrada);
  const db = e.db;
  const [[profesional], [motivo], [ajustes]] = await db.batch([
    profesionalActivo(db, input.medic),
    db
      .select({ nombre: motivos.nombre })
      .from(motivos)
      .where(and(eq(motivos.id, input.motivo), eq(motivos.user_id, input.medic))),
    db.select({ ventana_dias: users.ventana_dias }).from(users).where(eq(users.id, input.medic)),
  ]);
  if (!profesional || !ajustes) throw notFound(msg.agenda.profesionalNoEncontrado);
  if (!motivo) throw invalid({ motivo: [msg.agenda.motivoAjeno] });
  if (daysBetween(hoy, input.hasta) > ajustes.ventana_dias)
    throw invalid({ hasta: [textos.masAllaDeVentana(ajustes.ventana_dias)] });
  const salida = randomToken();
  const nombre = nombreProfesional(profesional);
  const datos = { ...input, parte: input.franja, profesional: nombre, motivo: motivo.nombre };
  const correo = correoEntrada(datos, e.base, salida);
  try {
    const [, , , [aviso]] = await db.batch([
      contar(db),
      db.insert(listaEspera).values({
        user_id: input.medic,
        motivo_id: input.motivo,
        desde: input.desde,
        hasta: input.hasta,
        parte: input.franja,
        modalidad: input.modalidad,
        primera_visita: input.primera_visita,
        nombre: input.nombre,
        email: input.email,
        telefono: input.telefono,
        whatsapp: input.acepta_whatsapp ? 1 : 0,
        salida_hash: await sha256Hex(salida),
      }),
      db.insert(consentimientos).values({ tipo: 'tratamiento_datos', version: POLITICA_VERSION, email: input.email }),
      queueMails(db, [correo]).returning({ id: mailOutbox.id }),
    ]);
    e.despues(deliverNow(e.env, aviso.id, correo));
  } catch (err) {
    if (isUniqueViolation(err, 'lista_espera')) throw conflict(textos.yaEspera);
    throw err;
  }
  // a franja may already be free in her window (someone cancelled before she came): offered now
  e.liberadas(input.medic, { desde: input.desde, hasta: input.hasta });
  return {
    estado: 'esperando',
    profesional: {
      id: profesional.id,
      nombre,
      especialidad: profesional.especialidad,
      direccion: profesional.direccion,
      ciudad: profesional.ciudad,
    },
    motivo: motivo.nombre,
    desde: input.desde,
    hasta: input.hasta,
    franja: input.franja,
  };
}
