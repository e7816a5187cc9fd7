/** `POST /api/producto/import.csv`: what the import did, and each refused row with its reasons. */
export type FilaRechazada = { fila: number; nombre: string; errores: string[] };
export type ResultadoImportacion = {
  creados: number;
  actualizados: number;
  rechazados: FilaRechazada[];
};
