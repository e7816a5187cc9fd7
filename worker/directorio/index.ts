/** The directorio module: especialidades, search, professional profiles and staff moderation. */

export { aceptarAseguradoras } from './aceptar-aseguradoras';
export { aCuenta, busqueda, cuenta, duplicado, idsAseguradoras } from './cuenta';
export { aseguradorasDe } from './profesional';
export { apartarPropuesta, comprobarCedula, guardarPropuesta, nombresDe } from './propuesta';
export { rutasDirectorio } from './rutas';
