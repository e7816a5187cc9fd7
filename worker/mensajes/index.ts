/** The mensajes module: the outbox of every channel (e-mail, WhatsApp), its templates and delivery (through its queue). */

export {
  avisoPaciente,
  avisoProfesional,
  correoAcceso,
  eventoDeCita,
  fechaLarga,
  invitacionComentario,
  nombreCorto,
  nombreProfesional,
  telefonoVisible,
} from './avisos';
export { type AvisoDeCola, alRecibirLote, consumir, encolar, liberar } from './cola';
export { type Bloque, componerCorreo, correoHtml, correoTexto, type Grupo } from './componer-correo';
export type { Correo, DatosAviso } from './mensaje';
export { deliverNow, queueMail, queueMails, sendPending } from './outbox';
export { correos, soloLocal } from './rutas';
export { telefonoWhatsapp, whatsappRecordatorio } from './whatsapp';
