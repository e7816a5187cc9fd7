/** The mensajes module: the outbox of every channel (e-mail, WhatsApp), its templates and delivery. */
export { correos } from './rutas';
