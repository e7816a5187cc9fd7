import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { normalizar } from '../../common/texto';
import type { Cuenta } from '../../common/wire/cuentas';
import { users as cuentasT, especialidades } from '../db/schema/directorio';
import type { AppEnv, CuentaDeSesion } from '../env';
import { cuentaActual, requireCuenta } from '../lib/auth';
import { type Body, readBody } from '../lib/body';
import { busqueda, cedula, ciudad, cuenta, duplicado, fijo, str, textosCampos } from '../lib/cuenta';
import { forbidden, invalid, notFound } from '../lib/errors';
import { dropImage, putImage, readImage } from '../lib/images';
import { escritura } from '../lib/politica';
import { succes } from '../lib/respond';
import { celular, check, email, entero, flag, porId, texto, textoOpcional } from '../lib/validate';
import { msg } from '../messages';

/** What `POST /api/users/update` may change; staff also `activo` and `destacado`. No one changes `rol` here. */
const editables = {
  nombre: texto(textosCampos.nombre, { max: 100 }),
  apellido: texto(textosCampos.apellido, { max: 100 }),
  cedula: cedula(),
  email: email(),
  fijo: fijo(),
  celular: celular(textosCampos.celular),
  horarioatencion: textoOpcional(textosCampos.horarioatencion, { max: 1000 }),
  publico: textoOpcional(textosCampos.publico, { max: 1000 }),
  mediospago: textoOpcional(textosCampos.mediospago, { max: 1000 }),
  ciudad: ciudad(),
  direccion: texto(textosCampos.direccion, { max: 255 }),
  virtual: flag(textosCampos.virtual),
  presencial: flag(textosCampos.presencial),
};
const deAdmin = { activo: flag(textosCampos.activo), destacado: flag(textosCampos.destacado) };

/** The account a call acts on: the caller, or (staff only) the `id` in the body. */
function destino(caller: CuentaDeSesion, raw: unknown): number {
  if (raw === undefined || raw === null || String(str(raw)).trim() === '') return caller.id;
  const target = check(porId, { id: raw }).id;
  if (target !== caller.id && caller.rol !== 1) throw forbidden();
  return target;
}

/** A posted value equal to the stored one is no change (the client posts back the whole row). */
const igual = (posted: unknown, stored: unknown) =>
  (typeof posted === 'string' || typeof posted === 'number' || typeof posted === 'boolean') &&
  String(posted).trim() === String(stored ?? '');

/** What a posted `cargo` asks for: nothing (absent or the current one), clearing it (''), or a specialty. */
function cambioDeCargo(raw: unknown, actual: Cuenta): 'nada' | 'quitar' | 'poner' {
  if (raw === undefined || igual(raw, actual.cargo) || igual(raw, actual.especialidad_id)) return 'nada';
  if (typeof raw !== 'string' && typeof raw !== 'number')
    throw invalid({ cargo: [msg.cuentas.especialidadDesconocida] });
  return String(raw).trim() === '' ? 'quitar' : 'poner';
}

/** The signed-in cuenta: read it, change its fields, change one of its images. */
export const cuentas = new Hono<AppEnv>()
  // The contract answers the account itself here, not wrapped in `succes`.
  .get('/users', requireCuenta, async (c) => {
    const [row] = await cuenta(c.var.db, cuentaActual(c).id);
    if (!row) throw notFound(msg.cuentas.cuentaNoEncontrada);
    return c.json(row satisfies Cuenta, 200);
  })

  .post('/users/update', escritura(['directorio', 'agenda']), requireCuenta, async (c) => {
    const body = await readBody(c);
    const caller = cuentaActual(c);
    const target = destino(caller, body.id);
    const db = c.var.db;
    const cargoRaw = String(str(body.cargo) ?? '').trim();
    const [[actual], [especialidad]] = await db.batch([
      cuenta(db, target),
      db
        .select({ id: especialidades.id, nombre: especialidades.nombre })
        .from(especialidades)
        .where(
          /^\d{1,9}$/.test(cargoRaw)
            ? eq(especialidades.id, Number(cargoRaw))
            : eq(especialidades.slug, normalizar(cargoRaw)),
        )
        .limit(1),
    ]);
    if (!actual) throw notFound(msg.cuentas.cuentaNoEncontrada);

    // Only what changed is validated and written; rol never, activo/destacado only by staff.
    const campos: Record<string, z.ZodType> = { ...editables, ...(caller.rol === 1 ? deAdmin : {}) };
    const schema: Record<string, z.ZodType> = {};
    const input: Body = {};
    for (const [key, rule] of Object.entries(campos)) {
      if (key in body && !igual(body[key], actual[key as keyof Cuenta])) {
        schema[key] = rule;
        input[key] = body[key];
      }
    }
    const d = check(z.object(schema), input) as Partial<typeof cuentasT.$inferInsert>;
    const cargo = cambioDeCargo(body.cargo, actual);
    if (cargo === 'poner' && !especialidad) throw invalid({ cargo: [msg.cuentas.especialidadDesconocida] });

    const set: Partial<typeof cuentasT.$inferInsert> = { ...d, updated_at: new Date().toISOString() };
    if (d.nombre !== undefined) set.name = d.nombre;
    if (d.ciudad !== undefined) set.ciudad_slug = normalizar(d.ciudad);
    if (cargo !== 'nada') set.especialidad_id = cargo === 'poner' ? especialidad.id : null;
    const nombreEsp = cargo === 'nada' ? actual.cargo : cargo === 'poner' ? especialidad.nombre : '';
    set.busqueda = busqueda(d.nombre ?? actual.nombre, d.apellido ?? actual.apellido, nombreEsp);
    try {
      const [, [row]] = await db.batch([
        db.update(cuentasT).set(set).where(eq(cuentasT.id, target)),
        cuenta(db, target),
      ]);
      return succes<Cuenta>(c, row, 200);
    } catch (err) {
      throw duplicado(err) ?? err;
    }
  })

  .post('/users/update/imagen', escritura(['directorio', 'agenda']), requireCuenta, async (c) => {
    const body = await readBody(c);
    const target = destino(cuentaActual(c), body.id);
    const { imagen } = check(z.object({ imagen: entero(textosCampos.imagen, { min: 1, max: 9 }) }), body);
    const img = await readImage(body.file, { field: 'file' });
    const db = c.var.db;
    const [actual] = await cuenta(db, target);
    if (!actual) throw notFound(msg.cuentas.cuentaNoEncontrada);

    const columna = imagen === 1 ? 'fotoperfil' : (`foto${imagen - 1}` as `foto${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8}`);
    const key = await putImage(c.env, `usuarios/${target}`, img);
    try {
      const [, [row]] = await db.batch([
        db
          .update(cuentasT)
          .set({ [columna]: key, updated_at: new Date().toISOString() })
          .where(eq(cuentasT.id, target)),
        cuenta(db, target),
      ]);
      await dropImage(c.env.IMAGES, actual[columna]);
      return succes<Cuenta>(c, row, 200);
    } catch (err) {
      await dropImage(c.env.IMAGES, key);
      throw err;
    }
  });
