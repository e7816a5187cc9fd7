/**
 * The admins' calls of discount codes (CuponesPage): list, create, change (deactivate too). A
 * field's refusal comes back as the server's Spanish message (toast and the field's error).
 */
import type { Cupon, FormularioCupon } from '../../../../common/wire/cupones';
import type { ConMensaje, Succes } from '../../../../common/wire/sobre';
import { textosCupones } from '../../i18n/es/cupones';
import { api } from '../../lib/api-client';

const avisos = textosCupones.admin.toasts;

export const listarCupones = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<Succes<Cupon[]>>('/api/cupones', { signal }).then((r) => r.succes);

export const crearCupon = (cupon: FormularioCupon) =>
  api
    .post<ConMensaje<Cupon>>('/api/cupones/create', cupon, {
      toasts: { loading: avisos.creando, success: (r) => r.message },
    })
    .then((r) => r.succes);

/** The fields sent change ('' clears an optional one); `{id, activo: 0}` deactivates. */
export const cambiarCupon = (cupon: Partial<FormularioCupon> & { id: number }) =>
  api
    .post<ConMensaje<Cupon>>('/api/cupones/update', cupon, {
      toasts: { loading: avisos.guardando, success: (r) => r.message },
    })
    .then((r) => r.succes);
