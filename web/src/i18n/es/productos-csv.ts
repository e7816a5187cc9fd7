/** Texts of the catalogue's CSV export and import (products screen). */
export const textosProductosCsv = {
  titulo: 'Exportar e importar productos (CSV)',
  ayuda:
    'Descarga el catálogo para editarlo en Excel y vuelve a subirlo: las filas con id actualizan ese producto; las filas sin id crean productos nuevos, inactivos hasta que les agregues imágenes. No cambia el inventario.',
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
