/**
 * The calls of the admin's configuration screen (ConfigPage): especialidades, the profesionales'
 * activation and featuring, and the home's background. All through the one client, each with
 * the specification's toasts; writes answer the row the server stored.
 */
import type { Cuenta, PropuestaAdmin } from '../../../../common/wire/cuentas';
import type { Especialidad, EspecialidadConFechas } from '../../../../common/wire/especialidades';
import type { Fondo, FondoConFechas } from '../../../../common/wire/home';
import type { Profesional, ProfesionalAdmin } from '../../../../common/wire/profesionales';
import type { Pagina, Succes } from '../../../../common/wire/sobre';
import { textosConfig } from '../../i18n/es/config';
import { api } from '../../lib/api-client';
import { suSucces } from '../../lib/lectura';
import { POR_PAGINA } from './api';

type Opts = { signal?: AbortSignal };

// ---- especialidades ---------------------------------------------------------------------

const avisos = textosConfig.especialidades.toasts;
export const listarEspecialidades = ({ signal }: Opts = {}) =>
  api.get<Succes<Especialidad[]>>('/api/especialidades/all', { signal }).then(suSucces);
export const crearEspecialidad = (nombre: string) =>
  api
    .post<Succes<EspecialidadConFechas>>(
      '/api/especialidad/create',
      { nombre },
      { toasts: { loading: avisos.creando, success: avisos.creada, error: avisos.error } },
    )
    .then(suSucces);
export const actualizarEspecialidad = (e: Especialidad) =>
  api
    .post<Succes<EspecialidadConFechas>>('/api/especialidad/update', e, {
      toasts: { loading: avisos.actualizando, success: avisos.actualizada, error: avisos.error },
    })
    .then(suSucces);
export const eliminarEspecialidad = (id: number) =>
  api.post<Succes<EspecialidadConFechas>>(
    '/api/especialidad/delete',
    { id },
    { toasts: { loading: avisos.eliminando, success: avisos.eliminada, error: avisos.error } },
  );

// ---- profesionales ----------------------------------------------------------------------

/** One page of the professionals, active or not (staff only); `q` matches name, e-mail or cédula. */
export const listarProfesionales = (q: string, page: number, { signal }: Opts = {}) =>
  api.get<Pagina<ProfesionalAdmin>>('/api/admin/medicos', {
    query: { q: q.trim() || undefined, page, limit: POR_PAGINA },
    signal,
  });

/** The professional's row posted back with `activo` or `destacado` changed (null fields left out). */
export function actualizarProfesional(profesional: Profesional) {
  const avisos = textosConfig.profesionales.toasts;
  const cuerpo = Object.fromEntries(Object.entries(profesional).filter(([, v]) => v !== null && v !== undefined));
  return api
    .post<Succes<Cuenta>>('/api/users/update', cuerpo, {
      toasts: { loading: avisos.cambiando, success: avisos.cambiado, error: avisos.error },
    })
    .then(suSucces);
}

// ---- the home's background --------------------------------------------------------------

export const leerFondo = ({ signal }: Opts = {}) =>
  api.get<Succes<Fondo[]>>('/api/home/all', { signal }).then((r) => r.succes[0] ?? null);
export function subirFondo(file: File) {
  const avisos = textosConfig.fondo.toasts;
  return api
    .post<Succes<FondoConFechas>>(
      '/api/home/create',
      { fondo: file },
      {
        toasts: { loading: avisos.cargando, success: avisos.cargada, error: avisos.error },
      },
    )
    .then(suSucces);
}

// ---- propuestas -------------------------------------------------------------------------

const avisosPropuestas = textosConfig.propuestas.toasts;

/** The changes of name, specialty, cédula or city waiting for approval, oldest first (staff only). */
export const listarPropuestas = ({ signal }: Opts = {}) =>
  api.get<Succes<PropuestaAdmin[]>>('/api/admin/propuestas', { signal }).then(suSucces);

/** Applies the propuesta to her public profile; she is told by e-mail. */
export const aprobarPropuesta = (id: number) =>
  api.post<Succes<string>>(
    '/api/admin/propuestas/aprobar',
    { id },
    {
      toasts: {
        loading: avisosPropuestas.aprobando,
        success: avisosPropuestas.aprobado,
        error: avisosPropuestas.error,
      },
    },
  );

/** Leaves her profile as it is; the reason goes to her by e-mail. */
export const rechazarPropuesta = (id: number, motivo: string) =>
  api.post<Succes<string>>(
    '/api/admin/propuestas/rechazar',
    { id, motivo },
    {
      toasts: {
        loading: avisosPropuestas.rechazando,
        success: avisosPropuestas.rechazado,
        error: avisosPropuestas.error,
      },
    },
  );
