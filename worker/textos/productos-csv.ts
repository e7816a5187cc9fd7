/** The catalogue's CSV export and import (`/api/producto/export.csv`, `/api/producto/import.csv`). */
export const productosCsv = {
  /** the CSV's header row; the import reads the same names (any case, with or without accents) */
  columnas: [
    'id',
    'nombre',
    'marca',
    'caracteristica',
    'promocion',
    'precio',
    'estado',
    'ficha_tecnica',
    'uso_adecuado',
    'aviso_legal',
  ],
  archivoObligatorio: 'Adjunta el archivo CSV de productos en el campo file.',
  archivoVacio: 'El archivo CSV no tiene filas de productos.',
  demasiadasFilas: (max: number) => `El archivo admite máximo ${max} productos por importación.`,
  faltanColumnas: (columnas: string) => `Al archivo le faltan las columnas: ${columnas}.`,
  idInvalido: 'El id debe ser el número de un producto existente, o vacío para crear uno nuevo.',
  productoNoExiste: (id: number) => `No existe un producto con id ${id}.`,
  idRepetido: (id: number) => `El producto ${id} aparece más de una vez en el archivo.`,
  nombreObligatorio: 'El nombre del producto es obligatorio.',
  nombreLargo: 'El nombre admite máximo 150 caracteres.',
  marcaObligatoria: 'La marca es obligatoria.',
  marcaNoExiste: (nombre: string) => `La marca «${nombre}» no existe.`,
  caracteristicaNoExiste: (nombre: string) => `La característica «${nombre}» no existe.`,
  promocionNoExiste: (nombre: string) => `La promoción «${nombre}» no existe.`,
  estadoInvalido: 'El estado debe ser 1 (activo) o 0 (inactivo).',
  textoLargo: (campo: string) => `El campo ${campo} admite máximo 5000 caracteres.`,
  creadoInactivo: 'Los productos nuevos quedan inactivos hasta que les agregues imágenes.',
  resultado: (creados: number, actualizados: number, rechazados: number) =>
    `Importación terminada: ${creados} creados, ${actualizados} actualizados, ${rechazados} rechazados.`,
};
