/** Texts of the catalogue's CSV export and import (products screen). */
export const textosProductosCsv = {
  titulo: 'Exportar e importar productos (CSV)',
  ayuda:
    'Descargue el catálogo para editarlo en Excel y vuelva a subirlo: las filas con id actualizan ese producto; las filas sin id crean productos nuevos, inactivos hasta que les agregue imágenes. La columna iva lleva la clase (19, 5 o 0, excluido) y la columna stock las unidades (vacía: sin control de inventario); el stock del archivo reemplaza el actual, así que exporte justo antes de editarlo.',
  exportar: 'Exportar CSV',
  importar: 'Importar CSV',
  exportando: 'Preparando el archivo CSV',
  exportado: 'Se descargó el archivo CSV',
  errorExportar: 'No se pudo exportar el CSV',
  importando: 'Importando productos',
  errorImportar: 'No se pudo importar el CSV',
  rechazadas: (n: number) => (n === 1 ? '1 fila rechazada' : `${n} filas rechazadas`),
  columnas: { fila: 'Fila', producto: 'Producto', motivos: 'Motivos' },
} as const;
