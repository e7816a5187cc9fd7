/**
 * A session the server ended (401 `sesion_vencida`: idle too long, expired, closed elsewhere): the
 * token goes and the reason is kept, so the panel sends to `/login?sesion=vencida`, which says so.
 * Panel-only (the public pages never need it, and their first load stays small).
 */
import { SESION_VENCIDA } from '../../../common/wire/dos-pasos';
import type { ApiError } from './api-client';
import { clearToken } from './session';

/** When the server last said the session ended (ms); the panel leaves right after, so a moment is enough. */
let vencidaEn = Number.NEGATIVE_INFINITY;
const RECIENTE_MS = 10_000;

/** Clears the token after a refusal of the session; remembers when the server said it ended. */
export function olvidarSesion(error?: Pick<ApiError, 'status' | 'code'>) {
  vencidaEn = error?.status === 401 && error.code === SESION_VENCIDA ? Date.now() : Number.NEGATIVE_INFINITY;
  clearToken();
}

/** Where a signed-out panel goes: /login with the reason right after the server ended the session, else home. */
export const destinoSinSesion = () => (Date.now() - vencidaEn < RECIENTE_MS ? '/login?sesion=vencida' : '/');
