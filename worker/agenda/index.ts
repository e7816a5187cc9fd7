/** The agenda module: a professional's motivos, working ranges, ausencias, festivos and availability. */

export { citaColumnas, columnaDelDia, pagoColumnas, profesionalActivo, tablero } from './agenda';
export { agendas, ajustesColumnas, ausenciasDe, leerAgendas, rangosDe } from './agenda-datos';
export { ausenciaColumnas, dentroDeAusencia } from './ausencias';
export { agendaDe, diasLibres } from './disponibilidad';
export {
  cambiaLaProxima,
  guardarCambios,
  leerProximas,
  marcarRevisadas,
  proximasDe,
  proximaVencida,
  refrescarDespues,
  refrescarProxima,
  refrescarVencidas,
  reservableColumna,
} from './proxima';
export { duracionDe, revisarFranja } from './revisar-franja';
export { rutasAgenda } from './rutas';
