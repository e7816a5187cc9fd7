/**
 * Every notice about a cita, to the paciente and to the profesional: text, HTML and an .ics with
 * the cita's own UID and SEQUENCE (METHOD:CANCEL when cancelled), so calendars update one event.
 * Pure builders (their data: lib/datos-aviso.ts): the caller queues the `Correo` (lib/mail.ts `queueMail`) in the batch of the change.
 */

import { franja12, hora12 } from '../../common/hora';
import { buildIcs, urlSegura } from '../../common/ics';
import { telefonoPublico } from '../../common/telefono';
import { msg } from '../textos';
import { type Bloque, componerCorreo } from './componer-correo';
import type { Correo, DatosAviso } from './mensaje';
import { rutaEnlace } from './ruta-enlace';

const textos = msg.avisos;

/** "Ana Pérez" from the professional row (falls back to `name`). */
export const nombreProfesional = (p: { nombre: string; apellido: string; name: string }) =>
  `${p.nombre} ${p.apellido}`.trim() || p.name;

/** How long a paciente's name may be in a message: a name, never room for a sentence. */
export const NOMBRE_CORTO_MAX = 40;

/**
 * A paciente's name as messages carry it (she typed it, and the message may go to any address):
 * letters, spaces, apostrophes and hyphens only (no digits, dots, slashes or '@', so no link or
 * address can ride in it), spaces collapsed, cut at a word within `NOMBRE_CORTO_MAX` characters.
 */
export function nombreCorto(nombre: string): string {
  const limpio = nombre
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}' -]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (limpio.length <= NOMBRE_CORTO_MAX) return limpio;
  const corte = limpio.slice(0, NOMBRE_CORTO_MAX + 1);
  const espacio = corte.lastIndexOf(' ');
  return (espacio > 0 ? corte.slice(0, espacio) : corte.slice(0, NOMBRE_CORTO_MAX)).trim();
}

/** A phone as Colombians read it: `+57 300 123 4567`; '' when none. */
export function telefonoVisible(numero: string): string {
  const d = numero.replace(/\D/g, '').replace(/^57(?=\d{10}$)/, '');
  if (!d) return '';
  return d.length === 10 ? `+57 ${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}` : `+57 ${d}`;
}

/** A calendar date in Spanish: "martes, 3 de noviembre de 2026". */
export function fechaLarga(fecha: string): string {
  const [y, m, d] = fecha.split('-').map(Number);
  return formatoLargo.format(new Date(Date.UTC(y, m - 1, d)));
}
/** Built once per isolate: a formatter costs far more to build than to use (each notice formats dates). */
const formatoLargo = new Intl.DateTimeFormat('es-CO', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const lugarDe = (p: DatosAviso['profesional']) =>
  [p.direccion, p.ciudad].filter(Boolean).join(', ') || textos.sinDireccion;

/** A paragraph: text, or a line of text and a link under it. */
type Parrafo = Extract<Bloque, string | { enlace: string }>;

/** A virtual cita's video link (only an http(s) address), '' for a presencial one. */
export const enlaceVideo = (c: DatosAviso['cita']) => (c.modalidad === 2 ? urlSegura(c.enlace_video) : '');

/** "Presencial" or "Virtual". */
export const modalidadTexto = (c: DatosAviso['cita']) =>
  c.modalidad === 2 ? textos.modalidades.virtual : textos.modalidades.presencial;

/** Where the cita happens, as rows: the modality, then the address (presencial) or the video link (virtual). */
function filasLugar(d: DatosAviso, conDireccion: boolean): [string, string][] {
  const modalidad: [string, string] = [textos.campos.modalidad, modalidadTexto(d.cita)];
  if (d.cita.modalidad === 2)
    return [modalidad, [textos.campos.videollamada, enlaceVideo(d.cita) || textos.sinDireccion]];
  return conDireccion ? [modalidad, [textos.campos.direccion, lugarDe(d.profesional)]] : [modalidad];
}

/** How the paciente said she pays, as a row (none when she did not say). */
const filaPago = (d: DatosAviso): [string, string][] =>
  d.cita.aseguradora_tipo && d.cita.aseguradora
    ? [[textos.campos.pago, textos.pago(d.cita.aseguradora_tipo, d.cita.aseguradora)]]
    : [];

/** The "join the video call" paragraph of a virtual cita's live notices (none when cancelled or presencial). */
function parrafoVideo(d: DatosAviso, cancelada: boolean): Parrafo[] {
  const enlace = enlaceVideo(d.cita);
  return enlace && !cancelada ? [{ antes: textos.videollamada, enlace, etiqueta: textos.videollamadaCorto }] : [];
}

/** The .ics's description: motivo and modality (and the video link of a virtual cita). */
const descripcionIcs = (d: DatosAviso) =>
  [[textos.campos.motivo, d.motivo] as [string, string], ...filasLugar(d, false)]
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');

/** Greeting, paragraphs, the rows of the cita (when any), signature. */
const componer = (para: string, asunto: string, saludo: string, parrafos: Parrafo[], filas: [string, string][]) =>
  componerCorreo(para, asunto, [saludo, ...parrafos, { campos: filas }, textos.firma]);

/** The event of a cita for an .ics: LOCATION its address, or its video link (also URL) when virtual. */
export const eventoDeCita = (d: DatosAviso, resumen: string, cancelada: boolean) => ({
  uid: d.cita.uid,
  fecha: d.cita.fecha_cita,
  horaInicio: d.cita.hora_inicio,
  horaFin: d.cita.hora_fin,
  resumen,
  lugar: enlaceVideo(d.cita) || lugarDe(d.profesional),
  url: enlaceVideo(d.cita),
  descripcion: descripcionIcs(d),
  secuencia: d.cita.secuencia,
  cancelada,
});

function ics(d: DatosAviso, resumen: string, cancelada: boolean) {
  const content = buildIcs(eventoDeCita(d, resumen, cancelada));
  const metodo = cancelada ? 'CANCEL' : 'PUBLISH';
  return [{ filename: 'cita.ics', contentType: `text/calendar; charset=utf-8; method=${metodo}`, content }];
}

export type TipoAvisoPaciente = 'confirmacion' | 'reprogramada' | 'cancelada' | 'recordatorio';
export type OpcionesAviso = {
  /** the app's origin (lib/enlaces.ts `baseApp`) */
  base: string;
  /** a fresh manage token of this cita (every notice but a cancellation carries its link) */
  gestion?: string;
  /** where the cita was before a reschedule */
  antes?: { fecha_cita: string; hora_inicio: string };
  /** who cancelled and why */
  cancelacion?: { por: 'paciente' | 'profesional'; motivo: string };
};

/** A notice to the paciente, with the profesional's phone, her manage link and the .ics. */
export function avisoPaciente(tipo: TipoAvisoPaciente, d: DatosAviso, o: OpcionesAviso): Correo {
  const quien = nombreProfesional(d.profesional);
  const dia = fechaLarga(d.cita.fecha_cita);
  const filas: [string, string][] = [
    [textos.campos.profesional, quien],
    [textos.campos.telefono, telefonoVisible(telefonoPublico(d.profesional)) || '—'],
    ...filasLugar(d, true),
    [textos.campos.fecha, dia],
    [textos.campos.hora, franja12(d.cita.hora_inicio, d.cita.hora_fin)],
    [textos.campos.motivo, d.motivo],
    ...filaPago(d),
  ];
  const gestion: Parrafo[] = o.gestion
    ? [{ antes: textos.gestionar, enlace: o.base + rutaEnlace.gestion(o.gestion), etiqueta: textos.gestionarCorto }]
    : [];
  const antes = o.antes ? `${fechaLarga(o.antes.fecha_cita)} a las ${hora12(o.antes.hora_inicio)}` : '';
  const video = parrafoVideo(d, tipo === 'cancelada');
  const t = textos.paciente;
  const parrafos: Parrafo[] =
    tipo === 'confirmacion'
      ? [t.confirmacion.intro, ...video, ...gestion, textos.adjuntoIcs]
      : tipo === 'reprogramada'
        ? [t.reprogramada.intro(antes), ...video, ...gestion, textos.adjuntoIcs]
        : tipo === 'recordatorio'
          ? [
              t.recordatorio.intro,
              ...video,
              ...(o.gestion
                ? [
                    {
                      antes: t.recordatorio.confirmar,
                      enlace: o.base + rutaEnlace.confirmar(o.gestion),
                      etiqueta: t.recordatorio.confirmarCorto,
                    },
                  ]
                : []),
              ...gestion,
              textos.adjuntoIcs,
            ]
          : [
              o.cancelacion?.por === 'profesional' ? t.cancelada.porProfesional(quien) : t.cancelada.porTi,
              // only the profesional's reason: the paciente's own text is not echoed to the cita's address
              ...(o.cancelacion?.por === 'profesional' && o.cancelacion.motivo
                ? [t.cancelada.motivo(o.cancelacion.motivo)]
                : []),
              ...(o.cancelacion?.por === 'profesional'
                ? [
                    {
                      antes: t.cancelada.agendarDeNuevo,
                      enlace: o.base + rutaEnlace.agendar(d.profesional.id),
                      etiqueta: quien,
                    },
                  ]
                : []),
              ...(o.gestion
                ? [
                    {
                      antes: textos.verCita,
                      enlace: o.base + rutaEnlace.gestion(o.gestion),
                      etiqueta: textos.verCitaCorto,
                    },
                  ]
                : []),
            ];
  const asunto = t[tipo].asunto(dia, hora12(d.cita.hora_inicio));
  return {
    ...componer(
      d.cita.email,
      asunto,
      textos.saludo(nombreCorto(d.cita.nombre)),
      [...parrafos, ...(o.gestion ? [textos.privado] : [])],
      filas,
    ),
    adjuntos: ics(d, textos.resumenIcs(quien), tipo === 'cancelada'),
  };
}

export type TipoAvisoProfesional = 'nueva' | 'reprogramada' | 'cancelada';

/** A notice to the profesional about one of her citas, with the paciente's contact and the .ics. */
export function avisoProfesional(tipo: TipoAvisoProfesional, d: DatosAviso, o: OpcionesAviso): Correo {
  const dia = fechaLarga(d.cita.fecha_cita);
  const filas: [string, string][] = [
    [textos.campos.paciente, nombreCorto(d.cita.nombre)],
    [textos.campos.contacto, `${telefonoVisible(d.cita.telefono)} · ${d.cita.email}`],
    [textos.campos.fecha, dia],
    [textos.campos.hora, franja12(d.cita.hora_inicio, d.cita.hora_fin)],
    [textos.campos.motivo, d.motivo],
    ...filaPago(d),
    ...filasLugar(d, false),
    ...(d.cita.observacion ? [[textos.campos.observacion, d.cita.observacion] as [string, string]] : []),
  ];
  const t = textos.profesional;
  const antes = o.antes ? `${fechaLarga(o.antes.fecha_cita)} a las ${hora12(o.antes.hora_inicio)}` : '';
  const intro =
    tipo === 'nueva'
      ? [t.nueva.intro]
      : tipo === 'reprogramada'
        ? [t.reprogramada.intro(antes)]
        : [
            o.cancelacion?.por === 'profesional' ? t.cancelada.porTi : t.cancelada.porPaciente,
            ...(o.cancelacion?.motivo ? [t.cancelada.motivo(o.cancelacion.motivo)] : []),
          ];
  const panel: Parrafo = { antes: t.panel, enlace: `${o.base}/panel`, etiqueta: `${o.base}/panel` };
  return {
    ...componer(
      d.profesional.email,
      t[tipo].asunto(dia, hora12(d.cita.hora_inicio)),
      textos.saludo(nombreProfesional(d.profesional)),
      [...intro, ...parrafoVideo(d, tipo === 'cancelada'), panel],
      filas,
    ),
    adjuntos: ics(d, textos.resumenIcsProfesional(nombreCorto(d.cita.nombre)), tipo === 'cancelada'),
  };
}

/** The invitation to comment an attended cita (the only way to a verified comentario). */
export function invitacionComentario(d: DatosAviso, base: string, token: string): Correo {
  const quien = nombreProfesional(d.profesional);
  const t = textos.comentario;
  return componer(
    d.cita.email,
    t.asunto(quien),
    textos.saludo(nombreCorto(d.cita.nombre)),
    [t.intro(quien), { antes: t.enlace, enlace: base + rutaEnlace.comentario(token), etiqueta: t.asunto(quien) }],
    [],
  );
}

/** The sign-in link of /mis-citas (valid 30 minutes). */
export function correoAcceso(email: string, base: string, token: string): Correo {
  const t = textos.acceso;
  return componer(
    email,
    t.asunto,
    textos.saludo(''),
    [{ antes: t.intro, enlace: base + rutaEnlace.acceso(token), etiqueta: t.asunto }, t.ignorar],
    [],
  );
}
