/**
 * The queries and bodies of Mis datos (Ley 1581): download and delete what is stored about the
 * paciente (from Mis citas) or the comprador (from the order look-up). The Worker parses with these
 * schemas; the web sends their `z.infer` types.
 */
import { z } from 'zod';
import type { Consentimiento } from '../consentimiento';
import { misDatos as textos } from '../textos/mis-datos';
import { consentimiento, email, type Omitibles, texto } from '../validacion';

const formato = z.preprocess(
  (v) => (v === '' || v === undefined ? 'json' : typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.enum(['json', 'texto'], { error: textos.formato }),
);
const confirmar = consentimiento(textos.confirmar);
const codigo = z.preprocess(
  (v) => (typeof v === 'string' || typeof v === 'number' ? String(v).replace(/\s/g, '') : v),
  z.string({ error: textos.codigo.formato }).regex(/^\d{6}$/, { error: textos.codigo.formato }),
);
const factura = () => z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), texto('factura', { max: 40 }));
const venta = { factura: factura(), email: email() };

/** `GET /api/mis-citas/{token}/datos?formato=json|texto` ('' or absent: json). */
export const formatoMisDatos = z.object({ formato });
export type FormatoMisDatos = Omitibles<z.infer<typeof formatoMisDatos>, 'formato'>;

/** `POST /api/mis-citas/{token}/borrar`: the confirmation and the code e-mailed right then. */
export const borrarMisCitas = z.object({ confirmar, codigo });
export type BorrarMisCitas = Omit<z.infer<typeof borrarMisCitas>, 'confirmar'> & { confirmar: Consentimiento };

/** `GET /api/ventas/consulta/datos?factura=&email=&formato=`: a comprador's data, both must match. */
export const datosDeVenta = z.object({ ...venta, formato });
export type DatosDeVenta = Omitibles<z.infer<typeof datosDeVenta>, 'formato'>;

/** `POST /api/ventas/consulta/borrar`: the venta's factura and e-mail, and the confirmation. */
export const borrarVenta = z.object({ ...venta, confirmar });
export type BorrarVenta = Omit<z.infer<typeof borrarVenta>, 'confirmar'> & { confirmar: Consentimiento };
