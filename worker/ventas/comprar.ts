/**
 * The compra (`POST /api/compras/new`): the buyer's cart priced by the catalogue (`liquidar`),
 * written in one batch with its apartados, cupon use and consent, answered with what the payment
 * widget needs. The purchase's `token` is its idempotency key: the same purchase posted twice
 * creates one venta, also concurrently.
 */
import { eq } from 'drizzle-orm';
import { POLITICA_VERSION } from '../../common/consentimiento';
import { nuevaCompra } from '../../common/cuerpos/ventas';
import { bogotaNow } from '../../common/fechas';
import type { VentaCreada } from '../../common/wire/compras';
import { lote } from '../db/plantilla';
import { ventaProductos, ventas } from '../db/schema/tienda';
import { queueMail } from '../mensajes';
import type { Entorno } from '../plataforma/entorno';
import { ApiError, conflict, isUniqueViolation } from '../plataforma/errors';
import { type limitInBatch, throttle } from '../plataforma/throttle';
import { check } from '../plataforma/validate';
import { msg } from '../textos';
import {
  errorCupon,
  faltantes,
  isSinStock,
  leerCiudad,
  rechazoDelTrigger,
  SIN_VENCER,
  tomarUso,
  venceDe,
} from '../tienda';
import { type LineaPrevia, mismoCarrito, unirLineas } from './carrito';
import { correoContraEntrega } from './correo-contra-entrega';
import { escribir, ventaDelToken } from './escritura-compra';
import { esVersionCambiada, leerParaCompra, olvidarCopia } from './lectura-compra';
import { type Liquidada, liquidar } from './liquidar';
import { proveedorPagos } from './pagos/provider';
import { respuesta } from './pagos/respuesta-compra';
import { cargarVenta, type Venta } from './pagos/ventas';

const msgTienda = msg.tienda;

/** 60 compras per network in 10 minutes. */
export const LIMITE_COMPRAS = { limite: 60, ventana: 600 } as const;
const LINEAS_POR_INSERT = 10; // 9 bound values a line: stays under D1's 100 per statement

/** Factura `CS-XXXXXXXX` (base32) and payment reference `CS<timestamp><random>`, both random. */
function codigos() {
  const alfabeto = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  const factura = `CS-${[...bytes].map((b) => alfabeto[b % 32]).join('')}`;
  const sufijo = String(crypto.getRandomValues(new Uint32Array(1))[0] % 1_000_000).padStart(6, '0');
  return { factura, reference: `CS${Date.now()}${sufijo}` };
}

/** How a compra is counted and read: the caller's counter and its key, and whether the isolate's copy may serve. */
export type OpcionesCompra = {
  contar: ReturnType<typeof limitInBatch>['contar'];
  /** the rate limit's key of this caller (a retry answered without the batch counts apart) */
  claveLimite: string;
  conCopia: boolean;
};

/** The venta the compra made (201) or, for the same purchase posted again, the one it made before (200). */
export type Comprada = { venta: VentaCreada; status: 200 | 201 };

/** The compra of `entrada` (the request's body, checked here). */
export async function comprar(e: Entorno, entrada: unknown, opciones: OpcionesCompra): Promise<Comprada> {
  const { contar, claveLimite, conCopia } = opciones;
  const db = e.db;
  const provider = proveedorPagos(e.env, db);
  const input = check(nuevaCompra, entrada);
  const cantidades = unirLineas(input.productos);

  const ahora = e.ahora;
  const porToken = eq(ventas.token, input.token);
  // the token's order, if any, as its lines (one row with nulls for an order without lines)
  const lineasDelToken = () =>
    db
      .select({ producto_id: ventaProductos.producto_id, cantidad: ventaProductos.cantidad })
      .from(ventas)
      .leftJoin(ventaProductos, eq(ventaProductos.venta_id, ventas.id))
      .where(porToken);
  const ciudadLeida = leerCiudad(input.ciudad);
  const ids = [...cantidades.keys()];
  // what prices the order: the isolate's copy or one read batch (lib/lectura-compra.ts). The token's
  // order is not looked up here: a retry finds its token taken by the write (ventas.token is
  // unique) or, when the cart is refused first (a product gone, a cupon used up by this very
  // order), in `rechazado`
  const leer = () => leerParaCompra(db, conCopia, ids, ciudadLeida, { codigo: input.cupon, ahora, email: input.email });
  let lectura = await leer();
  const existente = async (lineasPrevias: LineaPrevia[]): Promise<Comprada> => {
    await throttle(e, claveLimite, LIMITE_COMPRAS.limite, LIMITE_COMPRAS.ventana);
    // the same token with another cart is not a retry: answering the first order would hide it
    if (!mismoCarrito(lineasPrevias, cantidades)) throw conflict(msgTienda.tokenDeOtroCarrito);
    const venta = await cargarVenta(db, porToken);
    if (!venta) throw new Error('pedido del token no encontrado tras la violación de unicidad');
    // nor is the same token with another way to pay
    if (venta.venta.metodo_pago !== input.metodo_pago) throw conflict(msgTienda.tokenDeOtroMetodo);
    return { venta: await respuesta(provider, venta.venta, venta.lineas), status: 200 };
  };
  /** A refusal of the cart that a retry of an order already taken must not see: its order answers. */
  const rechazado = async (err: ApiError) => {
    const previas = await lineasDelToken();
    if (previas.length) return existente(previas);
    throw err;
  };
  const compra = { cantidades, ciudad: input.ciudad, ciudadLeida, cupon: input.cupon, metodo: input.metodo_pago };
  // contra entrega: no widget, its units and cupon use held until delivered or cancelled (decision 0023)
  const enEfectivo = input.metodo_pago === 'contra_entrega';
  const hoy = bogotaNow(ahora).fecha;
  /**
   * The order priced from `lectura`; a refusal priced from the isolate's copy is checked against
   * D1 before it is answered, and a refused retry of an order already taken gets that order.
   */
  const prepararDe = async (): Promise<Liquidada | Comprada> => {
    try {
      return liquidar(compra, lectura, hoy);
    } catch (err) {
      if (!(err instanceof ApiError) || err.status >= 500) throw err;
      if (lectura.leido) return rechazado(err);
      olvidarCopia();
      lectura = await leer();
      return prepararDe();
    }
  };

  for (let intento = 0; ; intento++) {
    const preparada = await prepararDe();
    if ('venta' in preparada) return preparada;
    const { destino, lineas, envio, aplicado, iva, descuento, total, ajustes } = preparada;
    const chunks: (typeof lineas)[] = [];
    for (let i = 0; i < lineas.length; i += LINEAS_POR_INSERT) chunks.push(lineas.slice(i, i + LINEAS_POR_INSERT));
    const { factura, reference } = codigos();
    try {
      const token = input.token;
      const momento = ahora.toISOString();
      const [, , [venta], ...resto] = await lote(db, [
        // first: the store has not changed since `lectura` was read (else nothing is written)
        escribir.vigente(db, { version: lectura.version }),
        contar(db),
        escribir.venta(db, {
          factura,
          token,
          reference,
          nombre: input.nombre,
          apellidos: input.apellido,
          email: input.email,
          telefono_cliente: input.telefono,
          ciudad: destino.nombre,
          ciudad_codigo: destino.codigo,
          documento: input.documento,
          direccion: input.direccion,
          total,
          envio,
          iva,
          descuento,
          cupon_id: aplicado?.cupon.id ?? null,
          cupon_codigo: aplicado?.cupon.codigo ?? '',
          vendedor_nit: ajustes.nit,
          vendedor_razon_social: ajustes.razon_social,
          metodo_pago: input.metodo_pago,
          status_pago: enEfectivo ? 'contra_entrega' : 'pendiente',
          // from then the cron marks it vencida (vencidas.ts); one paid on delivery never expires
          vence_at: enEfectivo ? null : venceDe(ahora),
        }),
        ...chunks.map((chunk) => escribir.lineas(db, { token, lineas: chunk })),
        ...(input.acepta_tratamiento
          ? [escribir.consentimiento(db, { token, version: POLITICA_VERSION, email: input.email })]
          : []),
        (enEfectivo ? escribir.apartarSinVencer : escribir.apartar)(db, { token, ahora: momento }),
        ...(aplicado ? [tomarUso(db, ventaDelToken(token), ahora, enEfectivo ? SIN_VENCER : undefined)] : []),
        ...(enEfectivo
          ? [
              queueMail(
                db,
                correoContraEntrega({ factura, email: input.email, nombre: input.nombre, total }, e.env.APP_URL),
              ),
            ]
          : []),
        // last: when these apartados left a product agotado, the store's cached reads go stale
        // (its cards say so); otherwise they stay (lib/stock.ts)
        escribir.agotados(db, { ids, ahora: momento }),
      ]);
      const nuevas = resto.at(-1) as { scope: string; version: number }[];
      if (nuevas.length) {
        e.versionesNuevas(nuevas);
        olvidarCopia();
      }
      const lineasVenta = lineas.map(({ producto_id: _, ...l }) => l);
      return { venta: await respuesta(provider, venta as Venta, lineasVenta), status: 201 };
    } catch (err) {
      // the store changed since `lectura` (a price, a promotion, an agotado): read it again
      if (esVersionCambiada(err) && intento < 2) {
        olvidarCopia();
        lectura = await leer();
        continue;
      }
      // the same purchase posted again (also concurrently): the token's order is the answer
      if (isUniqueViolation(err, 'ventas.token')) return existente(await lineasDelToken());
      // trigger cupon_usos_sin_exceso: another compra took the cupon's last use (for this e-mail)
      const rechazo = rechazoDelTrigger(err);
      if (rechazo && aplicado) throw errorCupon(rechazo, aplicado.cupon.codigo);
      // trigger apartados_sin_exceso: name what is short; when nothing is any more (an apartado just
      // ended), try again
      if (isSinStock(err)) {
        const cortos = await faltantes(db, cantidades, ahora);
        if (cortos.length) throw new ApiError(409, 'sin_stock', cortos.join(' '), { productos: cortos });
        if (intento < 2) continue;
        throw new ApiError(409, 'sin_stock', msgTienda.stock.sinUnidadesGeneral);
      }
      // a random code that collided: draw again
      if (intento < 2 && (isUniqueViolation(err, 'ventas.factura') || isUniqueViolation(err, 'ventas.reference')))
        continue;
      throw err;
    }
  }
}
