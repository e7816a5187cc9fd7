/** The profesional's lista de espera (issue 35): how many wait on each day, through the one client. */
import type { EsperaPorDia } from '../../../../common/wire/lista-espera';
import type { Succes } from '../../../../common/wire/sobre';
import { api } from '../../lib/api-client';
import { suSucces } from '../../lib/lectura';

export const listaEsperaApi = {
  /** Quiet: the count is a detail of the agenda, offline it is simply not shown. */
  porDia: (desde: string, hasta: string, signal?: AbortSignal) =>
    api
      .get<Succes<EsperaPorDia>>('/api/lista-espera/resumen', { query: { desde, hasta }, signal, quiet: true })
      .then(suSucces),
};
