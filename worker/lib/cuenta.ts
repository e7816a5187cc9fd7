/**
 * What registration (routes/registro.ts) and the profile's update (routes/cuentas.ts) share: the
 * cuenta's row as the wire has it, its search text, its field rules and its UNIQUE refusals.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { ciudadCanonica, normalizar } from '../../common/texto';
import { users as cuentas, especialidades } from '../db/schema/directorio';
import type { Variables } from '../env';
import { msg } from '../messages';
import { type ApiError, invalid, isUniqueViolation } from './errors';
import { cuentaColumns } from './profesional';

/** The labels of the cuenta's fields, as the messages name them. */
export const textosCampos = msg.cuentas.campos;

/** A number as its text (multipart sends text, JSON may send numbers); anything else as it is. */
export const str = (v: unknown) => (typeof v === 'number' ? String(v) : v);
const digitos = (v: unknown, quitar: RegExp) => {
  const s = str(v);
  return typeof s === 'string' ? s.trim().replace(quitar, '') : s;
};

/** Cédula or NIT: digits (dots and spaces tolerated), a NIT's check digit after a dash. */
export const cedula = () =>
  z.preprocess(
    (v) => digitos(v, /[.\s]/g),
    z
      .string({ error: msg.campos.obligatorio(textosCampos.cedula) })
      .min(1, { error: msg.campos.obligatorio(textosCampos.cedula), abort: true })
      .regex(/^\d{5,12}(-\d)?$/, { error: msg.cuentas.cedulaInvalida }),
  );

/** A landline: 7 to 10 digits (spaces, dashes, parentheses and a +57 prefix tolerated). */
export const fijo = () =>
  z.preprocess(
    (v) => {
      const s = digitos(v, /[\s\-()]/g);
      return typeof s === 'string' ? s.replace(/^\+57/, '') : s;
    },
    z
      .string({ error: msg.campos.obligatorio(textosCampos.fijo) })
      .min(1, { error: msg.campos.obligatorio(textosCampos.fijo), abort: true })
      .regex(/^\d{7,10}$/, { error: msg.cuentas.fijoInvalido }),
  );

/** One of the 20 cities in its canonical spelling, or '' (the original registration sends it blank). */
export const ciudad = () =>
  z.preprocess(
    (v) => {
      const s = str(v);
      if (s === undefined || s === null || (typeof s === 'string' && s.trim() === '')) return '';
      return typeof s === 'string' ? (ciudadCanonica(s) ?? null) : null;
    },
    z.string({ error: msg.campos.ciudad }),
  );

/** The account row of the contract (cuentaColumns, common/wire/cuentas.ts): never any password material. */
export const cuenta = (db: Variables['db'], cuentaId: number) =>
  db
    .select(cuentaColumns)
    .from(cuentas)
    .leftJoin(especialidades, eq(especialidades.id, cuentas.especialidad_id))
    .where(eq(cuentas.id, cuentaId))
    .limit(1);

/**
 * The text `q` of the directory searches: "nombre apellido especialidad condiciones", normalised
 * (lowercase, accent-free); the trigram index `profesionales_fts` follows it (migration 0006).
 */
export const busqueda = (nombre: string, apellido: string, especialidad: string, condiciones = '') =>
  normalizar(`${nombre} ${apellido} ${especialidad} ${condiciones}`.trim());

/** A UNIQUE refusal on e-mail or cédula as the field error the form shows. */
export function duplicado(err: unknown): ApiError | null {
  if (isUniqueViolation(err, 'users.email')) return invalid({ email: [msg.cuentas.emailRegistrado] });
  if (isUniqueViolation(err, 'users.cedula')) return invalid({ cedula: [msg.cuentas.cedulaRegistrada] });
  return null;
}
