import { and, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { POLITICA_VERSION } from '../../common/consentimiento';
import { ciudadCanonica, normalizar } from '../../common/texto';
import { consentimientos, sessions } from '../db/schema/cuentas';
import { users as cuentasT, especialidades } from '../db/schema/directorio';
import { loginAttempts } from '../db/schema/throttle';
import type { AppEnv, CuentaDeSesion, Variables } from '../env';
import { cuentaActual, requireCuenta, SESSION_DAYS } from '../lib/auth';
import { type Body, readBody } from '../lib/body';
import { ApiError, type FieldErrors, forbidden, invalid, isUniqueViolation, notFound, tooMany } from '../lib/errors';
import { dropImage, putImage, readImage } from '../lib/images';
import { DUMMY_HASH, hashPassword, randomToken, sha256Hex, verifyPassword } from '../lib/password';
import { escritura } from '../lib/politica';
import { cuentaColumns } from '../lib/profesional';
import { succes } from '../lib/respond';
import { clientIp } from '../lib/throttle';
import { celular, check, consentimiento, email, entero, flag, porId, texto, textoOpcional } from '../lib/validate';
import { msg } from '../messages';

/** Login throttle: failures counted per e-mail and per client address within this window. */
const VENTANA_MS = 15 * 60 * 1000;
const MAX_FALLOS_EMAIL = 5;
const MAX_FALLOS_IP = 20;

const L = msg.cuentas.campos;
const str = (v: unknown) => (typeof v === 'number' ? String(v) : v);
const digitos = (v: unknown, quitar: RegExp) => {
  const s = str(v);
  return typeof s === 'string' ? s.trim().replace(quitar, '') : s;
};

/** Cédula or NIT: digits (dots and spaces tolerated), a NIT's check digit after a dash. */
const cedula = () =>
  z.preprocess(
    (v) => digitos(v, /[.\s]/g),
    z
      .string({ error: msg.campos.obligatorio(L.cedula) })
      .min(1, { error: msg.campos.obligatorio(L.cedula), abort: true })
      .regex(/^\d{5,12}(-\d)?$/, { error: msg.cuentas.cedulaInvalida }),
  );

/** A landline: 7 to 10 digits (spaces, dashes, parentheses and a +57 prefix tolerated). */
const fijo = () =>
  z.preprocess(
    (v) => {
      const s = digitos(v, /[\s\-()]/g);
      return typeof s === 'string' ? s.replace(/^\+57/, '') : s;
    },
    z
      .string({ error: msg.campos.obligatorio(L.fijo) })
      .min(1, { error: msg.campos.obligatorio(L.fijo), abort: true })
      .regex(/^\d{7,10}$/, { error: msg.cuentas.fijoInvalido }),
  );

/** One of the 20 cities in its canonical spelling, or '' (the original registration sends it blank). */
const ciudad = () =>
  z.preprocess(
    (v) => {
      const s = str(v);
      if (s === undefined || s === null || (typeof s === 'string' && s.trim() === '')) return '';
      return typeof s === 'string' ? (ciudadCanonica(s) ?? null) : null;
    },
    z.string({ error: msg.campos.ciudad }),
  );

const registro = z.object({
  nombre: texto(L.nombre, { max: 100 }),
  apellido: texto(L.apellido, { max: 100 }),
  cedula: cedula(),
  fijo: fijo(),
  telefono: celular(L.celular),
  direccion: texto(L.direccion, { max: 255 }),
  email: email(),
  // never trimmed: spaces are part of a password
  password: z
    .string({ error: msg.campos.obligatorio(L.password) })
    .min(1, { error: msg.campos.obligatorio(L.password), abort: true })
    .min(8, { error: msg.campos.muyCorto(L.password, 8) })
    .max(128, { error: msg.campos.muyLargo(L.password, 128) }),
  virtual: flag(L.virtual),
  presencial: flag(L.presencial),
  ciudad: ciudad(),
  acepta_tratamiento: consentimiento(msg.cuentas.aceptaTratamiento),
  acepta_datos_salud: consentimiento(msg.cuentas.aceptaDatosSalud),
});

const login = z.object({
  email: email(),
  password: z
    .string({ error: msg.campos.obligatorio(L.password) })
    .min(1, { error: msg.campos.obligatorio(L.password) }),
});

/** What `POST /api/users/update` may change; staff also `activo` and `destacado`. No one changes `rol` here. */
const editables = {
  nombre: texto(L.nombre, { max: 100 }),
  apellido: texto(L.apellido, { max: 100 }),
  cedula: cedula(),
  email: email(),
  fijo: fijo(),
  celular: celular(L.celular),
  horarioatencion: textoOpcional(L.horarioatencion, { max: 1000 }),
  publico: textoOpcional(L.publico, { max: 1000 }),
  mediospago: textoOpcional(L.mediospago, { max: 1000 }),
  ciudad: ciudad(),
  direccion: texto(L.direccion, { max: 255 }),
  virtual: flag(L.virtual),
  presencial: flag(L.presencial),
};
const deAdmin = { activo: flag(L.activo), destacado: flag(L.destacado) };

type Db = Variables['db'];
type Cuenta = Awaited<ReturnType<typeof cuenta>>[number];

/** The account row of the contract (cuentaColumns): never any password material. */
const cuenta = (db: Db, cuentaId: number) =>
  db
    .select(cuentaColumns)
    .from(cuentasT)
    .leftJoin(especialidades, eq(especialidades.id, cuentasT.especialidad_id))
    .where(eq(cuentasT.id, cuentaId))
    .limit(1);

const busqueda = (nombre: string, apellido: string, especialidad: string) =>
  normalizar(`${nombre} ${apellido} ${especialidad}`);

/** A UNIQUE refusal on e-mail or cédula as the field error the form shows. */
function duplicado(err: unknown): ApiError | null {
  if (isUniqueViolation(err, 'users.email')) return invalid({ email: [msg.cuentas.emailRegistrado] });
  if (isUniqueViolation(err, 'users.cedula')) return invalid({ cedula: [msg.cuentas.cedulaRegistrada] });
  return null;
}

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

export const cuentas = new Hono<AppEnv>()
  .post('/user/create', escritura([]), async (c) => {
    const body = await readBody(c);
    const d = check(registro, { ...body, telefono: body.telefono ?? body.celular });
    const db = c.var.db;
    const existentes = await db
      .select({ email: cuentasT.email, cedula: cuentasT.cedula })
      .from(cuentasT)
      .where(or(eq(cuentasT.email, d.email), eq(cuentasT.cedula, d.cedula)));
    const errores: FieldErrors = {};
    if (existentes.some((u) => u.email === d.email)) errores.email = [msg.cuentas.emailRegistrado];
    if (existentes.some((u) => u.cedula === d.cedula)) errores.cedula = [msg.cuentas.cedulaRegistrada];
    if (Object.keys(errores).length) throw invalid(errores);

    const cuentaId = sql`(select ${cuentasT.id} from ${cuentasT} where ${cuentasT.email} = ${d.email})`;
    const consentimiento = (tipo: string) => ({ tipo, version: POLITICA_VERSION, email: d.email, user_id: cuentaId });
    try {
      await db.batch([
        db.insert(cuentasT).values({
          rol: 0,
          activo: 0,
          name: d.nombre,
          nombre: d.nombre,
          apellido: d.apellido,
          cedula: d.cedula,
          email: d.email,
          password_hash: await hashPassword(d.password),
          fijo: d.fijo,
          celular: d.telefono,
          direccion: d.direccion,
          ciudad: d.ciudad,
          ciudad_slug: normalizar(d.ciudad),
          busqueda: busqueda(d.nombre, d.apellido, ''),
          virtual: d.virtual,
          presencial: d.presencial,
        }),
        db.insert(consentimientos).values([consentimiento('tratamiento_datos'), consentimiento('datos_salud')]),
      ]);
    } catch (err) {
      throw duplicado(err) ?? err;
    }
    return succes(c, msg.cuentas.registrada, 201);
  })

  .post('/user/auth', escritura([]), async (c) => {
    const { email: correo, password } = check(login, await readBody(c));
    const db = c.var.db;
    const [claveEmail, claveIp] = [`email:${correo}`, `ip:${clientIp(c)}`];
    const desde = new Date(Date.now() - VENTANA_MS).toISOString();
    const claves = [claveEmail, claveIp];
    // The attempt is recorded before the password is checked, in the same transaction as the
    // count, so concurrent guesses see each other and cannot slip past the limit together.
    const [, propias, [fallos], [cuentaLogin]] = await db.batch([
      db.delete(loginAttempts).where(and(inArray(loginAttempts.clave, claves), lte(loginAttempts.created_at, desde))),
      db
        .insert(loginAttempts)
        .values(claves.map((clave) => ({ clave })))
        .returning({ id: loginAttempts.id }),
      db
        .select({
          email: sql<number>`coalesce(sum(${loginAttempts.clave} = ${claveEmail}), 0)`.as('por_email'),
          ip: sql<number>`coalesce(sum(${loginAttempts.clave} = ${claveIp}), 0)`.as('por_ip'),
        })
        .from(loginAttempts)
        .where(and(inArray(loginAttempts.clave, claves), gt(loginAttempts.created_at, desde))),
      db
        .select({ id: cuentasT.id, hash: cuentasT.password_hash })
        .from(cuentasT)
        .where(eq(cuentasT.email, correo))
        .limit(1),
    ]);
    const esta = inArray(
      loginAttempts.id,
      propias.map((r) => r.id),
    );
    // The counts include this attempt: the 6th try of an e-mail (21st of an address) is refused.
    if (fallos.email > MAX_FALLOS_EMAIL || fallos.ip > MAX_FALLOS_IP) {
      await db.delete(loginAttempts).where(esta);
      throw tooMany(msg.cuentas.bloqueado);
    }

    // An unknown e-mail costs the same PBKDF2 work as a wrong password and gets the same answer;
    // a failure keeps its recorded attempt.
    const ok = await verifyPassword(password, cuentaLogin?.hash ?? DUMMY_HASH);
    if (!cuentaLogin || !ok) throw new ApiError(401, 'invalid_credentials', msg.cuentas.credenciales);

    // Inactive professionals (activo 0) log in too: they complete their profile while staff
    // review it; `activo` only decides whether they appear publicly.
    const token = randomToken();
    const expires = new Date(Date.now() + SESSION_DAYS * 86_400_000).toISOString();
    await db.batch([
      db.insert(sessions).values({ user_id: cuentaLogin.id, token_hash: await sha256Hex(token), expires_at: expires }),
      db.delete(loginAttempts).where(or(eq(loginAttempts.clave, claveEmail), esta)),
    ]);
    return succes(c, token, 200);
  })

  .post('/user/logout', escritura([]), requireCuenta, async (c) => {
    await c.var.db.delete(sessions).where(eq(sessions.id, cuentaActual(c).sessionId));
    return succes(c, msg.cuentas.sesionCerrada, 200);
  })

  // The contract answers the account itself here, not wrapped in `succes`.
  .get('/users', requireCuenta, async (c) => {
    const [row] = await cuenta(c.var.db, cuentaActual(c).id);
    if (!row) throw notFound(msg.cuentas.cuentaNoEncontrada);
    return c.json(row, 200);
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
      return succes(c, row, 200);
    } catch (err) {
      throw duplicado(err) ?? err;
    }
  })

  .post('/users/update/imagen', escritura(['directorio', 'agenda']), requireCuenta, async (c) => {
    const body = await readBody(c);
    const target = destino(cuentaActual(c), body.id);
    const { imagen } = check(z.object({ imagen: entero(L.imagen, { min: 1, max: 9 }) }), body);
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
      return succes(c, row, 200);
    } catch (err) {
      await dropImage(c.env.IMAGES, key);
      throw err;
    }
  });
