/**
 * WhatsApp Cloud API template messages, behind the same outbox as e-mail (`mail_outbox.canal`
 * 'whatsapp'): `para` is the phone in E.164 digits (57XXXXXXXXXX), `datos` the template's name,
 * language and body parameters, `texto` what the paciente reads (the template with its parameters
 * filled in). Only for citas whose paciente accepted it (`citas.whatsapp`).
 */

import { hora12 } from '../../common/hora';
import { msg } from '../textos';
import { enlaceVideo, fechaLarga, nombreCorto, nombreProfesional } from './avisos';
import type { DatosAviso, MailSender } from './mensaje';
import { rutaEnlace } from './ruta-enlace';

const textos = msg.avisos.whatsapp;
const GRAPH = 'https://graph.facebook.com/v21.0';

/** `mail_outbox.datos` of a WhatsApp message. */
export type DatosWhatsapp = { plantilla: string; idioma: 'es'; parametros: string[] };

/** An outbox row of canal 'whatsapp', ready to insert. */
export type MensajeWhatsapp = { canal: 'whatsapp'; para: string; asunto: string; texto: string; datos: DatosWhatsapp };

/** A Colombian mobile number (10 digits, starting with 3) as E.164 digits, or null. */
export function telefonoWhatsapp(telefono: string): string | null {
  const d = telefono.replace(/\D/g, '').replace(/^57(?=3\d{9}$)/, '');
  return /^3\d{9}$/.test(d) ? `57${d}` : null;
}

/** Meta refuses parameters with line breaks, tabs or more than four spaces in a row. */
const parametro = (texto: string) => texto.replace(/\s+/g, ' ').trim() || '—';

/** The template with its `{{n}}` filled in: what the paciente reads. */
export const rellenar = (cuerpo: string, parametros: string[]) =>
  cuerpo.replace(/\{\{(\d+)\}\}/g, (_, n: string) => parametros[Number(n) - 1] ?? '');

/**
 * The reminder as a WhatsApp template message, or null when the phone is not a mobile number. A
 * virtual cita's goes by its own template, whose fifth parameter is the video link.
 */
export function whatsappRecordatorio(d: DatosAviso, base: string, gestion: string): MensajeWhatsapp | null {
  const para = telefonoWhatsapp(d.cita.telefono);
  if (!para) return null;
  const video = enlaceVideo(d.cita);
  const t = video ? textos.recordatorioVirtual : textos.recordatorio;
  const parametros = [
    nombreCorto(d.cita.nombre),
    nombreProfesional(d.profesional),
    fechaLarga(d.cita.fecha_cita),
    hora12(d.cita.hora_inicio),
    ...(video ? [video] : []),
    base + rutaEnlace.confirmar(gestion),
    base + rutaEnlace.gestion(gestion),
  ].map(parametro);
  return {
    canal: 'whatsapp',
    para,
    asunto: t.asunto,
    texto: rellenar(t.cuerpo, parametros),
    datos: { plantilla: t.plantilla, idioma: 'es', parametros },
  };
}

/** Reads `mail_outbox.datos`; a row without a template is a failure of that message. */
function leerDatos(datos: string | undefined): DatosWhatsapp {
  const valor = JSON.parse(datos || '{}') as Partial<DatosWhatsapp>;
  if (typeof valor.plantilla !== 'string' || !Array.isArray(valor.parametros)) throw new Error(textos.sinPlantilla);
  return { plantilla: valor.plantilla, idioma: 'es', parametros: valor.parametros.map(String) };
}

/** The Cloud API: POST /{phone-id}/messages with a template message; any non-2xx answer is a failure. */
export function whatsappSender(phoneId: string, token: string): MailSender {
  return {
    nombre: 'whatsapp',
    async send(m) {
      const datos = leerDatos(m.datos);
      const res = await fetch(`${GRAPH}/${encodeURIComponent(phoneId)}/messages`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: m.para,
          type: 'template',
          template: {
            name: datos.plantilla,
            language: { code: datos.idioma },
            components: [{ type: 'body', parameters: datos.parametros.map((text) => ({ type: 'text', text })) }],
          },
        }),
      });
      if (!res.ok) {
        const detalle = (await res.text().catch(() => '')).slice(0, 300);
        throw new Error(`HTTP ${res.status} ${detalle}`.trim());
      }
    },
  };
}

/** Local runs: the outbox row is the message (read it at /api/dev/correos?canal=whatsapp); sending marks it sent. */
export const whatsappLocal: MailSender = {
  nombre: 'whatsapp-local',
  async send(m) {
    leerDatos(m.datos);
  },
};
