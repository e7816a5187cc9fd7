/**
 * Entering a profesional's lista de espera from her profile (issue 35), through the one API client.
 * Loaded with the form (ListaEsperaForm.tsx), never with the profile itself.
 */
import type { Espera, NuevaEspera } from '../../../../common/wire/lista-espera';
import type { Succes } from '../../../../common/wire/sobre';
import { textosListaEspera } from '../../i18n/es/lista-espera';
import { api } from '../../lib/api-client';
import { suSucces } from '../../lib/lectura';

export const listaEsperaApi = {
  entrar: (body: NuevaEspera) =>
    api
      .post<Succes<Espera>>('/api/lista-espera', body, { toasts: { error: textosListaEspera.entrar.error } })
      .then(suSucces),
};
