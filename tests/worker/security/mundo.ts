/**
 * A small world for the security tests: two professionals, staff, a schedule and an
 * appointment, a catalogue, an order and a mail; plus a fingerprint of the whole database
 * and R2 to prove that a refused request changed nothing.
 */
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { addDays, bogotaNow, instanteBogota } from '../../../common/fechas';
import { normalizar } from '../../../common/texto';
import { guardarEnlace, nuevoEnlace } from '../../../worker/citas/enlaces';
import { schema } from '../../../worker/db/schema';
import { hashPassword, randomToken, sha256Hex } from '../../../worker/plataforma/cripto';
import { type CallOptions, call, db, makeAdmin, makeCuenta } from '../helpers';
import { makeProducto, nuevaVenta } from '../ventas-fixtures';

export const CLAVE = 'ClaveDePrueba123';

/** The shared test call (tests/worker/helpers.ts), which calls the app directly. */
export const llamar = call;

/** llamar() and its JSON body. */
export async function llamarJson(path: string, opts: CallOptions = {}) {
  const res = await llamar(path, opts);
  const text = await res.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, json, res };
}
let hash: Promise<string> | null = null;
/** Every account of the world shares one real PBKDF2 hash of CLAVE (computed once). */
const claveHash = () => {
  hash ??= hashPassword(CLAVE);
  return hash;
};

let seq = 0;
export const unico = () => `${Date.now().toString(36)}${(seq++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** A fresh client address per request, so no throttle of one call reaches another. */
export const ipNueva = () => {
  const n = seq++;
  return `198.18.${(n >> 8) & 255}.${n & 255}`;
};

/** Tomorrow in Bogotá (every schedule of the world attends every weekday). */
export const manana = () => addDays(bogotaNow().fecha, 1);

const todosLosDias = { lunes: 1, martes: 1, miercoles: 1, jueves: 1, viernes: 1, sabado: 1, domingo: 1 };

export async function mundo() {
  const password_hash = await claveHash();
  const u = unico();
  const [esp, espLibre] = await db()
    .insert(schema.especialidades)
    .values([
      { nombre: `Especialidad ${u}`, slug: normalizar(`especialidad ${u}`) },
      { nombre: `Libre ${u}`, slug: normalizar(`libre ${u}`) },
    ])
    .returning();
  const dueno = await makeCuenta({ password_hash, especialidad_id: esp.id });
  const otro = await makeCuenta({ password_hash });
  const admin = await makeAdmin({ password_hash });
  const [horario, horarioLibre] = await db()
    .insert(schema.horarios)
    .values([
      { user_id: dueno.id, hora_inicio: '09:00', hora_fin: '09:30', ...todosLosDias },
      { user_id: dueno.id, hora_inicio: '10:00', hora_fin: '10:30', ...todosLosDias },
    ])
    .returning();
  const [motivo, motivoLibre] = await db()
    .insert(schema.motivos)
    .values([
      { user_id: dueno.id, nombre: 'Control' },
      { user_id: dueno.id, nombre: 'Sin usar' },
    ])
    .returning();
  /** personal data only the owner may read */
  const secretos = { paciente: `paciente.${u}@secreto.co`, comentarista: `comenta.${u}@secreto.co` };
  const [cita] = await db()
    .insert(schema.citas)
    .values({
      user_id: dueno.id,
      horario_id: horario.id,
      motivo_id: motivo.id,
      nombre: 'Paciente Reservado',
      telefono: '3001112233',
      email: secretos.paciente,
      fecha_cita: addDays(bogotaNow().fecha, 2),
      hora_inicio: horario.hora_inicio,
      hora_fin: horario.hora_fin,
      inicio: instanteBogota(addDays(bogotaNow().fecha, 2), horario.hora_inicio),
    })
    .returning();
  // the comentario invitation of the cita (as if attended): its token goes in the link
  const invitacion = await nuevoEnlace({ tipo: 'comentario', cita_id: cita.id, expira_at: '2999-01-01T00:00:00.000Z' });
  await db().insert(schema.enlaces).values(invitacion.fila);
  const [comentario] = await db()
    .insert(schema.comentarios)
    .values({
      user_id: dueno.id,
      nombre: 'Comentarista',
      email: secretos.comentarista,
      observacion: 'Muy amable',
      calificacion: 5,
    })
    .returning();
  const gestion = await citaConEnlace(dueno.id, horario, motivo.id);
  const producto = await makeProducto({ precio: 12000, porcentaje: 10 });
  const [marcaLibre] = await db()
    .insert(schema.marcas)
    .values({ nombre: `Libre ${u}` })
    .returning();
  const [promocionLibre] = await db()
    .insert(schema.promociones)
    .values({ nombre: `Libre ${u}`, porcentaje: 5 })
    .returning();
  const [caracteristicaLibre] = await db()
    .insert(schema.caracteristicas)
    .values({ nombre: `Libre ${u}` })
    .returning();
  // a day off of the owner's, away from her citas, and her private calendar feed's token
  const [ausencia] = await db()
    .insert(schema.ausencias)
    .values({ user_id: dueno.id, desde: addDays(bogotaNow().fecha, 20), hasta: addDays(bogotaNow().fecha, 20) })
    .returning();
  const calendario = randomToken();
  await db()
    .update(schema.users)
    .set({ calendario_hash: await sha256Hex(calendario) })
    .where(eq(schema.users.id, dueno.id));
  // a change of her name waiting for an admin (issue 22 item 4)
  const [propuesta] = await db()
    .insert(schema.propuestas)
    .values({ user_id: dueno.id, nombre: `Propuesta ${u}` })
    .returning();
  const venta = await nuevaVenta(15000);
  const [cupon] = await db()
    .insert(schema.cupones)
    .values({ codigo: `MUNDO${u}`.toUpperCase(), tipo: 'porcentaje', valor: 10 })
    .returning();
  const [ventaFila] = await db().select().from(schema.ventas).where(eq(schema.ventas.id, venta.id));
  // a paid venta the admins cancelled, its refund still to record
  const [reembolso] = await db()
    .update(schema.ventas)
    .set({ status_pago: 'reembolso_pendiente', status_entrega: 'cancelado' })
    .where(eq(schema.ventas.id, (await nuevaVenta(12000)).id))
    .returning();
  // a paid venta of 3 units, to return one (decision 0024)
  const [pagada] = await db()
    .update(schema.ventas)
    .set({ status_pago: 'aprobado' })
    .where(eq(schema.ventas.id, (await nuevaVenta(10000, 3)).id))
    .returning();
  const [lineaPagada] = await db()
    .select()
    .from(schema.ventaProductos)
    .where(eq(schema.ventaProductos.venta_id, pagada.id));
  // a cash-on-delivery venta on its way, to record as paid at the door (decision 0023)
  const [contraEntrega] = await db()
    .update(schema.ventas)
    .set({ metodo_pago: 'contra_entrega', status_pago: 'contra_entrega', status_entrega: 'enviado' })
    .where(eq(schema.ventas.id, (await nuevaVenta(9000)).id))
    .returning();
  const [correo] = await db()
    .insert(schema.mailOutbox)
    .values({
      para: 'buzon@prueba.co',
      asunto: 'Prueba',
      texto: 'Hola',
      adjuntos: JSON.stringify([
        { filename: 'cita.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR' },
      ]),
    })
    .returning();
  return {
    esp,
    espLibre,
    dueno,
    otro,
    admin: admin,
    horario,
    horarioLibre,
    motivo,
    motivoLibre,
    cita,
    gestion,
    invitacion: invitacion.token,
    comentario,
    secretos,
    producto,
    marcaLibre,
    promocionLibre: promocionLibre,
    caracteristicaLibre: caracteristicaLibre,
    venta: { ...venta, email: ventaFila.email },
    cupon,
    reembolso,
    pagada: { id: pagada.id, linea: lineaPagada.id },
    contraEntrega: { id: contraEntrega.id, total: contraEntrega.total },
    correo,
    ausencia,
    calendario,
    propuesta,
  };
}
/** A cita in 3 days, booked by a paciente whose manage link (`token`) the caller holds. */
async function citaConEnlace(
  user_id: number,
  horario: { id: number; hora_inicio: string; hora_fin: string },
  motivo_id: number,
) {
  const fecha_cita = addDays(bogotaNow().fecha, 3);
  const [cita] = await db()
    .insert(schema.citas)
    .values({
      user_id,
      horario_id: horario.id,
      motivo_id,
      nombre: 'Paciente Con Enlace',
      telefono: '3004445566',
      email: `enlace.${unico()}@correo.co`,
      fecha_cita,
      hora_inicio: horario.hora_inicio,
      hora_fin: horario.hora_fin,
      inicio: instanteBogota(fecha_cita, horario.hora_inicio),
      uid: `${unico()}@citasalud`,
    })
    .returning();
  const enlace = await nuevoEnlace({ tipo: 'gestion', cita_id: cita.id, expira_at: '2999-01-01T00:00:00.000Z' });
  await guardarEnlace(db(), enlace.fila);
  return { cita, token: enlace.token };
}

export type Mundo = Awaited<ReturnType<typeof mundo>>;

/** Every table a request could change (throttle and login-attempt counters aside). */
export const TABLAS = [
  'users',
  'sessions',
  'password_resets',
  'consentimientos',
  'home',
  'horarios',
  'ausencias',
  'motivos',
  'citas',
  'enlaces',
  'comentarios',
  'propuestas',
  'especialidades',
  'marcas',
  'caracteristicas',
  'promociones',
  'productos',
  'ventas',
  'venta_productos',
  'pago_eventos',
  'pago_referencias',
  'venta_pasos',
  'devoluciones',
  'devolucion_lineas',
  'mail_outbox',
  'lista_espera',
  'ofertas_espera',
] as const;

/** The whole database and the R2 bucket as one string: equal before and after = nothing changed. */
export async function huella(): Promise<string> {
  const filas = await env.DB.batch(TABLAS.map((t) => env.DB.prepare(`SELECT * FROM ${t} ORDER BY rowid`)));
  const objetos = await env.IMAGES.list();
  return JSON.stringify([filas.map((r) => r.results), objetos.objects.map((o) => o.key)]);
}

/** Row counts of the tables, for messages that say what changed. */
export async function cuentas(): Promise<Record<string, number>> {
  const filas = await env.DB.batch(TABLAS.map((t) => env.DB.prepare(`SELECT count(*) AS n FROM ${t}`)));
  return Object.fromEntries(TABLAS.map((t, i) => [t, (filas[i].results[0] as { n: number }).n]));
}

/** Tables whose rows an update stamps with `updated_at`. */
const CON_UPDATED_AT = new Set([
  'users',
  'home',
  'citas',
  'propuestas',
  'especialidades',
  'marcas',
  'caracteristicas',
  'promociones',
  'productos',
  'ventas',
]);

/**
 * A cheaper fingerprint, in one statement: per table its row count, rowid sum and latest update
 * stamp (plus R2's keys when asked). Catches inserts, deletes and stamped updates; the routes of
 * the tables without `updated_at` only insert and delete (password_resets and mail_outbox aside,
 * whose changing columns are included).
 */
export async function huellaLigera(conR2 = false): Promise<string> {
  const partes = TABLAS.map((t) => {
    const extra = CON_UPDATED_AT.has(t)
      ? ', max(updated_at)'
      : t === 'password_resets'
        ? ', max(used_at)'
        : t === 'mail_outbox'
          ? ", group_concat(estado || intentos, '')"
          : '';
    return `(SELECT json_array(count(*), total(rowid)${extra}) FROM ${t})`;
  });
  const fila = await env.DB.prepare(`SELECT json_array(${partes.join(', ')}) AS h`).first<{ h: string }>();
  if (!conR2) return fila?.h ?? '';
  const objetos = await env.IMAGES.list();
  return `${fila?.h}${objetos.objects.map((o) => o.key).join(',')}`;
}
