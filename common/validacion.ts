/**
 * The fields of every request body and query (common/cuerpos/): zod schemas that read what
 * multipart sends (everything is a string) as well as JSON, each failing with the catalogue's
 * Spanish message for its field (common/textos/campos.ts). The Worker parses with them
 * (worker/plataforma/validate.ts `check`, which also sets zod's Spanish locale); the web only
 * imports their types, so zod never enters its bundle.
 */
import { z } from 'zod';
import { consentimientoDado } from './consentimiento';
import { leerDocumento } from './envio';
import { parseFecha } from './fechas';
import { limpiarTexto, tieneVisible } from './texto';
import { campos } from './textos/campos';
import { envio } from './textos/envio';

const scalar = (v: unknown) => (typeof v === 'number' || typeof v === 'boolean' ? String(v) : v);
const blankToUndefined = (v: unknown) => {
  const s = scalar(v);
  return typeof s === 'string' && s.trim() === '' ? undefined : s;
};

/**
 * Text as stored (common/texto.ts limpiarTexto), trimmed; '' when nothing in it is visible. A field
 * up to 255 characters is one line (its line breaks become spaces); a longer one keeps them.
 */
const comoTexto = (v: unknown, lineas: boolean) => {
  const s = scalar(v);
  if (typeof s !== 'string') return s;
  const limpio = limpiarTexto(s, { lineas }).trim();
  return tieneVisible(limpio) ? limpio : '';
};

type OpcionesTexto = { max?: number; min?: number; lineas?: boolean; vacio?: string };

/** Required text: absent, blank or invisible gets `vacio`, by default the field's "obligatorio" message. */
export const texto = (
  label: string,
  { max = 255, min = 1, lineas = max > 255, vacio = campos.obligatorio(label) }: OpcionesTexto = {},
) =>
  z.preprocess(
    (v) => comoTexto(v, lineas),
    z
      .string({ error: vacio })
      .min(min, { error: min <= 1 ? vacio : campos.muyCorto(label, min) })
      .max(max, { error: campos.muyLargo(label, max) }),
  );

/** Optional text: absent, null, blank or invisible become '' (the contract never answers null text). */
export const textoOpcional = (label: string, { max = 2000, lineas = max > 255 }: OpcionesTexto = {}) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : comoTexto(v, lineas)),
    z.string({ error: campos.opcion(label) }).max(max, { error: campos.muyLargo(label, max) }),
  );

export const entero = (label: string, { min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER } = {}) =>
  z.preprocess(
    (v) => {
      const s = blankToUndefined(v);
      if (s === undefined || s === null) return undefined;
      return typeof s === 'string' && /^-?\d{1,15}$/.test(s.trim()) ? Number(s) : Number.NaN;
    },
    z
      .number({ error: (iss) => (iss.input === undefined ? campos.obligatorio(label) : campos.entero(label)) })
      .int({ error: campos.entero(label) })
      .min(min, { error: campos.rango(label, min, max) })
      .max(max, { error: campos.rango(label, min, max) }),
  );

export const id = (label = 'id') =>
  z.preprocess(
    (v) => {
      const s = blankToUndefined(v);
      if (s === undefined || s === null) return undefined;
      return typeof s === 'string' && /^\d{1,15}$/.test(s.trim()) ? Number(s) : Number.NaN;
    },
    z
      .number({ error: (iss) => (iss.input === undefined ? campos.obligatorio(label) : campos.id) })
      .int({ error: campos.id })
      .positive({ error: campos.id }),
  );

/** 0/1 flags, also from "true"/"false" (axios turns booleans into strings). */
export const flag = (label: string) =>
  z.preprocess(
    (v) => {
      const s = scalar(v);
      if (s === '1' || s === 'true') return 1;
      if (s === '0' || s === 'false') return 0;
      return s === undefined ? undefined : Number.NaN;
    },
    z.union([z.literal(0), z.literal(1)], { error: campos.flag(label) }),
  );

/** A consent that must be given (common/consentimiento.ts's one rule), refused with `mensaje`. */
export const consentimiento = (mensaje: string) =>
  z.preprocess(consentimientoDado, z.literal(true, { error: mensaje }));

/** A consent that may be given; absent or not given reads false (the same rule). */
export const consentimientoOpcional = () => z.preprocess(consentimientoDado, z.boolean());

export const email = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    z
      .string({ error: campos.obligatorio('email') })
      .min(1, { error: campos.obligatorio('email'), abort: true })
      .max(254, { error: campos.email })
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: campos.email }),
  );

/** A Colombian mobile: 10 digits starting with 3 (spaces, dashes and a +57 prefix are tolerated). */
export const celular = (label = 'celular') =>
  z.preprocess(
    (v) => {
      const s = scalar(v);
      if (typeof s !== 'string') return s;
      const digits = s.replace(/[\s\-()]/g, '').replace(/^\+?57(?=3\d{9}$)/, '');
      return digits;
    },
    z
      .string({ error: campos.obligatorio(label) })
      .min(1, { error: campos.obligatorio(label), abort: true })
      .regex(/^3\d{9}$/, { error: campos.celular }),
  );

export const fecha = () =>
  z.preprocess(
    (v) => (v === undefined ? undefined : (parseFecha(v) ?? '')),
    z.string({ error: campos.obligatorio('fecha') }).min(1, { error: campos.fecha }),
  );

export const hora = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().slice(0, 5) : v),
    z.string({ error: campos.obligatorio(label) }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: campos.hora }),
  );

/** The buyer's optional cédula or NIT (common/envio.ts leerDocumento); absent or blank is ''. */
export const documento = () =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : scalar(v)),
    z.string({ error: envio.documento }).transform((s, ctx) => {
      if (s.trim() === '') return '';
      const leido = leerDocumento(s);
      if (leido.ok) return leido.valor;
      ctx.addIssue({ code: 'custom', message: leido.motivo === 'digito' ? envio.digitoNit : envio.documento });
      return z.NEVER;
    }),
  );

/**
 * A schema that depends on the day (Bogotá's today), built once per day rather than per request:
 * building a zod object schema costs ~0.5 ms of CPU, using it a few microseconds.
 */
export function porDia<S>(crear: (hoy: string) => S): (hoy: string) => S {
  let dia = '';
  let hecho: S | undefined;
  return (hoy) => {
    if (hecho === undefined || hoy !== dia) {
      hecho = crear(hoy);
      dia = hoy;
    }
    return hecho;
  };
}

/** `{ id }`: the input of the many calls about one row, built once (building a zod object costs ~0.5 ms, using it µs). */
export const porId = z.object({ id: id() });

/** `en_uso=1` of the store's filter lists (brands, characteristics), built once. */
export const soloEnUso = z.object({
  en_uso: z.preprocess((v) => (v === '' ? undefined : v), flag('en_uso').optional()),
});

/**
 * A body's wire type: the `z.infer` of its schema, with keys `K` that a client may leave out
 * because the schema gives them their value when absent ('' for optional text, null for an
 * optional hour or number, 0 for an unchecked weekday).
 */
export type Omitibles<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

/** A multipart form's body: each of the schema's fields as the text an input holds. */
export type EnTexto<T> = { [K in keyof T]-?: string };
