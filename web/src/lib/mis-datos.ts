/**
 * Download and delete my data (Ley 1581 de 2012): the calls of Mis citas (its sign-in link's
 * token) and of the order look-up (factura and e-mail), through the one API client. Loaded only by
 * those two screens.
 */
import type { BorradoMisCitas, BorradoVenta } from '../../../common/wire/mis-datos';
import type { Succes } from '../../../common/wire/sobre';
import { textosMisDatos } from '../i18n/es/mis-datos';
import { api } from './api-client';
import { descargar, guardarArchivo } from './guardar-archivo';

export type Formato = 'json' | 'texto';
const textos = textosMisDatos;

const bajar = (path: string) =>
  descargar(path, {
    toasts: { loading: textos.descargando, success: textos.descargado, error: textos.errorDescarga },
  }).then(guardarArchivo);

const borrado = { loading: textos.borrando, error: textos.errorBorrado };

export const misDatosApi = {
  descargarDeCitas: (token: string, formato: Formato) =>
    bajar(`/api/mis-citas/${encodeURIComponent(token)}/datos?formato=${formato}`),
  borrarDeCitas: (token: string) =>
    api
      .post<Succes<BorradoMisCitas>>(
        `/api/mis-citas/${encodeURIComponent(token)}/borrar`,
        { confirmar: '1' },
        { toasts: borrado },
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
