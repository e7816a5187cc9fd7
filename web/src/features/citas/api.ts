/**
 * The paciente's calls after the booking, through the one API client (answers typed by common/wire/,
 * each in the original API's `succes` envelope).
 */
import type {
  CancelarCita,
  CitaGestion,
  ComentarioInvitado,
  EnlaceMisCitasEnviado,
  InvitacionComentario,
  MisCitas,
  PedirEnlaceMisCitas,
  ReprogramarCita,
} from '../../../../common/wire/gestion';
import type { Succes } from '../../../../common/wire/sobre';
import { textosCitas } from '../../i18n/es/citas';
import { ApiError, api } from '../../lib/api-client';
import { suSucces } from '../../lib/lectura';

/** The device's copies (IndexedDB code), loaded with the first read that keeps or needs one. */
export const copias = () => import('../../lib/citas-guardadas');

export const sinRed = (err: unknown) => err instanceof ApiError && err.network;

/** An answer that may come from the device's copy: then it carries when it was read (epoch ms). */
export type ConCopia<T> = { data: T; guardado?: number };

const ruta = (token: string, accion = '') =>
  `/api/cita/gestion/${encodeURIComponent(token)}${accion ? `/${accion}` : ''}`;

/** Keeps what a successful read or action answered (a failure to keep it is not the paciente's problem). */
const guardar = (cita: CitaGestion, token: string) => {
  copias()
    .then((m) => m.guardarCita(cita, token))
    .catch(() => {});
  return cita;
};

export const citasApi = {
  /** The cita; without a network, the copy kept on this device (quiet: the page shows its own states). */
  gestion: async (token: string, signal?: AbortSignal): Promise<ConCopia<CitaGestion>> => {
    try {
      const cita = await api.get<Succes<CitaGestion>>(ruta(token), { signal, quiet: true }).then(suSucces);
      return { data: guardar(cita, token) };
    } catch (err) {
      if (sinRed(err)) {
        const copia = await copias()
          .then((m) => m.leerCita(token))
          .catch(() => undefined);
        if (copia) return { data: copia.cita, guardado: copia.saved_at };
      }
      throw err;
    }
  },
  /** The reminder's "Confirmo mi asistencia". */
  confirmar: (token: string) =>
    api
      .post<Succes<CitaGestion>>(ruta(token, 'confirmar'), undefined, {
        toasts: { loading: textosCitas.confirmar.confirmando, success: textosCitas.confirmar.exito },
      })
      .then((r) => guardar(r.succes, token)),
  /** A 409 (the franja was taken meanwhile) is also said inside the dialog. */
  reprogramar: (token: string, body: ReprogramarCita) =>
    api
      .post<Succes<CitaGestion>>(ruta(token, 'reprogramar'), body, {
        toasts: {
          loading: textosCitas.reprogramar.guardando,
          success: textosCitas.reprogramar.exito,
          error: textosCitas.reprogramar.error,
        },
      })
      .then((r) => guardar(r.succes, token)),
  cancelar: (token: string, body: CancelarCita) =>
    api
      .post<Succes<CitaGestion>>(ruta(token, 'cancelar'), body, {
        toasts: {
          loading: textosCitas.cancelar.guardando,
          success: textosCitas.cancelar.exito,
          error: textosCitas.cancelar.error,
        },
      })
      .then((r) => guardar(r.succes, token)),
  /** quiet: the form says what happened (the same answer whether or not the e-mail has citas; 429 its message) */
  pedirEnlace: (body: PedirEnlaceMisCitas) =>
    api.post<Succes<EnlaceMisCitasEnviado>>('/api/mis-citas/enlace', body, { quiet: true }).then(suSucces),
  /** Every cita of the sign-in link's e-mail, kept on this device too. */
  misCitas: (token: string, signal?: AbortSignal) =>
    api
      .post<Succes<MisCitas>>(`/api/mis-citas/${encodeURIComponent(token)}`, undefined, { signal, quiet: true })
      .then(({ succes: mis }) => {
        copias()
          .then((m) => m.guardarMisCitas(mis))
          .catch(() => {});
        return mis;
      }),
  invitacion: (token: string, signal?: AbortSignal) =>
    api
      .get<Succes<InvitacionComentario>>(`/api/comentario/invitacion/${encodeURIComponent(token)}`, {
        signal,
        quiet: true,
      })
      .then(suSucces),
  /** The form shows field errors beside their fields too. */
  comentar: (token: string, body: ComentarioInvitado) =>
    api.post<unknown>(`/api/comentario/invitacion/${encodeURIComponent(token)}`, body, {
      toasts: { loading: textosCitas.comentario.guardando, error: textosCitas.comentario.error },
    }),
};
