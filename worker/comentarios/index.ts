/** The comentarios module: opinions, verified invitations, answers and moderation. */
export { rutasComentarios } from './rutas';
