/** The citas module: booking, change, cancel, reminders and attendance. */

export { agendar, type DesdeOferta } from './agendar';
export { cancelarCita } from './cambiar-cita';
export { leerEnlace } from './enlaces';
export { inicioDe, leerCitasGestion, porInicio } from './lectura-gestion';
export { enviarRecordatorios } from './recordatorios';
export { rutasCitas } from './rutas';
export { limitesDeCita } from './rutas/limites-de-cita';
