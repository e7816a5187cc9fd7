/** The lista-espera module: the line of pacientes waiting for a franja, its ofertas and their rules (issue 35). */

export { alLiberar } from './despues-de-liberar';
export { rutasListaEspera } from './rutas';
export { pasarVencidas } from './vencidas';
