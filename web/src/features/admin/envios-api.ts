/**
 * The calls of the staff's envío screen (EnviosPage): every departamento's rate, one rate changed,
 * and the store's ajustes (envío terms, seller). All through the one client.
 */
import type {
  AjustesTienda,
  CambioDeAjustesTienda,
  ContraEntrega,
  EnviosAdmin,
  TarifaEnvio,
} from '../../../../common/wire/envio';
import type { ConMensaje, Succes } from '../../../../common/wire/sobre';
import { textosEnvios } from '../../i18n/es/envios';
import { api } from '../../lib/api-client';
import { suSucces } from '../../lib/lectura';

type Opts = { signal?: AbortSignal };

export const listarTarifas = ({ signal }: Opts = {}) =>
  api.get<Succes<EnviosAdmin>>('/api/envios', { signal }).then((r) => r.succes.tarifas);

/** One departamento's rate; a refusal is shown by the client (its field's message). */
export const guardarTarifa = (tarifa: Pick<TarifaEnvio, 'codigo' | 'envio'>, nombre: string) => {
  const avisos = textosEnvios.tarifas.toasts;
  return api
    .post<ConMensaje<TarifaEnvio>>('/api/envios/tarifa', tarifa, {
      toasts: { loading: avisos.guardando, success: avisos.guardada(nombre), errorServidor: avisos.error },
    })
    .then(suSucces);
};

/** One departamento's pago contra entrega (offered or not, its maximum); a refusal is the client's toast. */
export const guardarContraEntrega = (cambio: ContraEntrega, nombre: string) => {
  const avisos = textosEnvios.tarifas.contraEntrega.toasts;
  return api
    .post<ConMensaje<TarifaEnvio>>('/api/envios/contra-entrega', cambio, {
      toasts: { loading: avisos.guardando, success: avisos.guardado(nombre), errorServidor: avisos.error },
    })
    .then(suSucces);
};

export const leerAjustesTienda = ({ signal }: Opts = {}) =>
  api.get<Succes<AjustesTienda>>('/api/tienda/ajustes', { signal }).then(suSucces);

/** Quiet: the form shows each field's refusal beside it. */
export const guardarAjustesTienda = (ajustes: CambioDeAjustesTienda) => {
  const avisos = textosEnvios.ajustes.toasts;
  return api
    .post<ConMensaje<AjustesTienda>>('/api/tienda/ajustes', ajustes, {
      quiet: true,
      toasts: { loading: avisos.guardando, success: avisos.guardados },
    })
    .then(suSucces);
};
