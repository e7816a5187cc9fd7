/**
 * What travels through the outbox: an e-mail (`Correo`), a row on its way out, the channels, the
 * sender interface each provider implements, and what a notice about a cita tells (`DatosAviso`,
 * read by worker/citas/datos-aviso.ts).
 */

export type Adjunto = { filename: string; contentType: string; content: string };
export type Correo = { para: string; asunto: string; texto: string; html?: string; adjuntos?: Adjunto[] };
/** An outbox row on its way out; `canal` 'whatsapp' carries its template in `datos` (lib/whatsapp.ts). */
export type MensajeSaliente = Correo & {
  id: number;
  html: string;
  adjuntos: Adjunto[];
  canal?: string;
  datos?: string;
};
export type Canal = 'correo' | 'whatsapp';

/** Delivers one message or throws (the outbox then retries it later). */
export interface MailSender {
  readonly nombre: string;
  send(mensaje: MensajeSaliente): Promise<void>;
}

/** What a notice tells: the cita as it is now, its profesional and its motivo's name. */
export type DatosAviso = {
  cita: {
    id: number;
    nombre: string;
    email: string;
    telefono: string;
    observacion: string;
    fecha_cita: string;
    hora_inicio: string;
    hora_fin: string;
    uid: string;
    secuencia: number;
    /** 1 presencial, 2 virtual */
    modalidad: number;
    /** a virtual cita's video link, '' otherwise */
    enlace_video: string;
    /** how she said she pays: the aseguradora's name and kind ('' or absent when she did not say) */
    aseguradora?: string;
    aseguradora_tipo?: string;
  };
  profesional: {
    id: number;
    nombre: string;
    apellido: string;
    name: string;
    email: string;
    direccion: string;
    ciudad: string;
    celular: string;
    fijo: string;
    especialidad: string;
  };
  motivo: string;
};
