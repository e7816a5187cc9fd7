/**
 * The server's Spanish (es-CO) message catalogue. Every text the API answers lives here.
 * The specifications' messages are kept word for word, with their typos corrected
 * (docs/contrato.md, «Where the product decisions win»). Each area keeps its texts in worker/textos/<area>.ts;
 * the areas that request bodies speak (their schemas live in common/cuerpos/) keep them in
 * common/textos/<area>.ts, written once for both. This file composes them.
 */

import { agenda } from '../../common/textos/agenda';
import { ausencias } from '../../common/textos/ausencias';
import { campos } from '../../common/textos/campos';
import { claves } from '../../common/textos/claves';
import { cuentas } from '../../common/textos/cuentas';
import { cupones } from '../../common/textos/cupones';
import { devoluciones } from '../../common/textos/devoluciones';
import { directorio } from '../../common/textos/directorio';
import { dosPasos } from '../../common/textos/dos-pasos';
import { entrega } from '../../common/textos/entrega';
import { envio } from '../../common/textos/envio';
import { listaEspera } from '../../common/textos/lista-espera';
import { misDatos } from '../../common/textos/mis-datos';
import { pagos } from '../../common/textos/pagos';
import { propuestas } from '../../common/textos/propuestas';
import { seguridad } from '../../common/textos/seguridad';
import { tienda } from '../../common/textos/tienda';
import { ventas } from '../../common/textos/ventas';
import { avisos } from './avisos';
import { gestion } from './gestion';
import { marcas } from './marcas';
import { productosCsv } from './productos-csv';

export const msg = {
  agenda,
  ausencias,
  avisos,
  claves,
  cuentas,
  cupones,
  devoluciones,
  directorio,
  dosPasos,
  entrega,
  envio,
  gestion,
  listaEspera,
  marcas,
  misDatos,
  pagos,
  productosCsv,
  propuestas,
  seguridad,
  tienda,
  ventas,
  errores: {
    cuerpoInvalido: 'La solicitud no tiene un formato válido.',
    datosInvalidos: 'Hay datos inválidos en la solicitud.',
    sinSesion: 'Debe iniciar sesión para continuar.',
    prohibido: 'No tiene permiso para realizar esta acción.',
    noEncontrado: 'No se encontró lo que busca.',
    rutaNoEncontrada: 'Esta ruta de la API no existe.',
    duplicado: 'Ya existe un registro con esos datos.',
    enUso: 'No se puede eliminar porque está en uso.',
    muyGrande: 'La solicitud es demasiado grande.',
    demasiadosIntentos: 'Demasiados intentos. Espere unos minutos e inténtelo de nuevo.',
    baseNoDisponible: 'El servicio no está disponible en este momento. Inténtelo de nuevo en unos minutos.',
    interno: 'Se generó un error inesperado. Inténtelo de nuevo más tarde.',
  },
  campos,
  imagenes: {
    ninguna: 'No se seleccionó ningún archivo.',
    tipo: 'Solo se permiten imágenes de tipo JPEG, PNG o WebP.',
    tipoFondo: 'Solo se permiten imágenes de tipo JPEG, PNG o JPG.',
    tamano: 'El archivo no debe exceder los 2 MB.',
    ancho: (anchos: readonly number[]) =>
      `El ancho pedido no es válido: use ${anchos.slice(0, -1).join(', ')} o ${anchos.at(-1)}.`,
  },
} as const;
