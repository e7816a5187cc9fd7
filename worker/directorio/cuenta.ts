/**
 * What registration (routes/registro.ts) and the profile's update (routes/cuentas.ts) share: the
 * cuenta's row as the wire has it, its search text, its UNIQUE refusals and the aseguradoras a
 * posted list names (the update's field rules are in common/cuerpos/perfil.ts).
 */
import { eq } from 'drizzle-orm';
import { listaDe } from '../../common/cuerpos/perfil';
import { normalizar } from '../../common/texto';
import type { Cuenta } from '../../common/wire/cuentas';
import { users as cuentas, especialidades } from '../db/schema/directorio';
import type { Variables } from '../env';
import { type ApiError, invalid, isUniqueViolation } from '../plataforma/errors';
import { msg } from '../textos';
import { aProfesional, type aseguradorasDe, cuentaColumns, porProfesional, propuestaDe } from './profesional';

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
