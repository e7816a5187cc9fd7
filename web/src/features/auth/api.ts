/** The accounts calls, through the one client (which shows their toasts). */

import type { Succes } from '../../../../common/wire/sobre';
import { textosCuentas } from '../../i18n/es/cuentas';
import { api } from '../../lib/api-client';
import { setToken } from '../../lib/session';
import { payloadRegistro, type Registro } from './registro';

const avisos = textosCuentas.toasts;

/** Logs in and keeps the token under `token`; a refusal shows the server's message as a toast. */
export async function iniciarSesion(email: string, password: string) {
  const { succes } = await api.post<Succes<string>>(
    '/api/user/auth',
    { email: email.trim(), password },
    { toasts: { loading: avisos.iniciando } },
  );
  setToken(succes);
}

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
