/**
 * The paciente's calls about her place in a lista de espera, from the links of its e-mails: an
 * oferta (see it, take it, let it pass) and the leave link, through the one API client.
 */
import type { CitaCreada } from '../../../../common/wire/citas';
import type { Espera, Oferta } from '../../../../common/wire/lista-espera';
import type { Succes } from '../../../../common/wire/sobre';
import { textosListaEspera } from '../../i18n/es/lista-espera';
import { api } from '../../lib/api-client';
import { suSucces } from '../../lib/lectura';

const t = textosListaEspera.toasts;
const oferta = (token: string, accion = '') =>
  `/api/lista-espera/oferta/${encodeURIComponent(token)}${accion ? `/${accion}` : ''}`;
const salida = (token: string) => `/api/lista-espera/salir/${encodeURIComponent(token)}`;

export const listaEsperaApi = {
  /** The oferta as it stands (quiet: the page shows its own states). */
  oferta: (token: string, signal?: AbortSignal) =>
    api.get<Succes<Oferta>>(oferta(token), { signal, quiet: true }).then(suSucces),
  aceptar: (token: string) =>
    api
      .post<Succes<CitaCreada>>(
        oferta(token, 'aceptar'),
        {},
        {
          toasts: { loading: t.tomando, success: t.tomada, error: t.errorTomar },
        },
      )
      .then(suSucces),
  rechazar: (token: string) =>
    api.post<Succes<Oferta>>(oferta(token, 'rechazar'), {}, { toasts: { error: t.errorDejar } }).then(suSucces),
  /** Her place, by the leave link (quiet: the page shows its own states). */
  espera: (token: string, signal?: AbortSignal) =>
    api.get<Succes<Espera>>(salida(token), { signal, quiet: true }).then(suSucces),
  salir: (token: string) =>
    api.post<Succes<Espera>>(salida(token), {}, { toasts: { error: t.errorSalir } }).then(suSucces),
};
