import { useRef } from 'react';
import { textosTienda } from '../../../i18n/es/tienda';
import type { Opcion } from '../api';
import { hayFiltros } from '../filters';
import { useFiltros } from '../useFiltros';

const textos = textosTienda.filtros;

type Chip = { clave: string; texto: string; quitar: () => void };

/** The selected filters as removable chips, and 'Limpiar filtros'. */
export function FilterChips({
  marcas,
  caracteristicas,
}: {
  marcas: readonly Opcion[];
  caracteristicas: readonly Opcion[];
}) {
  const { filtros: f, alternar, setDescuento, quitarQ, limpiar } = useFiltros();
  const lista = useRef<HTMLUListElement>(null);
  /** After a removal, focus stays among the chips (or goes back to the search box). */
  const enfocar = (i: number) =>
    requestAnimationFrame(() => {
      const botones = lista.current?.querySelectorAll<HTMLButtonElement>('.chip--boton');
      const destino = botones?.length ? botones[Math.min(i, botones.length - 1)] : null;
      (destino ?? document.querySelector<HTMLInputElement>('.tienda__buscar input'))?.focus();
    });
  if (!hayFiltros(f)) return null;
  const nombre = (lista: readonly Opcion[], id: number) => lista.find((o) => o.id === id)?.nombre ?? String(id);
  const chips: Chip[] = [
    ...(f.q.trim() ? [{ clave: 'q', texto: textos.busqueda(f.q.trim()), quitar: quitarQ }] : []),
    ...f.marcas.map((id) => ({ clave: `m${id}`, texto: nombre(marcas, id), quitar: () => alternar('marcas', id) })),
    ...f.caracteristicas.map((id) => ({
      clave: `c${id}`,
      texto: nombre(caracteristicas, id),
      quitar: () => alternar('caracteristicas', id),
    })),
    ...f.precios.map((r) => ({ clave: `p${r}`, texto: textos.rangos[r], quitar: () => alternar('precios', r) })),
    ...(f.descuento ? [{ clave: 'd', texto: textos.descuento, quitar: () => setDescuento(false) }] : []),
  ];
  return (
    <div className="chips">
      <ul ref={lista} className="chips__lista" aria-label={textos.seleccionados}>
        {chips.map((c, i) => (
          <li key={c.clave}>
            <button
              type="button"
              className="chip chip--boton"
              aria-label={textos.quitar(c.texto)}
              onClick={() => {
                c.quitar();
                enfocar(i);
              }}
            >
              {c.texto}
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="btn btn--ghost btn--small"
        onClick={() => {
          limpiar();
          enfocar(0);
        }}
      >
        {textos.limpiar}
      </button>
    </div>
  );
}
