import { Link } from 'react-router-dom';
import type { Alternativa, BusquedaEntendida } from '../../../../../common/wire/profesionales';
import { textosBusqueda } from '../../../i18n/es/busqueda';
import { textosDirectorioLista } from '../../../i18n/es/directorio-lista';
import { Empty } from '../../../ui/States';
import { caminos, type FiltrosLista } from '../lista';
import { rutaProfesionales } from '../paths';
import { fraseDe } from './LoEntendido';

/**
 * Nobody found never ends the road (issue 37): what the search understood leads first to the
 * nearest ciudad where someone of it practises and to virtual citas (`alternativa`); then each
 * filter that can be relaxed, with a link that drops it.
 */
export function SinResultados({
  filtros: f,
  entendido,
  alternativa,
}: {
  filtros: FiltrosLista;
  entendido?: BusquedaEntendida;
  alternativa?: Alternativa;
}) {
  const enlaces: [string, string][] = [];
  const camino = entendido && alternativa ? caminos(f, entendido, alternativa) : null;
  if (camino?.ciudad) enlaces.push([textosBusqueda.otraCiudad(camino.ciudad.nombre), camino.ciudad.ruta]);
  if (camino?.virtual) enlaces.push([textosBusqueda.virtual, camino.virtual]);
  if (f.q) enlaces.push([textosBusqueda.quitar(f.q), rutaProfesionales(f.ciudad, f.especialidad, f.modalidad)]);
  if (f.ciudad !== 'todas')
    enlaces.push([textosDirectorioLista.quitarCiudad, rutaProfesionales('todas', f.especialidad, f.modalidad, f.q)]);
  if (f.especialidad !== 'todas')
    enlaces.push([textosDirectorioLista.quitarEspecialidad, rutaProfesionales(f.ciudad, 'todas', f.modalidad, f.q)]);
  if (f.modalidad !== '0')
    enlaces.push([textosDirectorioLista.quitarModalidad, rutaProfesionales(f.ciudad, f.especialidad, '0', f.q)]);
  if (enlaces.length > 1) enlaces.push([textosDirectorioLista.verTodos, rutaProfesionales('todas', 'todas', '0')]);
  const propone = camino && (camino.ciudad || camino.virtual);
  return (
    <Empty title={entendido ? textosBusqueda.sinNadie(fraseDe(entendido)) : textosDirectorioLista.vacioTitulo}>
      {enlaces.length > 0 && (
        <>
          <p>{propone ? textosBusqueda.proponemos : textosDirectorioLista.vacioTexto}</p>
          <ul className="relax">
            {enlaces.map(([texto, to], i) => (
              <li key={to}>
                <Link className={`btn${propone && i === 0 ? ' btn--primary' : ''}`} to={to}>
                  {texto}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </Empty>
  );
}
