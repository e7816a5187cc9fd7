/** The directorio module: especialidades, search, professional profiles and staff moderation. */
export { rutasDirectorio } from './rutas';
