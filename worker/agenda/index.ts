/** The agenda module: a professional's motivos, working ranges, ausencias, festivos and availability. */
export { rutasAgenda } from './rutas';
