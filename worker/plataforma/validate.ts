import { z } from 'zod';
import { consentimientoDado } from '../../common/consentimiento';
import { leerDocumento } from '../../common/envio';
import { parseFecha } from '../../common/fechas';
import { limpiarTexto, tieneVisible } from '../../common/texto';
import { msg } from '../textos';
import { type FieldErrors, invalid } from './errors';

// Whatever no schema of ours words itself, zod says in Spanish (its own es locale), never in English.
z.config(z.locales.es());

/**
 * Field schemas that read what multipart sends (everything is a string) as well as JSON,
 * each failing with the catalogue's Spanish message for its field.
 */
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
  { max = 255, min = 1, lineas = max > 255, vacio = msg.campos.obligatorio(label) }: OpcionesTexto = {},
) =>
  z.preprocess(
    (v) => comoTexto(v, lineas),
    z
      .string({ error: vacio })
      .min(min, { error: min <= 1 ? vacio : msg.campos.muyCorto(label, min) })
      .max(max, { error: msg.campos.muyLargo(label, max) }),
  );

/** Optional text: absent, null, blank or invisible become '' (the contract never answers null text). */
export const textoOpcional = (label: string, { max = 2000, lineas = max > 255 }: OpcionesTexto = {}) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : comoTexto(v, lineas)),
    z.string({ error: msg.campos.opcion(label) }).max(max, { error: msg.campos.muyLargo(label, max) }),
  );

export const entero = (label: string, { min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER } = {}) =>
  z.preprocess(
    (v) => {
      const s = blankToUndefined(v);
      if (s === undefined || s === null) return undefined;
      return typeof s === 'string' && /^-?\d{1,15}$/.test(s.trim()) ? Number(s) : Number.NaN;
    },
    z
      .number({ error: (iss) => (iss.input === undefined ? msg.campos.obligatorio(label) : msg.campos.entero(label)) })
      .int({ error: msg.campos.entero(label) })
      .min(min, { error: msg.campos.rango(label, min, max) })
      .max(max, { error: msg.campos.rango(label, min, max) }),
  );

export const id = (label = 'id') =>
  z.preprocess(
    (v) => {
      const s = blankToUndefined(v);
      if (s === undefined || s === null) return undefined;
      return typeof s === 'string' && /^\d{1,15}$/.test(s.trim()) ? Number(s) : Number.NaN;
    },
    z
      .number({ error: (iss) => (iss.input === undefined ? msg.campos.obligatorio(label) : msg.campos.id) })
      .int({ error: msg.campos.id })
      .positive({ error: msg.campos.id }),
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
    z.union([z.literal(0), z.literal(1)], { error: msg.campos.flag(label) }),
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
      .string({ error: msg.campos.obligatorio('email') })
      .min(1, { error: msg.campos.obligatorio('email'), abort: true })
      .max(254, { error: msg.campos.email })
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: msg.campos.email }),
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
      .string({ error: msg.campos.obligatorio(label) })
      .min(1, { error: msg.campos.obligatorio(label), abort: true })
      .regex(/^3\d{9}$/, { error: msg.campos.celular }),
  );

export const fecha = () =>
  z.preprocess(
    (v) => (v === undefined ? undefined : (parseFecha(v) ?? '')),
    z.string({ error: msg.campos.obligatorio('fecha') }).min(1, { error: msg.campos.fecha }),
  );

export const hora = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().slice(0, 5) : v),
    z.string({ error: msg.campos.obligatorio(label) }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: msg.campos.hora }),
  );

/** The buyer's optional cédula or NIT (common/envio.ts leerDocumento); absent or blank is ''. */
export const documento = () =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : scalar(v)),
    z.string({ error: msg.envio.documento }).transform((s, ctx) => {
      if (s.trim() === '') return '';
      const leido = leerDocumento(s);
      if (leido.ok) return leido.valor;
      ctx.addIssue({ code: 'custom', message: leido.motivo === 'digito' ? msg.envio.digitoNit : msg.envio.documento });
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

/** Parses input with a schema; field failures become one 422 `{message, errors: {field: [..]}}`. */
export function check<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'body');
    errors[field] ??= [];
    if (!errors[field].includes(issue.message)) errors[field].push(issue.message);
  }
  throw invalid(errors);
}

/** `{ id }`: the input of the many calls about one row, built once (building a zod object costs ~0.5 ms, using it µs). */
export const porId = z.object({ id: id() });

/** `en_uso=1` of the store's filter lists (brands, characteristics), built once. */
export const soloEnUso = z.object({
  en_uso: z.preprocess((v) => (v === '' ? undefined : v), flag('en_uso').optional()),
});
