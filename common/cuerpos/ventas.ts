/**
 * The request bodies and queries of ventas: the compra, its payment's check and a new payment,
 * the buyer's look-up of her venta, and the admins' lines of a venta and sales summary. The
 * Worker parses with these schemas; the web sends their `z.infer` types (common/wire/).
 */
import { z } from 'zod';
import type { Consentimiento } from '../consentimiento';
import { parseFecha } from '../fechas';
import { campos } from '../textos/campos';
import { pagos } from '../textos/pagos';
import { tienda } from '../textos/tienda';
import { ventas } from '../textos/ventas';
import {
  celular,
  consentimientoOpcional,
  documento,
  email,
  entero,
  id,
  type Omitibles,
  texto,
  textoOpcional,
} from '../validacion';
import { ESTADOS_ENTREGA, ESTADOS_PAGO, ESTADOS_REEMBOLSO, ESTADOS_TIENDA, METODOS_PAGO } from '../wire/ventas';

const lineaSchema = z.object(
  {
    id: id('id del producto'),
    cantidad: entero('cantidad', { min: 1, max: 99 }),
  },
  { error: tienda.lineaInvalida },
);

/**
 * `POST /api/compras/new`: the purchase payload of the original client. Its `id`, `status`, `reference`, `valort` and
 * every price of the product rows are the client's and are ignored: the catalogue prices it.
 */
export const nuevaCompra = z.object({
  token: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: campos.obligatorio('token') }).regex(/^[A-Za-z0-9_-]{8,64}$/, { error: tienda.tokenInvalido }),
  ),
  nombre: texto('nombre', { max: 100 }),
  apellido: texto('apellido', { max: 100 }),
  email: email(),
  telefono: celular('telefono'),
  // a DIVIPOLA ciudad by name or code: resolved against the list (worker/tienda/envio.ts)
  ciudad: texto('ciudad', { max: 120, vacio: campos.ciudad }),
  documento: documento(),
  direccion: texto('direccion', { max: 200 }),
  productos: z
    .array(lineaSchema, { error: tienda.sinProductos })
    .min(1, { error: tienda.sinProductos })
    .max(50, { error: tienda.demasiadosProductos }),
  acepta_tratamiento: consentimientoOpcional(),
  // a discount code (lib/cupones.ts); '' or absent: none
  cupon: textoOpcional('cupon', { max: 40 }),
  // how it is paid (decision 0023); absent: Wompi, as the original client pays
  metodo_pago: z.preprocess(
    (v) => (v === undefined || v === '' ? 'wompi' : typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(METODOS_PAGO, { error: tienda.metodoPagoInvalido }),
  ),
});
/** Its consent is sent as the web's checkbox sends it ('1'); the schema reads it as a boolean. */
export type Compra = Omitibles<
  Omit<z.infer<typeof nuevaCompra>, 'acepta_tratamiento'>,
  'documento' | 'cupon' | 'metodo_pago'
> & {
  acepta_tratamiento: Consentimiento;
};

const corto = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : v),
    z
      .string({ error: tienda.consultaInvalida(label) })
      .max(100, { error: tienda.consultaInvalida(label) })
      .optional(),
  );

/** `GET /api/pagos/wompi/verificar?reference=|factura=&id=`: a venta's payment, by its reference or factura. */
export const verificacionPago = z
  .object({ reference: corto('reference'), factura: corto('factura'), id: corto('id') })
  .refine((q) => q.reference || q.factura, { error: tienda.referenciaObligatoria, path: ['reference'] });

/** `POST /api/pagos/nuevo`: pay again a venta whose payment did not go through. */
export const nuevoPago = z.object({
  factura: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: pagos.facturaObligatoria }).min(1, { error: pagos.facturaObligatoria }).max(40),
  ),
});
export type VerificacionPago = z.infer<typeof verificacionPago>;
export type NuevoPago = z.infer<typeof nuevoPago>;

/** A venta's factura as typed (any case). */
const factura = () => z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), texto('factura', { max: 40 }));

/** `GET /api/ventas/consulta?factura=&email=`: a buyer's venta, both must match. */
export const consultaVenta = z.object({ factura: factura(), email: email() });
export type ConsultaDeVenta = z.infer<typeof consultaVenta>;

/** `POST /api/ventas/index/productos` (admins): the lines of one venta. */
export const lineasDeVenta = z.object({ factura: factura() });
export type LineasDeVenta = z.infer<typeof lineasDeVenta>;

const DIAS = ['1', '7', '30'] as const;
/** `GET /api/ventas/resumen?dias=1|7|30` (admins): the last days' sales; absent, 30. */
export const consultaResumen = z.object({
  dias: z.preprocess(
    (v) => (v === undefined || v === '' ? '30' : String(v).trim()),
    z.enum(DIAS, { error: ventas.diasInvalidos }),
  ),
});
export type ConsultaResumen = z.infer<typeof consultaResumen>;

/** `status_entrega=pendiente`, `pendiente,preparando` or repeated keys: a list of known codes. */
const codigos = <T extends string>(validos: readonly T[], message: string) =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === '') return undefined;
      return (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(',')).map((s) => s.trim().toLowerCase());
    },
    z
      .array(z.enum(validos as [T, ...T[]], { error: message }), { error: message })
      .max(10, { error: message })
      .optional(),
  );

/** An optional calendar day `YYYY-MM-DD` (blank = none). */
const dia = (message: string) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : (parseFecha(v) ?? '')),
    z.string({ error: message }).min(1, { error: message }).optional(),
  );

/** The fields of the filter; each route adds its own (paging, sort) and then `conRango`. */
const camposFiltro = {
  /** the invoice's beginning, the buyer's name or surname, phone or e-mail (each from its start) */
  q: textoOpcional('q', { max: 100 }),
  status_entrega: codigos(ESTADOS_ENTREGA, tienda.estadoEntregaInvalido),
  status_pago: codigos(
    [...Object.values(ESTADOS_PAGO), ...ESTADOS_TIENDA, ...ESTADOS_REEMBOLSO],
    tienda.estadoPagoInvalido,
  ),
  desde: dia(ventas.desdeInvalido),
  hasta: dia(ventas.hastaInvalido),
};

/** Refuses `hasta` before `desde`. */
const conRango = <T extends z.ZodType<{ desde?: string; hasta?: string }>>(schema: T) =>
  schema.refine((f) => !f.desde || !f.hasta || f.desde <= f.hasta, {
    error: ventas.rangoInvertido,
    path: ['hasta'],
  });

/** Sort keys of the list: `fecha` (created_at), `total`, `estado` (delivery, in the order it moves). */
const ORDENES = ['fecha', 'total', 'estado'] as const;

/** `GET /api/ventas/index` (admins): the filters, the order and the page of the list. */
export const filtrosVentas = conRango(
  z.object({
    ...camposFiltro,
    orden: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(ORDENES, { error: ventas.ordenInvalido }).default('fecha'),
    ),
    dir: z.preprocess(
      (v) => (v === '' ? undefined : typeof v === 'string' ? v.toLowerCase() : v),
      z.enum(['asc', 'desc'], { error: ventas.direccionInvalida }).default('desc'),
    ),
    page: entero('page', { min: 1, max: 100_000 }).optional(),
    limit: entero('limit', { min: 1, max: 100 }).optional(),
  }),
);
export type FiltrosVentas = z.infer<typeof filtrosVentas>;

/** `GET /api/ventas/export.csv` (admins): the list's filters. */
export const filtrosExportacion = conRango(z.object(camposFiltro));
export type FiltrosExportacion = z.infer<typeof filtrosExportacion>;
