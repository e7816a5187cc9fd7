/** The datos-personales module: a person's data export, deletion and anonymisation (Ley 1581). */
export { misDatos } from './rutas';
