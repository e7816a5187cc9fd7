/** The cuentas module: registration, sign-in, sessions, two steps and passwords. */

export { resellarDosPasos } from './rotar-clave';
export { rutasCuentas } from './rutas';
