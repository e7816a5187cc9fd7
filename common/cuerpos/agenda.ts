/**
 * The request bodies of the profesional's agenda: her settings (`/api/agenda/ajustes`), motivos
 * (`/api/motivo/*`), weekly horarios (`/api/horarios/*`) and ausencias (`/api/ausencias*`). The
 * Worker parses with these schemas; the web sends their `z.infer` types (common/wire/).
 */
import { z } from 'zod';
import { DURACIONES_FRANJA, VENTANA_MAXIMA_DIAS } from '../ajustes-agenda';
import { DIAS, daysBetween, parseFecha } from '../fechas';
import { agenda as m } from '../textos/agenda';
import { ausencias } from '../textos/ausencias';
import { campos } from '../textos/campos';
import { flag, id, type Omitibles, porDia, porId, texto, textoOpcional } from '../validacion';

/** An optional whole number (also as multipart's text) that `vale` accepts, else `mensaje`. */
const numero = (vale: (n: number) => boolean, mensaje: string) =>
  z.preprocess(
    (v) => {
      const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v;
      if (s === undefined || s === null || s === '') return undefined;
      return typeof s === 'string' && /^\d{1,6}$/.test(s) ? Number(s) : Number.NaN;
    },
    z
      .number({ error: mensaje })
      .refine((n) => Number.isInteger(n) && vale(n), { error: mensaje })
      .optional(),
  );

const entre =
  (min: number, max: number, paso = 1) =>
  (n: number) =>
    n >= min && n <= max && n % paso === 0;

/** `POST /api/agenda/ajustes`: the settings sent change, the others stay (common/wire/agenda.ts AjustesAgenda). */
export const cambioDeAjustes = z.object({
  duracion_franja: numero(
    (n) => (DURACIONES_FRANJA as readonly number[]).includes(n),
    m.duracionFranja(DURACIONES_FRANJA),
  ),
  pausa_minutos: numero(entre(0, 60, 5), m.pausa),
  antelacion_minutos: numero(entre(0, 10080), m.antelacionRango),
  ventana_dias: numero(entre(1, VENTANA_MAXIMA_DIAS), m.ventana(VENTANA_MAXIMA_DIAS)),
  aviso_cancelacion_horas: numero(entre(0, 168), m.avisoCancelacion),
  atiende_festivos: z.preprocess(
    (v) => (v === true || v === 'true' ? 1 : v === false || v === 'false' ? 0 : v),
    numero(entre(0, 1), m.atiendeFestivos),
  ),
});
export type CambioDeAjustes = z.infer<typeof cambioDeAjustes>;

/** An optional whole number (also as multipart's text) that `vale` accepts, else `mensaje`; blank: null. */
const opcional = (vale: (n: number) => boolean, mensaje: string) =>
  z.preprocess((v) => {
    const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v;
    if (s === undefined || s === null || s === '') return null;
    return typeof s === 'string' && /^\d{1,12}$/.test(s) ? Number(s) : Number.NaN;
  }, z.number({ error: mensaje }).refine(vale, { error: mensaje }).nullable());

/** `POST /api/motivo/newmotivo`: its name, and optionally its minutes (10–240, multiples of 5) and price in COP. */
export const nuevoMotivo = z.object({
  nombre: texto('nombre', { max: 80 }),
  /** minutes (null: the profesional's franja length) */
  duracion_minutos: opcional((n) => n >= 10 && n <= 240 && n % 5 === 0, m.duracionMotivo),
  /** COP (null: the profesional's consulta price) */
  precio: opcional((n) => Number.isSafeInteger(n) && n >= 0, m.precioMotivo),
});
export type NuevoMotivo = Omitibles<z.infer<typeof nuevoMotivo>, 'duracion_minutos' | 'precio'>;

/** `POST /api/motivo/update`: one of the caller's motivos, its fields again (absent duration or price: none). */
export const actualizarMotivo = nuevoMotivo.extend(porId.shape);
export type ActualizarMotivo = Omitibles<z.infer<typeof actualizarMotivo>, 'duracion_minutos' | 'precio'>;

/** HH:MM (also H:MM and HH:MM:SS, as time inputs send), with the spec's message when absent or wrong. */
const horaDeRango = z.preprocess(
  (v) => {
    const h = typeof v === 'string' ? /^(\d{1,2}):([0-5]\d)(:[0-5]\d)?$/.exec(v.trim()) : null;
    return h ? `${h[1].padStart(2, '0')}:${h[2]}` : '';
  },
  z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: m.horasInvalidas }),
);

/** A weekday flag: missing or blank means 0. */
const dia = (label: string) => z.preprocess((v) => (v === undefined || v === null || v === '' ? 0 : v), flag(label));

/** `POST /api/horarios/newhorario`: a weekly range and the weekdays it applies to (1) or not (0). */
export const nuevoHorario = z
  .object({
    hora_inicio: horaDeRango,
    hora_fin: horaDeRango,
    lunes: dia('lunes'),
    martes: dia('martes'),
    miercoles: dia('miércoles'),
    jueves: dia('jueves'),
    viernes: dia('viernes'),
    sabado: dia('sábado'),
    domingo: dia('domingo'),
  })
  .superRefine((h, ctx) => {
    if (h.hora_inicio >= h.hora_fin) ctx.addIssue({ code: 'custom', path: ['hora_inicio'], message: m.horasInvalidas });
    if (!DIAS.some((d) => h[d] === 1)) ctx.addIssue({ code: 'custom', path: ['dias'], message: m.sinDias });
  });
export type NuevoHorario = z.infer<typeof nuevoHorario>;

/** `POST /api/horarios/update`: one of the caller's horarios, all its fields again. */
export const actualizarHorario = nuevoHorario.and(porId);
export type ActualizarHorario = z.infer<typeof actualizarHorario>;

/** The longest absence, in days. */
export const DIAS_MAXIMOS_AUSENCIA = 366;

const vacio = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A required date (`YYYY-MM-DD` or `M/D/YYYY`), parsed to `YYYY-MM-DD`. */
const fechaCampo = (label: string) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx) => {
      const fecha = parseFecha(v);
      if (fecha) return fecha;
      ctx.addIssue({ code: 'custom', message: vacio(v) ? campos.obligatorio(label) : campos.fecha });
      return z.NEVER;
    });

/** An optional `HH:MM` (also `HH:MM:SS`); absent or blank is null. */
const horaOpcional = z
  .unknown()
  .optional()
  .transform((v, ctx) => {
    if (vacio(v)) return null;
    const h = typeof v === 'string' ? /^([01]\d|2[0-3]):([0-5]\d)(:[0-5]\d)?$/.exec(v.trim()) : null;
    if (h) return `${h[1]}:${h[2]}`;
    ctx.addIssue({ code: 'custom', message: campos.hora });
    return z.NEVER;
  });

/** `POST /api/ausencias/create` on Bogotá's `hoy` (built once per day): whole days when it has no hours. */
export const nuevaAusencia = porDia((hoy: string) =>
  z
    .object({
      desde: fechaCampo('desde'),
      hasta: fechaCampo('hasta'),
      hora_inicio: horaOpcional,
      hora_fin: horaOpcional,
      motivo: textoOpcional('motivo', { max: 200 }),
    })
    .superRefine((a, ctx) => {
      const t = ausencias;
      const problema = (campo: string, message: string) => ctx.addIssue({ code: 'custom', path: [campo], message });
      if (a.desde > a.hasta) problema('hasta', t.desdeDespues);
      else if (a.hasta < hoy) problema('hasta', t.hastaPasada);
      else if (daysBetween(a.desde, a.hasta) + 1 > DIAS_MAXIMOS_AUSENCIA)
        problema('hasta', t.muyLarga(DIAS_MAXIMOS_AUSENCIA));
      if ((a.hora_inicio === null) !== (a.hora_fin === null))
        problema(a.hora_inicio === null ? 'hora_inicio' : 'hora_fin', t.horasIncompletas);
      else if (a.hora_inicio !== null && a.hora_fin !== null && a.hora_inicio >= a.hora_fin)
        problema('hora_inicio', t.horasInvalidas);
    }),
);
export type NuevaAusencia = Omitibles<z.infer<ReturnType<typeof nuevaAusencia>>, 'hora_inicio' | 'hora_fin' | 'motivo'>;

/** `POST /api/ausencias/cancelar-citas`: every live cita inside absence `id`, told `motivo`. */
export const cancelarCitasAusencia = z.object({ id: id(), motivo: textoOpcional('motivo', { max: 500 }) });
export type CancelarCitasAusencia = Omitibles<z.infer<typeof cancelarCitasAusencia>, 'motivo'>;
