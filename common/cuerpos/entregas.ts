/**
 * The bodies of a venta's delivery, as the admins move it: the next status (or a cancellation), a
 * refund made, its steps. The venta comes by `id` or `factura`. The Worker parses with these
 * schemas; the web sends their `z.infer` types.
 */
import { z } from 'zod';
import { entrega } from '../textos/entrega';
import { tienda } from '../textos/tienda';
import { id, texto, textoOpcional } from '../validacion';
import { ESTADOS_ENTREGA } from '../wire/ventas';

const factura = () => z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), texto('factura', { max: 40 }));

/** The venta by `id` or `factura` (one of them is required). */
const cualVenta = {
  id: id().optional(),
  factura: factura().optional(),
};
const conVenta = <T extends { id?: number; factura?: string }>(v: T) => v.id !== undefined || v.factura !== undefined;
/** A carrier's name: letters, digits, spaces, '.', '-' and '&' ("Servientrega", "Inter Rapidísimo", "4-72"). */
const transportadora = z.preprocess(
  (v) => (typeof v === 'string' ? v.normalize('NFC').replace(/\s+/g, ' ').trim() : v === undefined ? '' : v),
  z.union([z.literal(''), z.string().regex(/^[\p{L}\p{N} .&-]{2,60}$/u, { error: entrega.transportadoraInvalida })], {
    error: entrega.transportadoraInvalida,
  }),
);

/** A tracking number: letters, digits and dashes (spaces dropped), upper case. */
const guia = z.preprocess(
  (v) => (typeof v === 'string' ? v.replace(/\s+/g, '').toUpperCase() : v === undefined ? '' : v),
  z.union([z.literal(''), z.string().regex(/^[A-Z0-9-]{4,40}$/, { error: entrega.guiaInvalida })], {
    error: entrega.guiaInvalida,
  }),
);

/** `POST /api/ventas/update/status` (admins): the next delivery status, or a cancellation. */
export const cambioDeEntrega = z
  .object({
    ...cualVenta,
    status_entrega: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
      z.enum(ESTADOS_ENTREGA, { error: tienda.estadoEntregaInvalido }),
    ),
    transportadora,
    guia,
    motivo: textoOpcional('motivo', { max: 500 }).refine((m) => m === '' || m.length >= 3, {
      error: entrega.motivoCorto,
    }),
    // status_pago is never read: only the provider's events and the steps change it
  })
  .refine(conVenta, { error: tienda.ventaObligatoria, path: ['id'] })
  .superRefine((v, ctx) => {
    if (v.status_entrega !== 'enviado') return;
    if (!v.transportadora)
      ctx.addIssue({ code: 'custom', message: entrega.transportadoraObligatoria, path: ['transportadora'] });
    if (!v.guia) ctx.addIssue({ code: 'custom', message: entrega.guiaObligatoria, path: ['guia'] });
  });

export type CambioDeEntrega = z.infer<typeof cambioDeEntrega>;

/** `POST /api/ventas/reembolso` (admins): the refund of a cancelled paid venta was made. */
export const reembolso = z
  .object({ ...cualVenta, nota: textoOpcional('nota', { max: 200 }) })
  .refine(conVenta, { error: tienda.ventaObligatoria, path: ['id'] });

export type Reembolso = z.infer<typeof reembolso>;

/** Whole pesos as staff type them ('45900', '45.900', '$ 45.900'); anything else is refused. */
const pesos = z.preprocess(
  (v) => {
    const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.replace(/[\s$.]/g, '') : v;
    return typeof s === 'string' && /^\d{1,9}$/.test(s) ? Number(s) : Number.NaN;
  },
  z
    .number({ error: entrega.recibidoInvalido })
    .int({ error: entrega.recibidoInvalido })
    .min(1, { error: entrega.recibidoInvalido }),
);

/** `POST /api/ventas/pagado-al-entregar` (admins): a venta contra entrega was delivered and paid, with the cash received. */
export const pagoAlEntregar = z
  .object({ ...cualVenta, recibido: pesos })
  .refine(conVenta, { error: tienda.ventaObligatoria, path: ['id'] });
export type PagoAlEntregar = z.infer<typeof pagoAlEntregar>;

/** `GET /api/ventas/pasos` (admins): a venta's steps. */
export const pasosDeVenta = z.object(cualVenta).refine(conVenta, { error: tienda.ventaObligatoria, path: ['id'] });
export type PasosDeVenta = z.infer<typeof pasosDeVenta>;
