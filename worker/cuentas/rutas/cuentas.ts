import { and, eq, inArray, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { POLITICA_VERSION } from '../../../common/consentimiento';
import { imagenCuenta, str } from '../../../common/cuerpos/cuentas';
import { camposDeAdmin, camposDelPerfil, camposSuyos, listaDe } from '../../../common/cuerpos/perfil';
import { normalizar } from '../../../common/texto';
import { porId } from '../../../common/validacion';
import type { Cuenta } from '../../../common/wire/cuentas';
import { refrescarProxima, reservableColumna } from '../../agenda';
import { consentimientos } from '../../db/schema/cuentas';
import {
  aseguradoras,
  users as cuentasT,
  especialidades,
  profesionalAseguradoras,
  propuestas,
} from '../../db/schema/directorio';
import {
  aCuenta,
  aceptarAseguradoras,
  apartarPropuesta,
  aseguradorasDe,
  busqueda,
  comprobarCedula,
  cuenta,
  duplicado,
  guardarPropuesta,
  idsAseguradoras,
  nombresDe,
} from '../../directorio';
import type { AppEnv, CuentaDeSesion } from '../../env';
import { cuentaActual, requireCuenta } from '../../http/auth';
import { type Body, readBody } from '../../http/body';
import { escritura } from '../../http/politica';
import { nowFor } from '../../http/reloj';
import { succes } from '../../http/respond';
import { conflict, forbidden, invalid, notFound } from '../../plataforma/errors';
import { dropImage, putImage, readImage, soltarImagenes } from '../../plataforma/images';
import { check } from '../../plataforma/validate';
import { msg } from '../../textos';

/** The account a call acts on: the caller, or (staff only) the `id` in the body. */
function destino(caller: CuentaDeSesion, raw: unknown): number {
  if (raw === undefined || raw === null || String(str(raw)).trim() === '') return caller.id;
  const target = check(porId, { id: raw }).id;
  if (target !== caller.id && caller.rol !== 1) throw forbidden();
  return target;
}

/** A posted value equal to the stored one is no change (the client posts back the whole row). */
function igual(posted: unknown, stored: unknown): boolean {
  if (Array.isArray(stored)) {
    const lista = listaDe(posted);
    const de = (l: unknown[]) => JSON.stringify(l.map((x) => String(x).toLowerCase()).sort());
    return lista !== null && de(lista) === de(stored);
  }
  return (
    (typeof posted === 'string' || typeof posted === 'number' || typeof posted === 'boolean') &&
    String(posted).trim() === String(stored ?? '')
  );
}

/** The aseguradoras a posted `aseguradoras` asks for: null when absent or the same set she has. */
function cambioDeAseguradoras(raw: unknown, actual: Cuenta): number[] | null {
  if (raw === undefined) return null;
  const ids = idsAseguradoras(raw);
  if (ids === null) throw invalid({ aseguradoras: [msg.cuentas.aseguradoraDesconocida] });
  return igual(
    ids,
    actual.aseguradoras.map((a) => a.id),
  )
    ? null
    : ids;
}

/** What a posted `cargo` asks for: nothing (absent or the current one), clearing it (''), or a specialty. */
function cambioDeCargo(raw: unknown, actual: Cuenta): 'nada' | 'quitar' | 'poner' {
  if (raw === undefined || igual(raw, actual.cargo) || igual(raw, actual.especialidad_id)) return 'nada';
  if (typeof raw !== 'string' && typeof raw !== 'number')
    throw invalid({ cargo: [msg.cuentas.especialidadDesconocida] });
  return String(raw).trim() === '' ? 'quitar' : 'poner';
}

/**
 * Absent or empty. Staff keep the stored value of every field they leave so (issue 38): the
 * original client's Médicos screen sends back the whole row it read from the public list, whose
 * cédula, e-mail and unpublished phones are empty by design, with only `activo` or `destacado`
 * flipped.
 */
const sinValor = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The signed-in cuenta: read it, change its fields, change one of its images. */
export const cuentas = new Hono<AppEnv>()
  // The contract answers the account itself here, not wrapped in `succes`.
  .get('/users', requireCuenta, async (c) => {
    const db = c.var.db;
    const id = cuentaActual(c).id;
    const row = aCuenta(...(await db.batch([cuenta(db, id), aseguradorasDe(db, [id])])));
    if (!row) throw notFound(msg.cuentas.cuentaNoEncontrada);
    return c.json(row satisfies Cuenta, 200);
  })

  .post('/users/update', escritura(['directorio', 'agenda']), requireCuenta, async (c) => {
    const body = await readBody(c);
    const caller = cuentaActual(c);
    const target = destino(caller, body.id);
    const db = c.var.db;
    const cargoRaw = String(str(body.cargo) ?? '').trim();
    const [filaActual, [especialidad], asegActual, [reservable]] = await db.batch([
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
      aseguradorasDe(db, [target]),
      db.select({ si: reservableColumna }).from(cuentasT).where(eq(cuentasT.id, target)),
    ]);
    const actual = aCuenta(filaActual, asegActual);
    if (!actual) throw notFound(msg.cuentas.cuentaNoEncontrada);

    // Only what changed is validated and written; rol never, activo/destacado only by staff.
    const campos: Record<string, z.ZodType> = {
      ...camposDelPerfil,
      ...(caller.rol === 1 ? camposDeAdmin : {}),
      ...(caller.id === target ? camposSuyos : {}),
    };
    const schema: Record<string, z.ZodType> = {};
    const input: Body = {};
    for (const [key, rule] of Object.entries(campos)) {
      if (caller.rol === 1 && sinValor(body[key]) && !sinValor(actual[key as keyof Cuenta])) continue;
      if (key in body && !igual(body[key], actual[key as keyof Cuenta])) {
        schema[key] = rule;
        input[key] = body[key];
      }
    }
    const d = check(z.object(schema), input) as Partial<typeof cuentasT.$inferInsert>;
    let cargo = caller.rol === 1 && sinValor(body.cargo) ? 'nada' : cambioDeCargo(body.cargo, actual);
    if (cargo === 'poner' && !especialidad) throw invalid({ cargo: [msg.cuentas.especialidadDesconocida] });
    // issue 22: once activated, her name, specialty, cédula and city wait for an admin (not an admin's own edit)
    const enRevision = caller.rol !== 1 && actual.activo === 1 ? apartarPropuesta(d, cargo, especialidad?.id) : null;
    if (enRevision) {
      cargo = 'nada';
      await comprobarCedula(db, enRevision.propuesta.cedula, target);
    }
    const aseg = cambioDeAseguradoras(body.aseguradoras, actual);
    if (aseg?.length) {
      const conocidas = await db
        .select({ id: aseguradoras.id })
        .from(aseguradoras)
        .where(inArray(aseguradoras.id, aseg));
      if (conocidas.length !== aseg.length) throw invalid({ aseguradoras: [msg.cuentas.aseguradoraDesconocida] });
    }
    // item 7 of issue 20: featuring sends patients to her; without hours they could book nothing
    if (d.destacado === 1 && !reservable?.si) throw conflict(msg.cuentas.destacarSinHorarios);

    const set: Partial<typeof cuentasT.$inferInsert> = { ...d, updated_at: new Date().toISOString() };
    if (d.nombre !== undefined) set.name = d.nombre;
    if (d.ciudad !== undefined) set.ciudad_slug = normalizar(d.ciudad);
    if (cargo !== 'nada') set.especialidad_id = cargo === 'poner' ? especialidad.id : null;
    const nombreEsp = cargo === 'nada' ? actual.cargo : cargo === 'poner' ? especialidad.nombre : '';
    set.busqueda = busqueda(
      d.nombre ?? actual.nombre,
      d.apellido ?? actual.apellido,
      nombreEsp,
      d.condiciones ?? actual.condiciones,
    );
    try {
      // her aseguradoras are replaced in the same batch (both statements match nothing when unchanged)
      const [, , , , , filas, aseguradorasNuevas] = await db.batch([
        db.update(cuentasT).set(set).where(eq(cuentasT.id, target)),
        guardarPropuesta(db, target, enRevision?.propuesta ?? null),
        // her consent to publish her phones, kept as the others are (nothing when she did not turn it on)
        d.publicar_celular === 1
          ? db.insert(consentimientos).values({
              tipo: 'publicar_celular',
              version: POLITICA_VERSION,
              email: actual.email,
              user_id: target,
            })
          : db.update(propuestas).set({ motivo: '' }).where(sql`0`),
        db
          .delete(profesionalAseguradoras)
          .where(and(eq(profesionalAseguradoras.user_id, target), aseg ? undefined : sql`0`)),
        aceptarAseguradoras(db, target, inArray(aseguradoras.id, aseg ?? [])),
        cuenta(db, target),
        aseguradorasDe(db, [target]),
      ]);
      const row = aCuenta(filas, aseguradorasNuevas) as Cuenta;
      // an activated professional enters the directory: her next franja, now rather than at the next cron
      if (d.activo === 1)
        row.proxima_disponible = (await refrescarProxima(db, [target], nowFor(c))).get(target) ?? null;
      if (!enRevision) return succes<Cuenta>(c, row, 200);
      // the contract's answer, with a message saying which fields wait for an admin
      return c.json({ succes: row, message: msg.propuestas.enRevision(nombresDe(enRevision.campos)) }, 200);
    } catch (err) {
      throw duplicado(err) ?? err;
    }
  })

  .post('/users/update/imagen', escritura(['directorio', 'agenda']), requireCuenta, async (c) => {
    const body = await readBody(c);
    const target = destino(cuentaActual(c), body.id);
    const { imagen } = check(imagenCuenta, body);
    const img = await readImage(body.file, { field: 'file' });
    const db = c.var.db;
    const [actual] = await cuenta(db, target);
    if (!actual) throw notFound(msg.cuentas.cuentaNoEncontrada);

    const columna = imagen === 1 ? 'fotoperfil' : (`foto${imagen - 1}` as `foto${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8}`);
    const key = await putImage(c.env, `usuarios/${target}`, img);
    let row: Cuenta;
    try {
      const [, ...leido] = await db.batch([
        db
          .update(cuentasT)
          .set({ [columna]: key, updated_at: new Date().toISOString() })
          .where(eq(cuentasT.id, target)),
        cuenta(db, target),
        aseguradorasDe(db, [target]),
      ]);
      row = aCuenta(...leido) as Cuenta;
    } catch (err) {
      await dropImage(c.env.IMAGES, key);
      throw err;
    }
    // the replaced image may still be another row's (shared keys): kept while anything names it
    await soltarImagenes(c.env, db, [actual[columna]]);
    return succes<Cuenta>(c, row, 200);
  });
