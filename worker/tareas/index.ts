/** The scheduled work (cron): reminders, retries, retention; and its local trigger. */

export { scheduled } from './programadas';
export { cron } from './rutas';
