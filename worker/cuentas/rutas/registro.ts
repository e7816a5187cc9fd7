import { eq, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { POLITICA_VERSION } from '../../../common/consentimiento';
import { nuevaCuenta } from '../../../common/cuerpos/cuentas';
import { normalizar } from '../../../common/texto';
import { consentimientos } from '../../db/schema/cuentas';
import { users as cuentas } from '../../db/schema/directorio';
import { mailOutbox } from '../../db/schema/mail';
import { busqueda, duplicado } from '../../directorio';
import type { AppEnv } from '../../env';
import { readBody } from '../../http/body';
import { clientIp, tokenDe } from '../../http/cliente';
import { baseDe, entornoDe } from '../../http/entorno';
import { escritura } from '../../http/politica';
import { nowFor } from '../../http/reloj';
import { succes } from '../../http/respond';
import { queueMail } from '../../mensajes';
import { hashPassword } from '../../plataforma/cripto';
import { type FieldErrors, invalid } from '../../plataforma/errors';
import { check } from '../../plataforma/validate';
import { contarUmbrales, decidir, type Umbral } from '../../plataforma/verificacion';
import { msg } from '../../textos';
import { correoConLink, entregarYa, nuevaConfirmacion } from '../confirmacion';
import { problemaDeClave } from '../filtraciones';

/** Registrations per hour: per network and e-mail before the human check, per network at most, and in all. */
export const REGISTRO = { ventana: 3600, porRed: 3, topeRed: 10, porCorreo: 3, todas: 50 } as const;

const umbralesRegistro = (red: string, correo: string): Umbral[] => [
  { clave: `registro:${red}`, suave: REGISTRO.porRed, tope: REGISTRO.topeRed, ventana: REGISTRO.ventana },
  { clave: `registro-correo:${correo}`, suave: REGISTRO.porCorreo, ventana: REGISTRO.ventana },
  { clave: 'registro:todas', suave: REGISTRO.todas, ventana: REGISTRO.ventana },
];

/**
 * A profesional registers (`POST /api/user/create`): the cuenta starts inactive (an admin
 * activates it) and both consents are recorded with it, in one batch. A valid registration is
 * counted (per network, per e-mail and in all, in the same round trip as the duplicate check):
 * past a soft threshold it needs the human check (428), past the network's limit it waits (429).
 * A trivial or breached password is refused (lib/filtraciones.ts); the new cuenta signs in only
 * after following the confirmation link e-mailed in the same batch.
 */
export const registro = new Hono<AppEnv>().post('/user/create', escritura([]), async (c) => {
  const body = await readBody(c);
  const d = check(nuevaCuenta, { ...body, telefono: body.telefono ?? body.celular });
  const db = c.var.db;
  const umbrales = umbralesRegistro(clientIp(c), d.email);
  const [totales, existentes] = await db.batch([
    contarUmbrales(nowFor(c), db, umbrales),
    db
      .select({ email: cuentas.email, cedula: cuentas.cedula })
      .from(cuentas)
      .where(or(eq(cuentas.email, d.email), eq(cuentas.cedula, d.cedula))),
  ]);
  await decidir(entornoDe(c), umbrales, totales, tokenDe(c, body), msg.seguridad.demasiadosRegistros);
  const errores: FieldErrors = {};
  const problemaClave = await problemaDeClave(c.env, d.password);
  if (problemaClave) errores.password = [problemaClave];
  if (existentes.some((u) => u.email === d.email)) errores.email = [msg.cuentas.emailRegistrado];
  if (existentes.some((u) => u.cedula === d.cedula)) errores.cedula = [msg.cuentas.cedulaRegistrada];
  if (Object.keys(errores).length) throw invalid(errores);

  const cuentaId = sql`(select ${cuentas.id} from ${cuentas} where ${cuentas.email} = ${d.email})`;
  const consentimiento = (tipo: string) => ({ tipo, version: POLITICA_VERSION, email: d.email, user_id: cuentaId });
  // she signs in once the link sent to this address is followed (routes/confirmacion.ts)
  const { token, insert: confirmacion } = await nuevaConfirmacion(
    db,
    {
      cuentaId,
      correo: d.email,
      tipo: 'registro',
    },
    nowFor(c),
  );
  const enlace = correoConLink(baseDe(c), 'registro', d.email, d.nombre, token);
  try {
    const [, , , [correo]] = await db.batch([
      db.insert(cuentas).values({
        rol: 0,
        activo: 0,
        name: d.nombre,
        nombre: d.nombre,
        apellido: d.apellido,
        cedula: d.cedula,
        email: d.email,
        password_hash: await hashPassword(d.password),
        correo_confirmado: 0,
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
      confirmacion,
      queueMail(db, enlace, { deliverNow: true }).returning({ id: mailOutbox.id }),
    ]);
    entregarYa(entornoDe(c), [correo.id], [enlace]);
  } catch (err) {
    throw duplicado(err) ?? err;
  }
  return succes<string>(c, msg.cuentas.registrada, 201);
});
