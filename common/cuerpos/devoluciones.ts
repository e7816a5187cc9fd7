/**
 * `POST /api/ventas/{id}/devoluciones` (admins): the lines and units returned, the reason and the
 * request's idempotency key (decision 0024). The Worker parses with it; the web sends its type.
 */
import { z } from 'zod';
import { devoluciones } from '../textos/devoluciones';
import { id, texto } from '../validacion';

const unidades = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,6}$/.test(v.trim()) ? Number(v) : v),
  z
    .number({ error: devoluciones.cantidadInvalida })
    .int({ error: devoluciones.cantidadInvalida })
    .min(1, { error: devoluciones.cantidadInvalida })
    .max(100000, { error: devoluciones.cantidadInvalida }),
);

export const devolucion = z.object({
  lineas: z
    .array(z.object({ linea: id('linea'), cantidad: unidades }), { error: devoluciones.lineasObligatorias })
    .min(1, { error: devoluciones.lineasObligatorias })
    .max(200, { error: devoluciones.lineasObligatorias })
    .refine((ls) => new Set(ls.map((l) => l.linea)).size === ls.length, { error: devoluciones.lineaRepetida }),
  motivo: texto('motivo', { max: 500, vacio: devoluciones.motivoObligatorio }).refine((m) => m.length >= 3, {
    error: devoluciones.motivoCorto,
  }),
  clave: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: devoluciones.claveInvalida })
      .regex(/^[A-Za-z0-9_.:-]{8,100}$/, { error: devoluciones.claveInvalida }),
  ),
});

export type Devolucion = z.infer<typeof devolucion>;
