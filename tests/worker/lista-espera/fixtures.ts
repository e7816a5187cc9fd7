/**
 * What the lista de espera's tests share: the clock (Monday 2 March 2026, 08:00 in Bogotá), a
 * profesional attending Thursdays from 09:00 to 11:00 in franjas of 30 minutes, and calls as the
 * web makes them, each from a fresh client address so the per-address limits never mix tests.
 */
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { schema } from '../../../worker/db/schema';
import { sha256Hex } from '../../../worker/plataforma/cripto';
import { callJson, db, makeCuenta } from '../helpers';

export const AHORA = '2026-03-02T13:00:00.000Z';
export const JUEVES = '2026-03-05';
export const VIERNES = '2026-03-06';
/** `ahora` plus `minutos`, ISO 8601. */
export const despues = (minutos: number, desde = AHORA) => new Date(Date.parse(desde) + minutos * 60_000).toISOString();

let ipSeq = 0;
export const nuevaIp = () => `10.35.${Math.floor(ipSeq / 250)}.${ipSeq++ % 250}`;
let correoSeq = 0;
export const nuevoCorreo = (quien = 'paciente') => `${quien}.${correoSeq++}.${Date.now().toString(36)}@correo.co`;

/** A profesional attending Thursdays 09:00–11:00 (and Fridays when `viernes`), with motivos of 30 and 60 minutes. */
export async function consultorio(over: Partial<typeof schema.users.$inferInsert> = {}) {
  const profesional = await makeCuenta({ nombre: 'Laura', apellido: 'Rincón', direccion: 'Calle 10 # 5-20', ...over });
  const [rango] = await db()
    .insert(schema.horarios)
    .values({ user_id: profesional.id, hora_inicio: '09:00', hora_fin: '11:00', jueves: 1 })
    .returning();
  const [control, larga] = await db()
    .insert(schema.motivos)
    .values([
      { user_id: profesional.id, nombre: 'Control' },
      { user_id: profesional.id, nombre: 'Valoración completa', duracion_minutos: 60 },
    ])
    .returning();
  return { profesional, rango, control, larga };
}
export type Consultorio = Awaited<ReturnType<typeof consultorio>>;

type Opciones = { now?: string; ip?: string; token?: string };
const cabeceras = (o: Opciones) => ({ 'X-Test-Now': o.now ?? AHORA, 'cf-connecting-ip': o.ip ?? nuevaIp() });

/** A normal booking through the API (Thursday 09:00 unless told): its status and answer. */
export const agendarCita = (f: Consultorio, o: Opciones & { fecha?: string; hora?: string; email?: string } = {}) =>
  callJson('/api/cita/create', {
    body: {
      nombre: 'Ana Gómez',
      email: o.email ?? nuevoCorreo(),
      fecha_cita: o.fecha ?? JUEVES,
      horario: f.rango.id,
      hora_inicio: o.hora ?? '09:00',
      primera_visita: 'si',
      motivo: f.control.id,
      telefono: '3001234567',
      user: f.profesional.id,
      acepta_tratamiento: '1',
    },
    headers: cabeceras(o),
  });

/** Books Thursday's franjas `horas` (all of them by default): the agenda is full. */
export async function llenar(f: Consultorio, horas = ['09:00', '09:30', '10:00', '10:30']) {
  const citas: { id: number; gestion: string; hora: string }[] = [];
  for (const hora of horas) {
    const { status, json } = await agendarCita(f, { hora });
    expect(status).toBe(201);
    citas.push({ id: json.succes.id, gestion: json.succes.gestion, hora });
  }
  return citas;
}

/** `POST /api/lista-espera` as the web sends it (Thursday, any hour, motivo Control unless told). */
export const entrar = (f: Consultorio, cuerpo: Record<string, unknown> = {}, o: Opciones = {}) =>
  callJson('/api/lista-espera', {
    body: {
      medic: f.profesional.id,
      motivo: f.control.id,
      desde: JUEVES,
      hasta: JUEVES,
      franja: 'cualquiera',
      nombre: 'Marta Díaz',
      email: nuevoCorreo('marta'),
      telefono: '3105550000',
      acepta_tratamiento: '1',
      ...cuerpo,
    },
    encoding: 'json',
    headers: cabeceras(o),
  });

/** A call of an oferta's or a leave link's API, as their pages make it. */
export const llamar = (ruta: string, o: Opciones & { post?: boolean } = {}) =>
  callJson(ruta, {
    ...(o.post ? { body: {}, encoding: 'json' as const } : {}),
    headers: { ...cabeceras(o), ...(o.token ? { 'cf-turnstile-response': o.token } : {}) },
  });

/** Cancels a cita through its manage link, as its paciente does. */
export const cancelar = (gestion: string, o: Opciones = {}) =>
  callJson(`/api/cita/gestion/${gestion}/cancelar`, { body: { motivo: '' }, encoding: 'json', headers: cabeceras(o) });

/** The messages queued for `para` (an e-mail or a phone), oldest first. */
export const mensajesA = (para: string) =>
  db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.para, para)).orderBy(schema.mailOutbox.id);

/** The token of the last link to `ruta` (`/lista-espera/oferta/`…) in the messages to `para`. */
export async function tokenEn(para: string, ruta: string): Promise<string> {
  const textos = (await mensajesA(para)).map((m) => m.texto).join('\n');
  const tokens = [...textos.matchAll(new RegExp(`${ruta}([A-Za-z0-9_-]{20,})`, 'g'))].map((m) => m[1]);
  expect(tokens.length, `sin enlace ${ruta} para ${para}`).toBeGreaterThan(0);
  return tokens[tokens.length - 1];
}

/** The ofertas of a place of the line (by the paciente's e-mail), oldest first. */
export async function ofertasDe(email: string) {
  const [espera] = await db().select().from(schema.listaEspera).where(eq(schema.listaEspera.email, email));
  if (!espera) return [];
  return db()
    .select()
    .from(schema.ofertasEspera)
    .where(eq(schema.ofertasEspera.espera_id, espera.id))
    .orderBy(schema.ofertasEspera.id);
}

/** The place of `email` in the line of `profesionalId`. */
export const esperaDe = async (profesionalId: number, email: string) =>
  (
    await db()
      .select()
      .from(schema.listaEspera)
      .where(and(eq(schema.listaEspera.user_id, profesionalId), eq(schema.listaEspera.email, email)))
  )[0];

/** A place and a live oferta written directly (for the rules that only read them): Thursday 09:00 by default. */
export async function ofertaDirecta(f: Consultorio, o: { hora?: string; fin?: string; expira?: string } = {}) {
  const [espera] = await db()
    .insert(schema.listaEspera)
    .values({
      user_id: f.profesional.id,
      motivo_id: f.control.id,
      desde: JUEVES,
      hasta: JUEVES,
      nombre: 'Marta Díaz',
      email: nuevoCorreo('marta'),
      telefono: '3105550000',
      salida_hash: await sha256Hex(crypto.randomUUID()),
    })
    .returning();
  const [oferta] = await db()
    .insert(schema.ofertasEspera)
    .values({
      espera_id: espera.id,
      user_id: f.profesional.id,
      horario_id: f.rango.id,
      fecha: JUEVES,
      hora_inicio: o.hora ?? '09:00',
      hora_fin: o.fin ?? '09:30',
      ocupa_hasta: o.fin ?? '09:30',
      token_hash: await sha256Hex(crypto.randomUUID()),
      expira_at: o.expira ?? despues(20),
    })
    .returning();
  return { espera, oferta };
}

/** The free franjas of a day, as the profile's availability answers them. */
export async function libres(f: Consultorio, fecha = JUEVES, now = AHORA) {
  const { status, json } = await callJson(`/api/medic/disponibilidad?id=${f.profesional.id}&fecha=${fecha}`, {
    headers: { 'X-Test-Now': now },
  });
  expect(status).toBe(200);
  return (json.succes as { hora_inicio: string }[]).map((h) => h.hora_inicio);
}
