/**
 * Download and delete my data (Ley 1581 de 2012): the calls of Mis citas (its sign-in link's
 * token) and of the order look-up (factura and e-mail), through the one API client. Loaded only by
 * those two screens.
 */
import type { BorradoMisCitas, BorradoVenta } from '../../../common/wire/mis-datos';
import type { Succes } from '../../../common/wire/sobre';
import { textosMisDatos } from '../i18n/es/mis-datos';
import { api } from './api-client';

export type Formato = 'json' | 'texto';
const textos = textosMisDatos;

/**
 * GETs the file and hands it to the browser's downloads under the server's name. The same steps as
 * lib/guardar-archivo.ts, written here on purpose: sharing that module with these public screens
 * splits it out of the back office's chunk, and its name then weighs on the home page's preload map
 * (scripts/bundle-report.mjs), which has almost no bytes left.
 */
const bajar = (path: string) =>
  api
    .get<Response>(path, {
      cruda: true,
      toasts: { loading: textos.descargando, success: textos.descargado, error: textos.errorDescarga },
    })
    .then(async (res) => {
      const url = URL.createObjectURL(await res.blob());
      const enlace = document.createElement('a');
      enlace.href = url;
      enlace.download = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'mis-datos';
      enlace.hidden = true;
      document.body.append(enlace);
      enlace.click();
      enlace.remove();
      setTimeout(() => URL.revokeObjectURL(url), 30_000);
    });

const borrado = { loading: textos.borrando, error: textos.errorBorrado };

export const misDatosApi = {
  descargarDeCitas: (token: string, formato: Formato) =>
    bajar(`/api/mis-citas/${encodeURIComponent(token)}/datos?formato=${formato}`),
  /** Sends the deletion's code to the link's e-mail; answers the server's words for the toast. */
  pedirCodigoBorrado: (token: string) =>
    api
      .post<Succes<string>>(
        `/api/mis-citas/${encodeURIComponent(token)}/borrar/codigo`,
        {},
        { toasts: { loading: textos.enviandoCodigo, success: (r) => r.succes } },
      )
      .then((r) => r.succes),
  /** The deletion with the e-mailed code; quiet: the screen shows a wrong code under its field. */
  borrarDeCitas: (token: string, codigo: string) =>
    api
      .post<Succes<BorradoMisCitas>>(
        `/api/mis-citas/${encodeURIComponent(token)}/borrar`,
        { confirmar: '1', codigo },
        { toasts: { loading: textos.borrando }, quiet: true },
      )
      .then((r) => r.succes),
  descargarDeVenta: (factura: string, email: string, formato: Formato) =>
    bajar(`/api/ventas/consulta/datos?${new URLSearchParams({ factura, email, formato })}`),
  borrarDeVenta: (factura: string, email: string) =>
    api
      .post<Succes<BorradoVenta>>(
        '/api/ventas/consulta/borrar',
        { factura, email, confirmar: '1' },
        { toasts: borrado },
      )
      .then((r) => r.succes),
};
