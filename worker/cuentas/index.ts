/** The cuentas module: registration, sign-in, sessions, two steps and passwords. */
export { rutasCuentas } from './rutas';
