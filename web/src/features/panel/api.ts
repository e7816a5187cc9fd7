/**
 * The professional's calls, all through the one client. The dashboard's reads live here
 * (and only here) so the offline layer can cache them later.
 */

import type { CitaProfesional, MarcarNoAsistio, Tablero } from '../../../../common/wire/citas';
import type { ComentarioProfesional, ResponderComentario } from '../../../../common/wire/comentarios';
import type { CambioDeClave, CambioDeCorreo, CambioDePerfil, Cuenta } from '../../../../common/wire/cuentas';
import type { Especialidad } from '../../../../common/wire/especialidades';
import type { CancelarCitaProfesional } from '../../../../common/wire/gestion';
import type { AseguradoraAceptada } from '../../../../common/wire/profesionales';
import type { Succes } from '../../../../common/wire/sobre';
import { textosComentarios } from '../../i18n/es/comentarios';
import { textosCorreo } from '../../i18n/es/correo';
import { textosPanel } from '../../i18n/es/panel';
import { ApiError, api, showError } from '../../lib/api-client';
import { guardarAgenda, leerAgenda } from '../../lib/guardado-offline';
import { clearToken } from '../../lib/session';
import { encolar } from '../../lib/sync';
// how the outbox sends what atenderSinConexion queues
import './outbox';

const sinRed = (err: unknown) => err instanceof ApiError && err.network;

/** The dashboard's answer; `guardado` (epoch ms) when it is the offline copy. */
export type TableroCargado = { tablero: Tablero; guardado?: number };

/**
 * Everything the dashboard shows, in one call. The answer is kept for this account only
 * (lib/guardado-offline.ts); without a network, that copy is answered instead.
 */
export async function cargarTablero(owner: number, signal?: AbortSignal): Promise<TableroCargado> {
  try {
    const tablero = await api.get<Tablero>('/api/medic/all/private', { signal, quiet: true });
    guardarAgenda(owner, tablero).catch(() => {});
    return { tablero };
  } catch (err) {
    if (sinRed(err)) {
      const copia = await leerAgenda<Tablero>(owner).catch(() => undefined);
      if (copia) return { tablero: copia.data, guardado: copia.saved_at };
    }
    if ((err as Error).name !== 'AbortError') showError(err, textosPanel.inicio.errorCarga);
    throw err;
  }
}

/** A failure without a network is left to the caller (the outbox keeps the action); others are shown. */
export const marcarAtendida = (id: number) =>
  api
    .get<Succes<CitaProfesional>>('/api/cita/atendido', {
      query: { id },
      quiet: true,
      toasts: { loading: textosPanel.inicio.toasts.atendiendo, success: textosPanel.inicio.toasts.atendida },
    })
    .catch((err: unknown) => {
      if (!sinRed(err)) showError(err, textosPanel.inicio.toasts.errorAtender);
      throw err;
    });

/** 'Atendido' taken offline: queued for this account, sent once when the connection returns. */
export const atenderSinConexion = (owner: number, citaId: number) =>
  encolar({ key: `atendido:${owner}:${citaId}`, kind: 'atendido', payload: { id: citaId }, owner });

const avisosCita = textosPanel.inicio.toasts;

/**
 * The profesional cancels one of her citas with a reason (the server tells the paciente). Quiet:
 * the dialog shows a refusal beside the reason and stays open.
 */
export const cancelarCita = (id: number, motivo: string) =>
  api.post<Succes<CitaProfesional>>('/api/cita/cancelar', { id, motivo } satisfies CancelarCitaProfesional, {
    quiet: true,
    toasts: { loading: avisosCita.cancelando, success: avisosCita.cancelada },
  });

/** 'No asistió': from the cita's start until 5 days after; a refusal (409) comes back with the server's reason. */
export const marcarNoAsistio = (id: number) =>
  api.post<Succes<CitaProfesional>>('/api/cita/no-asistio', { id } satisfies MarcarNoAsistio, {
    toasts: { loading: avisosCita.marcandoNoAsistio, success: avisosCita.noAsistio, error: avisosCita.errorNoAsistio },
  });

/** Rows per page the web asks for in the comentarios lists. */
export const COMENTARIOS_POR_PAGINA = 50;

/** One page of every comentario on the signed-in profesional (hidden ones too), newest first. */
export const listarComentarios = (page: number, signal?: AbortSignal) =>
  api.get<Succes<ComentarioProfesional[]> & { total?: number }>('/api/medic/comentarios', {
    query: { page, limit: COMENTARIOS_POR_PAGINA },
    signal,
    quiet: true,
  });

/** Her one public answer to a comentario; quiet: the form shows a refusal beside the answer. */
export const responderComentario = (id: number, respuesta: string) =>
  api.post<Succes<ComentarioProfesional>>(
    '/api/comentario/responder',
    { id, respuesta } satisfies ResponderComentario,
    {
      quiet: true,
      toasts: {
        loading: textosComentarios.panel.toasts.publicando,
        success: textosComentarios.panel.toasts.publicada,
      },
    },
  );

/** The aseguradoras' catalogue, for the profile's checkboxes. */
export const listarAseguradoras = (signal?: AbortSignal) =>
  api.get<Succes<AseguradoraAceptada[]>>('/api/aseguradoras', { signal }).then((r) => r.succes);

export const listarEspecialidades = (signal?: AbortSignal) =>
  api.get<Succes<Especialidad[]>>('/api/especialidades/all', { signal }).then((r) => r.succes);

/** Posts the whole row back with the edited fields, as the contract asks (the server reads what changed). */
export const actualizarPerfil = (user: Cuenta, cambio: CambioDePerfil) =>
  api
    .post<Succes<Cuenta>>(
      '/api/users/update',
      { ...user, ...cambio },
      {
        toasts: {
          loading: textosPanel.perfil.toasts.guardando,
          // her name, specialty, cédula or city wait for an administrator once she is published
          success: (r) =>
            r.succes.propuesta ? textosPanel.perfil.toasts.enRevision : textosPanel.perfil.toasts.guardado,
          error: textosPanel.perfil.toasts.error,
        },
      },
    )
    .then((r) => r.succes);

/** Slot 1 is the profile photo, 2..9 the gallery (foto1..foto8). */
export const subirImagen = (imagen: number, file: File) =>
  api
    .post<Succes<Cuenta>>(
      '/api/users/update/imagen',
      { imagen, file },
      {
        toasts: {
          loading: textosPanel.perfil.imagenToasts.subiendo,
          success: textosPanel.perfil.imagenToasts.subida,
          error: textosPanel.perfil.imagenToasts.error,
        },
      },
    )
    .then((r) => r.succes);

/**
 * Ends the session: tells the server (a failure there does not keep anyone signed in),
 * forgets the token, and tells the offline layer to wipe what it kept.
 */
export async function cerrarSesion() {
  try {
    await api.post('/api/user/logout', undefined, { quiet: true });
  } catch {
    // already expired or offline: the local session ends anyway
  }
  clearToken();
  window.dispatchEvent(new Event('citasalud:logout'));
}

/**
 * Changes the password: this session stays, the account's other sessions end. Success shows
 * the server's message; a wrong current password (and every field message) comes back as a toast.
 */
export const cambiarClave = (actual: string, nueva: string) =>
  api.post<Succes<string>>('/api/user/password', { actual, nueva } satisfies CambioDeClave, {
    toasts: { loading: textosPanel.clave.toasts.guardando, success: (d) => d.succes },
  });

/**
 * Asks to change the cuenta's e-mail (`POST /api/user/correo`): the server sends a link to the new
 * address and tells the current one; the toast shows the server's message. Field refusals (a wrong
 * password, a taken address) come back as toasts and as `ApiError.errors`.
 */
export const cambiarCorreo = (email: string, password: string) =>
  api.post<Succes<string>>('/api/user/correo', { email, password } satisfies CambioDeCorreo, {
    toasts: { loading: textosCorreo.toast, success: (d) => d.succes },
  });
