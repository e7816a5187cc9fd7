/** The datos-personales module: a person's data export, deletion and anonymisation (Ley 1581). */

export { anonimizarVencidos } from './anonimizar';
export { purgarSinConfirmar, purgeOld } from './retention';
export { misDatos } from './rutas';
