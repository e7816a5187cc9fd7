/**
 * An oferta as its paciente meets it through her link (`/lista-espera/oferta/{token}`): where it
 * stands, taking it (booked through the citas module's own booking, `agendar`: the same checks,
 * limits, consent, e-mails and write; the oferta is re-checked alive in that write, so ten
 * accepts at once make one cita), and letting it pass (the franja goes to the next in line).
 * A lapsed oferta found here is closed and passed on at once, without waiting for the cron.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { CitaCreada } from '../../common/wire/citas';
import type { EstadoOferta, Oferta } from '../../common/wire/lista-espera';
import { agendar } from '../citas';
import { listaEspera, ofertasEspera } from '../db/schema/lista-espera';
import { nombreProfesional } from '../mensajes';
import type { Entorno } from '../plataforma/entorno';
import { ApiError, notFound } from '../plataforma/errors';
import { msg } from '../textos';
import { type FilaOferta, hashDeToken, ofertaDonde } from './consultas';
import { ofrecer } from './ofrecer';

const textos = msg.listaEspera;

/** Where oferta `o` stands at `ahora`. */
export function estadoDe(o: Pick<FilaOferta, 'estado' | 'expira_at' | 'tomada'>, ahora: Date): EstadoOferta {
  if (o.estado === 'aceptada' || o.estado === 'rechazada') return o.estado;
  if (o.tomada) return 'tomada';
  return o.estado === 'pendiente' && o.expira_at > ahora.toISOString() ? 'vigente' : 'vencida';
}

/** The refusal of taking or declining an oferta that is no longer `vigente` (409, a code the page reads). */
const rechazoDe = (estado: Exclude<EstadoOferta, 'vigente'>) =>
  ({
    vencida: new ApiError(409, 'oferta_vencida', textos.ofertaVencida),
    aceptada: new ApiError(409, 'oferta_aceptada', textos.ofertaAceptada),
    rechazada: new ApiError(409, 'oferta_rechazada', textos.ofertaRechazada),
    tomada: new ApiError(409, 'franja_tomada', textos.franjaTomada),
  })[estado];

/** The oferta of `token`, or 404 (malformed tokens are simply unknown). */
export async function leerOferta(e: Entorno, token: string): Promise<FilaOferta> {
  const hash = await hashDeToken(token);
  const [fila] = hash ? await ofertaDonde(e.db, eq(ofertasEspera.token_hash, hash)) : [];
  if (!fila) throw notFound(textos.enlaceInvalido);
  return fila;
}

/** What its page shows. */
export const vista = (o: FilaOferta, estado: EstadoOferta): Oferta => ({
  estado,
  profesional: {
    id: o.p_id,
    nombre: nombreProfesional({ nombre: o.p_nombre, apellido: o.p_apellido, name: o.p_name }),
    especialidad: o.p_especialidad,
    direccion: o.p_direccion,
    ciudad: o.p_ciudad,
  },
  motivo: o.motivo,
  fecha: o.fecha,
  hora_inicio: o.hora_inicio,
  hora_fin: o.hora_fin,
  modalidad: o.modalidad,
  expira_at: o.expira_at,
});

/** A live oferta whose 20 minutes ended: closed and its franja offered to the next, after the answer. */
function pasarSiVencio(e: Entorno, o: FilaOferta) {
  if (o.estado === 'pendiente' && o.expira_at <= e.ahora.toISOString())
    e.despues(ofrecer(e, o.p_id, { desde: o.fecha, hasta: o.fecha }));
}

/** `GET /api/lista-espera/oferta/{token}`. */
export async function verOferta(e: Entorno, token: string): Promise<Oferta> {
  const o = await leerOferta(e, token);
  pasarSiVencio(e, o);
  return vista(o, estadoDe(o, e.ahora));
}

/**
 * Takes oferta `o` for its paciente: books its franja with her place's data through `agendar`
 * (`contar`: the booking limits' statement), the oferta and her place marked in the same write.
 */
export async function aceptar(e: Entorno, o: FilaOferta, contar: Parameters<typeof agendar>[2]): Promise<CitaCreada> {
  const estado = estadoDe(o, e.ahora);
  if (estado !== 'vigente') {
    pasarSiVencio(e, o);
    throw rechazoDe(estado);
  }
  const iso = e.ahora.toISOString();
  const entrada = {
    user: o.p_id,
    horario: o.horario_id,
    fecha_cita: o.fecha,
    hora_inicio: o.hora_inicio,
    motivo: o.motivo_id,
    nombre: o.nombre,
    email: o.email,
    telefono: o.telefono,
    observacion: '',
    primera_visita: o.primera_visita,
    modalidad: o.modalidad,
    // given when she entered the line, for the cita it would become (decision 0022)
    acepta_tratamiento: '1',
    ...(o.whatsapp ? { acepta_whatsapp: '1' } : {}),
  };
  return agendar(e, entrada, contar, {
    id: o.id,
    viva: sql`exists (select 1 from ${ofertasEspera} where ${ofertasEspera.id} = ${o.id}
      and ${ofertasEspera.estado} = 'pendiente' and ${ofertasEspera.expira_at} > ${iso})`,
    sentencias: (db, citaId) => [
      db
        .update(ofertasEspera)
        .set({ estado: 'aceptada', cita_id: citaId, updated_at: iso })
        .where(eq(ofertasEspera.id, o.id)),
      db
        .update(listaEspera)
        .set({ estado: 'agendada', cita_id: citaId, updated_at: iso })
        .where(eq(listaEspera.id, o.espera_id)),
    ],
    // the write failed over its franja: why, as the oferta stands now (taken by her in a twin request, lapsed, taken)
    rechazo: async () => {
      const [ahora] = await ofertaDonde(e.db, eq(ofertasEspera.id, o.id));
      const estado = ahora ? estadoDe(ahora, e.ahora) : 'tomada';
      return rechazoDe(estado === 'vigente' ? 'tomada' : estado);
    },
  });
}

/** `POST /api/lista-espera/oferta/{token}/rechazar`: she lets it pass; the next in line gets the franja. */
export async function rechazar(e: Entorno, token: string): Promise<Oferta> {
  const o = await leerOferta(e, token);
  const estado = estadoDe(o, e.ahora);
  if (estado === 'rechazada') return vista(o, estado);
  if (estado !== 'vigente') {
    pasarSiVencio(e, o);
    throw rechazoDe(estado);
  }
  const iso = e.ahora.toISOString();
  const [hecha] = await e.db
    .update(ofertasEspera)
    .set({ estado: 'rechazada', updated_at: iso })
    .where(and(eq(ofertasEspera.id, o.id), eq(ofertasEspera.estado, 'pendiente'), gt(ofertasEspera.expira_at, iso)))
    .returning({ id: ofertasEspera.id });
  if (!hecha) return vista(o, estadoDe(await leerOferta(e, token), e.ahora));
  e.despues(ofrecer(e, o.p_id, { desde: o.fecha, hasta: o.fecha }));
  return vista(o, 'rechazada');
}
