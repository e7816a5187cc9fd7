/**
 * Deleting my data at the paciente's or comprador's request (Ley 1581 de 2012, supresión), after a
 * confirmation. From Mis citas: her upcoming citas are cancelled with the usual notices
 * (lib/cambiar-cita.ts), then in one batch every cita and comentario of hers is anonymised
 * (lib/anonimizar.ts), her private links and her places in listas de espera (with their ofertas;
 * a live one's franja goes to the next in line) are deleted, and the copies of messages already
 * sent to her are deleted; an e-mail confirms. From the order look-up: the venta's contact fields go at
 * once; an unpaid venta loses everything personal, a sale keeps its record for the 10 years of
 * the commercial law (docs/security.md).
 */
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { BorradoMisCitas, BorradoVenta } from '../../common/wire/mis-datos';
import { cancelarCita, inicioDe, leerCitasGestion, porInicio } from '../citas';
import { citas, enlaces } from '../db/schema/agenda';
import { comentarios } from '../db/schema/directorio';
import { listaEspera, ofertasEspera } from '../db/schema/lista-espera';
import { mailOutbox } from '../db/schema/mail';
import { ventas } from '../db/schema/tienda';
import type { Correo } from '../mensajes';
import { componerCorreo, deliverNow, fechaLarga, queueMail } from '../mensajes';
import type { Entorno } from '../plataforma/entorno';
import { conflict } from '../plataforma/errors';
import { msg } from '../textos';
import { ANIOS_VENTAS, aniosAntes, citaAnonima, comentarioAnonimo, ventaAnonima, ventaSinContacto } from './anonimizar';
import { avisosDeVenta, comentariosDe, whatsappsDe } from './mis-datos';

const textos = msg.misDatos;
type Venta = typeof ventas.$inferSelect;

/** The confirmation e-mail: what was done, in text and HTML. */
function correoBorrado(para: string, resumen: string): Correo {
  const t = textos.correo;
  return componerCorreo(para, t.asunto, [t.saludo, resumen, t.copias, t.ignorar, t.firma]);
}

/** Queued in `batch`'s last statement and delivered after it (the cron retries a failure). */
function entregar(e: Entorno, id: number | undefined, correo: Correo) {
  if (id === undefined) return;
  e.despues(deliverNow(e.env, id, correo));
}

/**
 * Deletes the data of the paciente of `email` (her Mis citas link is the proof). Upcoming citas
 * still open are cancelled one by one (each its own batch with its notices, inside the notice
 * window too: her data cannot stay), then one batch anonymises the rest.
 */
export async function borrarDeCorreo(e: Entorno, email: string): Promise<BorradoMisCitas> {
  const db = e.db;
  const ahora = e.ahora;
  const filas = await leerCitasGestion(db, eq(citas.email, email), porInicio);
  // her places in listas de espera: their phones (WhatsApp copies) and the franjas their live ofertas keep
  const esperas = await db
    .select({ telefono: listaEspera.telefono, user_id: ofertasEspera.user_id, fecha: ofertasEspera.fecha })
    .from(listaEspera)
    .leftJoin(ofertasEspera, and(eq(ofertasEspera.espera_id, listaEspera.id), eq(ofertasEspera.estado, 'pendiente')))
    .where(eq(listaEspera.email, email));
  const abiertas = filas.filter(
    (f) => (f.estado === 'pendiente' || f.estado === 'confirmada') && Date.parse(inicioDe(f)) > ahora.getTime(),
  );
  for (const f of abiertas) await cancelarCita(e, f, { por: 'paciente', motivo: textos.motivoCancelacion });

  const iso = ahora.toISOString();
  const numeros = whatsappsDe([...filas.map((f) => f.telefono), ...esperas.map((e) => e.telefono)]);
  const resumen = textos.borradoCitas(abiertas.length);
  const correo = correoBorrado(email, resumen);
  const deSusCitas = sql`(select ${citas.id} from ${citas} where ${citas.email} = ${email})`;
  const [, , comentariosSuyos, borrados, anonimas, [aviso]] = await db.batch([
    // her private links: the citas' manage and invitation links, and every Mis citas link
    db.delete(enlaces).where(or(inArray(enlaces.cita_id, deSusCitas), eq(enlaces.email, email))),
    // her places in listas de espera, their ofertas with them (ON DELETE CASCADE)
    db.delete(listaEspera).where(eq(listaEspera.email, email)),
    db.update(comentarios).set(comentarioAnonimo(iso)).where(comentariosDe(email)).returning({ id: comentarios.id }),
    // copies of what was sent to her (the notices just queued leave first: pending ones stay)
    db
      .delete(mailOutbox)
      .where(
        and(
          ne(mailOutbox.estado, 'pendiente'),
          or(
            eq(mailOutbox.para, email),
            numeros.length ? and(eq(mailOutbox.canal, 'whatsapp'), inArray(mailOutbox.para, numeros)) : undefined,
          ),
        ),
      )
      .returning({ id: mailOutbox.id }),
    db.update(citas).set(citaAnonima(iso)).where(eq(citas.email, email)).returning({ id: citas.id }),
    queueMail(db, correo, { deliverNow: true }).returning({ id: mailOutbox.id }),
  ]);
  entregar(e, aviso?.id, correo);
  for (const { user_id, fecha } of esperas) if (user_id && fecha) e.liberadas(user_id, { desde: fecha, hasta: fecha });
  return {
    citas_canceladas: abiertas.length,
    citas_anonimizadas: anonimas.length,
    comentarios_anonimizados: comentariosSuyos.length,
    avisos_borrados: borrados.length,
    mensaje: resumen,
  };
}

/** Why venta `v` cannot lose its contact fields yet at `ahora` (null when it can). */
function enCurso(v: Venta, ahora: Date): string | null {
  const pagada = v.status_pago === 'aprobado';
  if (pagada && ['pendiente', 'preparando', 'enviado'].includes(v.status_entrega)) return textos.enCurso;
  const reciente = Date.parse(v.created_at) > ahora.getTime() - 24 * 3_600_000;
  if (v.status_pago === 'pendiente' && v.status_entrega !== 'cancelado' && reciente) return textos.pagoEnCurso;
  return null;
}

/**
 * Deletes the buyer's data of venta `v` (the look-up's factura and e-mail are the proof): a sale
 * (paid) keeps its record until 10 years after its creation, anything else keeps nothing personal.
 * Refused (409) while the venta is on its way or its payment may still be approved.
 */
export async function borrarVenta(e: Entorno, v: Venta): Promise<BorradoVenta> {
  const ahora = e.ahora;
  const porque = enCurso(v, ahora);
  if (porque) throw conflict(porque);
  const db = e.db;
  const iso = ahora.toISOString();
  const venta = v.status_pago === 'aprobado';
  const hasta = aniosAntes(v.created_at.slice(0, 10), -ANIOS_VENTAS);
  const mensaje = venta ? textos.ventaParcial(fechaLarga(hasta)) : textos.ventaCompleta;
  const correo = correoBorrado(v.email, `${v.factura}: ${mensaje}`);
  const [, , [aviso]] = await db.batch([
    db.delete(mailOutbox).where(and(ne(mailOutbox.estado, 'pendiente'), avisosDeVenta(v))),
    db
      .update(ventas)
      .set(venta ? { ...ventaSinContacto, updated_at: iso } : { ...ventaAnonima(iso), updated_at: iso })
      .where(eq(ventas.id, v.id)),
    queueMail(db, correo, { deliverNow: true }).returning({ id: mailOutbox.id }),
  ]);
  entregar(e, aviso?.id, correo);
  return {
    factura: v.factura,
    anonimizacion: venta ? 'parcial' : 'completa',
    conservado: venta ? [...textos.conservados] : [],
    conservado_hasta: venta ? hasta : null,
    mensaje,
  };
}
