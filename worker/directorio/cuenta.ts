/**
 * What registration (routes/registro.ts) and the profile's update (routes/cuentas.ts) share: the
 * cuenta's row as the wire has it, its search text, the profile's own field rules (the ones both
 * share with the registration body are in common/cuerpos/cuentas.ts) and its UNIQUE refusals.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { str } from '../../common/cuerpos/cuentas';
import { normalizar } from '../../common/texto';
import type { Cuenta } from '../../common/wire/cuentas';
import { IDIOMAS } from '../../common/wire/profesionales';
import { users as cuentas, especialidades } from '../db/schema/directorio';
import type { Variables } from '../env';
import { type ApiError, invalid, isUniqueViolation } from '../plataforma/errors';
import { msg } from '../textos';
import { aProfesional, type aseguradorasDe, cuentaColumns, porProfesional, propuestaDe } from './profesional';

/** The labels of the cuenta's fields, as the messages name them. */
export const textosCampos = msg.cuentas.campos;

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

/** Whole pesos, 0 to 10,000,000 ("80.000", "$ 80000" tolerated); blank or null: not published (null). */
export const precioConsulta = () =>
  z.preprocess((v) => {
    const s = str(v);
    if (s === undefined) return undefined;
    if (s === null || (typeof s === 'string' && s.trim() === '')) return null;
    if (typeof s !== 'string') return Number.NaN;
    const limpio = s.replace(/[$\s\u00a0]/g, '');
    const sinMiles = /^\d{1,3}(\.\d{3})+$/.test(limpio) ? limpio.replace(/\./g, '') : limpio;
    return /^\d{1,9}$/.test(sinMiles) ? Number(sinMiles) : Number.NaN;
  }, z
    .number({ error: msg.cuentas.precioInvalido })
    .int({ error: msg.cuentas.precioInvalido })
    .min(0, { error: msg.cuentas.precioInvalido })
    .max(10_000_000, { error: msg.cuentas.precioInvalido })
    .nullable());

/** A list posted as an array (JSON or `campo[]`), a comma list or one value; `id` of objects (a row posted back). */
export function listaDe(v: unknown): string[] | null {
  const s = str(v);
  if (s === undefined || s === null) return [];
  const items = Array.isArray(s) ? s : typeof s === 'string' ? s.split(',') : null;
  if (!items) return null;
  const salida: string[] = [];
  for (const item of items) {
    const x = item && typeof item === 'object' && 'id' in item ? str((item as { id: unknown }).id) : str(item);
    if (typeof x !== 'string') return null;
    if (x.trim()) salida.push(x.trim());
  }
  return salida;
}

/** Language codes of IDIOMAS, at least one, stored as the comma list in IDIOMAS' order. */
export const idiomas = () =>
  z.preprocess(
    (v) => {
      const lista = listaDe(v)?.map((x) => x.toLowerCase());
      if (!lista || lista.some((x) => !(x in IDIOMAS))) return null;
      return Object.keys(IDIOMAS)
        .filter((k) => lista.includes(k))
        .join(',');
    },
    z.string({ error: msg.cuentas.idiomaDesconocido }).min(1, { error: msg.cuentas.idiomasVacio }),
  );

/** The RETHUS number: letters and digits, up to 20 ('' when not given). */
export const rethus = () =>
  z.preprocess(
    (v) => {
      const s = str(v);
      return s === undefined || s === null ? '' : typeof s === 'string' ? s.trim().toUpperCase() : s;
    },
    z.string({ error: msg.cuentas.rethusInvalido }).regex(/^[0-9A-Z]{0,20}$/, { error: msg.cuentas.rethusInvalido }),
  );

/** Her own meeting link: an https:// URL up to 300 characters, or '' (a Jitsi Meet room per cita). */
export const enlaceVideo = () =>
  z.preprocess(
    (v) => {
      const s = str(v);
      return s === undefined || s === null ? '' : typeof s === 'string' ? s.trim() : s;
    },
    z.string({ error: msg.cuentas.enlaceInvalido }).refine(
      (s) => {
        if (s === '') return true;
        if (s.length > 300 || /\s/.test(s)) return false;
        try {
          const url = new URL(s);
          return url.protocol === 'https:' && Boolean(url.hostname) && !url.username && !url.password;
        } catch {
          return false;
        }
      },
      { error: msg.cuentas.enlaceInvalido },
    ),
  );

/** The catalogue ids of a posted `aseguradoras` (ids, or the row's objects); null when it is no list of ids. */
export function idsAseguradoras(v: unknown): number[] | null {
  const lista = listaDe(v);
  if (!lista || lista.some((x) => !/^\d{1,9}$/.test(x))) return null;
  return [...new Set(lista.map(Number))];
}

/** The account row and its aseguradoras as the wire answers them (`cuenta` and `aseguradorasDe` read in one batch). */
export function aCuenta(
  filas: Awaited<ReturnType<typeof cuenta>>,
  aseguradoras: Awaited<ReturnType<typeof aseguradorasDe>>,
): Cuenta | undefined {
  const [fila] = filas;
  return fila && { ...aProfesional(fila, porProfesional(aseguradoras)), propuesta: propuestaDe(fila.propuesta) };
}
