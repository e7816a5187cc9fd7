/**
 * Leaving the line through the link of the confirmation e-mail (`/lista-espera/salir/{token}`):
 * the place stops waiting and a live oferta it held is let pass to the next in line. Leaving twice
 * answers the same.
 */
import { and, eq } from 'drizzle-orm';
import type { Parte } from '../../common/lista-espera';
import type { Espera } from '../../common/wire/lista-espera';
import { listaEspera, ofertasEspera } from '../db/schema/lista-espera';
import { nombreProfesional } from '../mensajes';
import type { Entorno } from '../plataforma/entorno';
import { notFound } from '../plataforma/errors';
import { msg } from '../textos';
import { esperaPorSalida, hashDeToken } from './consultas';
import { ofrecer } from './ofrecer';

type Fila = Awaited<ReturnType<typeof esperaPorSalida>>[number];

const vista = (f: Fila, estado = f.estado): Espera => ({
  estado: estado as Espera['estado'],
  profesional: {
    id: f.p_id,
    nombre: nombreProfesional({ nombre: f.p_nombre, apellido: f.p_apellido, name: f.p_name }),
    especialidad: f.p_especialidad,
    direccion: f.p_direccion,
    ciudad: f.p_ciudad,
  },
  motivo: f.motivo,
  desde: f.desde,
  hasta: f.hasta,
  franja: f.parte as Parte,
});

async function leer(e: Entorno, token: string): Promise<{ fila: Fila; hash: string }> {
  const hash = await hashDeToken(token);
  const [fila] = hash ? await esperaPorSalida(e.db, hash) : [];
  if (!fila || !hash) throw notFound(msg.listaEspera.enlaceInvalido);
  return { fila, hash };
}

/** `GET /api/lista-espera/salir/{token}`: the place as it stands. */
export const verEspera = async (e: Entorno, token: string) => vista((await leer(e, token)).fila);

/** `POST /api/lista-espera/salir/{token}`: out of the line, in one batch with its live oferta let pass. */
export async function salir(e: Entorno, token: string): Promise<Espera> {
  const { fila, hash } = await leer(e, token);
  if (fila.estado !== 'esperando') return vista(fila);
  const iso = e.ahora.toISOString();
  const [, soltadas] = await e.db.batch([
    e.db
      .update(listaEspera)
      .set({ estado: 'retirada', updated_at: iso })
      .where(and(eq(listaEspera.salida_hash, hash), eq(listaEspera.estado, 'esperando'))),
    e.db
      .update(ofertasEspera)
      .set({ estado: 'rechazada', updated_at: iso })
      .where(and(eq(ofertasEspera.espera_id, fila.id), eq(ofertasEspera.estado, 'pendiente')))
      .returning({ fecha: ofertasEspera.fecha }),
  ]);
  for (const { fecha } of soltadas) e.despues(ofrecer(e, fila.p_id, { desde: fecha, hasta: fecha }));
  return vista(fila, 'retirada');
}
