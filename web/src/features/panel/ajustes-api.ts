/**
 * The calls of the profesional's agenda configuration (`/api/horarios/*`, `/api/motivo/*`,
 * `/api/agenda/*`, `/api/ausencias*`), all through the one client. Each answers in the contract's
 * `succes` envelope, unwrapped here. Writes that show their refusal beside the fields are quiet.
 */

import type {
  AjustesAgenda,
  Ausencia,
  AusenciaCreada,
  Ausencias,
  CalendarioPrivado,
  CambioDeAjustes,
  CancelarCitasAusencia,
  CitasCanceladas,
  NuevaAusencia,
} from '../../../../common/wire/agenda';
import type { ActualizarHorario, Horario, NuevoHorario } from '../../../../common/wire/horarios';
import type { Motivo } from '../../../../common/wire/motivos';
import type { Succes } from '../../../../common/wire/sobre';
import { textosAgenda } from '../../i18n/es/panel-agenda';
import { api } from '../../lib/api-client';
import { useLoad } from '../../lib/useLoad';

const textos = textosAgenda;

export const listarMotivos = (signal?: AbortSignal) =>
  api.get<Succes<Motivo[]>>('/api/motivo/all', { signal }).then((r) => r.succes);

/** A new motivo; without `duracion_minutos` or `precio` it takes the profesional's franja length and price. */
export const crearMotivo = (motivo: Omit<Motivo, 'id'>) =>
  api.post<Succes<Motivo>>(
    '/api/motivo/newmotivo',
    {
      nombre: motivo.nombre,
      duracion_minutos: motivo.duracion_minutos ?? undefined,
      precio: motivo.precio ?? undefined,
    },
    { toasts: { loading: textos.motivos.toasts.creando, success: textos.motivos.toasts.creado } },
  );

export const eliminarMotivo = (id: number) =>
  api.post<Succes<Motivo>>(
    '/api/motivo/delete',
    { id },
    {
      toasts: {
        loading: textos.motivos.toasts.eliminando,
        success: textos.motivos.toasts.eliminado,
        error: textos.motivos.toasts.errorEliminar,
      },
    },
  );

export const listarHorarios = (signal?: AbortSignal) =>
  api.get<Succes<Horario[]>>('/api/horarios/all', { signal }).then((r) => r.succes);

export const crearHorario = (horario: NuevoHorario) =>
  api.post<Succes<Horario>>('/api/horarios/newhorario', horario, {
    toasts: { loading: textos.horarios.toasts.creando, success: textos.horarios.toasts.creado },
  });

export const eliminarHorario = (id: number) =>
  api.post<Succes<Horario>>(
    '/api/horarios/delete',
    { id },
    {
      toasts: {
        loading: textos.horarios.toasts.eliminando,
        success: textos.horarios.toasts.eliminado,
        error: textos.horarios.toasts.errorEliminar,
      },
    },
  );

/** Changes one of her ranges (`/api/horarios/update`): every field is sent again. */
export const actualizarHorario = (horario: ActualizarHorario) =>
  api.post<Succes<Horario>>('/api/horarios/update', horario, {
    toasts: { loading: textos.horarios.toasts.actualizando, success: textos.horarios.toasts.actualizado },
  });

export const leerAjustes = (signal?: AbortSignal) =>
  api.get<Succes<AjustesAgenda>>('/api/agenda/ajustes', { signal, quiet: true }).then((r) => r.succes);

/**
 * Her settings for a piece of the agenda screen shown alone (a dashboard modal): `dados` when the
 * screen already has them, else read here while `activo` (quietly: null when they cannot be read).
 */
export function useAjustesPropios<T extends Partial<AjustesAgenda>>(
  activo: boolean,
  dados: T | null | undefined,
): T | AjustesAgenda | null {
  const { data } = useLoad((signal) => leerAjustes(signal), [], {
    activo: activo && dados === undefined,
    alReconectar: false,
  });
  return dados === undefined ? (data ?? null) : dados;
}

/** Quiet: the form shows each field's refusal beside it. */
export const guardarAjustes = (ajustes: CambioDeAjustes) =>
  api
    .post<Succes<AjustesAgenda>>('/api/agenda/ajustes', ajustes, {
      quiet: true,
      toasts: { loading: textos.ajustes.toasts.guardando, success: textos.ajustes.toasts.guardado },
    })
    .then((r) => r.succes);

export const listarAusencias = (signal?: AbortSignal) =>
  api.get<Succes<Ausencias>>('/api/ausencias', { signal, quiet: true }).then((r) => r.succes);

/** Quiet: the form shows each field's refusal beside it. */
export const crearAusencia = (ausencia: NuevaAusencia) =>
  api
    .post<Succes<AusenciaCreada>>('/api/ausencias/create', ausencia, {
      quiet: true,
      toasts: { loading: textos.ausencias.toasts.guardando, success: textos.ausencias.toasts.guardada },
    })
    .then((r) => r.succes);

export const eliminarAusencia = (id: number) =>
  api.post<Succes<Ausencia>>(
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
  api
    .post<Succes<CitasCanceladas>>('/api/ausencias/cancelar-citas', cuerpo, {
      quiet: true,
      toasts: {
        loading: textos.afectadas.toasts.cancelando,
        success: (r) => textos.afectadas.toasts.canceladas(r.succes.canceladas.length),
      },
    })
    .then((r) => r.succes);

export const leerCalendario = (signal?: AbortSignal) =>
  api.get<Succes<CalendarioPrivado>>('/api/agenda/calendario', { signal, quiet: true }).then((r) => r.succes);

/** A new secret address (the old one stops working); `url` comes only in this answer. */
export const crearCalendario = () =>
  api
    .post<Succes<CalendarioPrivado>>('/api/agenda/calendario', undefined, {
      toasts: {
        loading: textos.calendario.toasts.creando,
        success: textos.calendario.toasts.creado,
        error: textos.calendario.toasts.error,
      },
    })
    .then((r) => r.succes);

export const revocarCalendario = () =>
  api
    .post<Succes<CalendarioPrivado>>('/api/agenda/calendario/revocar', undefined, {
      toasts: {
        loading: textos.calendario.toasts.revocando,
        success: textos.calendario.toasts.revocado,
        error: textos.calendario.toasts.error,
      },
    })
    .then((r) => r.succes);
