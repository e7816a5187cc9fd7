import { type ReactNode, useId } from 'react';
import { textosTienda } from '../../../i18n/es/tienda';
import type { Opcion } from '../api';
import { RANGO_IDS } from '../filters';
import { useFiltros } from '../useFiltros';

const textos = textosTienda.filtros;

function Grupo({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <fieldset className="filtros__grupo">
      <legend>{titulo}</legend>
      {children}
    </fieldset>
  );
}

function Casilla({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: () => void;
}) {
  return (
    <div className="check">
      <input id={id} type="checkbox" checked={checked} onChange={onChange} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

type Props = {
  marcas: readonly Opcion[];
  caracteristicas: readonly Opcion[];
};

/**
 * Marca, Características, Precio and Descuento del día; any number of values per group. The same
 * groups in the side bar and in the small-screen menu.
 */
export function FilterBar({ marcas, caracteristicas }: Props) {
  const { filtros: sel, alternar, setDescuento } = useFiltros();
  const base = useId();
  return (
    <div className="filtros">
      <Grupo titulo={textos.marca}>
        {marcas.map((m) => (
          <Casilla
            key={m.id}
            id={`${base}-marca-${m.id}`}
            label={m.nombre}
            checked={sel.marcas.includes(m.id)}
            onChange={() => alternar('marcas', m.id)}
          />
        ))}
      </Grupo>
      <Grupo titulo={textos.caracteristicas}>
        {caracteristicas.map((c) => (
          <Casilla
            key={c.id}
            id={`${base}-caract-${c.id}`}
            label={c.nombre}
            checked={sel.caracteristicas.includes(c.id)}
            onChange={() => alternar('caracteristicas', c.id)}
          />
        ))}
      </Grupo>
      <Grupo titulo={textos.precio}>
        {RANGO_IDS.map((r) => (
          <Casilla
            key={r}
            id={`${base}-precio-${r}`}
            label={textos.rangos[r]}
            checked={sel.precios.includes(r)}
            onChange={() => alternar('precios', r)}
          />
        ))}
      </Grupo>
      <Grupo titulo={textos.descuento}>
        <Casilla
          id={`${base}-descuento`}
          label={textos.soloDescuento}
          checked={sel.descuento}
          onChange={() => setDescuento(!sel.descuento)}
        />
      </Grupo>
    </div>
  );
}
