import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { adminComentarios } from './rutas/admin-comentarios';
import { comentarios } from './rutas/comentarios';
import { comentariosPropios } from './rutas/comentarios-propios';
import { invitaciones } from './rutas/invitaciones';

/** The routes of comentarios: the open form, invitations after a cita, answers and moderation; worker/index.ts mounts them under /api. */
export const rutasComentarios = new Hono<AppEnv>()
  .route('/', comentarios)
  .route('/', invitaciones)
  .route('/', comentariosPropios)
  .route('/', adminComentarios);
