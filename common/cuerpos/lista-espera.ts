/**
 * The body of `POST /api/lista-espera` (issue 35): the profesional (`medic`, the contract's word),
 * her motivo, the days the paciente wants, the part of the day (`franja` on the wire), who she is
 * and her consent. The Worker parses with this schema; the web sends its `z.infer` type.
 */
import { z } from 'zod';
import { type Consentimiento, consentimientoDado } from '../consentimiento';
import { daysBetween } from '../fechas';
import { PARTES } from '../lista-espera';
import { agenda } from '../textos/agenda';
import { listaEspera as textos } from '../textos/lista-espera';
import { celular, consentimiento, email, fecha, id, type Omitibles, porDia, texto } from '../validacion';
import { fechaReservable } from './citas';

/** Lower case, without accents ('Mañana' → 'manana'), for the words a form may send. */
const palabra = (v: unknown) =>
  typeof v === 'string'
    ? v
        .trim()
        .toLowerCase()
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
    : v;

const parte = z.preprocess(palabra, z.enum(PARTES, { error: textos.parte }));

/** 'si' or 'no'; absent: 'no' (the offer's booking asks the profesional's usual question). */
const primeraVisita = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? 'no' : palabra(v)),
  z.enum(['si', 'no'], { error: agenda.primeraVisita }),
);

/** 1 presencial (also when absent) or 2 virtual, as the booking reads it. */
const modalidad = z.preprocess(
  (v) => {
    const s = palabra(v);
    if (s === undefined || s === null || s === '' || s === 'presencial') return 1;
    if (s === 'virtual') return 2;
    return typeof s === 'string' && /^[12]$/.test(s) ? Number(s) : s;
  },
  z.union([z.literal(1), z.literal(2)], { error: agenda.modalidad }),
);

/** `POST /api/lista-espera` on Bogotá's `hoy` (multipart, JSON or urlencoded; built once per day). */
export const nuevaEspera = porDia((hoy: string) =>
  z
    .object({
      medic: id('especialista'),
      motivo: id('motivo'),
      desde: fechaReservable(hoy, 'desde'),
      hasta: fechaReservable(hoy, 'hasta'),
      franja: parte,
      nombre: texto('nombre', { max: 120 }),
      email: email(),
      telefono: celular('teléfono'),
      primera_visita: primeraVisita,
      modalidad,
      acepta_tratamiento: consentimiento(textos.consentimiento),
      /** the oferta by WhatsApp too; absent: no */
      acepta_whatsapp: z.preprocess(consentimientoDado, z.boolean()),
    })
    .superRefine((v, ctx) => {
      if (v.hasta < v.desde) ctx.addIssue({ code: 'custom', path: ['hasta'], message: textos.hastaAntes });
    }),
);

/** Its consents are sent as the web's checkboxes send them ('1'); the schema reads them as booleans. */
export type NuevaEspera = Omitibles<
  Omit<z.infer<ReturnType<typeof nuevaEspera>>, 'acepta_tratamiento' | 'acepta_whatsapp' | 'primera_visita'>,
  'modalidad'
> & {
  primera_visita?: 'si' | 'no';
  acepta_tratamiento: Consentimiento;
  acepta_whatsapp?: Consentimiento;
};

/** The longest span `GET /api/lista-espera/resumen` counts at once (a month view and its edges). */
export const RESUMEN_MAXIMO_DIAS = 62;

/** `GET /api/lista-espera/resumen?desde=&hasta=`: the days of her agenda to count the line over. */
export const consultaEsperaPorDia = z.object({ desde: fecha(), hasta: fecha() }).superRefine((v, ctx) => {
  if (v.hasta < v.desde) ctx.addIssue({ code: 'custom', path: ['hasta'], message: textos.hastaAntes });
  else if (daysBetween(v.desde, v.hasta) > RESUMEN_MAXIMO_DIAS)
    ctx.addIssue({ code: 'custom', path: ['hasta'], message: textos.resumenLargo(RESUMEN_MAXIMO_DIAS) });
});
export type ConsultaEsperaPorDia = z.infer<typeof consultaEsperaPorDia>;
