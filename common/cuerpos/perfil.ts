/**
 * The body of `POST /api/users/update`, the profile's update: the rule of each field it may change.
 * The client posts back the whole row it read, so the Worker (worker/cuentas/rutas/cuentas.ts)
 * builds its `z.object` per call from only the fields whose posted value differs from the stored
 * one; `cargo` and `aseguradoras` it reads against the catalogues there.
 */
import { z } from 'zod';
import { cuentas } from '../textos/cuentas';
import { propuestas } from '../textos/propuestas';
import { celular, flag, texto, textoOpcional } from '../validacion';
import { IDIOMAS } from '../wire/profesionales';
import { cedula, ciudad, fijo, str } from './cuentas';

const etiqueta = cuentas.campos;

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
    .number({ error: cuentas.precioInvalido })
    .int({ error: cuentas.precioInvalido })
    .min(0, { error: cuentas.precioInvalido })
    .max(10_000_000, { error: cuentas.precioInvalido })
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
    z.string({ error: cuentas.idiomaDesconocido }).min(1, { error: cuentas.idiomasVacio }),
  );

/** The RETHUS number: letters and digits, up to 20 ('' when not given). */
export const rethus = () =>
  z.preprocess(
    (v) => {
      const s = str(v);
      return s === undefined || s === null ? '' : typeof s === 'string' ? s.trim().toUpperCase() : s;
    },
    z.string({ error: cuentas.rethusInvalido }).regex(/^[0-9A-Z]{0,20}$/, { error: cuentas.rethusInvalido }),
  );

/** An address the URL parser reads with the https scheme (zod's own parse: common/ has no URL type). */
const https = z.url({ protocol: /^https$/ });

/**
 * An https address without a user or password: it starts `https:`, its authority (what follows
 * the slashes, up to the path) holds no '@', and the URL parser reads it with the https scheme.
 */
const esHttps = (s: string) => {
  const autoridad = /^https:[/\\]*([^/\\?#]*)/i.exec(s)?.[1];
  return autoridad !== undefined && !autoridad.includes('@') && https.safeParse(s).success;
};

/** Her own meeting link: an https:// URL up to 300 characters, or '' (a Jitsi Meet room per cita). */
export const enlaceVideo = () =>
  z.preprocess(
    (v) => {
      const s = str(v);
      return s === undefined || s === null ? '' : typeof s === 'string' ? s.trim() : s;
    },
    z
      .string({ error: cuentas.enlaceInvalido })
      .refine((s) => s === '' || (s.length <= 300 && !/\s/.test(s) && esHttps(s)), { error: cuentas.enlaceInvalido }),
  );

/**
 * What the update may change; staff also `camposDeAdmin`. No one changes `rol` here, nor `email`:
 * a posted e-mail is ignored (the original client posts the whole row back), the e-mail changes
 * only through `POST /api/user/correo` and the link sent to the new address.
 */
export const camposDelPerfil = {
  nombre: texto(etiqueta.nombre, { max: 100 }),
  apellido: texto(etiqueta.apellido, { max: 100 }),
  cedula: cedula(),
  fijo: fijo(),
  celular: celular(etiqueta.celular),
  horarioatencion: textoOpcional(etiqueta.horarioatencion, { max: 1000 }),
  publico: textoOpcional(etiqueta.publico, { max: 1000 }),
  mediospago: textoOpcional(etiqueta.mediospago, { max: 1000 }),
  ciudad: ciudad(),
  direccion: texto(etiqueta.direccion, { max: 255 }),
  virtual: flag(etiqueta.virtual),
  presencial: flag(etiqueta.presencial),
  precio_consulta: precioConsulta(),
  idiomas: idiomas(),
  rethus: rethus(),
  condiciones: textoOpcional(etiqueta.condiciones, { max: 500 }),
  enlace_video: enlaceVideo(),
};

/** Only staff change these: an active profile is listed, a featured one shown first. */
export const camposDeAdmin = { activo: flag(etiqueta.activo), destacado: flag(etiqueta.destacado) };

/** Only she decides to publish her phones (explicit consent, Ley 1581): an admin's post of it is ignored. */
export const camposSuyos = { publicar_celular: flag(propuestas.campos.publicar_celular) };

type Campos = typeof camposDelPerfil & typeof camposDeAdmin & typeof camposSuyos;
type Leidos = { [K in keyof Campos]: z.infer<Campos[K]> };

/**
 * The body as the web sends it: each field as its rule reads it, but the price as typed ('80.000';
 * '' or null, none) and the languages as a list; `cargo` the especialidad's id or name ('' none),
 * `aseguradoras` their ids, `id` (staff) the cuenta changed. Anything else posted back is ignored.
 */
export type CambioDePerfil = Partial<
  Omit<Leidos, 'precio_consulta' | 'idiomas'> & {
    precio_consulta: Leidos['precio_consulta'] | string;
    idiomas: Leidos['idiomas'] | string[];
    cargo: string;
    aseguradoras: number[];
    id: number;
  }
>;
