/**
 * The request bodies and queries of envíos: the buyer's search of ciudades and the admins' rates and
 * store settings. The Worker parses with these schemas; the web sends their `z.infer` types
 * (common/wire/envio.ts).
 */
import { z } from 'zod';
import { leerDocumento } from '../envio';
import { envio as m } from '../textos/envio';
import { textoOpcional } from '../validacion';

/** `GET /api/ciudades?q=`: what the buyer typed. */
export const busquedaCiudades = z.object({ q: textoOpcional('q', { max: 60 }) });
export type ConsultaCiudades = z.infer<typeof busquedaCiudades>;

/** Whole pesos or days (also multipart's text) from 0 to `max`; anything else gets `mensaje`. */
const numero = (max: number, mensaje: string) =>
  z.preprocess(
    (v) => {
      const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v;
      if (s === undefined || s === null || s === '') return undefined;
      return typeof s === 'string' && /^\d{1,9}$/.test(s) ? Number(s) : Number.NaN;
    },
    z.number({ error: mensaje }).int({ error: mensaje }).min(0, { error: mensaje }).max(max, { error: mensaje }),
  );
/** `POST /api/envios/tarifa` (admins): a departamento's envío rate. */
export const nuevaTarifa = z.object({
  codigo: z.preprocess(
    (v) => (typeof v === 'number' ? String(v).padStart(2, '0') : typeof v === 'string' ? v.trim() : v),
    z.string({ error: m.departamentoNoExiste }).regex(/^\d{2}$/, { error: m.departamentoNoExiste }),
  ),
  envio: numero(1_000_000, m.tarifa),
});
export type NuevaTarifa = z.infer<typeof nuevaTarifa>;

/**
 * `POST /api/envios/contra-entrega` (admins): a departamento's pago contra entrega, offered (1) or
 * not (0), and the largest total it takes; a field not sent keeps its value (decision 0023).
 */
export const contraEntrega = z.object({
  codigo: nuevaTarifa.shape.codigo,
  contra_entrega: z.preprocess((v) => {
    if (v === undefined || v === '') return undefined;
    if (v === true || v === 1 || v === '1' || v === 'true') return 1;
    return v === false || v === 0 || v === '0' || v === 'false' ? 0 : v;
  }, z.union([z.literal(0), z.literal(1)], { error: m.contraEntrega }).optional()),
  contra_entrega_hasta: numero(100_000_000, m.contraEntregaHasta).optional(),
});
export type ContraEntrega = z.infer<typeof contraEntrega>;
/** The seller's NIT: with its check digit after a dash (common/envio.ts leerDocumento); '' clears it. */
const nit = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: m.nit })
    .transform((s, ctx) => {
      if (s === '') return '';
      const leido = leerDocumento(s);
      if (leido.ok && leido.valor.includes('-')) return leido.valor;
      ctx.addIssue({ code: 'custom', message: leido.ok || leido.motivo === 'formato' ? m.nit : m.digitoNit });
      return z.NEVER;
    })
    .optional(),
);
/** `POST /api/tienda/ajustes` (admins): the fields sent change (common/wire/envio.ts AjustesTienda). */
export const cambioDeAjustesTienda = z.object({
  envio_gratis_desde: numero(100_000_000, m.gratisDesde).optional(),
  dias_entrega_min: numero(60, m.dias).optional(),
  dias_entrega_max: numero(60, m.dias).optional(),
  nit,
  razon_social: textoOpcional('razón social', { max: 150 }).optional(),
});
export type CambioDeAjustesTienda = z.infer<typeof cambioDeAjustesTienda>;
