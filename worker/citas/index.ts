/** The citas module: booking, change, cancel, reminders and attendance. */
export { rutasCitas } from './rutas';
