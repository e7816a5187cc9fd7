/**
 * Ventas vencidas (issue 33 item 4, docs/decisions/0021-ventas-vencidas.md): a venta whose pago did
 * not arrive before its hold ended (`ventas.vence_at`) is marked `vencido` by the cron, kept, its
 * apartados and pending cupon use released, a step on its timeline, and its comprador e-mailed once
 * with a link to pay it again (`POST /api/pagos/nuevo`, which holds the units again or names the
 * product that ran out).
 *
 * Once, whatever runs: each batch claims its ventas with a fresh `ficha` in `aviso_vencida` (only
 * while it is still '') in the statement that marks them, and each e-mail is an INSERT … SELECT that
 * acts only while the venta carries this run's ficha. D1 runs batches one after another, so of two
 * runs at once the second finds the ventas vencidas (its guarded UPDATE matches nothing) and e-mails
 * nobody; a venta paid again and vencida again keeps its first ficha, and no second e-mail goes.
 */
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { cop } from '../../common/dinero';
import type { Db } from '../db/conexion';
import { cuponUsos } from '../db/schema/cupones';
import { ventaPasos } from '../db/schema/entrega';
import { mailOutbox } from '../db/schema/mail';
import { apartados, ventas } from '../db/schema/tienda';
import { nuevaVersion } from '../db/versiones';
import { componerCorreo, nombreCorto } from '../mensajes';
import { msg } from '../textos';
import { filaSi } from './entrega';
import { EVENTO_VENTANA } from './pagos/resultados';
import type { Venta } from './pagos/ventas';

const textos = msg.pagos.vencida;

/** How many ventas one run expires at most (the next run takes the rest), and how many per batch. */
export const VENCIDAS_POR_CORRIDA = 200;
const POR_LOTE = 40; // ids in one IN (…): under D1's 100 bound values

/** The link of the e-mail: the payment's page, whose «Pagar de nuevo» asks for a new pago. */
export const enlacePagar = (factura: string, appUrl = '') =>
  `${appUrl}/e-comerce/pago/resultado?factura=${encodeURIComponent(factura)}`;

/** The comprador's e-mail of her venta vencida. */
export function correoVencida(venta: Venta, appUrl = '') {
  return componerCorreo(venta.email, textos.asunto(venta.factura), [
    msg.pagos.saludo(nombreCorto(venta.nombre)),
    textos.texto(venta.factura, cop(venta.total)),
    textos.pagar(enlacePagar(venta.factura, appUrl)),
    msg.pagos.despedida,
  ]);
}

/**
 * The ventas vencidas at `ahora`: pending, not cancelled, their hold over. One whose transaction
 * Wompi reported pending may still be approved: it waits until its last event is older than the
 * window in which Wompi retries (EVENTO_VENTANA), then it expires too.
 */
const vencidaEn = (ahora: Date) =>
  sql`${ventas.status_pago} = 'pendiente' and ${ventas.status_entrega} = 'pendiente'
    and ${ventas.vence_at} <= ${ahora.toISOString()}
    and (${ventas.transaccion_id} is null or coalesce(${ventas.evento_at}, 0) <= ${ahora.getTime() - EVENTO_VENTANA.atrasMs})`;

/** Marks the ventas vencidas at `ahora` (at most VENCIDAS_POR_CORRIDA); answers how many it marked. */
export async function vencerVentas(db: Db, ahora: Date, appUrl = '') {
  const candidatas = await db
    .select()
    .from(ventas)
    .where(vencidaEn(ahora))
    .orderBy(asc(ventas.vence_at))
    .limit(VENCIDAS_POR_CORRIDA);
  let marcadas = 0;
  for (let i = 0; i < candidatas.length; i += POR_LOTE) {
    const lote = candidatas.slice(i, i + POR_LOTE);
    const ids = lote.map((v) => v.id);
    const ficha = crypto.randomUUID();
    const momento = ahora.toISOString();
    const vencidas = sql`(select ${ventas.id} from ${ventas} where ${inArray(ventas.id, ids)} and ${ventas.status_pago} = 'vencido')`;
    const [marcadasLote] = await db.batch([
      db
        .update(ventas)
        .set({
          status_pago: 'vencido',
          aviso_vencida: sql`case when ${ventas.aviso_vencida} = '' then ${ficha} else ${ventas.aviso_vencida} end`,
          updated_at: momento,
        })
        .where(and(inArray(ventas.id, ids), vencidaEn(ahora)))
        .returning({ id: ventas.id }),
      ...lote.map((v) => correoSi(db, v, appUrl, sql`${ventas.aviso_vencida} = ${ficha}`)),
      pasosVencidos(db, ids, momento),
      db.delete(apartados).where(sql`${apartados.venta_id} in ${vencidas}`),
      db.delete(cuponUsos).where(and(eq(cuponUsos.pagado, 0), sql`${cuponUsos.venta_id} in ${vencidas}`)),
      nuevaVersion(db, ['tienda']),
    ]);
    marcadas += marcadasLote.length;
  }
  return marcadas;
}

/** The e-mail of venta `v`, while `condicion` (on its row) holds. */
function correoSi(db: Db, v: Venta, appUrl: string, condicion: SQL) {
  const correo = correoVencida(v, appUrl);
  const propios = {
    id: sql`null`,
    para: correo.para,
    asunto: correo.asunto,
    texto: correo.texto,
    html: correo.html ?? '',
  };
  return filaSi(db, mailOutbox, propios, v.id, condicion);
}

/**
 * The step «Vencido sin pago» of each venta of `ids` vencida now, by the store. A venta vencida a
 * second time (after paying again) keeps its first step: (venta, tipo, estado) is unique.
 */
const pasosVencidos = (db: Db, ids: number[], momento: string) =>
  db
    .insert(ventaPasos)
    .select(
      db
        .select({
          id: sql<number>`null`.as('id'),
          venta_id: ventas.id,
          tipo: sql<string>`'pago'`.as('tipo'),
          anterior: sql<string>`'pendiente'`.as('anterior'),
          estado: sql<string>`'vencido'`.as('estado'),
          por: sql<string>`'tienda'`.as('por'),
          admin_id: sql<number | null>`null`.as('admin_id'),
          admin_nombre: sql<string>`''`.as('admin_nombre'),
          transportadora: sql<string>`''`.as('transportadora'),
          guia: sql<string>`''`.as('guia'),
          motivo: sql<string>`''`.as('motivo'),
          nota: sql<string>`''`.as('nota'),
          created_at: sql<string>`${momento}`.as('created_at'),
        })
        .from(ventas)
        .where(and(inArray(ventas.id, ids), eq(ventas.status_pago, 'vencido'), eq(ventas.updated_at, momento))),
    )
    .onConflictDoNothing();
