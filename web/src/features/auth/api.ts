/** The accounts calls, through the one client (which shows their toasts). */

import {
  type ConfiguracionDosPasos,
  DOS_PASOS,
  DOS_PASOS_CONFIGURAR,
  type EntradaConCodigo,
} from '../../../../common/wire/dos-pasos';
import type { Succes } from '../../../../common/wire/sobre';
import { textosCuentas } from '../../i18n/es/cuentas';
import { textosDosPasos } from '../../i18n/es/dos-pasos';
import { ApiError, api, showError } from '../../lib/api-client';
import { setToken } from '../../lib/session';
import { payloadRegistro, type Registro } from './registro';

const avisos = textosCuentas.toasts;

/** The sign-in's answer that asks for its second step (a code, or the admin's set-up). */
export const pideSegundoPaso = (err: unknown): err is ApiError & { desafio: string } =>
  err instanceof ApiError && (err.code === DOS_PASOS || err.code === DOS_PASOS_CONFIGURAR) && Boolean(err.desafio);

/**
 * Logs in and keeps the token under `token`; a refusal shows the server's message as a toast,
 * except the one that asks for the second step (the caller opens it).
 */
export async function iniciarSesion(email: string, password: string) {
  try {
    const { succes } = await api.post<Succes<string>>(
      '/api/user/auth',
      { email: email.trim(), password },
      { toasts: { loading: avisos.iniciando }, quiet: true },
    );
    setToken(succes);
  } catch (err) {
    if (!pideSegundoPaso(err)) showError(err);
    throw err;
  }
}

/** The second step: the code (or a recovery code) with the desafío; answers the token and, after a set-up, the codes. */
export const entrarConCodigo = (desafio: string, codigo: string) =>
  api.post<EntradaConCodigo>(
    '/api/user/auth/codigo',
    { desafio, codigo: codigo.trim() },
    { quiet: true, toasts: { loading: textosDosPasos.codigo.entrando } },
  );

/** An admin's set-up at sign-in: a new secret for the desafío. */
export const configurarAlEntrar = (desafio: string) =>
  api.post<Succes<ConfiguracionDosPasos>>('/api/user/auth/configurar', { desafio }).then((r) => r.succes);

/** Creates the account; field errors come back one toast each (the client does that). */
export const registrar = (r: Registro) =>
  api.post<Succes<string>>('/api/user/create', payloadRegistro(r), {
    toasts: { loading: avisos.registrando, success: (d) => textosCuentas.yaRegistrado(d.succes) },
  });

/** Asks for a reset link; the server answers the same neutral message whatever the e-mail. */
export const pedirEnlace = (email: string) =>
  api
    .post<Succes<string>>(
      '/api/user/password/olvido',
      { email: email.trim() },
      { toasts: { loading: textosCuentas.olvido.toast } },
    )
    .then((r) => r.succes);

/**
 * Sets the new password with the e-mailed token. Quiet: the reset page shows a refused link
 * inline (with a way to ask for another) and hands every other failure to `showError`.
 */
export const restablecerClave = (token: string, password: string) =>
  api
    .post<Succes<string>>(
      '/api/user/password/restablecer',
      { token, password },
      { quiet: true, toasts: { loading: textosCuentas.restablecer.toast } },
    )
    .then((r) => r.succes);

/** Asks for another confirmation link; the server answers the same neutral message whatever the e-mail. */
export const reenviarConfirmacion = (email: string) =>
  api
    .post<Succes<string>>(
      '/api/user/correo/reenviar',
      { email: email.trim() },
      { toasts: { loading: textosCuentas.confirmacion.toast, success: (d) => d.succes } },
    )
    .then((r) => r.succes);

/** Follows an e-mailed confirmation link. Quiet: the page shows the outcome itself. */
export const confirmarCorreo = (token: string) =>
  api.post<Succes<string>>('/api/user/correo/confirmar', { token }, { quiet: true }).then((r) => r.succes);
