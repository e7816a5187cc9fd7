/** How the paciente's screens write an instant: in Bogotá, whatever the device's zone. */
import { alUsar } from '../../../../common/numero';

const largo = alUsar(
  () => new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Bogota' }),
);
const corto = alUsar(() => new Intl.DateTimeFormat('es-CO', { timeStyle: 'short', timeZone: 'America/Bogota' }));

/** An instant (epoch ms or ISO) as "3 de noviembre de 2026, 8:30 a. m.". */
export const fechaHora = (momento: number | string) => largo().format(new Date(momento));

/** An instant's time of day: "8:30 a. m.". */
export const horaDe = (momento: number | string) => corto().format(new Date(momento));
