/**
 * The calls of the profesional's agenda configuration (`/api/agenda/*`, `/api/ausencias*`), all
 * through the one client. Writes that show their refusal beside the fields are quiet.
 */

import type {
  AjustesAgenda,
  AusenciaCreada,
  Ausencias,
  CalendarioPrivado,
  CancelarCitasAusencia,
  CitasCanceladas,
  NuevaAusencia,
} from '../../../../common/wire/agenda';
import { textosAgenda } from '../../i18n/es/panel-agenda';
import { api } from '../../lib/api-client';

const textos = textosAgenda;

export const leerAjustes = (signal?: AbortSignal) =>
  api.get<AjustesAgenda>('/api/agenda/ajustes', { signal, quiet: true });

/** Quiet: the form shows each field's refusal beside it. */
export const guardarAjustes = (ajustes: AjustesAgenda) =>
  api.post<AjustesAgenda>('/api/agenda/ajustes', ajustes, {
    quiet: true,
    toasts: { loading: textos.ajustes.toasts.guardando, success: textos.ajustes.toasts.guardado },
  });

export const listarAusencias = (signal?: AbortSignal) => api.get<Ausencias>('/api/ausencias', { signal, quiet: true });

/** Quiet: the form shows each field's refusal beside it. */
export const crearAusencia = (ausencia: NuevaAusencia) =>
  api.post<AusenciaCreada>('/api/ausencias/create', ausencia, {
    quiet: true,
    toasts: { loading: textos.ausencias.toasts.guardando, success: textos.ausencias.toasts.guardada },
  });

export const eliminarAusencia = (id: number) =>
  api.post<unknown>(
    '/api/ausencias/delete',
    { id },
    {
      toasts: {
        loading: textos.ausencias.toasts.eliminando,
        success: textos.ausencias.toasts.eliminada,
        error: textos.ausencias.toasts.errorEliminar,
      },
    },
  );

/** Cancels every live cita inside absence `id`; each paciente is told (with `motivo` when given). */
export const cancelarCitasAusencia = (cuerpo: CancelarCitasAusencia) =>
  api.post<CitasCanceladas>('/api/ausencias/cancelar-citas', cuerpo, {
    quiet: true,
    toasts: {
      loading: textos.afectadas.toasts.cancelando,
      success: (r) => textos.afectadas.toasts.canceladas(r.canceladas.length),
    },
  });

export const leerCalendario = (signal?: AbortSignal) =>
  api.get<CalendarioPrivado>('/api/agenda/calendario', { signal, quiet: true });

/** A new secret address (the old one stops working); `url` comes only in this answer. */
export const crearCalendario = () =>
  api.post<CalendarioPrivado>('/api/agenda/calendario', undefined, {
    toasts: {
      loading: textos.calendario.toasts.creando,
      success: textos.calendario.toasts.creado,
      error: textos.calendario.toasts.error,
    },
  });

export const revocarCalendario = () =>
  api.post<CalendarioPrivado>('/api/agenda/calendario/revocar', undefined, {
    toasts: {
      loading: textos.calendario.toasts.revocando,
      success: textos.calendario.toasts.revocado,
      error: textos.calendario.toasts.error,
    },
  });
