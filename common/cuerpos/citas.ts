/**
 * The request bodies and queries of citas: booking (`POST /api/cita/create`), the free franjas of a
 * day or a month (`GET /api/medic/disponibilidad*`), the profesional's cancellation and no-show,
 * and the paciente's manage link and Mis citas. The Worker parses with these schemas; the web
 * sends their `z.infer` types (common/wire/).
 */
import { z } from 'zod';
import { VENTANA_MAXIMA_DIAS } from '../ajustes-agenda';
import { type Consentimiento, consentimientoDado } from '../consentimiento';
import { addDays, daysBetween, parseFecha } from '../fechas';
import { agenda } from '../textos/agenda';
import { campos } from '../textos/campos';
import {
  celular,
  consentimiento,
  email,
  hora,
  id,
  type Omitibles,
  porDia,
  type porId,
  texto,
  textoOpcional,
} from '../validacion';

/**
 * A date a patient can book, as a zod field: a real date (`YYYY-MM-DD` or `M/D/YYYY`), not before
 * `hoy` (Bogotá) and within the longest booking window (each profesional's own window is applied
 * by the agenda's rules). Parses to `YYYY-MM-DD`; fails with a clear message.
 */
export const fechaReservable = (hoy: string, label: string) =>
  z.unknown().transform((value, ctx) => {
    const fecha = parseFecha(value);
    const problema =
      value === undefined || value === null || value === ''
        ? campos.obligatorio(label)
        : !fecha
          ? agenda.fechaInvalida
          : daysBetween(hoy, fecha) < 0
            ? agenda.fechaPasada
            : daysBetween(hoy, fecha) > VENTANA_MAXIMA_DIAS
              ? agenda.fechaLejana(VENTANA_MAXIMA_DIAS)
              : null;
    if (problema || !fecha) {
      ctx.addIssue({ code: 'custom', message: problema ?? agenda.fechaInvalida });
      return z.NEVER;
    }
    return fecha;
  });

const MES = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * A month a patient can book in, as a zod field: `YYYY-MM` with at least one day between `hoy`
 * (Bogotá) and the longest booking window ahead (each profesional's own window is applied by the
 * rules). Parses to those days' span; fails with a clear message.
 */
export const mesReservable = (hoy: string, label: string) =>
  z.unknown().transform((value, ctx): { desde: string; hasta: string } => {
    const texto = typeof value === 'string' ? value.trim() : '';
    const partes = MES.exec(texto);
    const primero = `${texto}-01`;
    // the day before the next month's first (month 13 is January of the next year)
    const ultimo = partes ? addDays(`${partes[1]}-${String(Number(partes[2]) + 1).padStart(2, '0')}-01`, -1) : '';
    const limite = addDays(hoy, VENTANA_MAXIMA_DIAS);
    const problema =
      value === undefined || value === null || value === ''
        ? campos.obligatorio(label)
        : !partes
          ? agenda.mesInvalido
          : daysBetween(hoy, ultimo) < 0
            ? agenda.mesPasado
            : primero > limite
              ? agenda.fechaLejana(VENTANA_MAXIMA_DIAS)
              : null;
    if (problema) {
      ctx.addIssue({ code: 'custom', message: problema });
      return z.NEVER;
    }
    return { desde: primero < hoy ? hoy : primero, hasta: daysBetween(limite, ultimo) > 0 ? limite : ultimo };
  });

const primeraVisita = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .trim()
          .toLowerCase()
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
      : v,
  z.enum(['si', 'no'], { error: agenda.primeraVisita }),
);

/** 1 presencial (also when absent, as the original client sends none) or 2 virtual; the words too. */
const modalidad = z.preprocess(
  (v) => {
    const s = typeof v === 'string' ? v.trim().toLowerCase() : v;
    if (s === undefined || s === null || s === '' || s === 'presencial') return 1;
    if (s === 'virtual') return 2;
    return typeof s === 'string' && /^[12]$/.test(s) ? Number(s) : s;
  },
  z.union([z.literal(1), z.literal(2)], { error: agenda.modalidad }),
);

/**
 * How the paciente pays (decision 0020): the slug of an aseguradora of the catalogue ('particular',
 * 'eps-sura'…), as `medic/all?aseguradora=` names them; absent or blank: she did not say (old clients).
 */
const aseguradora = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.string({ error: agenda.aseguradoraDesconocida }).max(80, { error: agenda.aseguradoraDesconocida }).optional(),
);

/** A franja's start inside the horario; absent or blank: the horario's own start. */
const horaOpcional = z.preprocess((v) => (v === '' || v === null ? undefined : v), hora('hora_inicio').optional());

/** `POST /api/cita/create` on Bogotá's `hoy` (read from multipart, JSON or urlencoded; built once per day). */
export const nuevaCita = porDia((hoy: string) =>
  z.object({
    nombre: texto('nombre', { max: 120 }),
    email: email(),
    observacion: textoOpcional('observación', { max: 1000 }),
    fecha_cita: fechaReservable(hoy, 'fecha_cita'),
    horario: id('horario'),
    hora_inicio: horaOpcional,
    modalidad,
    primera_visita: primeraVisita,
    motivo: id('motivo'),
    telefono: celular('teléfono'),
    user: id('especialista'),
    acepta_tratamiento: consentimiento(agenda.consentimiento),
    /** reminders by WhatsApp too (lib/whatsapp.ts); absent: no */
    acepta_whatsapp: z.preprocess(consentimientoDado, z.boolean()),
    aseguradora,
  }),
);

/** Its consents are sent as the web's checkboxes send them ('1'); the schema reads them as booleans. */
export type NuevaCita = Omitibles<
  Omit<z.infer<ReturnType<typeof nuevaCita>>, 'acepta_tratamiento' | 'acepta_whatsapp'>,
  'observacion' | 'modalidad'
> & { acepta_tratamiento: Consentimiento; acepta_whatsapp?: Consentimiento };

/** An optional motivo of the profesional: the franjas then fit its duration. */
const motivoOpcional = z.preprocess((v) => (v === '' || v === null ? undefined : v), id('motivo').optional());

/** `GET /api/medic/disponibilidad` query: `id` the profesional, `fecha` the day, and optionally one of her motivos. */
export const consultaDisponibilidad = porDia((hoy: string) =>
  z.object({ id: id('especialista'), fecha: fechaReservable(hoy, 'fecha'), motivo: motivoOpcional }),
);
export type ConsultaDisponibilidad = z.infer<ReturnType<typeof consultaDisponibilidad>>;

/**
 * `GET /api/medic/disponibilidad/mes` query: `mes` is `YYYY-MM` on the wire and parses to the span of
 * its bookable days, so its wire type is written out from the schema's other fields.
 */
export const consultaDiasLibres = porDia((hoy: string) =>
  z.object({ id: id('especialista'), mes: mesReservable(hoy, 'mes'), motivo: motivoOpcional }),
);
export type ConsultaDiasLibres = Omit<z.infer<ReturnType<typeof consultaDiasLibres>>, 'mes'> & { mes: string };

/** `POST /api/cita/cancelar` (the profesional's own cita): the reason is told to the paciente. */
export const cancelarCitaProfesional = z.object({ id: id(), motivo: texto('motivo', { min: 3, max: 500 }) });
export type CancelarCitaProfesional = z.infer<typeof cancelarCitaProfesional>;

/** `POST /api/cita/no-asistio` and `/api/cita/atendida`: one of the profesional's own citas (its schema is porId). */
export type MarcarNoAsistio = z.infer<typeof porId>;

/** `POST /api/cita/gestion/{token}/cancelar`: the paciente's reason is optional. */
export const cancelarCita = z.object({ motivo: textoOpcional('motivo', { max: 500 }) });
export type CancelarCita = Omitibles<z.infer<typeof cancelarCita>, 'motivo'>;

/** `POST /api/cita/gestion/{token}/reprogramar` on Bogotá's `hoy`: another free franja of the same profesional. */
export const reprogramarCita = porDia((hoy: string) =>
  z.object({ fecha: fechaReservable(hoy, 'fecha'), hora_inicio: hora('hora_inicio') }),
);
export type ReprogramarCita = z.infer<ReturnType<typeof reprogramarCita>>;

/** `POST /api/mis-citas/enlace`: the answer is the same whether or not the e-mail has citas. */
export const pedirEnlaceMisCitas = z.object({ email: email() });
export type PedirEnlaceMisCitas = z.infer<typeof pedirEnlaceMisCitas>;
