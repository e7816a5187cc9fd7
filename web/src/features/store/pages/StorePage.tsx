import { useEffect, useMemo } from 'react';
import { t } from '../../../i18n/es';
import { migrarCarritoLegado } from '../../../lib/cart';
import { Empty } from '../../../ui/States';
import { type Opcion, tiendaApi } from '../api';
import { CartButton } from '../components/CartButton';
import { CartPanel } from '../components/CartPanel';
import { CheckoutModal } from '../components/CheckoutModal';
import { FilterBar } from '../components/FilterBar';
import { FilterChips } from '../components/FilterChips';
import { GridSkeleton } from '../components/GridSkeleton';
import { Resultados } from '../components/Resultados';
import { SearchBox } from '../components/SearchBox';
import { indexar } from '../filters';
import { useCargar, useTitulo } from '../hooks';
import { useStoreUi } from '../store';
import '../store.css';

const T = t.tienda;

/** Only the options that some loaded product uses (a brand with nothing on sale is no filter). */
const enUso = (opciones: Opcion[] | undefined, ids: Set<number>) => (opciones ?? []).filter((o) => ids.has(o.id));

/** The public store: search, filters (side bar; a menu on small screens), chips, product grid, cart. */
export default function StorePage() {
  useTitulo(T.tienda.documento);
  useEffect(() => {
    migrarCarritoLegado().catch(() => undefined);
  }, []);
  const productos = useCargar((signal) => tiendaApi.productos(signal), []);
  const marcasApi = useCargar((signal) => tiendaApi.marcas(signal), []);
  const caractsApi = useCargar((signal) => tiendaApi.caracteristicas(signal), []);
  const filtrosAbiertos = useStoreUi((s) => s.filtrosAbiertos);
  const setFiltrosAbiertos = useStoreUi((s) => s.setFiltrosAbiertos);

  // the side bar waits for all three lists: groups filling in one by one would push each other (layout shift)
  const listos = [productos, marcasApi, caractsApi].every((r) => r.data !== undefined || r.error !== undefined);
  const indice = useMemo(() => (productos.data ? indexar(productos.data) : null), [productos.data]);
  const marcas = useMemo(
    () => enUso(marcasApi.data, new Set(productos.data?.map((p) => p.id_marca))),
    [marcasApi.data, productos.data],
  );
  const caracteristicas = useMemo(
    () => enUso(caractsApi.data, new Set(productos.data?.map((p) => p.id_caract))),
    [caractsApi.data, productos.data],
  );

  return (
    <div className="container page tienda">
      <header className="tienda__cabecera">
        <div>
          <h1>{T.tienda.titulo}</h1>
          <p className="muted">{T.tienda.subtitulo}</p>
        </div>
        <div className="tienda__herramientas">
          <SearchBox />
          <CartButton />
        </div>
      </header>

      <div className="tienda__filtros-movil">
        <button
          type="button"
          className="btn"
          aria-expanded={filtrosAbiertos}
          aria-controls="filtros-movil"
          onClick={() => setFiltrosAbiertos(!filtrosAbiertos)}
        >
          {filtrosAbiertos ? T.filtros.cerrar : T.filtros.abrir}
        </button>
        {filtrosAbiertos && (
          <div id="filtros-movil" className="card">
            <FilterBar marcas={marcas} caracteristicas={caracteristicas} compacto />
          </div>
        )}
      </div>

      <div className="tienda__cuerpo">
        <aside className="tienda__lateral card" aria-labelledby="filtros-titulo">
          <h2 id="filtros-titulo">{T.filtros.titulo}</h2>
          {listos ? (
            <FilterBar marcas={marcas} caracteristicas={caracteristicas} />
          ) : (
            <span className="tienda-esqueleto tienda-esqueleto--filtros" aria-hidden="true" />
          )}
        </aside>
        <section className="tienda__resultados" aria-labelledby="productos-titulo">
          <h2 id="productos-titulo" className="sr-only">
            {T.tienda.titulo}
          </h2>
          <FilterChips marcas={marcasApi.data ?? []} caracteristicas={caractsApi.data ?? []} />
          {indice ? (
            <Resultados indice={indice} />
          ) : productos.error ? (
            <Empty title={T.tienda.errorCarga}>
              <button type="button" className="btn" onClick={productos.recargar}>
                {t.estados.reintentar}
              </button>
            </Empty>
          ) : (
            <GridSkeleton label={T.tienda.cargando} />
          )}
        </section>
      </div>
      <CartPanel />
      <CheckoutModal />
    </div>
  );
}
