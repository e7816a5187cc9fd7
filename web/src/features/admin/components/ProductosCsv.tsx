import { type ChangeEvent, useState } from 'react';
import type { FilaRechazada } from '../../../../../common/wire/productos-csv';
import { textosProductosCsv as textos } from '../../../i18n/es/productos-csv';
import { guardarArchivo } from '../../../lib/guardar-archivo';
import { exportarProductos, importarProductos } from '../ventas-api';

/**
 * The catalogue as CSV: download it, upload it back edited, and read which rows were refused
 * and why (the others are already saved).
 */
export function ProductosCsv({ onImportado }: { onImportado: () => void }) {
  const [ocupado, setOcupado] = useState(false);
  const [rechazadas, setRechazadas] = useState<FilaRechazada[] | null>(null);

  const exportar = async () => {
    setOcupado(true);
    try {
      guardarArchivo(await exportarProductos());
    } catch {
      // the client showed why
    } finally {
      setOcupado(false);
    }
  };

  const importar = async (e: ChangeEvent<HTMLInputElement>) => {
    const archivo = e.target.files?.[0];
    e.target.value = '';
    if (!archivo) return;
    setOcupado(true);
    try {
      const resultado = await importarProductos(archivo);
      setRechazadas(resultado.rechazados);
      onImportado();
    } catch {
      // the client showed why (a 422 names the file's problem)
    } finally {
      setOcupado(false);
    }
  };

  return (
    <section className="admin-section" aria-labelledby="productos-csv-titulo">
      <h2 id="productos-csv-titulo">{textos.titulo}</h2>
      <p className="muted">{textos.ayuda}</p>
      <div className="admin-filtros__acciones">
        <button type="button" className="btn btn--small" disabled={ocupado} onClick={exportar}>
          {textos.exportar}
        </button>
        <label className="btn btn--small" aria-disabled={ocupado}>
          {textos.importar}
          <input type="file" accept=".csv,text/csv" className="sr-only" disabled={ocupado} onChange={importar} />
        </label>
      </div>
      {rechazadas && rechazadas.length > 0 && (
        <div role="status">
          <h3>{textos.rechazadas(rechazadas.length)}</h3>
          <table className="table admin-compacta">
            <thead>
              <tr>
                <th scope="col">{textos.columnas.fila}</th>
                <th scope="col">{textos.columnas.producto}</th>
                <th scope="col">{textos.columnas.motivos}</th>
              </tr>
            </thead>
            <tbody>
              {rechazadas.map((r) => (
                <tr key={r.fila}>
                  <td>{r.fila}</td>
                  <td>{r.nombre}</td>
                  <td>{r.errores.join(' ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
