import { Link } from 'react-router-dom';
import type { BusquedaEntendida } from '../../../../../common/wire/profesionales';
import { textosBusqueda } from '../../../i18n/es/busqueda';
import { type FiltrosLista, nombresDe, rutaLista } from '../lista';
import '../busqueda.css';

/** «Pediatría en Medellín», as the list and its empty state say what the server understood. */
export const fraseDe = (e: BusquedaEntendida) =>
  textosBusqueda.entendido({ especialidades: nombresDe(e), ciudad: e.ciudad?.nombre, condicion: e.condicion });

/**
 * What the search box understood (issue 37): «Pediatría en Medellín», and a link that searches the
 * words as typed (`literal=1` in the address, so back, forward and a reload keep it); searched as
 * typed, a link back to what it understands.
 */
export function LoEntendido({ filtros, entendido }: { filtros: FiltrosLista; entendido?: BusquedaEntendida }) {
  const q = filtros.q?.trim() ?? '';
  if (q && filtros.literal)
    return (
      <div className="entendido">
        <p>{textosBusqueda.literal(q)}</p>
        <Link to={rutaLista({ ...filtros, literal: false })}>{textosBusqueda.entender}</Link>
      </div>
    );
  if (!q || !entendido) return null;
  return (
    <div className="entendido">
      <p>
        {textosBusqueda.entendidoTitulo} <strong className="entendido__frase">{fraseDe(entendido)}</strong>
        {entendido.resto && ` ${textosBusqueda.conNombre(entendido.resto)}`}
      </p>
      <Link to={rutaLista({ ...filtros, literal: true })}>{textosBusqueda.deshacer(q)}</Link>
    </div>
  );
}
