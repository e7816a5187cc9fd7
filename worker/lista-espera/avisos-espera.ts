/**
 * The lista de espera's messages (pure builders, the same layout and escaping as every e-mail:
 * worker/mensajes `componerCorreo`): the confirmation of a place, with the link to leave the line,
 * and the oferta of a franja freed, with the link to take it (by e-mail, and by WhatsApp where she
 * accepted it). The caller queues them in the batch of the write they tell of.
 */
import { bogotaNow } from '../../common/fechas';
import { hora12 } from '../../common/hora';
import type { Parte } from '../../common/lista-espera';
import { type Correo, componerCorreo, fechaLarga, nombreCorto, telefonoWhatsapp } from '../mensajes';
import { msg } from '../textos';

const textos = msg.listaEspera;
const t = textos.correo;

/** Where the lista de espera's links lead: the web's pages (the origin is the Entorno's `base`). */
export const rutaEspera = {
  salir: (token: string) => `/lista-espera/salir/${token}`,
  oferta: (token: string) => `/lista-espera/oferta/${token}`,
};

/** What a message about a place tells. */
export type DatosEspera = {
  nombre: string;
  email: string;
  profesional: string;
  motivo: string;
  desde: string;
  hasta: string;
  parte: Parte;
};

/** The franja an oferta keeps, and until when. */
export type FranjaOfrecida = { fecha: string; hora_inicio: string; expira_at: string };

/** "8:20 a. m." of the instant `iso`, in Bogotá. */
const horaDe = (iso: string) => hora12(bogotaNow(new Date(iso)).hora);

/** The confirmation of a place, with her leave link. */
export function correoEntrada(d: DatosEspera, base: string, salida: string): Correo {
  return componerCorreo(d.email, t.entrada.asunto(d.profesional), [
    t.saludo(nombreCorto(d.nombre)),
    t.entrada.cuerpo,
    {
      campos: [
        [t.campos.profesional, d.profesional],
        [t.campos.motivo, d.motivo],
        [t.campos.dias, t.dias(fechaLarga(d.desde), fechaLarga(d.hasta))],
        [t.campos.parte, t.partes[d.parte]],
      ],
    },
    { antes: t.entrada.salir, enlace: base + rutaEspera.salir(salida), etiqueta: t.entrada.etiquetaSalir },
    t.firma,
  ]);
}

/** The oferta of a franja, with the link to take it or let it pass. */
export function correoOferta(d: DatosEspera, f: FranjaOfrecida, base: string, token: string): Correo {
  const fecha = fechaLarga(f.fecha);
  return componerCorreo(d.email, t.oferta.asunto(d.profesional, fecha, hora12(f.hora_inicio)), [
    t.saludo(nombreCorto(d.nombre)),
    t.oferta.cuerpo,
    {
      campos: [
        [t.campos.profesional, d.profesional],
        [t.campos.motivo, d.motivo],
        [t.campos.fecha, fecha],
        [t.campos.hora, hora12(f.hora_inicio)],
        [t.campos.hasta, horaDe(f.expira_at)],
      ],
    },
    { antes: t.oferta.tomar, enlace: base + rutaEspera.oferta(token), etiqueta: t.oferta.etiquetaTomar },
    t.oferta.ignorar,
    t.firma,
  ]);
}

/** An outbox row of canal 'whatsapp' (worker/mensajes/whatsapp.ts reads its `datos`). */
export type MensajeWhatsapp = { canal: 'whatsapp'; para: string; asunto: string; texto: string; datos: string };

/** The oferta as a WhatsApp template message, or null when her phone is not a mobile number. */
export function whatsappOferta(
  d: DatosEspera & { telefono: string },
  f: FranjaOfrecida,
  base: string,
  token: string,
): MensajeWhatsapp | null {
  const para = telefonoWhatsapp(d.telefono);
  if (!para) return null;
  const w = textos.whatsapp.oferta;
  const parametros = [
    nombreCorto(d.nombre) || '—',
    d.profesional,
    fechaLarga(f.fecha),
    hora12(f.hora_inicio),
    horaDe(f.expira_at),
    base + rutaEspera.oferta(token),
  ].map((p) => p.replace(/\s+/g, ' ').trim());
  return {
    canal: 'whatsapp',
    para,
    asunto: w.asunto,
    texto: w.cuerpo.replace(/\{\{(\d+)\}\}/g, (_, n: string) => parametros[Number(n) - 1] ?? ''),
    datos: JSON.stringify({ plantilla: w.plantilla, idioma: 'es', parametros }),
  };
}
