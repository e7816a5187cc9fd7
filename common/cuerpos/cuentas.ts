/**
 * The request bodies of cuentas: registration, signing in and its second step, the password
 * (change, forgotten, reset), the e-mail (confirm, resend, change) and the profile's image. The
 * Worker parses with these schemas; the web sends their `z.infer` types (common/wire/cuentas.ts).
 * The profile's update (`POST /api/users/update`) is in perfil.ts, with the field rules it shares
 * with registration taken from here.
 */
import { z } from 'zod';
import { ciudadCanonica } from '../ciudades';
import type { Consentimiento } from '../consentimiento';
import { campos } from '../textos/campos';
import { claves } from '../textos/claves';
import { cuentas } from '../textos/cuentas';
import { dosPasos } from '../textos/dos-pasos';
import { seguridad } from '../textos/seguridad';
import { celular, consentimiento, email, entero, flag, texto } from '../validacion';

const etiqueta = cuentas.campos;

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
      .string({ error: campos.obligatorio(cuentas.campos.cedula) })
      .min(1, { error: campos.obligatorio(cuentas.campos.cedula), abort: true })
      .regex(/^\d{5,12}(-\d)?$/, { error: cuentas.cedulaInvalida }),
  );

/** A landline: 7 to 10 digits (spaces, dashes, parentheses and a +57 prefix tolerated). */
export const fijo = () =>
  z.preprocess(
    (v) => {
      const s = digitos(v, /[\s\-()]/g);
      return typeof s === 'string' ? s.replace(/^\+57/, '') : s;
    },
    z
      .string({ error: campos.obligatorio(cuentas.campos.fijo) })
      .min(1, { error: campos.obligatorio(cuentas.campos.fijo), abort: true })
      .regex(/^\d{7,10}$/, { error: cuentas.fijoInvalido }),
  );

/** One of the 20 cities in its canonical spelling, or '' (the original registration sends it blank). */
export const ciudad = () =>
  z.preprocess(
    (v) => {
      const s = str(v);
      if (s === undefined || s === null || (typeof s === 'string' && s.trim() === '')) return '';
      return typeof s === 'string' ? (ciudadCanonica(s) ?? null) : null;
    },
    z.string({ error: campos.ciudad }),
  );

/** A new password: never trimmed (spaces count), 8..128 characters. */
const clave = (label: string) =>
  z
    .string({ error: campos.obligatorio(label) })
    .min(1, { error: campos.obligatorio(label), abort: true })
    .min(8, { error: campos.muyCorto(label, 8) })
    .max(128, { error: campos.muyLargo(label, 128) });

/** `POST /api/user/create`: a profesional registers (the mobile travels as `telefono`). */
export const nuevaCuenta = z.object({
  nombre: texto(etiqueta.nombre, { max: 100 }),
  apellido: texto(etiqueta.apellido, { max: 100 }),
  cedula: cedula(),
  fijo: fijo(),
  telefono: celular(etiqueta.celular),
  direccion: texto(etiqueta.direccion, { max: 255 }),
  email: email(),
  // never trimmed: spaces are part of a password
  password: z
    .string({ error: campos.obligatorio(etiqueta.password) })
    .min(1, { error: campos.obligatorio(etiqueta.password), abort: true })
    .min(8, { error: campos.muyCorto(etiqueta.password, 8) })
    .max(128, { error: campos.muyLargo(etiqueta.password, 128) }),
  virtual: flag(etiqueta.virtual),
  presencial: flag(etiqueta.presencial),
  ciudad: ciudad(),
  acepta_tratamiento: consentimiento(cuentas.aceptaTratamiento),
  acepta_datos_salud: consentimiento(cuentas.aceptaDatosSalud),
});
/** Its consents as the web sends them: 1 given, 0 not (refused with the consent's message). */
export type NuevaCuenta = Omit<z.infer<typeof nuevaCuenta>, 'acepta_tratamiento' | 'acepta_datos_salud'> & {
  acepta_tratamiento: Consentimiento | 0;
  acepta_datos_salud: Consentimiento | 0;
};

/** `POST /api/user/login`. */
export const inicioDeSesion = z.object({
  email: email(),
  password: z
    .string({ error: campos.obligatorio(etiqueta.password) })
    .min(1, { error: campos.obligatorio(etiqueta.password) }),
});
export type InicioDeSesion = z.infer<typeof inicioDeSesion>;

/** `POST /api/user/password` (signed in): the current password and the new one. */
export const cambioDeClave = z.object({
  actual: z.string({ error: campos.obligatorio(seguridad.campos.actual) }).min(1, {
    error: campos.obligatorio(seguridad.campos.actual),
  }),
  nueva: clave(seguridad.campos.nueva),
});
export type CambioDeClave = z.infer<typeof cambioDeClave>;

/** `POST /api/user/password/olvido` and `/api/user/correo/reenviar`: an e-mail to send a link to. */
export const pedirEnlace = z.object({ email: email() });
export type PedirEnlace = z.infer<typeof pedirEnlace>;

/** `POST /api/user/password/restablecer`: any malformed, unknown, used or expired token gets the same answer. */
export const restablecerClave = z.object({
  token: z
    .string({ error: seguridad.enlaceInvalido })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: seguridad.enlaceInvalido }),
  password: clave(seguridad.campos.password),
});
export type RestablecerClave = z.infer<typeof restablecerClave>;

/** `POST /api/user/correo/confirmar`: any malformed, unknown, used or expired token gets the same answer. */
export const confirmarCorreo = z.object({
  token: z.string({ error: claves.enlaceInvalido }).regex(/^[A-Za-z0-9_-]{20,100}$/, { error: claves.enlaceInvalido }),
});
export type ConfirmarCorreo = z.infer<typeof confirmarCorreo>;

/** `POST /api/user/correo` (signed in): the new address and the current password. */
export const cambioDeCorreo = z.object({
  email: email(),
  password: z
    .string({ error: campos.obligatorio(claves.campos.password) })
    .min(1, { error: campos.obligatorio(claves.campos.password) }),
});
export type CambioDeCorreo = z.infer<typeof cambioDeCorreo>;

const requerido = (campo: string) =>
  z
    .string({ error: campos.obligatorio(campo) })
    .trim()
    .min(1, { error: campos.obligatorio(campo) })
    .max(200, { error: campos.obligatorio(campo) });

/** A TOTP or recovery code: `/api/user/dos-pasos/activar`, `/recuperacion` and `/configurar` again. */
export const codigoDosPasos = z.object({ codigo: requerido(dosPasos.campos.codigo) });
export type CodigoDosPasos = z.infer<typeof codigoDosPasos>;

/** `POST /api/user/auth/configurar`: the sign-in waiting for its second step. */
export const desafioDosPasos = z.object({ desafio: requerido(dosPasos.campos.desafio) });
export type DesafioDosPasos = z.infer<typeof desafioDosPasos>;

/** `POST /api/user/auth/codigo`: the sign-in's second step. */
export const segundoPaso = desafioDosPasos.extend(codigoDosPasos.shape);
export type SegundoPaso = z.infer<typeof segundoPaso>;

/** `POST /api/user/dos-pasos/desactivar`: a code and the password. */
export const desactivarDosPasos = codigoDosPasos.extend({ password: requerido(dosPasos.campos.password) });
export type DesactivarDosPasos = z.infer<typeof desactivarDosPasos>;

/** `POST /api/users/update/imagen` (multipart, the image as `file`): the profile image 1 or a gallery slot 2–9. */
export const imagenCuenta = z.object({ imagen: entero(etiqueta.imagen, { min: 1, max: 9 }) });
export type ImagenCuenta = z.infer<typeof imagenCuenta>;
