import { useId } from 'react';
import { textosTienda } from '../../../i18n/es/tienda';
import { ORDENES, type Orden } from '../filters';
import { useFiltros } from '../useFiltros';

const textos = textosTienda.orden;

/** «Ordenar por»: the list's order, kept in the address (`orden=`) like the filters. */
export function OrdenSelect() {
  const { filtros, setOrden } = useFiltros();
  const id = useId();
  return (
    <div className="tienda__orden">
      <label htmlFor={id}>{textos.etiqueta}</label>
      <select
        id={id}
        value={filtros.orden ?? ''}
        onChange={(e) => setOrden((e.target.value || undefined) as Orden | undefined)}
      >
        <option value="">{textos.relevancia}</option>
        {ORDENES.map((o) => (
          <option key={o} value={o}>
            {textos[o]}
          </option>
        ))}
      </select>
    </div>
  );
}
