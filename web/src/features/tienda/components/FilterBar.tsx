import { type ReactNode, useId } from 'react';
import type { Faceta, FacetasProductos } from '../../../../../common/wire/productos';
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
  /** the server's counts for the current filters: each option shows its own («Vitaminas (12)») */
  facetas?: FacetasProductos;
};

/** `nombre` with its count in `lista` (0 when absent), or alone without counts. */
const conteo = (nombre: string, id: number, lista?: Faceta[]) =>
  lista ? textos.conConteo(nombre, lista.find((f) => f.id === id)?.n ?? 0) : nombre;

/**
 * Marca, Características, Precio and Descuento del día; any number of values per group, each with
 * how many products it would show (a group's own ticks do not change its counts). The same groups
 * in the side bar and in the small-screen menu.
 */
export function FilterBar({ marcas, caracteristicas, facetas }: Props) {
  const { filtros: sel, alternar, setDescuento } = useFiltros();
  const base = useId();
  return (
    <div className="filtros">
      <Grupo titulo={textos.marca}>
        {marcas.map((m) => (
          <Casilla
            key={m.id}
            id={`${base}-marca-${m.id}`}
            label={conteo(m.nombre, m.id, facetas?.marca)}
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
            label={conteo(c.nombre, c.id, facetas?.caracteristica)}
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
            label={conteo(textos.rangos[r], r, facetas?.categoria)}
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
