import type { ReactNode } from 'react';

/** One column of a staff table: its header (also the cell's label on narrow screens) and its cell. */
export type Columna<T> = {
  titulo: string;
  celda: (fila: T) => ReactNode;
  className?: string;
};

/**
 * The staff tables: a header row from the columns and one row per item, each cell labelled
 * with its column (`data-label`) so `.table--cards` can show the rows as cards on a phone.
 */
export function TablaAdmin<T extends { id: number }>({
  filas,
  columnas,
  className,
  claseFila,
}: {
  filas: readonly T[];
  columnas: Columna<T>[];
  className?: string;
  claseFila?: (fila: T) => string | undefined;
}) {
  return (
    <table className={`table table--cards${className ? ` ${className}` : ''}`}>
      <thead>
        <tr>
          {columnas.map((c) => (
            <th key={c.titulo} scope="col">
              {c.titulo}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {filas.map((fila) => (
          <tr key={fila.id} className={claseFila?.(fila)}>
            {columnas.map((c) => (
              <td key={c.titulo} data-label={c.titulo} className={c.className}>
                {c.celda(fila)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
