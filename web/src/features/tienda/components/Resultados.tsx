import { useCallback, useLayoutEffect, useRef } from 'react';
import type { Producto } from '../../../../../common/wire/productos';
import { textosTienda } from '../../../i18n/es/tienda';
import { Empty } from '../../../ui/States';
import { agregar } from '../acciones';
import type { Lista } from '../useCatalogo';
import { OrdenSelect } from './OrdenSelect';
import { ProductoCard } from './ProductoCard';

/** The cards a phone shows above the fold: their photos load at once, not lazily. */
const PRIMERAS = 2;

const textos = textosTienda.tienda;

type Props = {
  /** the list on screen: the one asked for, or the previous one while the new one loads */
  lista: Lista;
  /** whether `lista` is the one for the current filters */
  vigente: boolean;
  cargando: boolean;
  conFiltros: boolean;
  onMas: () => void;
  onLimpiar: () => void;
};

/**
 * The product grid of the pages loaded so far, the count (announced politely), 'Mostrar más
 * productos' and the empty states. While other filters load, the previous grid stays in place
 * (dimmed, aria-busy), so nothing jumps; the new count is announced when it arrives.
 */
export function Resultados({ lista, vigente, cargando, conFiltros, onMas, onLimpiar }: Props) {
  const guardada = lista.origen === 'guardado';
  const primeraNueva = useRef<number | null>(null);
  const gridRef = useRef<HTMLUListElement>(null);
  const onAgregar = useCallback((p: Producto) => void agregar(p), []);

  // after 'Mostrar más', focus goes to the first card that arrived
  useLayoutEffect(() => {
    const i = primeraNueva.current;
    if (i === null || lista.items.length <= i) return;
    gridRef.current?.querySelectorAll<HTMLAnchorElement>('.producto a')[i]?.focus();
    primeraNueva.current = null;
  });

  const aviso = guardada && <p className="tienda__aviso">{textos.guardados}</p>;
  if (vigente && lista.items.length === 0)
    return (
      <>
        {aviso}
        {conFiltros ? (
          <Empty title={textos.vacio}>
            <p>{textos.vacioTexto}</p>
            <button type="button" className="btn btn--primary" onClick={onLimpiar}>
              {textosTienda.filtros.limpiar}
            </button>
          </Empty>
        ) : guardada ? (
          <Empty title={textos.sinGuardados}>
            <p>{textos.sinGuardadosTexto}</p>
          </Empty>
        ) : (
          <Empty title={textos.sinProductos} />
        )}
      </>
    );

  const ocupado = !vigente || cargando;
  return (
    <>
      {aviso}
      <div className="tienda__barra">
        <p className="tienda__conteo" aria-live="polite">
          {(guardada ? textos.resultadosGuardados : textos.resultados)(lista.items.length, lista.total)}
        </p>
        <OrdenSelect />
      </div>
      <ul ref={gridRef} className={`grid productos${vigente ? '' : ' productos--previa'}`} aria-busy={ocupado}>
        {lista.items.map((p, i) => (
          <ProductoCard key={p.id} p={p} onAgregar={onAgregar} primera={i < PRIMERAS} />
        ))}
      </ul>
      {vigente && lista.items.length < lista.total && (
        <div className="tienda__mas">
          <button
            type="button"
            className="btn"
            disabled={cargando}
            onClick={() => {
              primeraNueva.current = lista.items.length;
              onMas();
            }}
          >
            {cargando ? textos.cargandoMas : textos.mostrarMas}
          </button>
        </div>
      )}
    </>
  );
}
