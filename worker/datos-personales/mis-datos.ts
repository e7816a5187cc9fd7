/**
 * Mis datos: the file of everything stored about a paciente or a comprador that her access reaches
 * (Ley 1581 de 2012, right to know). From Mis citas (the sign-in link proves the e-mail): her citas,
 * the comentarios she wrote (by that e-mail or through one of her citas' invitations) and the
 * messages sent to that e-mail or to her citas' WhatsApp numbers, and her places in listas de espera
 * with the franjas offered to them. From the order look-up (factura
 * and e-mail prove that one venta): the venta, its lines, its pagos and the messages about it.
 * JSON, or the same as readable text (`comoTexto`).
 */
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type {
  ArchivoMisDatos,
  AvisoDescargado,
  ComentarioDescargado,
  EsperaDescargada,
  VentaDescargada,
} from '../../common/wire/mis-datos';
import { leerCitasGestion, porInicio } from '../citas';
import type { Db } from '../db/conexion';
import { citas, motivos } from '../db/schema/agenda';
import { comentarios, users } from '../db/schema/directorio';
import { listaEspera, ofertasEspera } from '../db/schema/lista-espera';
import { mailOutbox } from '../db/schema/mail';
import { pagoEventos, ventaProductos, type ventas } from '../db/schema/tienda';
import { nombreProfesional, telefonoWhatsapp } from '../mensajes';
import { msg } from '../textos';

type Venta = typeof ventas.$inferSelect;

/** The most rows of each kind one file carries (an e-mail rarely has more than a few dozen). */
const MAXIMO = 1000;

const avisoColumnas = {
  canal: mailOutbox.canal,
  para: mailOutbox.para,
  asunto: mailOutbox.asunto,
  texto: mailOutbox.texto,
  estado: mailOutbox.estado,
  enviado_at: mailOutbox.enviado_at,
  created_at: mailOutbox.created_at,
} satisfies Record<keyof AvisoDescargado, unknown>;

/** Private links (manage, Mis citas, invitation, a lista de espera's oferta and leave link) in a message, without their token. */
const sinEnlaces = (texto: string) =>
  texto.replace(
    /(\/(?:mi-cita|mis-citas|comentario|lista-espera\/oferta|lista-espera\/salir)\/)[A-Za-z0-9_-]{20,}/g,
    `$1${msg.misDatos.enlaceOculto}`,
  );

/** Her places in listas de espera, each with its profesional's and motivo's names. */
const esperasDe = (db: Db, email: string) =>
  db
    .select({
      id: listaEspera.id,
      p_nombre: sql<string>`${users.nombre}`.as('p_nombre'),
      p_apellido: sql<string>`${users.apellido}`.as('p_apellido'),
      p_name: sql<string>`${users.name}`.as('p_name'),
      motivo: sql<string>`${motivos.nombre}`.as('motivo'),
      desde: listaEspera.desde,
      hasta: listaEspera.hasta,
      franja: listaEspera.parte,
      estado: listaEspera.estado,
      nombre: listaEspera.nombre,
      email: listaEspera.email,
      telefono: listaEspera.telefono,
      whatsapp: listaEspera.whatsapp,
      created_at: listaEspera.created_at,
    })
    .from(listaEspera)
    .innerJoin(users, eq(users.id, listaEspera.user_id))
    .innerJoin(motivos, eq(motivos.id, listaEspera.motivo_id))
    .where(eq(listaEspera.email, email))
    .orderBy(listaEspera.id)
    .limit(MAXIMO);

/** The franjas offered to her places. */
const ofertasDe = (db: Db, email: string) =>
  db
    .select({
      espera_id: ofertasEspera.espera_id,
      fecha: ofertasEspera.fecha,
      hora_inicio: ofertasEspera.hora_inicio,
      estado: ofertasEspera.estado,
      created_at: ofertasEspera.created_at,
    })
    .from(ofertasEspera)
    .where(
      inArray(
        ofertasEspera.espera_id,
        sql`(select ${listaEspera.id} from ${listaEspera} where ${listaEspera.email} = ${email})`,
      ),
    )
    .orderBy(ofertasEspera.id)
    .limit(MAXIMO);

/** A message as the file carries it: its private links do not work from there. */
const avisoDescargado = (a: AvisoDescargado): AvisoDescargado => ({ ...a, texto: sinEnlaces(a.texto) });

/** The comentarios written with `email` or through the invitation of a cita of `email`. */
export const comentariosDe = (email: string) =>
  or(
    eq(comentarios.email, email),
    inArray(comentarios.cita_id, sql`(select ${citas.id} from ${citas} where ${citas.email} = ${email})`),
  );

/** The WhatsApp numbers (E.164 digits) of the citas read: where her WhatsApp notices went. */
export const whatsappsDe = (telefonos: string[]) =>
  [...new Set(telefonos.map(telefonoWhatsapp).filter((t): t is string => t !== null))].slice(0, 90);

/** Everything stored about the paciente of `email` (Mis citas), in two round trips. */
export async function archivoDeCorreo(db: Db, email: string, ahora: Date): Promise<ArchivoMisDatos> {
  const [filas, comentariosSuyos, correos, esperas, ofertas] = await db.batch([
    leerCitasGestion(db, eq(citas.email, email), porInicio).limit(MAXIMO),
    db
      .select({
        id: comentarios.id,
        // aliased: a D1 batch maps joined columns of the same name by position
        p_nombre: sql<string>`${users.nombre}`.as('p_nombre'),
        p_apellido: sql<string>`${users.apellido}`.as('p_apellido'),
        p_name: sql<string>`${users.name}`.as('p_name'),
        nombre: comentarios.nombre,
        email: comentarios.email,
        calificacion: comentarios.calificacion,
        observacion: comentarios.observacion,
        verificado: comentarios.verificado,
        respuesta: comentarios.respuesta,
        created_at: comentarios.created_at,
      })
      .from(comentarios)
      .innerJoin(users, eq(users.id, comentarios.user_id))
      .where(comentariosDe(email))
      .orderBy(comentarios.id)
      .limit(MAXIMO),
    db.select(avisoColumnas).from(mailOutbox).where(eq(mailOutbox.para, email)).orderBy(mailOutbox.id).limit(MAXIMO),
    esperasDe(db, email),
    ofertasDe(db, email),
  ]);
  const numeros = whatsappsDe([...filas.map((f) => f.telefono), ...esperas.map((e) => e.telefono)]);
  const whatsapps = numeros.length
    ? await db
        .select(avisoColumnas)
        .from(mailOutbox)
        .where(and(eq(mailOutbox.canal, 'whatsapp'), inArray(mailOutbox.para, numeros)))
        .orderBy(mailOutbox.id)
        .limit(MAXIMO)
    : [];
  return {
    generado_at: ahora.toISOString(),
    alcance: msg.misDatos.alcanceCitas(email),
    citas: filas.map((f) => ({
      id: f.id,
      profesional: nombreProfesional({ nombre: f.p_nombre, apellido: f.p_apellido, name: f.p_name }),
      especialidad: f.p_especialidad,
      fecha_cita: f.fecha_cita,
      hora_inicio: f.hora_inicio,
      hora_fin: f.hora_fin,
      modalidad: f.modalidad === 2 ? 'virtual' : 'presencial',
      motivo: f.motivo,
      estado: f.estado,
      nombre: f.nombre,
      email: f.email,
      telefono: f.telefono,
      observacion: f.observacion,
      primera_visita: f.primera_visita,
      acepta_whatsapp: f.whatsapp === 1,
      aseguradora: f.aseguradora,
      cancelada_por: f.cancelada_por,
      cancelacion_motivo: f.cancelacion_motivo,
    })),
    comentarios: comentariosSuyos.map(
      ({ p_nombre, p_apellido, p_name, verificado, ...k }): ComentarioDescargado => ({
        ...k,
        profesional: nombreProfesional({ nombre: p_nombre, apellido: p_apellido, name: p_name }),
        verificado: verificado === 1,
      }),
    ),
    avisos: [...correos, ...whatsapps].map(avisoDescargado),
    ventas: [],
    esperas: esperas.map(
      ({ id, p_nombre, p_apellido, p_name, whatsapp, ...e }): EsperaDescargada => ({
        ...e,
        profesional: nombreProfesional({ nombre: p_nombre, apellido: p_apellido, name: p_name }),
        acepta_whatsapp: whatsapp === 1,
        ofertas: ofertas.filter((o) => o.espera_id === id).map(({ espera_id: _, ...o }) => o),
      }),
    ),
  };
}

/** Everything stored about venta `v` (the order look-up), in one round trip. */
export async function archivoDeVenta(db: Db, v: Venta, ahora: Date): Promise<ArchivoMisDatos> {
  const [lineas, pagos, correos] = await db.batch([
    db.select().from(ventaProductos).where(eq(ventaProductos.venta_id, v.id)).orderBy(ventaProductos.id),
    db
      .select({
        transaccion_id: pagoEventos.transaccion_id,
        status: pagoEventos.status,
        resultado: pagoEventos.resultado,
        created_at: pagoEventos.created_at,
      })
      .from(pagoEventos)
      .where(eq(pagoEventos.venta_id, v.id))
      .orderBy(desc(pagoEventos.id)),
    db.select(avisoColumnas).from(mailOutbox).where(avisosDeVenta(v)).orderBy(mailOutbox.id).limit(MAXIMO),
  ]);
  const venta: VentaDescargada = {
    factura: v.factura,
    created_at: v.created_at,
    nombre: v.nombre,
    apellidos: v.apellidos,
    documento: v.documento,
    email: v.email,
    telefono: v.telefono_cliente,
    ciudad: v.ciudad,
    direccion: v.direccion,
    status_pago: v.status_pago,
    status_entrega: v.status_entrega,
    total: v.total,
    envio: v.envio,
    iva: v.iva,
    descuento: v.descuento,
    productos: lineas.map((l) => ({
      producto: l.nombre_produto,
      marca: l.nombre_marca,
      cantidad: l.cantidad,
      valor_unitario: l.valor_unitario,
      porcentaje_descuento: l.procentaje_aplicado,
      iva: l.iva,
      total: l.total,
    })),
    pagos,
  };
  return {
    generado_at: ahora.toISOString(),
    alcance: msg.misDatos.alcanceVenta(v.factura),
    citas: [],
    comentarios: [],
    avisos: correos.map(avisoDescargado),
    ventas: [venta],
    esperas: [],
  };
}

/** The messages to the buyer's e-mail that name venta `v` (its factura is in every one). */
export const avisosDeVenta = (v: Pick<Venta, 'email' | 'factura'>) =>
  and(eq(mailOutbox.para, v.email), sql`instr(${mailOutbox.texto}, ${v.factura}) > 0`);

const textos = msg.misDatos.texto;

/** One value as a line of text. */
const valor = (v: unknown, sangria: string) =>
  v === true
    ? textos.si
    : v === false
      ? textos.no
      : v === null || v === ''
        ? '—'
        : String(v).replace(/\n/g, `\n${sangria}  `);

/** An object's fields as indented `clave: valor` lines (nested lists one level deeper). */
function campos(objeto: Record<string, unknown>, sangria: string): string[] {
  return Object.entries(objeto).flatMap(([clave, v]) => {
    const etiqueta = clave.replace(/_/g, ' ');
    if (!Array.isArray(v)) return [`${sangria}${etiqueta}: ${valor(v, sangria)}`];
    if (v.length === 0) return [`${sangria}${etiqueta}: ${textos.ninguno}`];
    return [
      `${sangria}${etiqueta}:`,
      ...v.flatMap((x, i) => [`${sangria}  ${i + 1}.`, ...campos(x as Record<string, unknown>, `${sangria}    `)]),
    ];
  });
}

/** The file as readable text: a title, then each section with its rows numbered. */
export function comoTexto(a: ArchivoMisDatos): string {
  const secciones = (['citas', 'comentarios', 'esperas', 'avisos', 'ventas'] as const).flatMap((s) => {
    const filas = a[s] as unknown as Record<string, unknown>[];
    return [
      '',
      `${textos.secciones[s]} (${filas.length})`,
      ...(filas.length ? filas.flatMap((f, i) => [`  ${i + 1}.`, ...campos(f, '    ')]) : [`  ${textos.ninguno}`]),
    ];
  });
  return [
    textos.titulo,
    `${textos.generado}: ${a.generado_at}`,
    `${textos.alcance}: ${a.alcance}`,
    ...secciones,
    '',
  ].join('\n');
}
